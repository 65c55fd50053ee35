/** Events: list with the past filter, one, create, change (PATCH), delete, and their sign-ups; use cases in services/termine/. */
import type { AppDeps } from '../context.js';
import type { HandlerTeil } from '../http/operationen.js';
import { terminAendern, terminAnlegen, terminLoeschen } from '../services/termine/termin-speichern.js';
import { anAbmeldungenLesen, termineAuflisten, terminLesen } from '../services/termine/termine-lesen.js';

export function termineHandlers(deps: AppDeps) {
  return {
    getTermine: (request) => termineAuflisten(deps, request.auth.vereinId, request.query.AuchVergangeneTermineAnzeigen),
    getTermin: (request) => terminLesen(deps, request.auth.vereinId, request.params.TerminId),
    createTermin: (request) => terminAnlegen(deps, request.auth, request.body),
    updateTermin: (request) => terminAendern(deps, request.auth, request.params.TerminId, request.body),
    deleteTermin: (request) => terminLoeschen(deps, request.auth, request.params.TerminId),
    getTerminAnAbmeldungen: (request) => anAbmeldungenLesen(deps, request.auth.vereinId, request.query.terminId),
  } satisfies HandlerTeil;
}
