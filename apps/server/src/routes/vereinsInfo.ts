/** Club info page: read, and save (multipart: jsondata + quillHtmlDatei or externeHtmlDatei). */
import type { AppDeps } from '../context.js';
import type { HandlerTeil } from '../http/operationen.js';
import { htmlAntwort, htmlAusDateien } from './content-felder.js';

export function vereinsInfoHandlers(deps: AppDeps) {
  const { db } = deps;
  return {
    getVereinsInfo: async (request) => {
      const row = await db
        .selectFrom('vereinsinfo')
        .select(['ExterneHtmlDateiVerwenden', 'QuillHtmlData'])
        .where('VereinId', '=', request.auth.vereinId)
        .executeTakeFirst();
      // A club that never saved its info page gets an empty one.
      return row ?? { ExterneHtmlDateiVerwenden: 0, QuillHtmlData: null };
    },

    saveVereinsInfo: async (request) => {
      const vereinId = request.auth.vereinId;
      const { jsondata: info, dateien } = request.body;
      const html = htmlAusDateien(dateien);
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
      return htmlAntwort(vereinId, html);
    },
  } satisfies HandlerTeil;
}
