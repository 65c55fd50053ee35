/** 'Dokument löschen': the row, its stored file and the change-log entry in one transaction. */
import type { AppDeps } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { protokolliere, type Urheber } from '../aenderungsprotokoll.js';
import { DOKUMENT_SPALTEN, dokumentEintrag } from './dokumente-lesen.js';

export async function dokumentLoeschen(
  deps: Pick<AppDeps, 'db' | 'clock' | 'fileStore'>,
  urheber: Urheber,
  id: number,
): Promise<{ RecordId: number }> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const geloescht = await trx
      .deleteFrom('dokument')
      .where('VereinId', '=', urheber.vereinId)
      .where('DokumentId', '=', id)
      .returning([...DOKUMENT_SPALTEN, 'DateiSchluessel'])
      .executeTakeFirst();
    if (geloescht?.DateiSchluessel) await deps.fileStore.within(trx).delete(geloescht.DateiSchluessel);
    if (geloescht) {
      await protokolliere(trx, deps.clock, urheber, dokumentEintrag('gelöscht', id, geloescht.DokumentBezeichnung, geloescht, null));
    }
    return geloescht;
  });
  if (!row) throw notFound();
  return { RecordId: id };
}
