/**
 * The operator assigns a payment the bank file could not match (unknown reference, 'nicht zugeordnet') to an
 * invoice by hand (cli.ts `zahlung-zuordnen`), typically one of the import's suggestions. One transaction: the
 * payment row becomes the invoice's, the invoice's paid total and day follow, as an import would have booked it.
 */
import { formatBetrag, formatDatumDe } from '@vereinsportal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { EinleseFehler } from './zahlungen-einlesen.js';

export const ZUORDNEN_MELDUNG = {
  keineZahlung: (schluessel: string) =>
    `Eine nicht zugeordnete Zahlung «${schluessel}» gibt es nicht. «rechnungen --offen» listet die nicht zugeordneten Zahlungen.`,
  keineRechnung: (nr: number) => `Die Rechnung ${nr} gibt es nicht.`,
  waehrung: (nr: number, waehrung: string) => `Die Rechnung ${nr} lautet auf ${waehrung}; die Zahlung ist in CHF.`,
} as const;

export interface NichtZugeordnet {
  EintragSchluessel: string;
  BetragCents: number;
  Datum: string;
  Referenz: string | null;
  Mitteilung: string | null;
  ZahlerName: string | null;
}

/** The payments still waiting for an invoice, oldest first. */
export async function nichtZugeordneteZahlungen(db: Kysely<Database>): Promise<NichtZugeordnet[]> {
  return db
    .selectFrom('zahlung')
    .select(['EintragSchluessel', 'BetragCents', 'Datum', 'Referenz', 'Mitteilung', 'ZahlerName'])
    .where('Art', '=', 'nicht zugeordnet')
    .orderBy('ZahlungId')
    .execute();
}

/** Assigns the payment; returns the German line of what was booked. Throws EinleseFehler. */
export async function zahlungZuordnen(db: Kysely<Database>, schluessel: string, rechnungId: number): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const zahlung = await trx
      .selectFrom('zahlung')
      .select(['ZahlungId', 'BetragCents', 'Datum'])
      .where('EintragSchluessel', '=', schluessel)
      .where('Art', '=', 'nicht zugeordnet')
      .executeTakeFirst();
    if (!zahlung) throw new EinleseFehler(ZUORDNEN_MELDUNG.keineZahlung(schluessel));
    const r = await trx
      .selectFrom('rechnung')
      .select(['VereinId', 'TotalCents', 'BezahltCents', 'BezahltAm', 'WaehrungISOCode'])
      .where('RechnungId', '=', rechnungId)
      .executeTakeFirst();
    if (!r) throw new EinleseFehler(ZUORDNEN_MELDUNG.keineRechnung(rechnungId));
    if (r.WaehrungISOCode !== 'CHF') throw new EinleseFehler(ZUORDNEN_MELDUNG.waehrung(rechnungId, r.WaehrungISOCode));
    const offen = Math.max(r.TotalCents - r.BezahltCents, 0);
    const bezahlt = r.BezahltCents + zahlung.BetragCents;
    const ergebnis = bezahlt >= r.TotalCents ? 'bezahlt' : 'teilweise bezahlt';
    const ueberzahlung = Math.max(zahlung.BetragCents - offen, 0);
    // Conditional on the state read above: a second, simultaneous assignment of the same payment changes nothing.
    const geaendert = await trx
      .updateTable('zahlung')
      .set({ RechnungId: rechnungId, VereinId: r.VereinId, Art: 'zahlung', Ergebnis: ergebnis, UeberzahlungCents: ueberzahlung })
      .where('ZahlungId', '=', zahlung.ZahlungId)
      .where('Art', '=', 'nicht zugeordnet')
      .executeTakeFirst();
    if (Number(geaendert.numUpdatedRows) !== 1) throw new EinleseFehler(ZUORDNEN_MELDUNG.keineZahlung(schluessel));
    await trx
      .updateTable('rechnung')
      .set({ BezahltCents: bezahlt, BezahltAm: bezahlt >= r.TotalCents ? (r.BezahltAm ?? zahlung.Datum) : null })
      .where('RechnungId', '=', rechnungId)
      .execute();
    const chf = (c: number) => formatBetrag(c, 'CHF');
    const rest =
      ergebnis === 'bezahlt' ? (ueberzahlung > 0 ? `, Überzahlung ${chf(ueberzahlung)}` : '') : `, offen ${chf(r.TotalCents - bezahlt)}`;
    return `Rechnung ${rechnungId}: ${chf(zahlung.BetragCents)} vom ${formatDatumDe(zahlung.Datum)} zugeordnet – ${ergebnis}${rest}`;
  });
}

