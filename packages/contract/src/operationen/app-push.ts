/**
 * Web Push in the member app (docs/push.md): the server's VAPID public key, this device's subscription
 * (it belongs to the device row, so only a sign-in by device token can save one), and the member's
 * switches per kind.
 */
import {
  FEHLER_TITEL,
  leereAntwort,
  pushAboSchema,
  pushEinstellungEntity,
  pushEinstellungPatchSchema,
  pushSchluesselEntity,
} from '@vereinsportal/domain';
import { appGruppe, gruppe } from '../operation.js';

export const appPushOperationen = gruppe(appGruppe('/push'), {
  getPushSchluessel: {
    methode: 'GET',
    pfad: '/schluessel',
    antwort: pushSchluesselEntity,
    fehlerTitel: FEHLER_TITEL.appPushLaden,
    beschreibung: 'Der öffentliche VAPID-Schlüssel des Servers (applicationServerKey für pushManager.subscribe)',
  },
  savePushAbo: {
    methode: 'PUT',
    pfad: '/abo',
    body: pushAboSchema,
    antwort: leereAntwort,
    // 409: signed in by password headers, not by a device token: a subscription needs the device row.
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.appPushSpeichern,
    beschreibung: 'Das Push-Abonnement dieses Geräts speichern oder ersetzen (Endpoint und Schlüssel aus PushSubscription.toJSON())',
  },
  deletePushAbo: {
    methode: 'DELETE',
    pfad: '/abo',
    antwort: leereAntwort,
    fehlerTitel: FEHLER_TITEL.appPushSpeichern,
    beschreibung: 'Das Push-Abonnement dieses Geräts entfernen (keine Benachrichtigungen mehr auf diesem Gerät)',
  },
  getPushEinstellung: {
    methode: 'GET',
    pfad: '/einstellung',
    antwort: pushEinstellungEntity,
    fehlerTitel: FEHLER_TITEL.appPushLaden,
    beschreibung: 'Die Schalter je Art (gelten auf allen Geräten des Mitglieds) und ob dieses Gerät abonniert ist',
  },
  updatePushEinstellung: {
    methode: 'PATCH',
    pfad: '/einstellung',
    body: pushEinstellungPatchSchema,
    antwort: pushEinstellungEntity,
    fehlerTitel: FEHLER_TITEL.appPushSpeichern,
    beschreibung: 'Schalter je Art setzen (News, Termin, Warteliste, Erinnerung: 1 an, 0 aus); nicht gesendete bleiben',
  },
});
