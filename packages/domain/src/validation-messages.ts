/**
 * German validation messages (docs/produkt.md §7 error bodies): form messages name the field; the member
 * import messages are docs/produkt.md §5's verbatim. Every schema and rule takes its text from here.
 */
import { IMPORT_HEADER, IMPORT_MAX_ZEILEN } from './constants.js';

/**
 * 50000 -> "50'000" (Swiss thousands separator, as formatBetrag writes amounts). Not toLocaleString:
 * that builds a formatter per call, 40-80 ms of the portal's first load at 4x CPU throttling, because
 * the schemas build their messages when they load.
 */
const tausender = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "'");

/** Field key for messages that belong to no single field (e.g. the payload is not an object). */
export const ALLGEMEIN_FELD = 'Allgemein';

/** German label of each docs/produkt.md field name, as the messages name it. */
export const LABEL: Readonly<Record<string, string>> = {
  vereinId: 'Vereinsnummer',
  emailadresse: 'Emailadresse',
  passwort: 'Passwort',
  Passwort: 'Passwort',
  PasswortWiederholung: 'Passwort wiederholen',
  Token: 'Link',
  PasswortAlt: 'Bisheriges Passwort',
  PasswortNeu: 'Neues Passwort',
  KontaktSichtbar: 'Kontakt sichtbar',
  AnAbmeldeStatus: 'An-/Abmeldung',
  GeraetId: 'Geräte-Id',
  Ziel: 'Ziel',
  VereinId: 'Vereinsnummer',
  VereinsName: 'Vereinsname',
  Vorname: 'Vorname',
  Nachname: 'Nachname',
  Strasse: 'Strasse',
  Postleitzahl: 'Postleitzahl',
  Ort: 'Ort',
  LandId: 'Land',
  Emailadresse: 'Emailadresse',
  RecaptchaResponse: 'Bot-Prüfung',
  AgbAkzeptiert: 'AGB',
  DatenschutzAkzeptiert: 'Datenschutzerklärung',
  MitgliedId: 'MitgliedId',
  Telefonnummer1: 'Telefonnummer 1',
  Telefonnummer2: 'Telefonnummer 2',
  Mitgliedschaftsart: 'Mitgliederkategorien',
  Vereinsfunktion: 'Vereinsfunktion',
  Bemerkung: 'Bemerkung',
  HatSystemZugriff: 'Systemzugriff',
  IstVereinsAdministrator: 'Vereinsadministrator',
  Status: 'Status',
  AnzahlGeraete: 'Anzahl Geräte',
  NewsId: 'NewsId',
  Titel: 'Titel',
  AnzeigenVon: 'Anzeigen von',
  AnzeigenBis: 'Anzeigen bis',
  FuerMitgliedschaftsart: 'Mitgliederkategorien',
  QuillHtmlData: 'Inhalt',
  ExterneHtmlDateiVerwenden: 'Externe HTML Datei verwenden',
  TerminId: 'TerminId',
  Datum: 'Datum',
  DatumBis: 'Datum bis',
  Zeit: 'Zeit',
  ZeitBis: 'Zeit bis',
  Ganztaegig: 'Ganztägig',
  URL: 'Internet Link',
  Beschreibung: 'Beschreibung',
  MitAnAbmeldung: 'Mit An-/Abmeldung',
  MaxTeilnehmende: 'Max. Teilnehmende',
  ErinnerungStunden: 'Erinnerung: Stunden vorher',
  ErinnerungAuchAngemeldete: 'Erinnerung auch an Angemeldete',
  Anwesend: 'Anwesend',
  Saison: 'Saison',
  DokumentId: 'DokumentId',
  DokumentBezeichnung: 'Titel',
  OriginalDateiName: 'Datei',
  InternetLinkVerwenden: 'Internet Link verwenden',
  DateiURL: 'URL',
  AnzahlMitglieder: 'Anzahl Mitglieder',
  // The change log's subscription fields (Änderungsprotokoll).
  VertragsLaufzeitVon: 'Laufzeit von',
  VertragsLaufzeitBis: 'Laufzeit bis',
  Betreff: 'Betreff',
  Text: 'Text',
  Kategorien: 'Mitgliederkategorien',
};

