/**
 * The member app's documents: the club's items whose window and category fit (domain app-regeln.ts), and one
 * item's file; an item the member does not see is a 404 like a missing one.
 */
import { inhaltSichtbar } from '@vereinsportal/domain';
import type { AuthInfo } from '../../auth/credential-cache.js';
import type { AppDeps } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { SERVER_MELDUNG } from '../../http/messages.js';
import { pdfDateiName } from '../file-store-pdf.js';
import { mitgliedschaftsartVon } from '../mitglieder/mitglied-zeile.js';
import { heute, pruefeDokumentModul } from '../vertrag.js';
import { DOKUMENT_SPALTEN } from './dokumente-lesen.js';

export async function appDokumenteLesen(deps: AppDeps, auth: AuthInfo) {
  const { db } = deps;
  const { vereinId } = auth;
  await pruefeDokumentModul(deps, vereinId);
  const tag = heute(deps);
  const [art, rows] = await Promise.all([
    mitgliedschaftsartVon(db, auth),
    db
      .selectFrom('dokument')
      .select(DOKUMENT_SPALTEN)
      .where('VereinId', '=', vereinId)
      .where('AnzeigenVon', '<=', tag)
      .where((eb) => eb.or([eb('AnzeigenBis', 'is', null), eb('AnzeigenBis', '>=', tag)]))
      .orderBy('AnzeigenVon', 'desc')
      .orderBy('DokumentId', 'desc')
      .execute(),
  ]);
  return rows.filter((d) => inhaltSichtbar(d, art, tag)).map(({ FuerMitgliedschaftsart: _fuer, ...d }) => d);
}

export async function appDokumentDatei(deps: AppDeps, auth: AuthInfo, id: number) {
  const { vereinId } = auth;
  const [art, row] = await Promise.all([
    mitgliedschaftsartVon(deps.db, auth),
    deps.db
      .selectFrom('dokument')
      .select(['AnzeigenVon', 'AnzeigenBis', 'FuerMitgliedschaftsart', 'DateiSchluessel', 'OriginalDateiName'])
      .where('VereinId', '=', vereinId)
      .where('DokumentId', '=', id)
      .executeTakeFirst(),
  ]);
  if (!row || !inhaltSichtbar(row, art, heute(deps))) throw notFound();
  await pruefeDokumentModul(deps, vereinId);
  const bytes = row.DateiSchluessel ? await deps.fileStore.get(row.DateiSchluessel) : null;
  if (!bytes) throw notFound(SERVER_MELDUNG.keineDatei);
  return { bytes, dateiName: pdfDateiName(row.OriginalDateiName ?? `dokument-${id}.pdf`) };
}
