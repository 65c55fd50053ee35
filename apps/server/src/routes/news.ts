/** News (SPEC §7): list with the past filter, one, create/update as multipart, delete. */
import { newsSchema, type News, type RecordIdResponse } from '@vereinsportal/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireAdmin } from '../auth/require-admin.js';
import type { AppDeps } from '../context.js';
import { notFound } from '../http/errors.js';
import { parseId, parseQueryFlag } from '../http/params.js';
import { doc } from '../openapi.js';
import { leseJsonFeld, type MultipartInhalt } from '../services/file-store-upload.js';
import { heute } from '../services/vertrag.js';
import { htmlAusMultipart, htmlMultipartDoc, LEERER_ABSATZ, leseHtmlMultipart } from './content-felder.js';
import { pruefeBody } from '../http/body.js';

const TAGS = ['News'];
const listeQuery = v.object({ AuchVergangeneNewsAnzeigen: v.optional(v.boolean()) });
const idParams = v.object({ id: v.number() });

const SPALTEN = ['NewsId', 'Titel', 'AnzeigenVon', 'AnzeigenBis', 'FuerMitgliedschaftsart', 'QuillHtmlData', 'ExterneHtmlDateiVerwenden'] as const;

function alsNews(row: Omit<News, 'ExterneHtmlDateiVerwenden'> & { ExterneHtmlDateiVerwenden: number }): News {
  return { ...row, ExterneHtmlDateiVerwenden: row.ExterneHtmlDateiVerwenden === 1 ? 1 : 0 };
}

export async function newsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.get(
    '/news',
    { preHandler: requireAdmin, schema: doc({ tags: TAGS, summary: 'Newsliste', auth: true, querystring: listeQuery }) },
    async (request): Promise<News[]> => {
      const query = request.query as Record<string, unknown>;
      const alle = parseQueryFlag(query.AuchVergangeneNewsAnzeigen, 'AuchVergangeneNewsAnzeigen');
      let q = db
        .selectFrom('news')
        .select(['NewsId', 'Titel', 'AnzeigenVon', 'AnzeigenBis', 'FuerMitgliedschaftsart', 'ExterneHtmlDateiVerwenden'])
        .where('VereinId', '=', request.auth.vereinId);
      // Past = AnzeigenBis before today in the club's time zone.
      if (!alle) q = q.where('AnzeigenBis', '>=', heute(deps));
      const rows = await q.orderBy('AnzeigenVon', 'desc').orderBy('NewsId', 'desc').execute();
      // The list leaves out the HTML (it can hold megabytes of images); GET news/{id} has it.
      return rows.map((r) => alsNews({ ...r, QuillHtmlData: null }));
    },
  );

  app.get(
    '/news/:id',
    { preHandler: requireAdmin, schema: doc({ tags: TAGS, summary: 'Eine News', auth: true, params: idParams }) },
    async (request): Promise<News> => {
      const id = parseId((request.params as { id: string }).id, 'NewsId');
      const row = await db.selectFrom('news').select(SPALTEN).where('VereinId', '=', request.auth.vereinId).where('NewsId', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      return alsNews(row);
    },
  );

  const speichern = async (vereinId: number, id: number | null, inhalt: MultipartInhalt): Promise<RecordIdResponse> => {
    const json = leseJsonFeld(inhalt);
    // The HTML travels as its own part; a QuillHtmlData in jsondata is ignored.
    const news = pruefeBody(newsSchema, { ...json, QuillHtmlData: null, NewsId: id ?? 0 });
    const html = htmlAusMultipart(inhalt);
    const jetzt = deps.clock.now().toISOString();
    const werte = {
      Titel: news.Titel,
      AnzeigenVon: news.AnzeigenVon,
      AnzeigenBis: news.AnzeigenBis,
      FuerMitgliedschaftsart: news.FuerMitgliedschaftsart,
      ExterneHtmlDateiVerwenden: html ? (html.extern ? 1 : news.ExterneHtmlDateiVerwenden) : news.ExterneHtmlDateiVerwenden,
      GeaendertAm: jetzt,
    };
    if (id === null) {
      const row = await db
        .insertInto('news')
        .values({ ...werte, VereinId: vereinId, QuillHtmlData: html?.html ?? LEERER_ABSATZ, ErstelltAm: jetzt })
        .returning('NewsId')
        .executeTakeFirstOrThrow();
      return { RecordId: row.NewsId };
    }
    const result = await db
      .updateTable('news')
      .set(html ? { ...werte, QuillHtmlData: html.html } : werte)
      .where('VereinId', '=', vereinId)
      .where('NewsId', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound();
    return { RecordId: id };
  };

  const multipartDoc = (summary: string, params?: v.GenericSchema) =>
    doc({ tags: TAGS, summary, auth: true, body: htmlMultipartDoc, consumes: ['multipart/form-data'], ...(params ? { params } : {}) });

  app.post('/news', { preHandler: requireAdmin, schema: multipartDoc('News erfassen') }, async (request) =>
    speichern(request.auth.vereinId, null, await leseHtmlMultipart(request)),
  );

  app.post('/news/:id', { preHandler: requireAdmin, schema: multipartDoc('News ändern', idParams) }, async (request) => {
    const id = parseId((request.params as { id: string }).id, 'NewsId');
    return speichern(request.auth.vereinId, id, await leseHtmlMultipart(request));
  });

  app.delete(
    '/news/:id',
    { preHandler: requireAdmin, schema: doc({ tags: TAGS, summary: 'News löschen', auth: true, params: idParams }) },
    async (request): Promise<RecordIdResponse> => {
      const id = parseId((request.params as { id: string }).id, 'NewsId');
      const result = await db.deleteFrom('news').where('VereinId', '=', request.auth.vereinId).where('NewsId', '=', id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound();
      return { RecordId: id };
    },
  );
}
