/** 'News löschen' with its change-log entry. */
import type { AppDeps } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { protokolliere, type Urheber } from '../aenderungsprotokoll.js';
import { NEWS_SPALTEN, newsEintrag } from './news-lesen.js';

export async function newsLoeschen(deps: Pick<AppDeps, 'db' | 'clock'>, urheber: Urheber, id: number): Promise<{ RecordId: number }> {
  await deps.db.transaction().execute(async (trx) => {
    const bisher = await trx
      .deleteFrom('news')
      .where('VereinId', '=', urheber.vereinId)
      .where('NewsId', '=', id)
      .returning(NEWS_SPALTEN)
      .executeTakeFirst();
    if (!bisher) throw notFound();
    await protokolliere(trx, deps.clock, urheber, newsEintrag('gelöscht', id, bisher.Titel, bisher, null));
  });
  return { RecordId: id };
}
