/**
 * The member app's content: current news, upcoming events with the member's own sign-up, documents; use
 * cases in services/news/app-news.ts, services/termine/app-termine.ts, services/dokumente/app-dokumente.ts.
 */
import type { AppDeps } from '../context.js';
import type { HandlerTeil } from '../http/operationen.js';
import { appDokumentDatei, appDokumenteLesen } from '../services/dokumente/app-dokumente.js';
import { appNewsLesen } from '../services/news/app-news.js';
import { appAnAbmeldungSetzen, appTermineLesen } from '../services/termine/app-termine.js';

export function appInhalteHandlers(deps: AppDeps) {
  return {
    getAppNews: async (request) => appNewsLesen(deps, request.auth),
    getAppTermine: async (request) => appTermineLesen(deps, request.auth),
    setAppAnAbmeldung: async (request) => appAnAbmeldungSetzen(deps, request.auth, request.params.TerminId, request.body),
    getAppDokumente: async (request) => appDokumenteLesen(deps, request.auth),
    getAppDokumentDatei: async (request) => appDokumentDatei(deps, request.auth, request.params.DokumentId),
  } satisfies HandlerTeil;
}
