/** News: list with the past filter, one, create/update (multipart with the HTML part), delete. */
import { feldAenderungen, type News, type NewsInput, type RecordIdHinweisResponse } from '@vereinsportal/domain';
import type { AppDeps } from '../context.js';
import { notFound } from '../http/errors.js';
import type { HandlerTeil } from '../http/operationen.js';
import { protokolliere, type Urheber } from '../services/aenderungsprotokoll.js';
import { newsZumMelden } from '../services/push/news-melden.js';
import { heute } from '../services/vertrag.js';
import { htmlAntwort, htmlAusDateien, LEERER_ABSATZ } from './content-felder.js';
import type { HochgeladeneDatei } from '@vereinsportal/contract';

const SPALTEN = [
  'NewsId',
  'Titel',
  'AnzeigenVon',
  'AnzeigenBis',
  'FuerMitgliedschaftsart',
  'QuillHtmlData',
  'ExterneHtmlDateiVerwenden',
] as const;

interface Speichern {
  jsondata: NewsInput;
  dateien: { quillHtmlDatei?: HochgeladeneDatei; externeHtmlDatei?: HochgeladeneDatei };
}

export function newsHandlers(deps: AppDeps) {
  const { db } = deps;

  // The HTML is logged as changed, without its content (it can hold megabytes of images).
  const HTML = { htmlFelder: ['QuillHtmlData'], ignorieren: ['NewsId'] } as const;

  const speichern = async (
    urheber: Urheber,
    id: number | null,
    { jsondata: news, dateien }: Speichern,
  ): Promise<RecordIdHinweisResponse> => {
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
      const row = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('news')
          .values({ ...neu, VereinId: vereinId, ErstelltAm: jetzt })
          .returning('NewsId')
          .executeTakeFirstOrThrow();
        await protokolliere(trx, deps.clock, urheber, {
          bereich: 'News',
          aktion: 'erstellt',
          objektId: row.NewsId,
          objekt: neu.Titel,
          felder: feldAenderungen(null, neu, HTML),
        });
        await newsZumMelden(trx, row.NewsId, neu.AnzeigenVon);
        return row;
      });
      return htmlAntwort(row.NewsId, html);
    }
    const neu = html ? { ...werte, QuillHtmlData: html.html } : werte;
    await db.transaction().execute(async (trx) => {
      const bisher = await trx
        .selectFrom('news')
        .select(SPALTEN)
        .where('VereinId', '=', vereinId)
        .where('NewsId', '=', id)
        .executeTakeFirst();
      if (!bisher) throw notFound();
      await trx.updateTable('news').set(neu).where('VereinId', '=', vereinId).where('NewsId', '=', id).execute();
      await protokolliere(trx, deps.clock, urheber, {
        bereich: 'News',
        aktion: 'geändert',
        objektId: id,
        objekt: neu.Titel,
        felder: feldAenderungen(bisher, neu, HTML),
      });
      await newsZumMelden(trx, id, neu.AnzeigenVon);
    });
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

    createNews: async (request) => speichern(request.auth, null, request.body),

    updateNews: async (request) => speichern(request.auth, request.params.NewsId, request.body),

    deleteNews: async (request) => {
      const id = request.params.NewsId;
      await db.transaction().execute(async (trx) => {
        const bisher = await trx
          .deleteFrom('news')
          .where('VereinId', '=', request.auth.vereinId)
          .where('NewsId', '=', id)
          .returning(SPALTEN)
          .executeTakeFirst();
        if (!bisher) throw notFound();
        await protokolliere(trx, deps.clock, request.auth, {
          bereich: 'News',
          aktion: 'gelöscht',
          objektId: id,
          objekt: bisher.Titel,
          felder: feldAenderungen(bisher, null, HTML),
        });
      });
      return { RecordId: id };
    },
  } satisfies HandlerTeil;
}