/** The German label of a field (the field name itself when it has none). */
export function label(feld: string): string {
  return LABEL[feld] ?? feld;
}

/** Form and payload validation messages (German, naming the field). */
export const MELDUNG = {
  leer: (feld: string): string => `${label(feld)} darf nicht leer sein.`,
  maxLaenge: (feld: string, max: number): string => `${label(feld)} darf maximal ${max} Zeichen enthalten.`,
  ungueltig: (feld: string): string => `${label(feld)} hat einen ungültigen Wert.`,
  keinDatum: (feld: string): string => `${label(feld)} ist kein gültiges Datum (JJJJ-MM-TT).`,
  datumVorMinJahr: (feld: string, minJahr: number): string =>
    `${label(feld)} liegt vor dem Jahr ${minJahr}. Bitte geben Sie das Jahr vierstellig ein.`,
  keineZeit: (feld: string): string => `${label(feld)} ist keine gültige Uhrzeit (HH:mm).`,
  keineZahl: (feld: string): string => `${label(feld)} muss eine ganze Zahl sein.`,
  keinFlag: (feld: string): string => `${label(feld)} muss 0 oder 1 sein.`,
  zahlBereich: (feld: string, min: number, max: number): string =>
    `${label(feld)} muss eine ganze Zahl von ${tausender(min)} bis ${tausender(max)} sein.`,
  steuerzeichen: (feld: string): string => `${label(feld)} enthält unzulässige Steuerzeichen.`,
  unbekanntesFeld: (feld: string): string => `Das Feld ${feld} ist nicht erlaubt.`,
  keinObjekt: 'Die Daten haben ein ungültiges Format.',
  ungueltigeId: 'Die Id muss eine positive ganze Zahl sein.',
  keinQueryFlag: (feld: string): string => `Das Feld ${feld} muss true oder false sein.`,
  htmlZuGross: 'Der HTML-Inhalt ist grösser als 5 MB. Bitte verkleinern Sie die Bilder.',
  htmlZuVieleElemente: (max: number): string => `Der HTML-Inhalt hat mehr als ${tausender(max)} Elemente. Bitte teilen Sie ihn auf.`,
  // A hint after a successful save (not an error): linked images are removed by the server's sanitiser.
  bilderEntfernt: (anzahl: number): string =>
    `${anzahl === 1 ? '1 Bild aus dem Internet wurde' : `${anzahl} Bilder aus dem Internet wurden`} entfernt: Bilder müssen als Datei in den Text eingefügt werden, nicht als Link.`,
  keinZeilenumbruch: (feld: string): string => `${label(feld)} darf keinen Zeilenumbruch enthalten.`,
  kategorieUnbekannt: (name: string): string => `Die Mitgliederkategorie '${name}' gibt es in Ihrem Verein nicht.`,
  emailFormat: 'Das Format der Emailadresse ist ungültig!',
  vereinIdUngueltig: 'Vereinsnummer muss eine Zahl grösser als 0 sein.',
  agbNichtAkzeptiert: 'Die AGB müssen akzeptiert werden.',
  datenschutzNichtAkzeptiert: 'Die Datenschutzerklärung muss akzeptiert werden.',
  botCheckFehlt: 'Die Bot-Prüfung wurde nicht abgeschlossen.',
  emailPflichtBeiSystemzugriff: 'Emailadresse darf nicht leer sein, wenn das Mitglied Systemzugriff hat.',
  adminOhneSystemzugriff: 'Ein Vereinsadministrator muss Systemzugriff haben.',
  adminOhneEmail: 'Ein Vereinsadministrator braucht eine gültige Emailadresse.',
  anzeigenBisVorVon: 'Anzeigen bis darf nicht vor Anzeigen von liegen.',
  datumBisNichtNachDatum: 'Datum bis muss nach dem Datum liegen.',
  zeitBisNichtNachZeit: 'Zeit bis muss nach der Zeit liegen.',
  dateiFehlt: 'Bitte wählen Sie eine PDF Datei aus.',
  passwortZuKurz: (min: number): string => `Das Passwort muss mindestens ${min} Zeichen lang sein.`,
  passwortZuLang: (max: number): string => `Das Passwort darf höchstens ${max} Zeichen lang sein.`,
  passwortWiederholung: 'Die beiden Passwörter stimmen nicht überein.',
  passwortLinkUngueltig: 'Der Link ist ungültig. Bitte öffnen Sie den Link aus der E-Mail vollständig.',
  aboAnzahlMinimum: (min: number): string => `Die Anzahl Mitglieder muss mindestens ${min} betragen.`,
  aboAnzahlSchritt: (schritt: number): string => `Die Anzahl Mitglieder muss ein Vielfaches von ${schritt} sein.`,
  aboAnzahlErhoehung: (alt: number, schritt: number): string =>
    `Die Anzahl Mitglieder muss mindestens ${schritt} mehr als die bisherige Anzahl (${alt}) betragen.`,
  aboAnzahlUnterSystemzugriff: (n: number): string =>
    `Die Anzahl Mitglieder darf nicht kleiner sein als die Anzahl Mitglieder mit Systemzugriff (${n}).`,
} as const;

