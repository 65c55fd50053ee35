import type { AppDeps } from '../context.js';
import { notFound } from '../http/errors.js';
import { MELDUNG } from '../http/messages.js';
import type { HandlerTeil } from '../http/operationen.js';
import { mitgliedZumLink, passwortMitLinkSetzen } from '../services/passwort-link.js';
import { hashPassword } from '../services/passwords.js';

/** Setting one's own password with the one-time link of a credentials mail (no sign-in). */
export function passwortHandlers(deps: AppDeps) {
  return {
    passwortSetzen: async (request) => {
      const { Token, Passwort } = request.body;
      const mitglied = await mitgliedZumLink(deps.db, Token, deps.clock.now());
      // A member deleted or without access since the mail was sent gets no password either.
      if (!mitglied || mitglied.Status !== 'A' || mitglied.HatSystemZugriff !== 1 || !mitglied.Emailadresse) {
        throw notFound(MELDUNG.passwortLinkUngueltig);
      }
      const hash = await hashPassword(Passwort, deps.config.passwordHashCost);
      if (!(await passwortMitLinkSetzen(deps.db, Token, hash))) throw notFound(MELDUNG.passwortLinkUngueltig);
      // The old password stops working at once.
      request.server.authenticator.invalidateVerein(mitglied.VereinId);
      request.log.info({ vereinId: mitglied.VereinId, mitgliedId: mitglied.MitgliedId }, 'password set through link');
      return { VereinId: mitglied.VereinId, Emailadresse: mitglied.Emailadresse, IstVereinsAdministrator: mitglied.IstVereinsAdministrator };
    },
  } satisfies HandlerTeil;
}
