import { emailSchluessel, vereinsKontoDaten, vollerName } from '@vereinsportal/domain';
import { createFailureThrottle } from '../auth/throttle.js';
import type { AppDeps } from '../context.js';
import { badRequest, tooManyRequests } from '../http/errors.js';
import { SERVER_MELDUNG } from '../http/messages.js';
import type { HandlerTeil } from '../http/operationen.js';
import { zugangsdatenMail } from '../services/mail-texts.js';
import { passwortLinkAusstellen } from '../services/passwort-link.js';
import { vereinAnlegen } from '../services/verein-anlegen.js';

/** Registration (no sign-in): bot check, club + Test contract + first administrator, credentials mail; and the bot-check challenge. */
export function registrierenHandlers(deps: AppDeps) {
  const { botCheck } = deps;
  // Every registration mails a stranger-chosen address: a sliding day per client and per target,
  // counted in the database so the limits hold across server instances.
  const TAG_MS = 86_400_000;
  const registrierungen = createFailureThrottle(deps.db, deps.config.serverSecret, TAG_MS, 'registrierung');
  const schluessel = (ip: string, adresse: string) => [`client:${ip}`, `adresse:${adresse}`];

  return {
    getBotcheckChallenge: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return botCheck.challenge();
    },

    registrieren: async (request) => {
      const daten = request.body;
      const jetzt = deps.clock.now().getTime();
      const adresse = emailSchluessel(daten.Emailadresse);
      const limits = [deps.config.registrationMaxPerClientDay, deps.config.registrationMaxPerAddressDay];
      // A first look that spares the bot check; the binding count is the one in the transaction below.
      const [proClient = 0, proAdresse = 0] = await registrierungen.counts(schluessel(request.ip, adresse), jetzt);
      if (proClient >= (limits[0] ?? 0) || proAdresse >= (limits[1] ?? 0)) {
        throw tooManyRequests(SERVER_MELDUNG.zuVieleRegistrierungen);
      }
      // Checked last: a solved challenge is single-use, so do not burn it on a form with errors.
      if (!(await botCheck.verify(daten.RecaptchaResponse))) throw badRequest({ RecaptchaResponse: [SERVER_MELDUNG.botcheckUngueltig] });

      const neu = vereinsKontoDaten(daten);
      // No password yet: the first administrator sets one through the mailed one-time link.
      const angelegt = await vereinAnlegen(deps, neu, null, {
        // Counted and recorded in the club's transaction: parallel registrations cannot all pass the
        // count before one records, and a registration that fails later is not counted.
        zuerst: async (trx) => {
          if (!(await registrierungen.recordIfBelow(trx, schluessel(request.ip, adresse), limits, jetzt))) {
            throw tooManyRequests(SERVER_MELDUNG.zuVieleRegistrierungen);
          }
        },
        beforeCommit: async (trx, { vereinId, mitgliedId }) => {
          const token = await passwortLinkAusstellen(trx, vereinId, mitgliedId, deps.clock.now());
          await deps.outbox.add(
            zugangsdatenMail({
              to: neu.Emailadresse,
              vereinId,
              vereinsName: neu.VereinsName,
              name: vollerName(neu),
              token,
              publicUrl: deps.config.publicUrl,
              registrierung: true,
            }),
            trx,
          );
        },
      });
      void deps.outbox.flush();
      request.log.info({ vereinId: angelegt.vereinId }, 'club registered');
      return { RecordId: angelegt.vereinId };
    },
  } satisfies HandlerTeil;
}
