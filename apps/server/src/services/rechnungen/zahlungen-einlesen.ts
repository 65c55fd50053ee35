/**
 * Reads a bank file (camt.054 or camt.053) and books its payments against the invoices (docs/produkt.md
 * "Rechnungen", cli.ts `zahlungen-einlesen`): the domain's camtLesen reads it safely, zahlungenAbgleichen
 * decides by the reference; this module checks the account, stores the bookings and the import record, and
 * updates the invoices, all in one transaction: on any error nothing is booked. The bank's entry key is
 * unique in `zahlung`, so the same file or entry read again books nothing.
 */
import { createHash } from 'node:crypto';
import {
  camtLesen,
  formatBetrag,
  formatDatumDe,
  ibanFormatiert,
  referenzFormatiert,
  zahlungenAbgleichen,
  type Abgleich,
  type BereitsGebucht,
  type Buchung,
  type CamtDatei,
  type OffeneRechnung,
} from '@vereinsportal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Betreiber } from '../../config-betreiber.js';
import type { Database } from '../../db/schema.js';

/** Larger files are refused before they are read (a year of the operator's account is far below). */
export const BANKDATEI_MAX_BYTES = 20 * 1024 * 1024;

/** A bank file that cannot be booked; the message is the operator's German sentence. */
export class EinleseFehler extends Error {}

export const EINLESE_MELDUNG = {
  zuGross: (bytes: number) =>
    `Die Bankdatei ist ${Math.ceil(bytes / 1024 / 1024)} MB gross; eingelesen werden Dateien bis ${BANKDATEI_MAX_BYTES / 1024 / 1024} MB. Bitte laden Sie im E-Banking einen kürzeren Zeitraum herunter.`,
  keinUtf8: 'Die Bankdatei ist nicht UTF-8-codiert; eine camt-Datei der Bank ist es immer. Bitte laden Sie sie erneut herunter.',
  anderesKonto: (konto: string, eigene: string[]) =>
    `Die Bankdatei ist für das Konto ${ibanFormatiert(konto)}, nicht für das Konto des Betreibers (${eigene.map(ibanFormatiert).join(' oder ')}). Nichts wurde verbucht.`,
  gleichzeitig: 'Dieselben Buchungen werden gerade von einem anderen Aufruf eingelesen. Nichts wurde verbucht; bitte erneut versuchen.',
} as const;

export interface Zaehler {
  bezahlt: number;
  teilweise: number;
  ueberzahlt: number;
  storniert: number;
  nichtZugeordnet: number;
  uebersprungen: number;
}

export interface EinleseErgebnis {
  /** null for a trial run (--probe): nothing stored. */
  importId: number | null;
  datei: Pick<CamtDatei, 'art' | 'konto' | 'nachrichtId'>;
  abgleich: Abgleich;
  zaehler: Zaehler;
  /** One German line per booking and skipped entry, then the counts. */
  bericht: string[];
}

interface Kontext {
  db: Kysely<Database>;
  betreiber: Betreiber;
  jetzt: Date;
}

