/**
 * The member app's person side: the sign-in check, the club info, the members' list, the own profile and
 * password, and the registered app installations; use cases in services/app-mitglied/. A member changes
 * only their own row.
 */
import type { AppDeps } from '../context.js';
import type { HandlerTeil } from '../http/operationen.js';
import { appBenutzer, appMitgliederListe, appVerein } from '../services/app-mitglied/benutzer.js';
import {
  appGeraetAnmelden,
  appGeraetEntfernen,
  appGeraeteAuflisten,
  appGeraetRegistrieren,
} from '../services/app-mitglied/geraete-anmelden.js';
import { appPasswortAendern, appProfilAendern, appProfilLesen } from '../services/app-mitglied/profil.js';

export function appMitgliedHandlers(deps: AppDeps) {
  return {
    getAppBenutzer: async (request) => appBenutzer(deps.db, request.auth),
    appAnmelden: async (request) => {
      const antwort = await appGeraetAnmelden(deps, request.auth, request.body);
      request.log.info({ vereinId: request.auth.vereinId, mitgliedId: request.auth.mitgliedId }, 'member app device signed in');
      return antwort;
    },
    getAppGeraete: async (request) => appGeraeteAuflisten(deps, request.auth),
    getAppVerein: async (request) => appVerein(deps.db, request.auth.vereinId),
    getAppMitglieder: async (request) => appMitgliederListe(deps.db, request.auth.vereinId),
    getAppProfil: async (request) => appProfilLesen(deps, request.auth),
    updateAppProfil: async (request) => appProfilAendern(deps, request.auth, request.body),
    changeAppPasswort: async (request) => {
      const antwort = await appPasswortAendern(deps, request.auth, request.body);
      request.log.info({ vereinId: request.auth.vereinId, mitgliedId: request.auth.mitgliedId }, 'password changed by member');
      return antwort;
    },
    registerAppGeraet: async (request) => appGeraetRegistrieren(deps, request.auth, request.body),
    deleteAppGeraet: async (request) => appGeraetEntfernen(deps, request.auth, request.params.GeraetId),
  } satisfies HandlerTeil;
}
