/**
 * Reads a bank file (camt.054 or camt.053) and books its payments against the invoices (docs/produkt.md
 * "Rechnungen", cli.ts `zahlungen-einlesen`): the domain's camtLesen reads it safely, zahlungenAbgleichen
 * decides by the reference; this module checks the account, stores the bookings and the import record, and
 * updates the invoices, all in one transaction: on any error nothing is booked. The bank's entry key is
 * unique in `zahlung`, so the same file or entry read again books nothing.
 */
import {
  formatBetrag,
  formatDatumDe,
  ibanFormatiert,
  referenzFormatiert,
  type Abgleich,
  type BereitsGebucht,
  type Buchung,
  type CamtDatei,
  type OffeneRechnung,
} from '@vereinsportal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Betreiber } from '../../config-betreiber.js';
import { inStuecken } from '../../db/in-stuecken.js';
import type { Database } from '../../db/schema.js';
import {
  BANKDATEI_MAX_BYTES,
  BANKDATEI_MELDUNG,
  bankdateiBuchen,
  bankdateiLesen,
  EinleseFehler,
  type Kassenbuch,
  type Zaehler,
} from './bankdatei-buchen.js';
import { bezahltNachher, gebuchterBetrag, importSpalten, jeSchluessel, zahlungSpalten } from './buchungs-spalten.js';

export { BANKDATEI_MAX_BYTES, EinleseFehler, type Zaehler };

export const EINLESE_MELDUNG = {
  ...BANKDATEI_MELDUNG,
  anderesKonto: (konto: string, eigene: string[]) =>
    `Die Bankdatei ist für das Konto ${ibanFormatiert(konto)}, nicht für das Konto des Betreibers (${eigene.map(ibanFormatiert).join(' oder ')}). Nichts wurde verbucht.`,
} as const;

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
  const gelesen = await bankdateiLesen(datei.bytes);
  if (!ctx.betreiber.kontoIbans.includes(gelesen.camt.konto))
    throw new EinleseFehler(EINLESE_MELDUNG.anderesKonto(gelesen.camt.konto, ctx.betreiber.kontoIbans));
  const vereinVon = new Map<number, number>();
  const e = await bankdateiBuchen(
    ctx.db,
    betreiberKassenbuch(ctx, optionen.von, vereinVon),
    { ...gelesen, name: datei.name },
    optionen.probe === true,
  );
  const namen = new Map([...e.rechnungen].map(([id, r]) => [id, { name: r.kundenName }]));
  return {
    importId: e.importId,
    datei: gelesen.camt,
    abgleich: e.abgleich,
    zaehler: e.zaehler,
    bericht: berichtZeilen(e.abgleich, namen, e.zaehler),
  };
}

/** The operator's ledger: `rechnung`, `zahlung`, `zahlungsimport` across every club. */
function betreiberKassenbuch(ctx: Kontext, von: string, vereinVon: Map<number, number>): Kassenbuch {
  return {
    async rechnungen(trx, referenzen) {
      const { offene, namen } = await rechnungenFuer(trx, referenzen);
      for (const [id, n] of namen) vereinVon.set(id, n.vereinId);
      return offene;
    },
    bereitsGebucht,
    async importSpeichern(trx, datei, zaehler) {
      const { ImportId } = await trx
        .insertInto('zahlungsimport')
        .values(importSpalten(datei, zaehler, ctx.jetzt.toISOString(), von))
        .returning('ImportId')
        .executeTakeFirstOrThrow();
      return ImportId;
    },
    async buchen(trx, b, z, importId) {
      const rechnungId = b.art === 'nicht zugeordnet' ? null : b.rechnungId;
      await trx
        .insertInto('zahlung')
        .values({
          ...zahlungSpalten(b, z, importId, ctx.jetzt.toISOString()),
          RechnungId: rechnungId,
          VereinId: rechnungId === null ? null : (vereinVon.get(rechnungId) ?? null),
          Art: b.art,
        })
        .execute();
      if (rechnungId !== null) await rechnungNachfuehren(trx, rechnungId, gebuchterBetrag(b), b.datum);
    },
  };
}

async function rechnungNachfuehren(trx: Transaction<Database>, rechnungId: number, deltaCents: number, datum: string | null) {
  const r = await trx
    .selectFrom('rechnung')
    .select(['TotalCents', 'BezahltCents', 'BezahltAm'])
    .where('RechnungId', '=', rechnungId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('rechnung')
    .set(bezahltNachher(r, r.TotalCents, deltaCents, datum))
    .where('RechnungId', '=', rechnungId)
    .execute();
}

/**
 * The invoices the file may concern: those its references name (also fully paid ones: a second payment is an
 * over-payment, a reversal undoes a payment) and every open one (suggestions for unknown references).
 */
async function rechnungenFuer(trx: Transaction<Database>, referenzen: string[]) {
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
  const basis = () =>
    trx.selectFrom('zahlung').select(['EintragSchluessel as eintragSchluessel', 'RechnungId as rechnungId', 'BetragCents as betragCents']);
  return jeSchluessel([
    ...(await inStuecken(schluessel, (stueck) => basis().where('EintragSchluessel', 'in', stueck).execute())),
    // The payments a reversal may undo: every booking of the invoices concerned.
    ...(await inStuecken(rechnungIds, (ids) => basis().where('RechnungId', 'in', ids).execute())),
  ]);
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