/** Reads, checks and (unless `probe`) books one bank file. Throws EinleseFehler with a German sentence. */
export async function zahlungenEinlesen(
  ctx: Kontext,
  datei: { name: string; bytes: Uint8Array },
  optionen: { von: string; probe?: boolean },
): Promise<EinleseErgebnis> {
  if (datei.bytes.byteLength > BANKDATEI_MAX_BYTES) throw new EinleseFehler(EINLESE_MELDUNG.zuGross(datei.bytes.byteLength));
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(datei.bytes);
  } catch {
    throw new EinleseFehler(EINLESE_MELDUNG.keinUtf8);
  }
  const gelesen = camtLesen(xml);
  if ('fehler' in gelesen) throw new EinleseFehler(`${gelesen.fehler} Nichts wurde verbucht.`);
  if (!ctx.betreiber.kontoIbans.includes(gelesen.konto))
    throw new EinleseFehler(EINLESE_MELDUNG.anderesKonto(gelesen.konto, ctx.betreiber.kontoIbans));
  const hash = createHash('sha256').update(datei.bytes).digest('hex');

  const arbeit = async (trx: Transaction<Database>): Promise<EinleseErgebnis> => {
    const { offene, namen } = await rechnungenFuer(trx, gelesen);
    const bereits = await bereitsGebucht(
      trx,
      gelesen.zahlungen.map((z) => z.eintragSchluessel),
      offene.map((r) => r.rechnungId),
    );
    const abgleich = zahlungenAbgleichen(gelesen, offene, bereits);
    const zaehler = zaehlen(abgleich);
    const bericht = berichtZeilen(abgleich, namen, zaehler);
    if (optionen.probe) return { importId: null, datei: gelesen, abgleich, zaehler, bericht };

    const { ImportId } = await trx
      .insertInto('zahlungsimport')
      .values({
        Zeitpunkt: ctx.jetzt.toISOString(),
        DateiHash: hash,
        Dateiname: datei.name,
        Art: gelesen.art,
        Konto: gelesen.konto,
        NachrichtId: gelesen.nachrichtId || null,
        AnzahlBezahlt: zaehler.bezahlt,
        AnzahlTeilweise: zaehler.teilweise,
        AnzahlUeberzahlt: zaehler.ueberzahlt,
        AnzahlStorniert: zaehler.storniert,
        AnzahlNichtZugeordnet: zaehler.nichtZugeordnet,
        AnzahlUebersprungen: zaehler.uebersprungen,
        Von: optionen.von,
      })
      .returning('ImportId')
      .executeTakeFirstOrThrow();
    const quelle = new Map(gelesen.zahlungen.map((z) => [z.eintragSchluessel, z]));
    const vereinVon = new Map(offene.map((r) => [r.rechnungId, namen.get(r.rechnungId)?.vereinId ?? null]));
    for (const b of abgleich.buchungen) {
      const z = quelle.get(b.eintragSchluessel);
      const rechnungId = b.art === 'nicht zugeordnet' ? null : b.rechnungId;
      await trx
        .insertInto('zahlung')
        .values({
          EintragSchluessel: b.eintragSchluessel,
          RechnungId: rechnungId,
          VereinId: rechnungId === null ? null : (vereinVon.get(rechnungId) ?? null),
          BetragCents: b.art === 'storno' ? -b.betragCents : b.betragCents,
          Datum: b.datum ?? ctx.jetzt.toISOString().slice(0, 10),
          Art: b.art,
          Ergebnis: b.art === 'zahlung' ? b.ergebnis : null,
          UeberzahlungCents: b.art === 'zahlung' ? b.ueberzahlungCents : 0,
          Referenz: z?.referenz ?? null,
          Mitteilung: z?.mitteilung ?? null,
          ZahlerName: z?.zahlerName ?? null,
          ImportId,
        })
        .execute();
      if (rechnungId !== null) await rechnungNachfuehren(trx, rechnungId, b.art === 'storno' ? -b.betragCents : b.betragCents, b.datum);
    }
    return { importId: ImportId, datei: gelesen, abgleich, zaehler, bericht };
  };
  try {
    return await ctx.db.transaction().execute(arbeit);
  } catch (error) {
    // Another run booked the same entry between our read and our insert: the unique key refused it.
    if (istEindeutigkeitsVerletzung(error)) throw new EinleseFehler(EINLESE_MELDUNG.gleichzeitig);
    throw error;
  }
}

function istEindeutigkeitsVerletzung(error: unknown): boolean {
  const e = error as { code?: unknown } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Paid total and the day it became fully paid (cleared again when a reversal reopens it). */
async function rechnungNachfuehren(trx: Transaction<Database>, rechnungId: number, deltaCents: number, datum: string | null) {
  const r = await trx
    .selectFrom('rechnung')
    .select(['TotalCents', 'BezahltCents', 'BezahltAm'])
    .where('RechnungId', '=', rechnungId)
    .executeTakeFirstOrThrow();
  const bezahlt = r.BezahltCents + deltaCents;
  const bezahltAm = bezahlt >= r.TotalCents ? (r.BezahltAm ?? datum) : null;
  await trx.updateTable('rechnung').set({ BezahltCents: bezahlt, BezahltAm: bezahltAm }).where('RechnungId', '=', rechnungId).execute();
}

/**
 * The invoices the file may concern: those its references name (also fully paid ones: a second payment is an
 * over-payment, a reversal undoes a payment) and every open one (suggestions for unknown references).
 */
async function rechnungenFuer(trx: Transaction<Database>, datei: CamtDatei) {
  const referenzen = [...new Set(datei.zahlungen.map((z) => z.referenz).filter((r): r is string => r !== null))];
  const rows = await trx
    .selectFrom('rechnung')
    .leftJoin('verein', 'verein.VereinId', 'rechnung.VereinId')
    .select([
      'rechnung.RechnungId',
      'rechnung.VereinId',
      'rechnung.Zahlungsreferenz',
      'rechnung.TotalCents',
      'rechnung.BezahltCents',
      'rechnung.KundeName',
      'rechnung.WaehrungISOCode',
      'verein.VereinsName',
    ])
    .where('rechnung.ReferenzTyp', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('rechnung.BezahltCents', '<', eb.ref('rechnung.TotalCents')),
        ...(referenzen.length > 0 ? [eb('rechnung.Zahlungsreferenz', 'in', referenzen)] : []),
      ]),
    )
    .execute();
  const namen = new Map<number, { name: string; vereinId: number }>();
  const offene: OffeneRechnung[] = rows.map((r) => {
    const name = r.KundeName ?? r.VereinsName ?? `Verein ${r.VereinId}`;
    namen.set(r.RechnungId, { name, vereinId: r.VereinId });
    return {
      rechnungId: r.RechnungId,
      referenz: r.Zahlungsreferenz,
      totalCents: r.TotalCents,
      bezahltCents: r.BezahltCents,
      kundenName: name,
    };
  });
  return { offene, namen };
}

