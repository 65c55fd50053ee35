/** The club info page (services/vereinsinfo/): thin handlers. */
import type { AppDeps } from '../context.js';
import type { HandlerTeil } from '../http/operationen.js';
import { vereinsinfoLaden } from '../services/vereinsinfo/vereinsinfo-lesen.js';
import { vereinsinfoSpeichern } from '../services/vereinsinfo/vereinsinfo-speichern.js';

export function vereinsinfoHandlers(deps: AppDeps) {
  return {
    getVereinsInfo: async (request) => vereinsinfoLaden(deps.db, request.auth.vereinId),
    saveVereinsInfo: async (request) => vereinsinfoSpeichern(deps, request.auth, request.body),
  } satisfies HandlerTeil;
}
