/** The yearly subscription: its article and the three orders; the rules live in services/abo.ts. */
import type { AppDeps } from '../context.js';
import type { HandlerTeil } from '../http/operationen.js';
import { aboBestellen, artikelLaden } from '../services/abo.js';

export function aboHandlers(deps: AppDeps) {
  return {
    getArtikel: async (request) => artikelLaden(deps.db, request.params.ArtikelId),
    abonnementAbschliessen: async (request) => aboBestellen(deps, request.auth, 'abschluss', request.body.AnzahlMitglieder),
    abonnementAnpassen: async (request) => aboBestellen(deps, request.auth, 'anpassung', request.body.AnzahlMitglieder),
    abonnementErneuern: async (request) => aboBestellen(deps, request.auth, 'erneuerung', request.body.AnzahlMitglieder),
  } satisfies HandlerTeil;
}