async function bereitsGebucht(trx: Transaction<Database>, schluessel: string[], rechnungIds: number[]): Promise<BereitsGebucht[]> {
  const gefunden = new Map<string, BereitsGebucht>();
  for (let i = 0; i < schluessel.length; i += 500) {
    const rows = await trx
      .selectFrom('zahlung')
      .select(['EintragSchluessel', 'RechnungId', 'BetragCents'])
      .where('EintragSchluessel', 'in', schluessel.slice(i, i + 500))
      .execute();
    for (const r of rows)
      gefunden.set(r.EintragSchluessel, { eintragSchluessel: r.EintragSchluessel, rechnungId: r.RechnungId, betragCents: r.BetragCents });
  }
  // The payments a reversal may undo: every booking of the invoices concerned.
  for (let i = 0; i < rechnungIds.length; i += 500) {
    const rows = await trx
      .selectFrom('zahlung')
      .select(['EintragSchluessel', 'RechnungId', 'BetragCents'])
      .where('RechnungId', 'in', rechnungIds.slice(i, i + 500))
      .execute();
    for (const r of rows)
      gefunden.set(r.EintragSchluessel, { eintragSchluessel: r.EintragSchluessel, rechnungId: r.RechnungId, betragCents: r.BetragCents });
  }
  return [...gefunden.values()];
}

function zaehlen(a: Abgleich): Zaehler {
  const z: Zaehler = { bezahlt: 0, teilweise: 0, ueberzahlt: 0, storniert: 0, nichtZugeordnet: 0, uebersprungen: a.uebersprungen.length };
  for (const b of a.buchungen) {
    if (b.art === 'storno') z.storniert++;
    else if (b.art === 'nicht zugeordnet') z.nichtZugeordnet++;
    else if (b.ergebnis === 'teilweise bezahlt') z.teilweise++;
    else if (b.ueberzahlungCents > 0) z.ueberzahlt++;
    else z.bezahlt++;
  }
  return z;
}

const chf = (cents: number) => formatBetrag(cents, 'CHF');
const am = (datum: string | null) => (datum ? ` am ${formatDatumDe(datum)}` : '');

function buchungZeile(b: Buchung, namen: Map<number, { name: string }>): string {
  if (b.art === 'nicht zugeordnet') {
    const teile = [
      `Nicht zugeordnet: ${chf(b.betragCents)}${am(b.datum)}`,
      b.referenz ? `Referenz ${referenzFormatiert(b.referenz)}` : 'ohne Referenz',
      b.zahlerName ? `von ${b.zahlerName}` : null,
      b.mitteilung ? `Mitteilung «${b.mitteilung}»` : null,
    ].filter(Boolean);
    const vorschlag =
      b.vorschlaege.length > 0
        ? `Vorschläge: ${b.vorschlaege.map((id) => `Rechnung ${id} (${namen.get(id)?.name ?? '?'})`).join(', ')}`
        : 'kein Vorschlag';
    return `${teile.join(', ')} – ${vorschlag}`;
  }
  const rechnung = `Rechnung ${b.rechnungId} (${namen.get(b.rechnungId)?.name ?? '?'})`;
  if (b.art === 'storno') return `${rechnung}: Storno ${chf(b.betragCents)}${am(b.datum)} – die Zahlung ist rückgängig gemacht`;
  const ergebnis =
    b.ergebnis === 'teilweise bezahlt'
      ? `teilweise bezahlt, offen ${chf(b.restCents)}`
      : b.ueberzahlungCents > 0
        ? `bezahlt, Überzahlung ${chf(b.ueberzahlungCents)} (zurückzahlen oder gutschreiben)`
        : 'bezahlt';
  return `${rechnung}: ${chf(b.betragCents)} erhalten${am(b.datum)} – ${ergebnis}`;
}

function berichtZeilen(a: Abgleich, namen: Map<number, { name: string }>, z: Zaehler): string[] {
  return [
    ...a.buchungen.map((b) => buchungZeile(b, namen)),
    ...a.uebersprungen.map((u) => `Übersprungen (${u.eintragSchluessel}): ${u.grund}`),
    `Bezahlt: ${z.bezahlt}, teilweise bezahlt: ${z.teilweise}, überzahlt: ${z.ueberzahlt}, storniert: ${z.storniert}, nicht zugeordnet: ${z.nichtZugeordnet}, übersprungen: ${z.uebersprungen}`,
  ];
}
