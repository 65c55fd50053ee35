/**
 * The treasurer's open items (docs/produkt.md "Beiträge"): the club's fee invoices with status, filters and
 * totals, and the same list as CSV for the bookkeeping. Status is the domain's beitragsStatus on the club's
 * today; 'überfällig' and the other states are decided after the query, so both engines agree.
 */
import {
  beitragOffenCents,
  beitragsStatus,
  fromCents,
  rechnungsName,
  type BeitragsrechnungEintrag,
  type Beitragsrechnungen,
  type BeitragsrechnungenFilter,
} from '@vereinsportal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The member as billed (the invoice's snapshot): the letter's address and the QR-bill's debtor. */
export const EMPFAENGER_SPALTEN = ['r.Name', 'r.Vorname', 'r.Strasse', 'r.Postleitzahl', 'r.Ort', 'r.Land'] as const;

export const RECHNUNG_SPALTEN = [
  'r.BeitragsrechnungId',
  'r.VereinId',
  'r.LaufId',
  'r.MitgliedId',
  ...EMPFAENGER_SPALTEN,
  'r.Email',
  'r.Positionen',
  'r.BetragCents',
  'r.Zahlungsreferenz',
  'r.ReferenzTyp',
  'r.Rechnungsdatum',
  'r.FaelligAm',
  'r.BezahltCents',
  'r.BezahltAm',
  'r.Mahnstufe',
  'r.LetzteMahnungAm',
  'r.Storniert',
  'r.StornoGrund',
  'r.StorniertAm',
  'l.Bezeichnung',
] as const;

/** A fee invoice row with its run's name. */
export function rechnungenAbfrage(db: Kysely<Database>, vereinId: number) {
  return db
    .selectFrom('beitragsrechnung as r')
    .innerJoin('beitragslauf as l', 'l.LaufId', 'r.LaufId')
    .select(RECHNUNG_SPALTEN)
    .where('r.VereinId', '=', vereinId)
    .where('l.VereinId', '=', vereinId);
}

export type BeitragsrechnungZeile = Awaited<ReturnType<ReturnType<typeof rechnungenAbfrage>['executeTakeFirstOrThrow']>>;

/** One invoice of the club (also another's or a missing id: undefined, the route's 404). */
export async function beitragsrechnungDesVereins(
  db: Kysely<Database>,
  vereinId: number,
  id: number,
): Promise<BeitragsrechnungZeile | undefined> {
  return rechnungenAbfrage(db, vereinId).where('r.BeitragsrechnungId', '=', id).executeTakeFirst();
}

export function listenEintrag(r: BeitragsrechnungZeile, heute: string): BeitragsrechnungEintrag {
  return {
    BeitragsrechnungId: r.BeitragsrechnungId,
    LaufId: r.LaufId,
    Bezeichnung: r.Bezeichnung,
    MitgliedId: r.MitgliedId,
    Name: rechnungsName(r),
    Rechnungsdatum: r.Rechnungsdatum,
    FaelligAm: r.FaelligAm,
    Betrag: fromCents(r.BetragCents),
    Bezahlt: fromCents(r.BezahltCents),
    Offen: fromCents(beitragOffenCents(r)),
    Status: beitragsStatus({ ...r, heute }),
    Mahnstufe: r.Mahnstufe,
    BezahltAm: r.BezahltAm,
    Zahlungsreferenz: r.Zahlungsreferenz,
    StornoGrund: r.StornoGrund,
  };
}

/** Newest run first, then by surname and first name (German order), then number. */
const KOLLATOR = new Intl.Collator('de-CH', { sensitivity: 'base' });
function reihenfolge(a: BeitragsrechnungZeile, b: BeitragsrechnungZeile): number {
  return (
    b.LaufId - a.LaufId ||
    KOLLATOR.compare(a.Name, b.Name) ||
    KOLLATOR.compare(a.Vorname ?? '', b.Vorname ?? '') ||
    a.BeitragsrechnungId - b.BeitragsrechnungId
  );
}

/** The club's fee invoices matching the filters, with their totals (amounts in CHF). */
export async function beitragsrechnungenAuflisten(
  db: Kysely<Database>,
  vereinId: number,
  filter: BeitragsrechnungenFilter,
  heute: string,
): Promise<Beitragsrechnungen> {
  const rows = await rechnungenAbfrage(db, vereinId)
    .$if(filter.MitgliedId !== null, (q) => q.where('r.MitgliedId', '=', filter.MitgliedId!))
    .$if(filter.LaufId !== null, (q) => q.where('r.LaufId', '=', filter.LaufId!))
    .execute();
  const eintraege = rows
    .sort(reihenfolge)
    .map((r) => listenEintrag(r, heute))
    .filter((e) => filter.Status === null || e.Status === filter.Status);
  const summe = (f: (e: BeitragsrechnungEintrag) => number) => fromCents(eintraege.reduce((s, e) => s + Math.round(f(e) * 100), 0));
  return {
    Eintraege: eintraege,
    Summen: {
      Anzahl: eintraege.length,
      // A cancelled invoice is listed but bills nothing.
      Total: summe((e) => (e.Status === 'storniert' ? 0 : e.Betrag)),
      Bezahlt: summe((e) => e.Bezahlt),
      Offen: summe((e) => e.Offen),
    },
  };
}
