/** News (services/news/): thin handlers, the use cases own their transactions and change-log entries. */
import type { AppDeps } from '../context.js';
import type { HandlerTeil } from '../http/operationen.js';
import { newsLaden, newsListe } from '../services/news/news-lesen.js';
import { newsLoeschen } from '../services/news/news-loeschen.js';
import { newsSpeichern } from '../services/news/news-speichern.js';

export function newsHandlers(deps: AppDeps) {
  return {
    getNewsListe: async (request) => newsListe(deps, request.auth.vereinId, request.query.AuchVergangeneNewsAnzeigen),
    getNews: async (request) => newsLaden(deps.db, request.auth.vereinId, request.params.NewsId),
    createNews: async (request) => newsSpeichern(deps, request.auth, null, request.body),
    updateNews: async (request) => newsSpeichern(deps, request.auth, request.params.NewsId, request.body),
    deleteNews: async (request) => newsLoeschen(deps, request.auth, request.params.NewsId),
  } satisfies HandlerTeil;
}
