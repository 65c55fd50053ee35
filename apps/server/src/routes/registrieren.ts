import { vereinsKontoDaten } from '@vereinsportal/domain';
import type { AppDeps } from '../context.js';
import { badRequest } from '../http/errors.js';
import { MELDUNG } from '../http/messages.js';
import type { HandlerTeil } from '../http/operationen.js';
import type { BotCheck } from '../services/botcheck.js';
import { zugangsdatenMail } from '../services/mail-texts.js';
import { generatePassword } from '../services/passwords.js';
import { vereinAnlegen } from '../services/verein-anlegen.js';

/** Registration (no sign-in): bot check, club + Test contract + first administrator, credentials mail; and the bot-check challenge. */
export function registrierenHandlers(deps: AppDeps, botCheck: BotCheck) {
  return {
    getBotcheckChallenge: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return botCheck.challenge();
    },

    registrieren: async (request) => {
      const daten = request.body;
      // Checked last: a solved challenge is single-use, so do not burn it on a form with errors.
      if (!(await botCheck.verify(daten.RecaptchaResponse))) throw badRequest({ RecaptchaResponse: [MELDUNG.botcheckUngueltig] });

      const passwort = generatePassword();
      const neu = vereinsKontoDaten(daten);
      const angelegt = await vereinAnlegen(deps, neu, passwort, {
        beforeCommit: (trx, { vereinId }) =>
          deps.outbox.add(
            zugangsdatenMail({ to: neu.Emailadresse, vereinId, vereinsName: neu.VereinsName, vorname: neu.Vorname, passwort, publicUrl: deps.config.publicUrl, registrierung: true }),
            trx,
          ),
      });
      void deps.outbox.flush();
      request.log.info({ vereinId: angelegt.vereinId }, 'club registered');
      return { RecordId: angelegt.vereinId };
    },
  } satisfies HandlerTeil;
}
