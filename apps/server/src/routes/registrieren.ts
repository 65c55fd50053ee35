import type { FieldErrors, RecordIdResponse } from '@vereinsportal/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppDeps } from '../context.js';
import { badRequest } from '../http/errors.js';
import { MELDUNG } from '../http/messages.js';
import { doc } from '../openapi.js';
import type { BotCheck } from '../services/botcheck.js';
import { istLand } from '../services/laender.js';
import { zugangsdatenMail } from '../services/mail-texts.js';
import { generatePassword } from '../services/passwords.js';
import { vereinAnlegen } from '../services/verein-anlegen.js';
import { addError, EMAIL_FORMAT, isValidEmail, MAX_REGISTRIERUNG, maxLaenge, pflichtfeld } from '../validation/domain-local.js';
import { id, parseWire, text, throwIfErrors } from '../validation/fields.js';

// TODO(domain): replace with domain's registrierungPayloadSchema.
export const registrierungWireSchema = v.strictObject({
  VereinId: id('VereinId'),
  LandId: v.optional(v.pipe(v.number('Das Feld LandId hat einen ungültigen Wert.'), v.integer('Das Feld LandId hat einen ungültigen Wert.')), 0),
  VereinsName: text('VereinsName'),
  Vorname: text('Vorname'),
  Nachname: text('Nachname'),
  Strasse: text('Strasse'),
  Postleitzahl: text('Postleitzahl'),
  Ort: text('Ort'),
  Emailadresse: text('Emailadresse'),
  RecaptchaResponse: text('RecaptchaResponse'),
  // The form's two checkboxes may travel along; the client already requires them.
  AgbAkzeptiert: v.optional(v.boolean()),
  DatenschutzAkzeptiert: v.optional(v.boolean()),
});

/** POST registrieren (no auth): bot check, club + Test contract + first admin, credentials mail. */
export async function registrierenRoutes(app: FastifyInstance, deps: AppDeps, botCheck: BotCheck): Promise<void> {
  app.post(
    '/registrieren',
    { schema: doc({ tags: ['Registrierung'], summary: 'Verein registrieren', body: registrierungWireSchema }) },
    async (request): Promise<RecordIdResponse> => {
      const daten = parseWire(registrierungWireSchema, request.body);
      const errors: FieldErrors = {};
      for (const feld of ['VereinsName', 'Vorname', 'Nachname', 'Strasse', 'Postleitzahl', 'Ort', 'Emailadresse'] as const) {
        const value = daten[feld];
        if (!value) addError(errors, feld, pflichtfeld(feld));
        else if (value.length > MAX_REGISTRIERUNG[feld]) addError(errors, feld, maxLaenge(feld, MAX_REGISTRIERUNG[feld]));
      }
      if (daten.Emailadresse && !isValidEmail(daten.Emailadresse)) addError(errors, 'Emailadresse', EMAIL_FORMAT);
      if (!daten.LandId) addError(errors, 'LandId', pflichtfeld('Land'));
      else if (!istLand(daten.LandId)) addError(errors, 'LandId', MELDUNG.landUnbekannt);
      if (!daten.RecaptchaResponse) addError(errors, 'RecaptchaResponse', MELDUNG.botcheckFehlt);
      throwIfErrors(errors);
      // Checked last: a solved challenge is single-use, so do not burn it on a form with errors.
      if (!(await botCheck.verify(daten.RecaptchaResponse!))) throw badRequest({ RecaptchaResponse: [MELDUNG.botcheckUngueltig] });

      const passwort = generatePassword();
      const neu = {
        VereinsName: daten.VereinsName!,
        Vorname: daten.Vorname!,
        Nachname: daten.Nachname!,
        Strasse: daten.Strasse!,
        Postleitzahl: daten.Postleitzahl!,
        Ort: daten.Ort!,
        LandId: daten.LandId,
        Emailadresse: daten.Emailadresse!,
      };
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
