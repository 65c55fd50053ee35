/** News (docs/produkt.md §6): the list with the past filter, and one with its HTML. */
import { type News } from '@vereinsportal/domain';
import type { AppDeps } from '../../context.js';
import type { Db } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { protokollEintraege } from '../aenderungsprotokoll.js';
import { heute } from '../vertrag.js';

export const NEWS_SPALTEN = [
  'NewsId',
  'Titel',
  'AnzeigenVon',
  'AnzeigenBis',
  'FuerMitgliedschaftsart',
  'QuillHtmlData',
  'ExterneHtmlDateiVerwenden',
] as const;

// The HTML is logged as changed, without its content (it can hold megabytes of images).
export const newsEintrag = protokollEintraege('News', { htmlFelder: ['QuillHtmlData'], ignorieren: ['NewsId'] });

/** The list without the HTML (GET news/{id} has it); past news (AnzeigenBis before today) only on request. */
export async function newsListe(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  vereinId: number,
  auchVergangene: boolean,
): Promise<News[]> {
  let q = deps.db
    .selectFrom('news')
    .select(['NewsId', 'Titel', 'AnzeigenVon', 'AnzeigenBis', 'FuerMitgliedschaftsart', 'ExterneHtmlDateiVerwenden'])
    .where('VereinId', '=', vereinId);
  if (!auchVergangene) q = q.where('AnzeigenBis', '>=', heute(deps));
  const rows = await q.orderBy('AnzeigenVon', 'desc').orderBy('NewsId', 'desc').execute();
  return rows.map((r): News => ({ ...r, QuillHtmlData: null }));
}

export async function newsLaden(db: Db, vereinId: number, newsId: number): Promise<News> {
  const row = await db
    .selectFrom('news')
    .select(NEWS_SPALTEN)
    .where('VereinId', '=', vereinId)
    .where('NewsId', '=', newsId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
