/** Documents (services/dokumente/): thin handlers, the use cases own their transactions and checks. */
import type { AppDeps } from '../context.js';
import type { HandlerTeil } from '../http/operationen.js';
import { dokumentLoeschen } from '../services/dokumente/dokument-loeschen.js';
import { dokumentSpeichern } from '../services/dokumente/dokument-speichern.js';
import { dokumentDatei, dokumentLaden, dokumentListe } from '../services/dokumente/dokumente-lesen.js';

export function dokumenteHandlers(deps: AppDeps) {
  return {
    getDokumente: async (request) => dokumentListe(deps.db, request.auth.vereinId),
    getDokument: async (request) => dokumentLaden(deps.db, request.auth.vereinId, request.params.DokumentId),
    createDokument: async (request) => dokumentSpeichern(deps, request.auth, null, request.body),
    updateDokument: async (request) => dokumentSpeichern(deps, request.auth, request.params.DokumentId, request.body),
    deleteDokument: async (request) => dokumentLoeschen(deps, request.auth, request.params.DokumentId),
    getDokumentDatei: async (request) => dokumentDatei(deps, request.auth.vereinId, request.params.DokumentId),
  } satisfies HandlerTeil;
}
