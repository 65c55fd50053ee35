/** The app's own German texts (the error titles come from the contract via fehlerTitel). */
import type { AnAbmeldeStatus } from '@vereinsportal/domain';

export const ERFOLG_APP = {
  anAbmeldung: 'Antwort gespeichert',
  profilGespeichert: 'Profil gespeichert',
  passwortGeaendert: 'Passwort geändert',
  passwortVergessen: 'E-Mail unterwegs',
  abgemeldet: 'Sie haben sich abgemeldet.',
} as const;

/** 'Angemeldete Geräte' in the profile (profil/Geraete.tsx). */
export const GERAETE_TEXT = {
  titel: 'Angemeldete Geräte',
  erklaerung: 'Auf diesen Geräten ist die App mit Ihrem Konto angemeldet. Ein abgemeldetes Gerät braucht wieder Ihr Passwort.',
  keine: 'Kein Gerät angemeldet.',
  diesesGeraet: 'dieses Gerät',
  zuletzt: 'Zuletzt benutzt:',
  unbenannt: 'Unbekanntes Gerät',
  abmelden: 'abmelden',
  abbrechen: 'Abbrechen',
  abgemeldet: 'Gerät abgemeldet',
  frage: (name: string) => `«${name}» abmelden? Die App auf diesem Gerät ist danach sofort abgemeldet.`,
  frageDiesesGeraet: 'Dieses Gerät abmelden? Sie melden sich damit hier ab.',
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

/** 'Kalender abonnieren' in the profile (docs/produkt.md "Kalender abonnieren"). */
export const KALENDER_APP = {
  titel: 'Kalender abonnieren',
  erklaerung:
    'Mit dieser Adresse erscheinen Ihre Termine des Vereins in Ihrer Kalender-App (z. B. Google Kalender, Apple Kalender oder Outlook). Die Adresse ist persönlich: Geben Sie sie nicht weiter.',
  adresse: 'Ihre Kalenderadresse',
  kopieren: 'Adresse kopieren',
  kopiert: 'Kalenderadresse kopiert',
  nichtKopiert: 'Die Adresse konnte nicht kopiert werden. Markieren und kopieren Sie sie bitte von Hand.',
  oeffnen: 'In Kalender-App öffnen',
  neueAdresse: 'Neue Adresse erstellen',
  neueAdresseFrage:
    'Eine neue Adresse erstellen? Die bisherige funktioniert sofort nicht mehr; tragen Sie danach die neue in Ihrer Kalender-App ein.',
  neueAdresseErstellt: 'Neue Kalenderadresse erstellt',
  abbrechen: 'Abbrechen',
  nichtLesbar:
    'Die Kalenderadresse kann im Moment nicht angezeigt werden. Ein bestehendes Abonnement funktioniert weiter; mit einer neuen Adresse können Sie sie wieder kopieren.',
} as const;
