/** Sign-in check, club overview, club account, club info page. */
import {
  ANMELDUNG_FEHLGESCHLAGEN,
  benutzerInfoEntity,
  FEHLER_TITEL,
  HTML_MAX_BYTES,
  MELDUNG,
  recordIdEntity,
  recordIdHinweisEntity,
  startseiteEntity,
  vereinsInfoEntity,
  vereinsInfoSchema,
  vereinsKontoEntity,
  vereinsKontoSchema,
  vereinsUebersichtEntity,
} from '@vereinsportal/domain';
import { multipart, operation, type DateiTeil } from '../operation.js';
import { ADMIN_PFAD } from '../pfade.js';

/** The HTML part of a news or club-info save: the editor's HTML, or an uploaded .htm/.html file. */
export const HTML_TEILE = {
  quillHtmlDatei: {
    maxBytes: HTML_MAX_BYTES,
    zuGrossMeldung: MELDUNG.htmlZuGross,
    beschreibung: 'Editor-HTML als Datei "Quill.HTML" (text/html)',
  },
  externeHtmlDatei: { maxBytes: HTML_MAX_BYTES, zuGrossMeldung: MELDUNG.htmlZuGross, beschreibung: 'Externe HTML-Datei (.htm/.html)' },
} as const satisfies Record<string, DateiTeil>;

export const vereinOperationen = {
  getBenutzerinfo: operation({
    methode: 'GET',
    pfad: `${ADMIN_PFAD}/benutzerinfo`,
    antwort: benutzerInfoEntity,
    zugang: 'admin',
    fehler: [429],
    // Every failure of the sign-in check shows the sign-in title.
    fehlerTitel: ANMELDUNG_FEHLGESCHLAGEN,
    bereich: 'Anmeldung',
    beschreibung: 'Anmeldeprüfung: Verein und Name des angemeldeten Administrators',
  }),
  getVereinsUebersicht: operation({
    methode: 'GET',
    pfad: `${ADMIN_PFAD}/vereinsUebersicht`,
    antwort: vereinsUebersichtEntity,
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.vereinsUebersichtLaden,
    bereich: 'Verein',
    beschreibung: 'Vereinsübersicht: Vertrag und Anzahl Mitglieder mit Systemzugriff',
  }),
  getStartseite: operation({
    methode: 'GET',
    pfad: `${ADMIN_PFAD}/startseite`,
    antwort: startseiteEntity,
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.startseiteLaden,
    // The home page shows without it; the first steps and the app's address fill in.
    spinner: false,
    bereich: 'Verein',
    beschreibung: 'Startseite: Adresse der Mitglieder-App und welche ersten Schritte erledigt sind',
  }),
  getVereinsKonto: operation({
    methode: 'GET',
    pfad: `${ADMIN_PFAD}/vereinsKonto`,
    antwort: vereinsKontoEntity,
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.vereinsKontoLaden,
    bereich: 'Verein',
    beschreibung: 'Vereinskonto mit Vertrag und Anschlussvertrag',
  }),
  updateVereinsKonto: operation({
    methode: 'PATCH',
    pfad: `${ADMIN_PFAD}/vereinsKonto`,
    body: vereinsKontoSchema,
    antwort: recordIdEntity,
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.vereinsKontoSpeichern,
    bereich: 'Verein',
    beschreibung: 'Vereinskonto ändern (RecordId = Vereinsnummer)',
  }),
  getVereinsInfo: operation({
    methode: 'GET',
    pfad: `${ADMIN_PFAD}/vereinsInfo`,
    antwort: vereinsInfoEntity,
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.vereinsInfoLaden,
    bereich: 'Vereinsinfo',
    beschreibung: 'Vereinsinfo-Seite',
  }),
  saveVereinsInfo: operation({
    methode: 'POST',
    pfad: `${ADMIN_PFAD}/vereinsInfo`,
    body: multipart(vereinsInfoSchema, HTML_TEILE),
    antwort: recordIdHinweisEntity,
    zugang: 'admin',
    fehler: [413],
    fehlerTitel: FEHLER_TITEL.vereinsInfoSpeichern,
    bereich: 'Vereinsinfo',
    beschreibung: 'Vereinsinfo speichern (HTML wird bereinigt)',
  }),
};
