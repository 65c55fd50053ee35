import { emailSchluessel, PASSWORT_VERGESSEN_GUELTIG_MINUTEN } from '@vereinsportal/domain';
import { createFailureThrottle } from '../auth/throttle.js';
import type { AppDeps } from '../context.js';
import { notFound, tooManyRequests } from '../http/errors.js';
import { SERVER_MELDUNG } from '../http/messages.js';
import type { HandlerTeil } from '../http/operationen.js';
import { geraeteAbmelden } from '../services/geraete.js';
import { passwortVergessenMail } from '../services/mail-texts.js';
import { mitgliederGeaendert } from '../services/mitglieder/liste.js';
import { mitgliedZumLink, passwortLinkAusstellen, passwortMitLinkSetzen } from '../services/passwort-link.js';
import { hashPassword } from '../services/passwords.js';

/** 'Passwort vergessen' requests per client address and per target mailbox within an hour (each may send a mail). */
export const PASSWORT_VERGESSEN_PRO_CLIENT_STUNDE = 10;
export const PASSWORT_VERGESSEN_PRO_ADRESSE_STUNDE = 3;
const STUNDE_MS = 3_600_000;

/** Setting one's own password with a one-time link (no sign-in), and asking for such a link. */
export function passwortHandlers(deps: AppDeps) {
  // Counted in the database, so the limits hold across server instances.
  const anfragen = createFailureThrottle(deps.db, deps.config.serverSecret, STUNDE_MS, 'passwort-vergessen');

  return {
    passwortSetzen: async (request) => {
      const { Token, Passwort } = request.body;
      const mitglied = await mitgliedZumLink(deps.db, Token, deps.clock.now());
      // A member deleted or without access since the mail was sent gets no password either.
      if (!mitglied || mitglied.Status !== 'A' || mitglied.HatSystemZugriff !== 1 || !mitglied.Emailadresse) {
        throw notFound(SERVER_MELDUNG.passwortLinkUngueltig);
      }
      const hash = await hashPassword(Passwort, deps.config.passwordHashCost);
      // A new password signs out the member app's devices, in the same transaction.
      const gesetzt = await deps.db.transaction().execute(async (trx) => {
        if (!(await passwortMitLinkSetzen(trx, Token, hash))) return false;
        await geraeteAbmelden(trx, mitglied.VereinId, mitglied.MitgliedId);
        return true;
      });
      if (!gesetzt) throw notFound(SERVER_MELDUNG.passwortLinkUngueltig);
      // The portal's member list shows 'Passwort gesetzt' now (its cached copy is rebuilt).
      await mitgliederGeaendert(deps.db, mitglied.VereinId);
      // The old password stops working at once.
      deps.authenticator.invalidateMitglied(mitglied.VereinId, mitglied.MitgliedId);
      request.log.info({ vereinId: mitglied.VereinId, mitgliedId: mitglied.MitgliedId }, 'password set through link');
      return {
        VereinId: mitglied.VereinId,
        Emailadresse: mitglied.Emailadresse,
        IstVereinsAdministrator: mitglied.IstVereinsAdministrator,
      };
    },

    getPasswortLink: async (request) => {
      const mitglied = await mitgliedZumLink(deps.db, request.body.Token, deps.clock.now());
      // As passwortSetzen would refuse it: a member deleted or without access since the mail was sent.
      if (!mitglied || mitglied.Status !== 'A' || mitglied.HatSystemZugriff !== 1 || !mitglied.Emailadresse) {
        throw notFound(SERVER_MELDUNG.passwortLinkUngueltig);
      }
      const verein = await deps.db
        .selectFrom('verein')
        .select('VereinsName')
        .where('VereinId', '=', mitglied.VereinId)
        .executeTakeFirstOrThrow();
      return { VereinId: mitglied.VereinId, VereinsName: verein.VereinsName, Emailadresse: mitglied.Emailadresse };
    },

    passwortVergessen: async (request) => {
      const { VereinId, Emailadresse, Ziel } = request.body;
      const jetzt = deps.clock.now();
      const adresse = emailSchluessel(Emailadresse);
      const schluessel = [`client:${request.ip}`, `adresse:${adresse}`];
      // Counted and recorded in one step, so parallel requests cannot all pass a count taken before any was recorded.
      const erlaubt = await deps.db
        .transaction()
        .execute((trx) =>
          anfragen.recordIfBelow(
            trx,
            schluessel,
            [PASSWORT_VERGESSEN_PRO_CLIENT_STUNDE, PASSWORT_VERGESSEN_PRO_ADRESSE_STUNDE],
            jetzt.getTime(),
          ),
        );
      if (!erlaubt) throw tooManyRequests(SERVER_MELDUNG.zuVielePasswortAnfragen);

      const mitglied = await deps.db
        .selectFrom('mitglied')
        .innerJoin('verein', 'verein.VereinId', 'mitglied.VereinId')
        .select([
          'mitglied.MitgliedId',
          'mitglied.Emailadresse',
          'mitglied.Status',
          'mitglied.HatSystemZugriff',
          'mitglied.IstVereinsAdministrator',
          'verein.VereinsName',
        ])
        .where('mitglied.VereinId', '=', VereinId)
        .where('mitglied.EmailNormalisiert', '=', adresse)
        .executeTakeFirst();
      const berechtigt =
        mitglied !== undefined &&
        mitglied.Status === 'A' &&
        mitglied.HatSystemZugriff === 1 &&
        mitglied.Emailadresse !== null &&
        (Ziel === 'app' || mitglied.IstVereinsAdministrator === 1);

      // The same statements run for an unknown address (the link update then matches no row), so the
      // answer time does not tell whether the account exists. The old password stays valid until the link is used.
      await deps.db.transaction().execute(async (trx) => {
        const token = await passwortLinkAusstellen(
          trx,
          VereinId,
          berechtigt ? mitglied.MitgliedId : 0,
          jetzt,
          PASSWORT_VERGESSEN_GUELTIG_MINUTEN,
        );
        if (!berechtigt || mitglied.Emailadresse === null) return;
        await deps.outbox.add(
          passwortVergessenMail({
            to: mitglied.Emailadresse,
            vereinId: VereinId,
            vereinsName: mitglied.VereinsName,
            token,
            publicUrl: deps.config.publicUrl,
            ziel: Ziel,
          }),
          trx,
        );
      });
      if (berechtigt) {
        void deps.outbox.flush();
        request.log.info({ vereinId: VereinId, mitgliedId: mitglied.MitgliedId, ziel: Ziel }, 'password reset link sent');
      }
      return {};
    },
  } satisfies HandlerTeil;
}
