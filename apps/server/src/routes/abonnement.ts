/** The three subscription orders; the rules live in services/abo.ts. */
import type { AppDeps } from '../context.js';
import type { HandlerTeil } from '../http/operationen.js';
import { aboBestellen } from '../services/abo.js';

export function abonnementHandlers(deps: AppDeps) {
  return {
    abonnementAbschliessen: async (request) => aboBestellen(deps, request.auth, 'abschluss', request.body.AnzahlMitglieder),
    abonnementAnpassen: async (request) => aboBestellen(deps, request.auth, 'anpassung', request.body.AnzahlMitglieder),
    abonnementErneuern: async (request) => aboBestellen(deps, request.auth, 'erneuerung', request.body.AnzahlMitglieder),
  } satisfies HandlerTeil;
}
