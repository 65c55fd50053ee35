/**
 * What a new club meets first in the portal (docs/produkt.md §2 home, "Erste Schritte"): the home page's
 * first steps, how members get the app, the empty lists' next actions, and a member's app access state.
 */
import * as v from 'valibot';
import { heuteInZeitzone } from './contract.js';
import { formatDatumDe } from './dates.js';

/** The home page's answer (GET startseite): the app's address and which first steps are done. */
export const startseiteEntity = v.strictObject({
  /** PUBLIC_URL + '/app/': the address the credentials mails give, also behind a proxy. */
  AppAdresse: v.string(),
  VereinsinfoGestaltet: v.boolean(),
  MitgliederErfasst: v.boolean(),
  ZugangsdatenGesendet: v.boolean(),
  TerminErfasst: v.boolean(),
});
export type Startseite = v.InferOutput<typeof startseiteEntity>;

export type ErsterSchrittFeld = Exclude<keyof Startseite, 'AppAdresse'>;

/** The first steps in their order, each ticked by its field of Startseite; `knopf` names the button to the step's page. */
export const ERSTE_SCHRITTE: readonly { feld: ErsterSchrittFeld; titel: string; text: string; knopf: string }[] = [
  {
    feld: 'VereinsinfoGestaltet',
    titel: 'Vereinsinfo gestalten',
    text: 'Beschreiben Sie Ihren Verein: Die Vereinsinfo ist die erste Seite, die Ihre Mitglieder in der App sehen.',
    knopf: 'Vereinsinfo bearbeiten',
  },
  {
    feld: 'MitgliederErfasst',
    titel: 'Mitglieder erfassen oder importieren',
    text: 'Erfassen Sie Ihre Mitglieder einzeln oder importieren Sie sie aus einer CSV-Datei.',
    knopf: 'Mitglieder importieren',
  },
  {
    feld: 'ZugangsdatenGesendet',
    titel: 'App-Zugangsdaten senden',
    text: 'Senden Sie Mitgliedern mit Systemzugriff ihre Zugangsdaten: In der Mitgliederliste beim Mitglied «App Zugangsdaten senden».',
    knopf: 'Zur Mitgliederliste',
  },
  {
    feld: 'TerminErfasst',
    titel: 'Ersten Termin erfassen',
    text: 'Erfassen Sie einen Termin, zum Beispiel das nächste Training oder die Generalversammlung.',
    knopf: 'Termin erfassen',
  },
];

/** Texts of the first steps card. */
export const ERSTE_SCHRITTE_TEXT = {
  titel: 'Erste Schritte',
  erledigt: 'erledigt',
  offen: 'offen',
  ausblenden: 'Ausblenden',
  fortschritt: (erledigt: number, alle: number): string => `${erledigt} von ${alle} erledigt`,
} as const;

/** Home 'App einrichten': how members get the web app (README «Die App»). */
export const APP_EINRICHTEN = {
  titel: 'App einrichten',
  einleitung:
    'Die Vereins-App läuft im Browser des Smartphones und wird nicht aus einem Store installiert. Ihre Mitglieder öffnen sie unter dieser Adresse oder scannen den QR-Code mit der Kamera ihres Telefons:',
  qrAlt: 'QR-Code mit der Adresse der Vereins-App',
  mailTitel: 'Was Ihre Mitglieder per E-Mail erhalten',
  mail: [
    'Erfassen Sie das Mitglied mit E-Mail-Adresse und «Hat Systemzugriff (App)».',
    'In der Mitgliederliste wählen Sie beim Mitglied «App Zugangsdaten senden». Das Mitglied erhält eine E-Mail mit Vereinsnummer, E-Mail-Adresse und einem Link. Beim Mitgliederimport erhält jedes importierte Mitglied mit Systemzugriff diese E-Mail automatisch.',
    'Der Link öffnet die App: Das Mitglied legt sein Passwort fest und ist danach gleich angemeldet. Hat es das Passwort vergessen, fordert es in der App unter «Passwort vergessen?» einen neuen Link an.',
  ],
  android: {
    titel: 'Android',
    schritte: [
      'Öffnen Sie die Adresse in Chrome.',
      'Tippen Sie auf das Menü ⋮ und wählen Sie «App installieren» bzw. «Zum Startbildschirm hinzufügen».',
    ],
  },
  iphone: {
    titel: 'iPhone',
    schritte: ['Öffnen Sie die Adresse in Safari.', 'Tippen Sie auf das Teilen-Symbol und wählen Sie «Zum Home-Bildschirm».'],
  },
  anmelden: (vereinId: number, email: string): string =>
    `Angemeldet wird mit der Vereinsnummer ${vereinId}, der eigenen E-Mail-Adresse und dem Passwort. Sie selbst melden sich in der App wie im Portal an: Vereinsnummer ${vereinId}, E-Mail-Adresse ${email} und Ihr Passwort.`,
} as const;

/** The next action an empty list names, with its button (news and events: the list without past ones). */
export const LEERE_LISTE = {
  news: 'Keine aktuellen News. Informieren Sie Ihre Mitglieder mit einer News über Neuigkeiten im Verein.',
  termine: 'Keine kommenden Termine. Erfassen Sie den nächsten Termin, zum Beispiel das nächste Training.',
  dokumente: 'Noch keine Dokumente. Stellen Sie Ihren Mitgliedern zum Beispiel die Statuten als PDF bereit.',
  mitglieder: 'Bisher sind nur Sie erfasst. Erfassen Sie Ihre Mitglieder einzeln oder importieren Sie sie aus einer CSV-Datei.',
  kategorien: 'Noch keine Mitgliederkategorien. Tragen Sie unten die erste ein, z.B. Aktive oder Junioren.',
} as const;

/** A member's app access as the member list shows it, so the administrator knows whom to remind. */
export function zugangsStatus(
  m: { HatSystemZugriff: 0 | 1; PasswortGesetzt: 0 | 1; ZugangsmailAm: string | null },
  zeitzone?: string,
): string {
  if (m.HatSystemZugriff !== 1) return '';
  if (m.PasswortGesetzt === 1) return 'Passwort gesetzt';
  if (m.ZugangsmailAm) return `eingeladen am ${formatDatumDe(heuteInZeitzone(zeitzone, new Date(m.ZugangsmailAm)))}`;
  return 'nicht eingeladen';
}

/** The import result's second line (docs/produkt.md §10): how many credentials mails went out. */
export function importZugangsmailsText(anzahl: number): string {
  if (anzahl === 0) return 'Es wurden keine App-Zugangsdaten versendet: Kein importiertes Mitglied hat Systemzugriff.';
  return anzahl === 1
    ? '1 Mitglied mit Systemzugriff hat die App-Zugangsdaten per E-Mail erhalten.'
    : `${anzahl} Mitglieder mit Systemzugriff haben die App-Zugangsdaten per E-Mail erhalten.`;
}
