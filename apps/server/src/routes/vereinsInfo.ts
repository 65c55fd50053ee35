/** Club info page: read, and save (multipart: jsondata + quillHtmlDatei or externeHtmlDatei). */
import { feldAenderungen } from '@vereinsportal/domain';
import type { AppDeps } from '../context.js';
import type { HandlerTeil } from '../http/operationen.js';
import { protokolliere } from '../services/aenderungsprotokoll.js';
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
      await db.transaction().execute(async (trx) => {
        const bisher = await trx
          .selectFrom('vereinsinfo')
          .select(['ExterneHtmlDateiVerwenden', 'QuillHtmlData'])
          .where('VereinId', '=', vereinId)
          .executeTakeFirst();
        await trx
          .insertInto('vereinsinfo')
          .values({ VereinId: vereinId, ExterneHtmlDateiVerwenden: flag, QuillHtmlData: html?.html ?? null, GeaendertAm: jetzt })
          .onConflict((oc) =>
            oc
              .column('VereinId')
              .doUpdateSet(
                html
                  ? { ExterneHtmlDateiVerwenden: flag, QuillHtmlData: html.html, GeaendertAm: jetzt }
                  : { ExterneHtmlDateiVerwenden: flag, GeaendertAm: jetzt },
              ),
          )
          .execute();
        // The HTML only as "changed" (it can hold megabytes of images).
        const neu = html ? { ExterneHtmlDateiVerwenden: flag, QuillHtmlData: html.html } : { ExterneHtmlDateiVerwenden: flag };
        await protokolliere(trx, deps.clock, request.auth, {
          bereich: 'Vereinsinfo',
          aktion: bisher ? 'geändert' : 'erstellt',
          objektId: null,
          objekt: null,
          felder: feldAenderungen(bisher ?? { ExterneHtmlDateiVerwenden: 0, QuillHtmlData: null }, neu, { htmlFelder: ['QuillHtmlData'] }),
        });
      });
      return htmlAntwort(vereinId, html);
    },
  } satisfies HandlerTeil;
}