export const ERFASSEN_MELDUNG = {
  betrag: (text: string) => `Der Betrag «${text}» ist kein positiver Betrag in CHF mit höchstens zwei Nachkommastellen (z.B. 250.00).`,
} as const;

/**
 * A payment that came another way than the bank file (cash, an invoice from before the bank-file import), booked
 * by hand (cli.ts `zahlung-erfassen`): recorded like an import (`zahlungsimport` with Art 'manuell', who and when)
 * with one `zahlung` row under a key of its own, and the invoice's paid total and day follow. One transaction.
 */
export async function zahlungErfassen(
  db: Kysely<Database>,
  a: { rechnungId: number; betragCents: number; datum: string; von: string; jetzt: Date; mitteilung?: string },
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const r = await trx
      .selectFrom('rechnung')
      .select(['VereinId', 'TotalCents', 'BezahltCents', 'BezahltAm', 'WaehrungISOCode', 'Zahlungsreferenz'])
      .where('RechnungId', '=', a.rechnungId)
      .executeTakeFirst();
    if (!r) throw new EinleseFehler(ZUORDNEN_MELDUNG.keineRechnung(a.rechnungId));
    if (r.WaehrungISOCode !== 'CHF') throw new EinleseFehler(ZUORDNEN_MELDUNG.waehrung(a.rechnungId, r.WaehrungISOCode));
    const offen = Math.max(r.TotalCents - r.BezahltCents, 0);
    const bezahlt = r.BezahltCents + a.betragCents;
    const ergebnis = bezahlt >= r.TotalCents ? 'bezahlt' : 'teilweise bezahlt';
    const ueberzahlung = Math.max(a.betragCents - offen, 0);
    const { ImportId } = await trx
      .insertInto('zahlungsimport')
      .values({
        Zeitpunkt: a.jetzt.toISOString(),
        DateiHash: '',
        Dateiname: '',
        Art: 'manuell',
        Konto: '',
        NachrichtId: null,
        AnzahlBezahlt: ergebnis === 'bezahlt' && ueberzahlung === 0 ? 1 : 0,
        AnzahlTeilweise: ergebnis === 'teilweise bezahlt' ? 1 : 0,
        AnzahlUeberzahlt: ueberzahlung > 0 ? 1 : 0,
        AnzahlStorniert: 0,
        AnzahlNichtZugeordnet: 0,
        AnzahlUebersprungen: 0,
        Von: a.von,
      })
      .returning('ImportId')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('zahlung')
      .values({
        EintragSchluessel: `manuell/${ImportId}`,
        RechnungId: a.rechnungId,
        VereinId: r.VereinId,
        BetragCents: a.betragCents,
        Datum: a.datum,
        Art: 'zahlung',
        Ergebnis: ergebnis,
        UeberzahlungCents: ueberzahlung,
        Referenz: r.Zahlungsreferenz,
        Mitteilung: a.mitteilung ?? null,
        ZahlerName: null,
        ImportId,
      })
      .execute();
    await trx
      .updateTable('rechnung')
      .set({ BezahltCents: bezahlt, BezahltAm: bezahlt >= r.TotalCents ? (r.BezahltAm ?? a.datum) : null })
      .where('RechnungId', '=', a.rechnungId)
      .execute();
    const chf = (c: number) => formatBetrag(c, 'CHF');
    const rest =
      ergebnis === 'bezahlt' ? (ueberzahlung > 0 ? `, Überzahlung ${chf(ueberzahlung)}` : '') : `, offen ${chf(r.TotalCents - bezahlt)}`;
    return `Rechnung ${a.rechnungId}: ${chf(a.betragCents)} vom ${formatDatumDe(a.datum)} erfasst – ${ergebnis}${rest}`;
  });
}
