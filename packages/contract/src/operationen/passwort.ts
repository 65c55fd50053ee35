/** Passwords without sign-in: set one with a link, ask which club a link is for, ask for a new link. */
import {
  FEHLER_TITEL,
  leereAntwort,
  passwortGesetztEntity,
  passwortLinkEntity,
  passwortLinkSchema,
  passwortSetzenSchema,
  passwortVergessenSchema,
} from '@vereinsportal/domain';
import { gruppe, offeneGruppe } from '../operation.js';

export const passwortOperationen = gruppe(offeneGruppe('Anmeldung', '/api'), {
  passwortSetzen: {
    methode: 'POST',
    pfad: '/passwortSetzen',
    body: passwortSetzenSchema,
    antwort: passwortGesetztEntity,
    // 404: the link is unknown, used or expired.
    fehler: [404],
    fehlerTitel: FEHLER_TITEL.passwortSetzen,
    beschreibung: 'Eigenes Passwort mit dem Einmal-Link aus der Zugangsdaten-Mail setzen (gültig 7 Tage, einmal verwendbar)',
  },
  getPasswortLink: {
    methode: 'POST',
    pfad: '/passwortLink',
    body: passwortLinkSchema,
    antwort: passwortLinkEntity,
    // 404: the link is unknown, used or expired.
    fehler: [404],
    fehlerTitel: FEHLER_TITEL.passwortSetzen,
    beschreibung:
      'Für welchen Verein und welche E-Mail-Adresse ein Passwort-Link gilt (die Seite «Passwort festlegen» nennt beide); ändert nichts',
  },
  passwortVergessen: {
    methode: 'POST',
    pfad: '/passwortVergessen',
    body: passwortVergessenSchema,
    antwort: leereAntwort,
    // The same answer whether or not the address exists; 429 when asked too often.
    fehler: [429],
    fehlerTitel: FEHLER_TITEL.passwortVergessen,
    beschreibung: 'Passwort vergessen: E-Mail mit einem Einmal-Link (60 Minuten gültig), falls es das Konto gibt',
  },
});
