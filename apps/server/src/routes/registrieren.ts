import { registrierungPayloadSchema, vereinsKontoDaten, type RecordIdResponse } from '@vereinsportal/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../context.js';
import { pruefeBody } from '../http/body.js';
import { badRequest } from '../http/errors.js';
import { MELDUNG } from '../http/messages.js';
import { doc } from '../openapi.js';
import type { BotCheck } from '../services/botcheck.js';
import { landFehler } from '../services/laender.js';
import { zugangsdatenMail } from '../services/mail-texts.js';
import { generatePassword } from '../services/passwords.js';
import { vereinAnlegen } from '../services/verein-anlegen.js';

/** POST registrieren (no auth): bot check, club + Test contract + first admin, credentials mail. */
export async function registrierenRoutes(app: FastifyInstance, deps: AppDeps, botCheck: BotCheck): Promise<void> {
  app.post(
    '/registrieren',
    { schema: doc({ tags: ['Registrierung'], summary: 'Verein registrieren', body: registrierungPayloadSchema }) },
    async (request): Promise<RecordIdResponse> => {
      const daten = pruefeBody(registrierungPayloadSchema, request.body, landFehler(request.body));
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
  );
}
