/** Club info page (SPEC §7): GET, and POST as multipart (jsondata + quillHtmlDatei or externeHtmlDatei). */
import { vereinsInfoSchema, type RecordIdResponse, type VereinsInfo } from '@vereinsportal/domain';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/require-admin.js';
import type { AppDeps } from '../context.js';
import { doc } from '../openapi.js';
import { leseJsonFeld } from '../services/file-store-upload.js';
import { htmlAusMultipart, htmlMultipartDoc, leseHtmlMultipart } from './content-felder.js';
import { pruefeBody } from '../http/body.js';

const TAGS = ['Vereinsinfo'];

export async function vereinsInfoRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.get('/vereinsInfo', { preHandler: requireAdmin, schema: doc({ tags: TAGS, summary: 'Vereinsinfo', auth: true }) }, async (request): Promise<VereinsInfo> => {
    const row = await db
      .selectFrom('vereinsinfo')
      .select(['ExterneHtmlDateiVerwenden', 'QuillHtmlData'])
      .where('VereinId', '=', request.auth.vereinId)
      .executeTakeFirst();
    // A club that never saved its info page gets an empty one.
    if (!row) return { ExterneHtmlDateiVerwenden: 0, QuillHtmlData: null };
    return { ExterneHtmlDateiVerwenden: row.ExterneHtmlDateiVerwenden === 1 ? 1 : 0, QuillHtmlData: row.QuillHtmlData };
  });

  app.post(
    '/vereinsInfo',
    {
      preHandler: requireAdmin,
      schema: doc({ tags: TAGS, summary: 'Vereinsinfo speichern', auth: true, body: htmlMultipartDoc, consumes: ['multipart/form-data'] }),
    },
    async (request): Promise<RecordIdResponse> => {
      const vereinId = request.auth.vereinId;
      const inhalt = await leseHtmlMultipart(request);
      const info = pruefeBody(vereinsInfoSchema, { ...leseJsonFeld(inhalt), QuillHtmlData: null });
      const html = htmlAusMultipart(inhalt);
      const jetzt = deps.clock.now().toISOString();
      const flag = html?.extern ? 1 : info.ExterneHtmlDateiVerwenden;
      // Upsert on the club id: one info page per club, concurrent first saves cannot create two.
      await db
        .insertInto('vereinsinfo')
        .values({ VereinId: vereinId, ExterneHtmlDateiVerwenden: flag, QuillHtmlData: html?.html ?? null, GeaendertAm: jetzt })
        .onConflict((oc) =>
          oc.column('VereinId').doUpdateSet(html ? { ExterneHtmlDateiVerwenden: flag, QuillHtmlData: html.html, GeaendertAm: jetzt } : { ExterneHtmlDateiVerwenden: flag, GeaendertAm: jetzt }),
        )
        .execute();
      return { RecordId: vereinId };
    },
  );
}
