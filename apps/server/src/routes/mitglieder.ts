/** Members (services/mitglieder/): thin handlers, the use cases own their transactions and checks. */
import type { AppDeps } from '../context.js';
import { notFound } from '../http/errors.js';
import { sendeGecachtesJson } from '../http/kompression.js';
import type { HandlerTeil } from '../http/operationen.js';
import { mitgliederkategorien } from '../services/mitglieder/kategorien.js';
import { MitgliederListeCache } from '../services/mitglieder/liste.js';
import { mitgliedAendern } from '../services/mitglieder/mitglied-aendern.js';
import { mitgliedAnlegen } from '../services/mitglieder/mitglied-anlegen.js';
import { mitgliedLaden } from '../services/mitglieder/mitglied-zeile.js';
import { mitgliederImportieren } from '../services/mitglieder/mitglieder-importieren.js';
import { zugangsdatenSenden } from '../services/mitglieder/zugangsdaten-senden.js';

export function mitgliederHandlers(deps: AppDeps) {
  const listeCache = new MitgliederListeCache();
  return {
    getMitgliederkategorien: async (request) => mitgliederkategorien(deps.db, request.auth.vereinId),
    // The list is served as cached JSON text (services/mitglieder/liste.ts), compressed once per encoding.
    getMitglieder: async (request, reply) =>
      sendeGecachtesJson(
        request,
        reply,
        await listeCache.liste(deps.db, request.auth.vereinId, request.query.AuchGeloeschteMitgliederAnzeigen),
      ),
    getMitglied: async (request) => {
      const mitglied = await mitgliedLaden(deps.db, request.auth.vereinId, request.params.MitgliedId);
      if (!mitglied) throw notFound();
      return mitglied;
    },
    createMitglied: async (request) => mitgliedAnlegen(deps, request.auth, request.body),
    updateMitglied: async (request) => mitgliedAendern(deps, request.auth, request.params.MitgliedId, request.body),
    importMitglieder: async (request) => mitgliederImportieren(deps, request.auth, request.body),
    appZugangsDatenSenden: async (request) => zugangsdatenSenden(deps, request.auth.vereinId, request.body.MitgliedId),
  } satisfies HandlerTeil;
}
