/**
 * Invoices as lists: the club's (GET rechnungen, newest first, with status and reminder level) and the
 * operator's (cli.ts `rechnungen [--offen]`, every club). Status from the domain's rechnungsStatus.
 */
import { fromCents, rechnungsStatus, type RechnungListenEintrag, type RechnungsStatus } from '@vereinsportal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { leistungText, offenCents } from './rechnung-pdf.js';
import type { RechnungZeile } from './rechnung-schreiben.js';

export function statusDerRechnung(r: Pick<RechnungZeile, 'TotalCents' | 'BezahltCents' | 'FaelligAm'>, heute: string): RechnungsStatus {
  return rechnungsStatus({ totalCents: r.TotalCents, bezahltCents: r.BezahltCents, faelligAm: r.FaelligAm, heute });
}

export function listenEintrag(r: RechnungZeile, heute: string): RechnungListenEintrag {
  return {
    RechnungId: r.RechnungId,
    Rechnungsdatum: r.Rechnungsdatum,
    FaelligAm: r.FaelligAm,
    Total: fromCents(r.TotalCents),
    Offen: fromCents(offenCents(r)),
    Waehrung: r.WaehrungISOCode,
    Status: statusDerRechnung(r, heute),
    Mahnstufe: r.Mahnstufe,
    BezahltAm: r.BezahltAm,
    Zahlungsreferenz: r.Zahlungsreferenz,
    Leistung: leistungText(r),
  };
}

/** The club's invoices, newest first. */
export async function rechnungenDesVereins(db: Kysely<Database>, vereinId: number, heute: string): Promise<RechnungListenEintrag[]> {
  const rows = await db.selectFrom('rechnung').selectAll().where('VereinId', '=', vereinId).orderBy('RechnungId', 'desc').execute();
  return rows.map((r) => listenEintrag(r, heute));
}

/** One invoice of the club; undefined for another club's or a missing one (the route answers 404). */
export async function rechnungDesVereins(db: Kysely<Database>, vereinId: number, rechnungId: number): Promise<RechnungZeile | undefined> {
  return db.selectFrom('rechnung').selectAll().where('VereinId', '=', vereinId).where('RechnungId', '=', rechnungId).executeTakeFirst();
}

export interface BetreiberListenZeile {
  rechnung: RechnungZeile;
  vereinsName: string;
  status: RechnungsStatus;
}

/** Every club's invoices for the operator, oldest first; `nurOffene`: not fully paid. */
export async function alleRechnungen(db: Kysely<Database>, heute: string, nurOffene: boolean): Promise<BetreiberListenZeile[]> {
  let q = db
    .selectFrom('rechnung')
    .leftJoin('verein', 'verein.VereinId', 'rechnung.VereinId')
    .selectAll('rechnung')
    .select('verein.VereinsName')
    .orderBy('rechnung.RechnungId');
  if (nurOffene) q = q.whereRef('rechnung.BezahltCents', '<', 'rechnung.TotalCents');
  const rows = await q.execute();
  return rows.map(({ VereinsName, ...r }) => ({
    rechnung: r,
    vereinsName: r.KundeName ?? VereinsName ?? `Verein ${r.VereinId}`,
    status: statusDerRechnung(r, heute),
  }));
}
