/** News: list with the past filter, one, create/update (multipart with the HTML part), delete. */
import type { News, NewsInput, RecordIdHinweisResponse } from '@vereinsportal/domain';
import type { AppDeps } from '../context.js';
import { notFound } from '../http/errors.js';
import type { HandlerTeil } from '../http/operationen.js';
import { heute } from '../services/vertrag.js';
import { htmlAntwort, htmlAusDateien, LEERER_ABSATZ } from './content-felder.js';
import type { HochgeladeneDatei } from '@vereinsportal/contract';

const SPALTEN = ['NewsId', 'Titel', 'AnzeigenVon', 'AnzeigenBis', 'FuerMitgliedschaftsart', 'QuillHtmlData', 'ExterneHtmlDateiVerwenden'] as const;

interface Speichern {
  jsondata: NewsInput;
  dateien: { quillHtmlDatei?: HochgeladeneDatei; externeHtmlDatei?: HochgeladeneDatei };
}

export function newsHandlers(deps: AppDeps) {
  const { db } = deps;

  const speichern = async (vereinId: number, id: number | null, { jsondata: news, dateien }: Speichern): Promise<RecordIdHinweisResponse> => {
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
      const row = await db
        .insertInto('news')
        .values({ ...werte, VereinId: vereinId, QuillHtmlData: html?.html ?? LEERER_ABSATZ, ErstelltAm: jetzt })
        .returning('NewsId')
        .executeTakeFirstOrThrow();
      return htmlAntwort(row.NewsId, html);
    }
    const result = await db
      .updateTable('news')
      .set(html ? { ...werte, QuillHtmlData: html.html } : werte)
      .where('VereinId', '=', vereinId)
      .where('NewsId', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound();
    return htmlAntwort(id, html);
  };

  return {
    getNewsListe: async (request) => {
      let q = db
        .selectFrom('news')
        .select(['NewsId', 'Titel', 'AnzeigenVon', 'AnzeigenBis', 'FuerMitgliedschaftsart', 'ExterneHtmlDateiVerwenden'])
        .where('VereinId', '=', request.auth.vereinId);
      // Past = AnzeigenBis before today in the club's time zone.
      if (!request.query.AuchVergangeneNewsAnzeigen) q = q.where('AnzeigenBis', '>=', heute(deps));
      const rows = await q.orderBy('AnzeigenVon', 'desc').orderBy('NewsId', 'desc').execute();
      // The list leaves out the HTML (it can hold megabytes of images); GET news/{id} has it.
      return rows.map((r): News => ({ ...r, QuillHtmlData: null }));
    },

    getNews: async (request) => {
      const row = await db
        .selectFrom('news')
        .select(SPALTEN)
        .where('VereinId', '=', request.auth.vereinId)
        .where('NewsId', '=', request.params.NewsId)
        .executeTakeFirst();
      if (!row) throw notFound();
      return row;
    },

    createNews: async (request) => speichern(request.auth.vereinId, null, request.body),

    updateNews: async (request) => speichern(request.auth.vereinId, request.params.NewsId, request.body),

    deleteNews: async (request) => {
      const id = request.params.NewsId;
      const result = await db.deleteFrom('news').where('VereinId', '=', request.auth.vereinId).where('NewsId', '=', id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound();
      return { RecordId: id };
    },
  } satisfies HandlerTeil;
}
