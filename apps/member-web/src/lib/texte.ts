/** The app's own German texts (the error titles come from the contract via fehlerTitel). */
import type { AnAbmeldeStatus } from '@vereinsportal/domain';

export const ERFOLG_APP = {
  anAbmeldung: 'Antwort gespeichert',
  profilGespeichert: 'Profil gespeichert',
  passwortGeaendert: 'Passwort geändert',
  passwortVergessen: 'E-Mail unterwegs',
  abgemeldet: 'Sie haben sich abgemeldet.',
} as const;

/** A part of the app could not be loaded (offline before it was ever cached). */
export const LADEFEHLER = 'Die App konnte nicht vollständig geladen werden. Bitte prüfen Sie die Internetverbindung.';

export const OFFLINE_TEXT = 'Sie sind offline. Angezeigt wird der zuletzt geladene Stand.';

/** Button label per sign-up status. */
export const STATUS_BUTTON: Record<AnAbmeldeStatus, string> = {
  1: 'Anmelden',
  2: 'Abmelden',
  3: 'Provisorisch anmelden',
};

/** The member's current answer in words; 0 = not answered. */
export const STATUS_TEXT: Record<0 | AnAbmeldeStatus, string> = {
  0: 'Noch keine Antwort',
  1: 'Angemeldet',
  2: 'Abgemeldet',
  3: 'Provisorisch angemeldet',
};
