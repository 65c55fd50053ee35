/**
 * 'News erfassen' and 'News ändern' (docs/produkt.md §6): the HTML part sanitised, one transaction with the
 * change-log entry; the item becomes due for its push announcement with the write (services/push/news-melden.ts).
 */
import type { BodyWert, Operationen } from '@vereinsportal/contract';
import { type RecordIdHinweisResponse } from '@vereinsportal/domain';
import type { AppDeps } from '../../context.js';
import { protokolliere, type Urheber } from '../aenderungsprotokoll.js';
import { htmlAntwort, htmlAusDateien, LEERER_ABSATZ } from '../inhalte/html-teil.js';
import { newsZumMelden } from '../push/news-melden.js';
import { newsEintrag, newsLaden } from './news-lesen.js';

/** The multipart body as the contract's schema checked it. */
export type NewsSpeichern = BodyWert<Operationen['createNews']>;

/** Creates (id null) or changes a news item; without an HTML part a change keeps the stored HTML. */
export async function newsSpeichern(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  urheber: Urheber,
  id: number | null,
  { jsondata: news, dateien }: NewsSpeichern,
): Promise<RecordIdHinweisResponse> {
  const vereinId = urheber.vereinId;
  const html = htmlAusDateien(dateien);
  const jetzt = deps.clock.now().toISOString();
  const werte = {
    Titel: news.Titel,
    AnzeigenVon: news.AnzeigenVon,
    AnzeigenBis: news.AnzeigenBis,
    FuerMitgliedschaftsart: news.FuerMitgliedschaftsart,
    ExterneHtmlDateiVerwenden: html?.extern ? 1 : news.ExterneHtmlDateiVerwenden,
    GeaendertAm: jetzt,
  };
  if (id === null) {
    const neu = { ...werte, QuillHtmlData: html?.html ?? LEERER_ABSATZ };
    const row = await deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('news')
        .values({ ...neu, VereinId: vereinId, ErstelltAm: jetzt })
        .returning('NewsId')
        .executeTakeFirstOrThrow();
      await protokolliere(trx, deps.clock, urheber, newsEintrag('erstellt', row.NewsId, neu.Titel, null, neu));
      await newsZumMelden(trx, row.NewsId, neu.AnzeigenVon);
      return row;
    });
    return htmlAntwort(row.NewsId, html);
  }
  const neu = html ? { ...werte, QuillHtmlData: html.html } : werte;
  await deps.db.transaction().execute(async (trx) => {
    const bisher = await newsLaden(trx, vereinId, id);
    await trx.updateTable('news').set(neu).where('VereinId', '=', vereinId).where('NewsId', '=', id).execute();
    await protokolliere(trx, deps.clock, urheber, newsEintrag('geändert', id, neu.Titel, bisher, neu));
    await newsZumMelden(trx, id, neu.AnzeigenVon);
  });
  return htmlAntwort(id, html);
}