/** Messages of the member import, verbatim from docs/produkt.md §5 (per-row ones get the 'Zeilen Nr. {n}:' prefix). */
export const IMPORT_MELDUNG = {
  keineCsvDatei: 'Keine CSV Datei ausgewählt!',
  unbekannterFehler: 'Beim Import ist ein Fehler aufgetreten!',
  kopfzeile: `Die Kopfzeile der CSV Datei muss genau diese Spalten in dieser Reihenfolge enthalten: ${IMPORT_HEADER.join(';')}`,
  // Not in docs/produkt.md: a file with a correct header but no usable row must not let the wizard continue.
  keineZeilen: 'Die CSV Datei enthält keine Zeilen mit genau 12 Spalten!',
  emailNichtEindeutig:
    'Die Emailadresse muss eindeutig sein! Die Emailadresse wird bereits von einem anderen (ev. gelöschten) Mitglied benutzt.',
  pflichtfeld: (spalte: string): string => `Das Pflichtfeld ${spalte} darf nicht leer sein!`,
  emailFormat: 'Das Format der Emailadresse ist ungültig!',
  hatSystemZugriff: 'Das Pflichtfeld HatSystemZugriff hat keinen gültigen Wert! Gültige Werte sind 1 für JA und 0 für NEIN.',
  maxLaenge: (spalte: string, max: number): string => `Das Feld ${spalte} darf maximal ${max} Zeichen enthalten!`,
  // Not in the original: control characters (e.g. from a damaged file) are never imported.
  steuerzeichen: (spalte: string): string => `Das Feld ${spalte} enthält unzulässige Steuerzeichen!`,
  // Not in the original: two rows of one file with the same address (the server would refuse the whole import).
  emailDoppelt: (ersteZeile: number, zeile: number): string =>
    `Die E-Mail-Adresse kommt in Zeile ${ersteZeile} und Zeile ${zeile} vor! Jede E-Mail-Adresse darf nur einmal importiert werden.`,
  // Beside the disabled 'Importieren' button of the preview (docs/produkt.md §2: a blocked button says why).
  importGesperrt: 'Die Datei enthält Fehler. Korrigieren Sie die Datei und wählen Sie sie mit «Zurück» erneut aus.',
  freiePlaetze: (n: number): string =>
    `Sie haben nicht genügend freie Mitglieder Speicherplätze zur Verfügung! Sie können maximal ${n} Mitglieder mit Systemzugriff importieren.`,
  zeile: (n: number, meldung: string): string => `Zeilen Nr. ${n}: ${meldung}`,
  // Not in docs/produkt.md: the import's size limit (preview and server), with the maximum in Swiss notation.
  zuVieleZeilen: `Die CSV Datei enthält zu viele Zeilen! Es können höchstens ${tausender(IMPORT_MAX_ZEILEN)} Mitglieder auf einmal importiert werden.`,
  // The POST mitgliederimport body as a whole (not in docs/produkt.md: the web client never sends these).
  keineListe: 'Die Importdaten müssen eine Liste von Mitgliedern sein.',
  keineMitglieder: 'Die Importdaten enthalten keine Mitglieder.',
  // Import rows are always new, active, non-admin members (docs/produkt.md §5); the server rejects anything else.
  nurNeueMitglieder: 'Importierte Mitglieder müssen neu (MitgliedId 0), aktiv (Status A) und keine Vereinsadministratoren sein.',
} as const;
