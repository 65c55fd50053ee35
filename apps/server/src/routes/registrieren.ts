import { emailSchluessel, vereinsKontoDaten } from '@vereinsportal/domain';
import { createMemoryThrottle } from '../auth/throttle.js';
import type { AppDeps } from '../context.js';
import { badRequest, tooManyRequests } from '../http/errors.js';
import { MELDUNG } from '../http/messages.js';
import type { HandlerTeil } from '../http/operationen.js';
import type { BotCheck } from '../services/botcheck.js';
import { zugangsdatenMail } from '../services/mail-texts.js';
import { passwortLinkAusstellen } from '../services/passwort-link.js';
import { vereinAnlegen } from '../services/verein-anlegen.js';

/** Registration (no sign-in): bot check, club + Test contract + first administrator, credentials mail; and the bot-check challenge. */
export function registrierenHandlers(deps: AppDeps, botCheck: BotCheck) {
  // Every registration mails a stranger-chosen address: a sliding day per client and per target.
  const TAG_MS = 86_400_000;
  const proClient = createMemoryThrottle(deps.config.registrationMaxPerClientDay, TAG_MS);
  const proAdresse = createMemoryThrottle(deps.config.registrationMaxPerAddressDay, TAG_MS);

  return {
    getBotcheckChallenge: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return botCheck.challenge();
    },

    registrieren: async (request) => {
      const daten = request.body;
      const jetzt = deps.clock.now().getTime();
      const adresse = emailSchluessel(daten.Emailadresse);
      if (proClient.isBlocked(request.ip, jetzt) || proAdresse.isBlocked(adresse, jetzt)) throw tooManyRequests(MELDUNG.zuVieleRegistrierungen);
      // Checked last: a solved challenge is single-use, so do not burn it on a form with errors.
      if (!(await botCheck.verify(daten.RecaptchaResponse))) throw badRequest({ RecaptchaResponse: [MELDUNG.botcheckUngueltig] });

      const neu = vereinsKontoDaten(daten);
      // No password yet: the first administrator sets one through the mailed one-time link.
      const angelegt = await vereinAnlegen(deps, neu, null, {
        beforeCommit: async (trx, { vereinId, mitgliedId }) => {
          const token = await passwortLinkAusstellen(trx, vereinId, mitgliedId, deps.clock.now());
          await deps.outbox.add(
            zugangsdatenMail({
              to: neu.Emailadresse,
              vereinId,
              vereinsName: neu.VereinsName,
              name: `${neu.Vorname} ${neu.Nachname}`,
              token,
              publicUrl: deps.config.publicUrl,
              registrierung: true,
            }),
            trx,
          );
        },
      });
      proClient.recordFailure(request.ip, jetzt);
      proAdresse.recordFailure(adresse, jetzt);
      void deps.outbox.flush();
      request.log.info({ vereinId: angelegt.vereinId }, 'club registered');
      return { RecordId: angelegt.vereinId };
    },
  } satisfies HandlerTeil;
}
