/** The portal's home page (docs/produkt.md §2 home, "Erste Schritte"): the app's address and the first steps. */
import { APP_BASIS, type Startseite } from '@vereinsportal/domain';
import type { AppDeps } from '../context.js';
import type { HandlerTeil } from '../http/operationen.js';

export function startseiteHandlers(deps: AppDeps) {
  const { db } = deps;
  return {
    getStartseite: async (request): Promise<Startseite> => {
      const { vereinId, mitgliedId } = request.auth;
      // Four small reads by key; each step ticks itself off from the club's real data.
      const [info, mitglieder, eingeladen, termin] = await Promise.all([
        db
          .selectFrom('vereinsinfo')
          .select('VereinId')
          .where('VereinId', '=', vereinId)
          .where('QuillHtmlData', 'is not', null)
          .where('QuillHtmlData', '!=', '')
          .executeTakeFirst(),
        // The registering administrator is the first member: a second one (typed in or imported) ticks the step.
        db
          .selectFrom('mitglied')
          .select('MitgliedId')
          .where('VereinId', '=', vereinId)
          .where('MitgliedId', '!=', mitgliedId)
          .limit(1)
          .executeTakeFirst(),
        // Another member was sent credentials, set a password or uses the app.
        db
          .selectFrom('mitglied')
          .select('MitgliedId')
          .where('VereinId', '=', vereinId)
          .where('MitgliedId', '!=', mitgliedId)
          .where((eb) => eb.or([eb('ZugangsmailAm', 'is not', null), eb('PasswortHash', 'is not', null), eb('AnzahlGeraete', '>', 0)]))
          .limit(1)
          .executeTakeFirst(),
        db.selectFrom('termin').select('TerminId').where('VereinId', '=', vereinId).limit(1).executeTakeFirst(),
      ]);
      return {
        // The address the credentials mails give (PUBLIC_URL), so it is right behind a proxy too.
        AppAdresse: `${deps.config.publicUrl.replace(/\/+$/, '')}${APP_BASIS}/`,
        VereinsinfoGestaltet: info !== undefined,
        MitgliederErfasst: mitglieder !== undefined,
        ZugangsdatenGesendet: eingeladen !== undefined,
        TerminErfasst: termin !== undefined,
      };
    },
  } satisfies HandlerTeil;
}
