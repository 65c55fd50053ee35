/**
 * Documents (docs/produkt.md §6): the list, one, and the stored PDF (only while the club's contract includes
 * the document module).
 */
import type { Dokument } from '@vereinsportal/domain';
import type { AppDeps } from '../../context.js';
import type { Db } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { protokollEintraege } from '../aenderungsprotokoll.js';
import { SERVER_MELDUNG } from '../../http/messages.js';
import type { DateiInhalt } from '@vereinsportal/contract';
import { pdfDateiName } from '../file-store-pdf.js';
import { pruefeDokumentModul } from '../vertrag.js';

export const DOKUMENT_SPALTEN = [
  'DokumentId',
  'DokumentBezeichnung',
  'AnzeigenVon',
  'AnzeigenBis',
  'OriginalDateiName',
  'InternetLinkVerwenden',
  'DateiURL',
  'FuerMitgliedschaftsart',
] as const;

/** A document's change-log entries compare every field but the id. */
export const dokumentEintrag = protokollEintraege('Dokument', { ignorieren: ['DokumentId'] });

export async function dokumentListe(db: Db, vereinId: number): Promise<Dokument[]> {
  return db
    .selectFrom('dokument')
    .select(DOKUMENT_SPALTEN)
    .where('VereinId', '=', vereinId)
    .orderBy('AnzeigenVon', 'desc')
    .orderBy('DokumentId', 'desc')
    .execute();
}

export async function dokumentLaden(db: Db, vereinId: number, dokumentId: number): Promise<Dokument> {
  const row = await db
    .selectFrom('dokument')
    .select(DOKUMENT_SPALTEN)
    .where('VereinId', '=', vereinId)
    .where('DokumentId', '=', dokumentId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The stored PDF: 404 for another club's document, 403 without the document module, 404 for a link. */
export async function dokumentDatei(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'fileStore'>,
  vereinId: number,
  id: number,
): Promise<DateiInhalt> {
  const row = await deps.db
    .selectFrom('dokument')
    .select(['DateiSchluessel', 'OriginalDateiName'])
    .where('VereinId', '=', vereinId)
    .where('DokumentId', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  await pruefeDokumentModul(deps, vereinId);
  const bytes = row.DateiSchluessel ? await deps.fileStore.get(row.DateiSchluessel) : null;
  if (!bytes) throw notFound(SERVER_MELDUNG.keineDatei);
  // Rows stored before names were forced to .pdf get it here.
  return { bytes, dateiName: pdfDateiName(row.OriginalDateiName ?? `dokument-${id}.pdf`) };
}
