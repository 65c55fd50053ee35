/** Web Push in the member app (services/push/, docs/push.md): key, this device's subscription, the switches. */
import type { AppDeps } from '../context.js';
import type { HandlerTeil } from '../http/operationen.js';
import { pushAboEntfernen } from '../services/push/abo-entfernen.js';
import { pushAboSpeichern } from '../services/push/abo-speichern.js';
import { pushEinstellungLesen } from '../services/push/einstellung.js';
import { pushEinstellungSetzen } from '../services/push/einstellung-setzen.js';
import { vapidSchluessel } from '../services/push/vapid.js';

export function appPushHandlers(deps: AppDeps) {
  return {
    getPushSchluessel: async () => ({ PublicKey: (await vapidSchluessel(deps)).publicKey }),
    savePushAbo: async (request) => pushAboSpeichern(deps, request.auth, request.body),
    deletePushAbo: async (request) => pushAboEntfernen(deps, request.auth),
    getPushEinstellung: async (request) => pushEinstellungLesen(deps.db, request.auth),
    updatePushEinstellung: async (request) => pushEinstellungSetzen(deps, request.auth, request.body),
  } satisfies HandlerTeil;
}
