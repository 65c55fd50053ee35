/** One invoice's PDF for its club (GET rechnungen/:id/pdf): rendered on request from the stored row. */
import { vollerName } from '@vereinsportal/domain';
import type { AppDeps } from '../../context.js';
import { landAlpha2 } from '../laender.js';
import { rechnungPdf, type Kunde } from './rechnung-pdf.js';
import type { RechnungZeile } from './rechnung-schreiben.js';
import { rechnungDesVereins } from './rechnungen-auflisten.js';

export async function rechnungPdfDesVereins(
  deps: AppDeps,
  vereinId: number,
  rechnungId: number,
): Promise<{ rechnung: RechnungZeile; bytes: Uint8Array } | undefined> {
  const rechnung = await rechnungDesVereins(deps.db, vereinId, rechnungId);
  if (!rechnung) return undefined;
  if (!deps.config.betreiber) throw new Error(`Rechnung nicht darstellbar: ${deps.config.betreiberFehlt.join(', ')} fehlen`);
  return { rechnung, bytes: await rechnungPdf(deps.config.betreiber, rechnung, { kunde: await aktuellerKunde(deps, rechnung) }) };
}

/** For invoices written before the customer was kept on the invoice (migration 015): the club as it is now. */
async function aktuellerKunde(deps: AppDeps, r: RechnungZeile): Promise<Kunde | undefined> {
  if (r.KundeName !== null) return undefined;
  const v = await deps.db
    .selectFrom('verein')
    .select(['VereinsName', 'Vorname', 'Nachname', 'Strasse', 'Postleitzahl', 'Ort', 'LandId'])
    .where('VereinId', '=', r.VereinId)
    .executeTakeFirst();
  if (!v) return undefined;
  return {
    name: v.VereinsName,
    vertreter: vollerName(v),
    strasse: v.Strasse,
    plz: v.Postleitzahl,
    ort: v.Ort,
    land: landAlpha2(v.LandId),
  };
}
