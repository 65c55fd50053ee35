/**
 * Calendar subscription (docs/produkt.md "Kalender abonnieren"): the administrators' club address, the
 * member's own address, their renewal, and the open feed (services/kalender.ts).
 */
import type { AppDeps } from '../context.js';
import type { HandlerTeil } from '../http/operationen.js';
import { kalenderAbo, kalenderErneuern, kalenderFeed } from '../services/kalender.js';
import { mitgliedschaftsartVon } from '../services/mitglieder/mitglied-zeile.js';

export function kalenderHandlers(deps: AppDeps) {
  return {
    getKalenderAbo: async (request) => kalenderAbo(deps, { vereinId: request.auth.vereinId, mitgliedId: null }),
    kalenderAboErneuern: async (request) => kalenderErneuern(deps, { vereinId: request.auth.vereinId, mitgliedId: null }),
    getAppKalender: async (request) => {
      // A member deleted since the credential check is refused like any other app call.
      await mitgliedschaftsartVon(deps.db, request.auth);
      return kalenderAbo(deps, { vereinId: request.auth.vereinId, mitgliedId: request.auth.mitgliedId });
    },
    changeAppKalender: async (request) => {
      await mitgliedschaftsartVon(deps.db, request.auth);
      return kalenderErneuern(deps, { vereinId: request.auth.vereinId, mitgliedId: request.auth.mitgliedId });
    },
    getKalenderFeed: async (request) => kalenderFeed(deps, request.params.Geheimnis),
  } satisfies HandlerTeil;
}
