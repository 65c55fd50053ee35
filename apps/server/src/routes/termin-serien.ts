/** Series and cancellations (contract operationen/termin-serien.ts): each handler maps the request to its use case in services/termine/. */
import type { AppDeps } from '../context.js';
import type { HandlerTeil } from '../http/operationen.js';
import { terminAbsagen, terminAnsetzen } from '../services/termine/absage.js';
import { serieAnlegen } from '../services/termine/serie-anlegen.js';
import { serieAnmelden } from '../services/termine/serie-anmelden.js';
import { serieFolgendeAendern } from '../services/termine/serie-folgende.js';
import { serieLesen } from '../services/termine/serie-lesen.js';

export function terminSerienHandlers(deps: AppDeps) {
  return {
    createTerminSerie: (request) => serieAnlegen(deps, request.auth, request.body),
    getTerminSerie: (request) => serieLesen(deps.db, request.auth.vereinId, request.params.SerieId),
    updateTerminFolgende: (request) => serieFolgendeAendern(deps, request.auth, request.params.TerminId, request.body),
    absagenTermin: (request) => terminAbsagen(deps, request.auth, request.params.TerminId, request.body.Notiz),
    ansetzenTermin: (request) => terminAnsetzen(deps, request.auth, request.params.TerminId),
    setAppSerieAnAbmeldung: (request) => serieAnmelden(deps, request.auth, request.params.SerieId, request.body.AnAbmeldeStatus),
  } satisfies HandlerTeil;
}
