/** Operations without sign-in: countries, the screens' settings, bot check, registration, set password, health, the demo outbox. */
import {
  FEHLER_TITEL,
  landEntity,
  outboxMailEntity,
  leereAntwort,
  passwortGesetztEntity,
  passwortLinkEntity,
  passwortLinkSchema,
  passwortVergessenSchema,
  passwortSetzenSchema,
  recordIdEntity,
  registrierungPayloadSchema,
} from '@vereinsportal/domain';
import * as v from 'valibot';
import { operation } from '../operation.js';
import { idParams } from '../parameter.js';
import { ADMIN_PFAD } from '../pfade.js';
import { botcheckChallengeAntwort, einstellungenAntwort, healthAntwort } from '../schemas.js';

export const offeneOperationen = {
  getLaender: operation({
    methode: 'GET',
    pfad: '/api/land',
    antwort: v.array(landEntity),
    zugang: 'offen',
    fehlerTitel: FEHLER_TITEL.laenderLaden,
    bereich: 'Allgemein',
    beschreibung: 'Länderliste (LandId = ISO 3166-1 numerisch)',
  }),
  getEinstellungen: operation({
    methode: 'GET',
    pfad: '/api/einstellungen',
    antwort: einstellungenAntwort,
    zugang: 'offen',
    // Loaded in the background at start; the screens show the defaults meanwhile.
    spinner: false,
    // The screens fall back to the defaults when this fails (Europe/Zurich, the standard AGB/Datenschutz pages).
    fehlerTitel: null,
    bereich: 'Allgemein',
    beschreibung:
      'Einstellungen des Servers für die Bildschirme: Zeitzone des Vereins (TZ_CLUB), Adressen der AGB und der Datenschutzerklärung',
  }),
  getBotcheckChallenge: operation({
    methode: 'GET',
    pfad: '/api/botcheck/challenge',
    antwort: botcheckChallengeAntwort,
    zugang: 'offen',
    // The challenge belongs to the registration form, so its failure is a registration failure.
    fehlerTitel: FEHLER_TITEL.registrieren,
    bereich: 'Registrierung',
    beschreibung: 'ALTCHA-Challenge für das Registrierungsformular',
  }),
  registrieren: operation({
    methode: 'POST',
    pfad: `${ADMIN_PFAD}/registrieren`,
    body: registrierungPayloadSchema,
    antwort: recordIdEntity,
    zugang: 'offen',
    // 429: too many registrations from this client or for this address today.
    fehler: [429],
    fehlerTitel: FEHLER_TITEL.registrieren,
    bereich: 'Registrierung',
    beschreibung: 'Verein registrieren (RecordId = neue Vereinsnummer)',
  }),
  passwortSetzen: operation({
    methode: 'POST',
    pfad: '/api/passwortSetzen',
    body: passwortSetzenSchema,
    antwort: passwortGesetztEntity,
    zugang: 'offen',
    // 404: the link is unknown, used or expired.
    fehler: [404],
    fehlerTitel: FEHLER_TITEL.passwortSetzen,
    bereich: 'Anmeldung',
    beschreibung: 'Eigenes Passwort mit dem Einmal-Link aus der Zugangsdaten-Mail setzen (gültig 7 Tage, einmal verwendbar)',
  }),
  getPasswortLink: operation({
    methode: 'POST',
    pfad: '/api/passwortLink',
    body: passwortLinkSchema,
    antwort: passwortLinkEntity,
    zugang: 'offen',
    // 404: the link is unknown, used or expired.
    fehler: [404],
    fehlerTitel: FEHLER_TITEL.passwortSetzen,
    bereich: 'Anmeldung',
    beschreibung:
      'Für welchen Verein und welche E-Mail-Adresse ein Passwort-Link gilt (die Seite «Passwort festlegen» nennt beide); ändert nichts',
  }),
  passwortVergessen: operation({
    methode: 'POST',
    pfad: '/api/passwortVergessen',
    body: passwortVergessenSchema,
    antwort: leereAntwort,
    zugang: 'offen',
    // The same answer whether or not the address exists; 429 when asked too often.
    fehler: [429],
    fehlerTitel: FEHLER_TITEL.passwortVergessen,
    bereich: 'Anmeldung',
    beschreibung: 'Passwort vergessen: E-Mail mit einem Einmal-Link (60 Minuten gültig), falls es das Konto gibt',
  }),
  getHealth: operation({
    methode: 'GET',
    pfad: '/health',
    antwort: healthAntwort,
    zugang: 'offen',
    fehler: [503],
    fehlerTitel: null,
    bereich: 'Allgemein',
    beschreibung:
      'Bereitschaft: 200, wenn diese Instanz Anfragen annimmt und ihre Datenbank antwortet; 503, solange sie beendet wird oder die Datenbank nicht antwortet',
  }),
  getOutbox: operation({
    methode: 'GET',
    pfad: '/dev/outbox',
    antwort: v.array(outboxMailEntity),
    zugang: 'offen',
    nurDemo: true,
    fehlerTitel: null,
    bereich: 'Demo',
    beschreibung: 'Postausgang (nur im Demobetrieb), neueste zuerst',
  }),
  getOutboxAnhang: operation({
    methode: 'GET',
    pfad: '/dev/outbox/:MailId/anhaenge/:Nr',
    params: idParams('MailId', 'Nr'),
    antwort: { art: 'datei', contentType: 'application/octet-stream' },
    zugang: 'offen',
    nurDemo: true,
    fehlerTitel: null,
    bereich: 'Demo',
    beschreibung: 'Ein Anhang einer Mail im Postausgang (nur im Demobetrieb), z. B. das PDF einer Rechnung; Content-Type des Anhangs',
  }),
};
