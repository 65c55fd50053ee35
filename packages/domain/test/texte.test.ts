/**
 * The product's user-visible texts, spelled out. Every entry of the text modules is pinned here as
 * literal German, so a changed or misspelt text fails this test, and the key check makes sure that
 * a new text cannot be added without being pinned.
 */
import { describe, expect, it } from 'vitest';
import {
  ABO_MELDUNG,
  ANMELDUNG_FEHLGESCHLAGEN,
  ALLGEMEIN_FELD,
  BANNER,
  bannerAboEndet,
  bannerTestEndet,
  ERFOLG,
  FEHLER_TITEL,
  IMPORT_MELDUNG,
  LABEL,
  MELDUNG,
  TEXT,
} from '../src/index.js';

/** One pinned text: module, key (a function key may appear with several arguments), actual value, expected literal. */
type Zeile = readonly [modul: string, schluessel: string, ist: unknown, soll: string];

const fehlerTitel: Zeile[] = [
  ['FEHLER_TITEL', 'vereinsUebersichtLaden', FEHLER_TITEL.vereinsUebersichtLaden, 'Laden der Vereinsübersicht Daten fehlgeschlagen!'],
  ['FEHLER_TITEL', 'vereinsInfoLaden', FEHLER_TITEL.vereinsInfoLaden, 'Laden der Vereinsinfo Daten fehlgeschlagen!'],
  ['FEHLER_TITEL', 'vereinsInfoSpeichern', FEHLER_TITEL.vereinsInfoSpeichern, 'Vereinsinfo Daten Speicherung fehlgeschlagen!'],
  ['FEHLER_TITEL', 'vereinsKontoLaden', FEHLER_TITEL.vereinsKontoLaden, 'Laden der Vereinskonto Daten fehlgeschlagen!'],
  ['FEHLER_TITEL', 'vereinsKontoSpeichern', FEHLER_TITEL.vereinsKontoSpeichern, 'Aktualisierung der Vereinskonto Daten fehlgeschlagen!'],
  ['FEHLER_TITEL', 'registrieren', FEHLER_TITEL.registrieren, 'Registrierung fehlgeschlagen!'],
  ['FEHLER_TITEL', 'passwortSetzen', FEHLER_TITEL.passwortSetzen, 'Passwort setzen fehlgeschlagen!'],
  ['FEHLER_TITEL', 'passwortVergessen', FEHLER_TITEL.passwortVergessen, 'Passwort zurücksetzen fehlgeschlagen!'],
  ['FEHLER_TITEL', 'appAnmelden', FEHLER_TITEL.appAnmelden, 'Anmeldung fehlgeschlagen!'],
  ['FEHLER_TITEL', 'appNewsLaden', FEHLER_TITEL.appNewsLaden, 'Laden der News fehlgeschlagen!'],
  ['FEHLER_TITEL', 'appTermineLaden', FEHLER_TITEL.appTermineLaden, 'Laden der Termine fehlgeschlagen!'],
  ['FEHLER_TITEL', 'appAnAbmelden', FEHLER_TITEL.appAnAbmelden, 'An-/Abmeldung fehlgeschlagen!'],
  ['FEHLER_TITEL', 'appDokumenteLaden', FEHLER_TITEL.appDokumenteLaden, 'Laden der Dokumente fehlgeschlagen!'],
  ['FEHLER_TITEL', 'appDokumentLaden', FEHLER_TITEL.appDokumentLaden, 'Laden des Dokuments fehlgeschlagen!'],
  ['FEHLER_TITEL', 'appVereinLaden', FEHLER_TITEL.appVereinLaden, 'Laden der Vereinsinfo fehlgeschlagen!'],
  ['FEHLER_TITEL', 'appMitgliederLaden', FEHLER_TITEL.appMitgliederLaden, 'Laden der Mitgliederliste fehlgeschlagen!'],
  ['FEHLER_TITEL', 'appProfilLaden', FEHLER_TITEL.appProfilLaden, 'Laden des Profils fehlgeschlagen!'],
  ['FEHLER_TITEL', 'appProfilSpeichern', FEHLER_TITEL.appProfilSpeichern, 'Profil Speicherung fehlgeschlagen!'],
  ['FEHLER_TITEL', 'appPasswortAendern', FEHLER_TITEL.appPasswortAendern, 'Passwort Änderung fehlgeschlagen!'],
  ['FEHLER_TITEL', 'appGeraet', FEHLER_TITEL.appGeraet, 'Gerät Registrierung fehlgeschlagen!'],
  // Kept as the specification words it; only its two evident typos below are corrected.
  ['FEHLER_TITEL', 'artikelLaden', FEHLER_TITEL.artikelLaden, 'Abrufen des Artikel fehlgeschlagen!'],
  ['FEHLER_TITEL', 'aboAbschliessen', FEHLER_TITEL.aboAbschliessen, 'Abonnement Abschluss fehlgeschlagen!'],
  ['FEHLER_TITEL', 'aboAnpassen', FEHLER_TITEL.aboAnpassen, 'Abonnement Anpassung fehlgeschlagen!'],
  ['FEHLER_TITEL', 'aboErneuern', FEHLER_TITEL.aboErneuern, 'Abonnement Erneuerung fehlgeschlagen!'],
  ['FEHLER_TITEL', 'mitgliederkategorienLaden', FEHLER_TITEL.mitgliederkategorienLaden, 'Abrufen der Mitgliederkategorien fehlgeschlagen!'],
  ['FEHLER_TITEL', 'dokumentlisteLaden', FEHLER_TITEL.dokumentlisteLaden, 'Abrufen der Dokumentliste fehlgeschlagen!'],
  ['FEHLER_TITEL', 'dokumentLaden', FEHLER_TITEL.dokumentLaden, 'Abrufen des Dokuments fehlgeschlagen!'],
  ['FEHLER_TITEL', 'dokumentSpeichern', FEHLER_TITEL.dokumentSpeichern, 'Dokument Speicherung fehlgeschlagen!'],
  ['FEHLER_TITEL', 'dokumentLoeschen', FEHLER_TITEL.dokumentLoeschen, 'Dokument Löschung fehlgeschlagen!'],
  ['FEHLER_TITEL', 'mitgliederlisteLaden', FEHLER_TITEL.mitgliederlisteLaden, 'Abrufen der Mitgliederliste fehlgeschlagen!'],
  ['FEHLER_TITEL', 'mitgliedLaden', FEHLER_TITEL.mitgliedLaden, 'Abrufen des Mitglieds fehlgeschlagen!'],
  ['FEHLER_TITEL', 'mitgliedStatusAendern', FEHLER_TITEL.mitgliedStatusAendern, 'Mitglied Statusänderung fehlgeschlagen!'],
  ['FEHLER_TITEL', 'mitgliedSpeichern', FEHLER_TITEL.mitgliedSpeichern, 'Mitglied Speicherung fehlgeschlagen!'],
  ['FEHLER_TITEL', 'mitgliederImportieren', FEHLER_TITEL.mitgliederImportieren, 'Mitglieder Import fehlgeschlagen!'],
  ['FEHLER_TITEL', 'allgemein', FEHLER_TITEL.allgemein, 'Vorgang fehlgeschlagen!'],
  ['FEHLER_TITEL', 'appZugangsDatenSenden', FEHLER_TITEL.appZugangsDatenSenden, 'App Zugangsdaten Versand fehlgeschlagen!'],
  ['FEHLER_TITEL', 'newslisteLaden', FEHLER_TITEL.newslisteLaden, 'Abrufen der Newsliste fehlgeschlagen!'],
  ['FEHLER_TITEL', 'newsLaden', FEHLER_TITEL.newsLaden, 'Abrufen der News fehlgeschlagen!'],
  ['FEHLER_TITEL', 'newsSpeichern', FEHLER_TITEL.newsSpeichern, 'News Speicherung fehlgeschlagen!'],
  ['FEHLER_TITEL', 'newsLoeschen', FEHLER_TITEL.newsLoeschen, 'News Löschung fehlgeschlagen!'],
  ['FEHLER_TITEL', 'terminlisteLaden', FEHLER_TITEL.terminlisteLaden, 'Abrufen der Terminliste fehlgeschlagen!'],
  ['FEHLER_TITEL', 'terminLaden', FEHLER_TITEL.terminLaden, 'Abrufen des Termins fehlgeschlagen!'],
  ['FEHLER_TITEL', 'terminSpeichern', FEHLER_TITEL.terminSpeichern, 'Termin Speicherung fehlgeschlagen!'],
  ['FEHLER_TITEL', 'terminLoeschen', FEHLER_TITEL.terminLoeschen, 'Termin Löschung fehlgeschlagen!'],
  ['FEHLER_TITEL', 'terminAnAbmeldungenLaden', FEHLER_TITEL.terminAnAbmeldungenLaden, 'Abrufen der Termin An-/Abmeldungen fehlgeschlagen!'],
  ['FEHLER_TITEL', 'laenderLaden', FEHLER_TITEL.laenderLaden, 'Abrufen der Länderliste fehlgeschlagen!'],
];

const anmeldung: Zeile[] = [['ANMELDUNG_FEHLGESCHLAGEN', 'ANMELDUNG_FEHLGESCHLAGEN', ANMELDUNG_FEHLGESCHLAGEN, 'Benutzer Anmeldung fehlgeschlagen!']];

const erfolg: Zeile[] = [
  ['ERFOLG', 'aboAbgeschlossen', ERFOLG.aboAbgeschlossen, 'Abonnement abgeschlossen'],
  ['ERFOLG', 'aboAngepasst', ERFOLG.aboAngepasst, 'Abonnement angepasst'],
  ['ERFOLG', 'aboErneuert', ERFOLG.aboErneuert, 'Abonnement erneuert'],
  ['ERFOLG', 'dokumentGespeichert', ERFOLG.dokumentGespeichert, 'Dokument gespeichert'],
  ['ERFOLG', 'dokumentGeloescht', ERFOLG.dokumentGeloescht, 'Dokument gelöscht'],
  // "Statusänderung", as in the failure title of the same call (the source says "Statustusänderung").
  ['ERFOLG', 'mitgliedStatusGespeichert', ERFOLG.mitgliedStatusGespeichert, 'Mitglied Statusänderung gespeichert'],
  ['ERFOLG', 'mitgliedGespeichert', ERFOLG.mitgliedGespeichert, 'Mitglied gespeichert'],
  ['ERFOLG', 'passwortGesetzt', ERFOLG.passwortGesetzt, 'Passwort gespeichert'],
  ['ERFOLG', 'mitgliederImportiert', ERFOLG.mitgliederImportiert, 'Mitglieder importiert'],
  ['ERFOLG', 'appZugangsDatenVersendet', ERFOLG.appZugangsDatenVersendet, 'App Zugangsdaten versendet'],
  ['ERFOLG', 'newsGespeichert', ERFOLG.newsGespeichert, 'News gespeichert'],
  ['ERFOLG', 'newsGeloescht', ERFOLG.newsGeloescht, 'News gelöscht'],
  ['ERFOLG', 'terminGespeichert', ERFOLG.terminGespeichert, 'Termin gespeichert'],
  ['ERFOLG', 'terminGeloescht', ERFOLG.terminGeloescht, 'Termin gelöscht'],
  ['ERFOLG', 'vereinsInfoGespeichert', ERFOLG.vereinsInfoGespeichert, 'Vereinsinfo gespeichert'],
  ['ERFOLG', 'vereinsKontoGespeichert', ERFOLG.vereinsKontoGespeichert, 'Vereinskonto gespeichert'],
];

const banner: Zeile[] = [
  [
    'BANNER',
    'testAbgelaufen',
    BANNER.testAbgelaufen,
    'Ihr kostenloser Testzugang ist abgelaufen! Schliessen Sie ein Jahresabonnement ab, um alle Funktionen weiter zu nutzen.',
  ],
  [
    'BANNER',
    'aboAbgelaufen',
    BANNER.aboAbgelaufen,
    'Ihr Jahresabonnement ist abgelaufen! Erneuern Sie das Jahresabonnement, um alle Funktionen weiter zu nutzen.',
  ],
  ['BANNER', 'gratisAbgelaufen', BANNER.gratisAbgelaufen, 'Ihr Gratisbetriebs-Zugang ist abgelaufen!'],
  [
    'BANNER',
    'dokumentModulNurTest',
    BANNER.dokumentModulNurTest,
    'Das Dokumentenmodul steht in der kostenlosen Basisversion nur während der Testphase zur Verfügung.',
  ],
  [
    'BANNER',
    'dokumentModulNichtVerfuegbar',
    BANNER.dokumentModulNichtVerfuegbar,
    'Das Dokumentenmodul steht in der kostenlosen Basisversion nicht zur Verfügung.',
  ],
];

const bannerFunktion: Zeile[] = [
  [
    'bannerAboEndet',
    'bannerAboEndet',
    bannerAboEndet('31.05.2026'),
    'Ihr Jahresabonnement endet am 31.05.2026. Erneuern Sie es frühzeitig, damit der Zugang ohne Unterbruch bestehen bleibt.',
  ],
  [
    'bannerTestEndet',
    'bannerTestEndet',
    bannerTestEndet('30.06.2026'),
    'Ihr kostenloser Testzugang endet am 30.06.2026. Schliessen Sie ein Jahresabonnement ab, damit der Zugang ohne Unterbruch bestehen bleibt.',
  ],
];

const text: Zeile[] = [
  ['TEXT', 'abgemeldet', TEXT.abgemeldet, 'Sie haben sich abgemeldet.'],
  ['TEXT', 'laden', TEXT.laden, 'Laden...'],
  ['TEXT', 'unbekannterFehler', TEXT.unbekannterFehler, 'Unbekannter Fehler'],
  ['TEXT', 'anfrageFehlgeschlagen', TEXT.anfrageFehlgeschlagen(503), 'Anfrage fehlgeschlagen (HTTP 503).'],
  ['TEXT', 'keineVerbindung', TEXT.keineVerbindung('Failed to fetch'), 'Keine Verbindung zum Server: Failed to fetch'],
  ['TEXT', 'loeschenFrage', TEXT.loeschenFrage('News', 'Sommerfest'), "Wollen Sie die News 'Sommerfest' wirklich löschen?"],
  ['TEXT', 'loeschenFrage', TEXT.loeschenFrage('Termin', 'Training'), "Wollen Sie den Termin 'Training' wirklich löschen?"],
  ['TEXT', 'loeschenFrage', TEXT.loeschenFrage('Dokument', 'Statuten'), "Wollen Sie das Dokument 'Statuten' wirklich löschen?"],
  ['TEXT', 'loeschenFrage', TEXT.loeschenFrage('Mitglied', 'Anna Muster'), 'Wollen Sie das Mitglied Anna Muster wirklich löschen?'],
  ['TEXT', 'seiteLadefehler', TEXT.seiteLadefehler, 'Die Seite konnte nicht geladen werden.'],
  ['TEXT', 'postausgangNurDemo', TEXT.postausgangNurDemo, 'Der Postausgang ist nur im Demo-Modus verfügbar.'],
  ['TEXT', 'postausgangLadefehler', TEXT.postausgangLadefehler, 'Der Postausgang konnte nicht geladen werden.'],
  ['TEXT', 'postausgangLeer', TEXT.postausgangLeer, 'Der Postausgang ist leer.'],
  ['TEXT', 'editorPlaceholder', TEXT.editorPlaceholder, 'Text eingeben …'],
  // "Grösse" (Swiss spelling of Größe; the source says "Gröesse").
  ['TEXT', 'dateiZuGross', TEXT.dateiZuGross, 'Die Grösse der ausgewählten Datei überschreitet das Limit von 1 MB!'],
  ['TEXT', 'aboAbschliessenButton', TEXT.aboAbschliessenButton, 'Jahresabonnement kostenpflichtig abschliessen'],
  ['TEXT', 'aboAnpassenButton', TEXT.aboAnpassenButton, 'Anzahl Mitglieder im Jahresabonnement kostenpflichtig erhöhen'],
  ['TEXT', 'aboErneuernButton', TEXT.aboErneuernButton, 'Jahresabonnement kostenpflichtig erneuern'],
  ['TEXT', 'abbrechen', TEXT.abbrechen, 'Abbrechen'],
  ['TEXT', 'plus5', TEXT.plus5, '+ 5 Mitglieder'],
  ['TEXT', 'minus5', TEXT.minus5, '- 5 Mitglieder'],
  ['TEXT', 'dokumentErfassen', TEXT.dokumentErfassen, 'Dokument erfassen'],
  ['TEXT', 'dokumentBearbeiten', TEXT.dokumentBearbeiten, 'Dokument bearbeiten'],
  ['TEXT', 'uebernehmen', TEXT.uebernehmen, 'Übernehmen'],
  [
    'TEXT',
    'importZugangsdatenHinweis',
    TEXT.importZugangsdatenHinweis,
    'Mitglieder mit Systemzugriff erhalten nach dem Import eine E-Mail mit einem Link, über den sie ihr Passwort für die App selbst festlegen.',
  ],
  [
    'TEXT',
    'zugangsdatenSendenFrage',
    TEXT.zugangsdatenSendenFrage('anna@example.ch'),
    'Wollen Sie die App Zugangsdaten an anna@example.ch senden? Das Mitglied erhält eine E-Mail mit einem Link, über den es sein Passwort festlegt; ein bestehendes Passwort bleibt bis dahin gültig.',
  ],
  [
    'TEXT',
    'registrierungZugangsdatenGesendet',
    TEXT.registrierungZugangsdatenGesendet('anna@example.ch'),
    'Die Zugangsdaten (Vereinsnummer, E-Mail-Adresse und ein Link, über den Sie Ihr Passwort festlegen) wurden an anna@example.ch gesendet. Legen Sie damit Ihr Passwort fest und melden Sie sich an.',
  ],
];

const allgemein: Zeile[] = [['ALLGEMEIN_FELD', 'ALLGEMEIN_FELD', ALLGEMEIN_FELD, 'Allgemein']];

const label: Zeile[] = [
  ['LABEL', 'vereinId', LABEL.vereinId, 'Vereinsnummer'],
  ['LABEL', 'emailadresse', LABEL.emailadresse, 'Emailadresse'],
  ['LABEL', 'passwort', LABEL.passwort, 'Passwort'],
  ['LABEL', 'Passwort', LABEL.Passwort, 'Passwort'],
  ['LABEL', 'PasswortWiederholung', LABEL.PasswortWiederholung, 'Passwort wiederholen'],
  ['LABEL', 'PasswortAlt', LABEL.PasswortAlt, 'Bisheriges Passwort'],
  ['LABEL', 'PasswortNeu', LABEL.PasswortNeu, 'Neues Passwort'],
  ['LABEL', 'KontaktSichtbar', LABEL.KontaktSichtbar, 'Kontakt sichtbar'],
  ['LABEL', 'AnAbmeldeStatus', LABEL.AnAbmeldeStatus, 'An-/Abmeldung'],
  ['LABEL', 'GeraetId', LABEL.GeraetId, 'Geräte-Id'],
  ['LABEL', 'Ziel', LABEL.Ziel, 'Ziel'],
  ['LABEL', 'Token', LABEL.Token, 'Link'],
  ['LABEL', 'VereinId', LABEL.VereinId, 'Vereinsnummer'],
  ['LABEL', 'VereinsName', LABEL.VereinsName, 'Vereinsname'],
  ['LABEL', 'Vorname', LABEL.Vorname, 'Vorname'],
  ['LABEL', 'Nachname', LABEL.Nachname, 'Nachname'],
  ['LABEL', 'Strasse', LABEL.Strasse, 'Strasse'],
  ['LABEL', 'Postleitzahl', LABEL.Postleitzahl, 'Postleitzahl'],
  ['LABEL', 'Ort', LABEL.Ort, 'Ort'],
  ['LABEL', 'LandId', LABEL.LandId, 'Land'],
  ['LABEL', 'Emailadresse', LABEL.Emailadresse, 'Emailadresse'],
  ['LABEL', 'RecaptchaResponse', LABEL.RecaptchaResponse, 'Bot-Prüfung'],
  ['LABEL', 'AgbAkzeptiert', LABEL.AgbAkzeptiert, 'AGB'],
  ['LABEL', 'DatenschutzAkzeptiert', LABEL.DatenschutzAkzeptiert, 'Datenschutzerklärung'],
  ['LABEL', 'MitgliedId', LABEL.MitgliedId, 'MitgliedId'],
  ['LABEL', 'Telefonnummer1', LABEL.Telefonnummer1, 'Telefonnummer 1'],
  ['LABEL', 'Telefonnummer2', LABEL.Telefonnummer2, 'Telefonnummer 2'],
  ['LABEL', 'Mitgliedschaftsart', LABEL.Mitgliedschaftsart, 'Mitgliederkategorien'],
  ['LABEL', 'Vereinsfunktion', LABEL.Vereinsfunktion, 'Vereinsfunktion'],
  ['LABEL', 'Bemerkung', LABEL.Bemerkung, 'Bemerkung'],
  ['LABEL', 'HatSystemZugriff', LABEL.HatSystemZugriff, 'Systemzugriff'],
  ['LABEL', 'IstVereinsAdministrator', LABEL.IstVereinsAdministrator, 'Vereinsadministrator'],
  ['LABEL', 'Status', LABEL.Status, 'Status'],
  ['LABEL', 'AnzahlGeraete', LABEL.AnzahlGeraete, 'Anzahl Geräte'],
  ['LABEL', 'NewsId', LABEL.NewsId, 'NewsId'],
  ['LABEL', 'Titel', LABEL.Titel, 'Titel'],
  ['LABEL', 'AnzeigenVon', LABEL.AnzeigenVon, 'Anzeigen von'],
  ['LABEL', 'AnzeigenBis', LABEL.AnzeigenBis, 'Anzeigen bis'],
  ['LABEL', 'FuerMitgliedschaftsart', LABEL.FuerMitgliedschaftsart, 'Mitgliederkategorien'],
  ['LABEL', 'QuillHtmlData', LABEL.QuillHtmlData, 'Inhalt'],
  ['LABEL', 'ExterneHtmlDateiVerwenden', LABEL.ExterneHtmlDateiVerwenden, 'Externe HTML Datei verwenden'],
  ['LABEL', 'TerminId', LABEL.TerminId, 'TerminId'],
  ['LABEL', 'Datum', LABEL.Datum, 'Datum'],
  ['LABEL', 'DatumBis', LABEL.DatumBis, 'Datum bis'],
  ['LABEL', 'Zeit', LABEL.Zeit, 'Zeit'],
  ['LABEL', 'ZeitBis', LABEL.ZeitBis, 'Zeit bis'],
  ['LABEL', 'Ganztaegig', LABEL.Ganztaegig, 'Ganztägig'],
  ['LABEL', 'URL', LABEL.URL, 'Internet Link'],
  ['LABEL', 'Beschreibung', LABEL.Beschreibung, 'Beschreibung'],
  ['LABEL', 'MitAnAbmeldung', LABEL.MitAnAbmeldung, 'Mit An-/Abmeldung'],
  ['LABEL', 'DokumentId', LABEL.DokumentId, 'DokumentId'],
  ['LABEL', 'DokumentBezeichnung', LABEL.DokumentBezeichnung, 'Titel'],
  ['LABEL', 'OriginalDateiName', LABEL.OriginalDateiName, 'Datei'],
  ['LABEL', 'InternetLinkVerwenden', LABEL.InternetLinkVerwenden, 'Internet Link verwenden'],
  ['LABEL', 'DateiURL', LABEL.DateiURL, 'URL'],
  ['LABEL', 'AnzahlMitglieder', LABEL.AnzahlMitglieder, 'Anzahl Mitglieder'],
];

const meldung: Zeile[] = [
  ['MELDUNG', 'leer', MELDUNG.leer('Vorname'), 'Vorname darf nicht leer sein.'],
  ['MELDUNG', 'leer', MELDUNG.leer('LandId'), 'Land darf nicht leer sein.'],
  ['MELDUNG', 'leer', MELDUNG.leer('DokumentBezeichnung'), 'Titel darf nicht leer sein.'],
  // A field without a label is named as it is.
  ['MELDUNG', 'leer', MELDUNG.leer('Unbekannt'), 'Unbekannt darf nicht leer sein.'],
  ['MELDUNG', 'maxLaenge', MELDUNG.maxLaenge('Vorname', 35), 'Vorname darf maximal 35 Zeichen enthalten.'],
  ['MELDUNG', 'ungueltig', MELDUNG.ungueltig('Status'), 'Status hat einen ungültigen Wert.'],
  ['MELDUNG', 'keinDatum', MELDUNG.keinDatum('AnzeigenVon'), 'Anzeigen von ist kein gültiges Datum (JJJJ-MM-TT).'],
  ['MELDUNG', 'keineZeit', MELDUNG.keineZeit('ZeitBis'), 'Zeit bis ist keine gültige Uhrzeit (HH:mm).'],
  ['MELDUNG', 'keineZahl', MELDUNG.keineZahl('AnzahlMitglieder'), 'Anzahl Mitglieder muss eine ganze Zahl sein.'],
  ['MELDUNG', 'keinFlag', MELDUNG.keinFlag('HatSystemZugriff'), 'Systemzugriff muss 0 oder 1 sein.'],
  ['MELDUNG', 'zahlBereich', MELDUNG.zahlBereich('AnzahlGeraete', 0, 100), 'Anzahl Geräte muss eine ganze Zahl von 0 bis 100 sein.'],
  ['MELDUNG', 'zahlBereich', MELDUNG.zahlBereich('AnzahlMitglieder', 10, 1_000_000), "Anzahl Mitglieder muss eine ganze Zahl von 10 bis 1'000'000 sein."],
  ['MELDUNG', 'steuerzeichen', MELDUNG.steuerzeichen('Bemerkung'), 'Bemerkung enthält unzulässige Steuerzeichen.'],
  ['MELDUNG', 'unbekanntesFeld', MELDUNG.unbekanntesFeld('IstSuperuser'), 'Das Feld IstSuperuser ist nicht erlaubt.'],
  ['MELDUNG', 'keinObjekt', MELDUNG.keinObjekt, 'Die Daten haben ein ungültiges Format.'],
  ['MELDUNG', 'ungueltigeId', MELDUNG.ungueltigeId, 'Die Id muss eine positive ganze Zahl sein.'],
  ['MELDUNG', 'keinQueryFlag', MELDUNG.keinQueryFlag('AuchVergangeneNewsAnzeigen'), 'Das Feld AuchVergangeneNewsAnzeigen muss true oder false sein.'],
  ['MELDUNG', 'htmlZuGross', MELDUNG.htmlZuGross, 'Der HTML-Inhalt ist grösser als 5 MB. Bitte verkleinern Sie die Bilder.'],
  ['MELDUNG', 'htmlZuVieleElemente', MELDUNG.htmlZuVieleElemente(20_000), "Der HTML-Inhalt hat mehr als 20'000 Elemente. Bitte teilen Sie ihn auf."],
  ['MELDUNG', 'bilderEntfernt', MELDUNG.bilderEntfernt(1), '1 Bild aus dem Internet wurde entfernt: Bilder müssen als Datei in den Text eingefügt werden, nicht als Link.'],
  ['MELDUNG', 'bilderEntfernt', MELDUNG.bilderEntfernt(2), '2 Bilder aus dem Internet wurden entfernt: Bilder müssen als Datei in den Text eingefügt werden, nicht als Link.'],
  ['MELDUNG', 'emailFormat', MELDUNG.emailFormat, 'Das Format der Emailadresse ist ungültig!'],
  ['MELDUNG', 'vereinIdUngueltig', MELDUNG.vereinIdUngueltig, 'Vereinsnummer muss eine Zahl grösser als 0 sein.'],
  ['MELDUNG', 'agbNichtAkzeptiert', MELDUNG.agbNichtAkzeptiert, 'Die AGB müssen akzeptiert werden.'],
  ['MELDUNG', 'datenschutzNichtAkzeptiert', MELDUNG.datenschutzNichtAkzeptiert, 'Die Datenschutzerklärung muss akzeptiert werden.'],
  ['MELDUNG', 'botCheckFehlt', MELDUNG.botCheckFehlt, 'Die Bot-Prüfung wurde nicht abgeschlossen.'],
  [
    'MELDUNG',
    'emailPflichtBeiSystemzugriff',
    MELDUNG.emailPflichtBeiSystemzugriff,
    'Emailadresse darf nicht leer sein, wenn das Mitglied Systemzugriff hat.',
  ],
  ['MELDUNG', 'adminOhneSystemzugriff', MELDUNG.adminOhneSystemzugriff, 'Ein Vereinsadministrator muss Systemzugriff haben.'],
  ['MELDUNG', 'adminOhneEmail', MELDUNG.adminOhneEmail, 'Ein Vereinsadministrator braucht eine gültige Emailadresse.'],
  ['MELDUNG', 'anzeigenBisVorVon', MELDUNG.anzeigenBisVorVon, 'Anzeigen bis darf nicht vor Anzeigen von liegen.'],
  ['MELDUNG', 'datumBisNichtNachDatum', MELDUNG.datumBisNichtNachDatum, 'Datum bis muss nach dem Datum liegen.'],
  ['MELDUNG', 'zeitBisNichtNachZeit', MELDUNG.zeitBisNichtNachZeit, 'Zeit bis muss nach der Zeit liegen.'],
  ['MELDUNG', 'dateiFehlt', MELDUNG.dateiFehlt, 'Bitte wählen Sie eine PDF Datei aus.'],
  ['MELDUNG', 'passwortZuKurz', MELDUNG.passwortZuKurz(8), 'Das Passwort muss mindestens 8 Zeichen lang sein.'],
  ['MELDUNG', 'passwortZuLang', MELDUNG.passwortZuLang(128), 'Das Passwort darf höchstens 128 Zeichen lang sein.'],
  ['MELDUNG', 'passwortWiederholung', MELDUNG.passwortWiederholung, 'Die beiden Passwörter stimmen nicht überein.'],
  ['MELDUNG', 'passwortLinkUngueltig', MELDUNG.passwortLinkUngueltig, 'Der Link ist ungültig. Bitte öffnen Sie den Link aus der E-Mail vollständig.'],
  ['MELDUNG', 'aboAnzahlMinimum', MELDUNG.aboAnzahlMinimum(10), 'Die Anzahl Mitglieder muss mindestens 10 betragen.'],
  ['MELDUNG', 'aboAnzahlSchritt', MELDUNG.aboAnzahlSchritt(5), 'Die Anzahl Mitglieder muss ein Vielfaches von 5 sein.'],
  [
    'MELDUNG',
    'aboAnzahlErhoehung',
    MELDUNG.aboAnzahlErhoehung(20, 5),
    'Die Anzahl Mitglieder muss mindestens 5 mehr als die bisherige Anzahl (20) betragen.',
  ],
  [
    'MELDUNG',
    'aboAnzahlUnterSystemzugriff',
    MELDUNG.aboAnzahlUnterSystemzugriff(16),
    'Die Anzahl Mitglieder darf nicht kleiner sein als die Anzahl Mitglieder mit Systemzugriff (16).',
  ],
];

const importMeldung: Zeile[] = [
  ['IMPORT_MELDUNG', 'keineCsvDatei', IMPORT_MELDUNG.keineCsvDatei, 'Keine CSV Datei ausgewählt!'],
  ['IMPORT_MELDUNG', 'unbekannterFehler', IMPORT_MELDUNG.unbekannterFehler, 'Beim Import ist ein Fehler aufgetreten!'],
  [
    'IMPORT_MELDUNG',
    'kopfzeile',
    IMPORT_MELDUNG.kopfzeile,
    'Die Kopfzeile der CSV Datei muss genau diese Spalten in dieser Reihenfolge enthalten: ' +
      'Vorname;Nachname;Strasse;Postleitzahl;Ort;Emailadresse;HatSystemZugriff;Telefonnummer1;Telefonnummer2;Vereinsfunktion;Mitgliederkategorien;Bemerkung',
  ],
  ['IMPORT_MELDUNG', 'keineZeilen', IMPORT_MELDUNG.keineZeilen, 'Die CSV Datei enthält keine Zeilen mit genau 12 Spalten!'],
  [
    'IMPORT_MELDUNG',
    'emailNichtEindeutig',
    IMPORT_MELDUNG.emailNichtEindeutig,
    'Die Emailadresse muss eindeutig sein! Die Emailadresse wird bereits von einem anderen (ev. gelöschten) Mitglied benutzt.',
  ],
  ['IMPORT_MELDUNG', 'pflichtfeld', IMPORT_MELDUNG.pflichtfeld('Vorname'), 'Das Pflichtfeld Vorname darf nicht leer sein!'],
  ['IMPORT_MELDUNG', 'emailFormat', IMPORT_MELDUNG.emailFormat, 'Das Format der Emailadresse ist ungültig!'],
  [
    'IMPORT_MELDUNG',
    'hatSystemZugriff',
    IMPORT_MELDUNG.hatSystemZugriff,
    'Das Pflichtfeld HatSystemZugriff hat keinen gültigen Wert! Gültige Werte sind 1 für JA und 0 für NEIN.',
  ],
  ['IMPORT_MELDUNG', 'maxLaenge', IMPORT_MELDUNG.maxLaenge('Mitgliederkategorien', 500), 'Das Feld Mitgliederkategorien darf maximal 500 Zeichen enthalten!'],
  ['IMPORT_MELDUNG', 'steuerzeichen', IMPORT_MELDUNG.steuerzeichen('Bemerkung'), 'Das Feld Bemerkung enthält unzulässige Steuerzeichen!'],
  [
    'IMPORT_MELDUNG',
    'freiePlaetze',
    IMPORT_MELDUNG.freiePlaetze(29),
    'Sie haben nicht genügend freie Mitglieder Speicherplätze zur Verfügung! Sie können maximal 29 Mitglieder mit Systemzugriff importieren.',
  ],
  [
    'IMPORT_MELDUNG',
    'emailDoppelt',
    IMPORT_MELDUNG.emailDoppelt(2, 3),
    'Die E-Mail-Adresse kommt in Zeile 2 und Zeile 3 vor! Jede E-Mail-Adresse darf nur einmal importiert werden.',
  ],
  [
    'IMPORT_MELDUNG',
    'importGesperrt',
    IMPORT_MELDUNG.importGesperrt,
    'Die Datei enthält Fehler. Korrigieren Sie die Datei und wählen Sie sie mit «Zurück» erneut aus.',
  ],
  [
    'IMPORT_MELDUNG',
    'zeile',
    IMPORT_MELDUNG.zeile(3, IMPORT_MELDUNG.pflichtfeld('Ort')),
    'Zeilen Nr. 3: Das Pflichtfeld Ort darf nicht leer sein!',
  ],
  [
    'IMPORT_MELDUNG',
    'zuVieleZeilen',
    IMPORT_MELDUNG.zuVieleZeilen,
    "Die CSV Datei enthält zu viele Zeilen! Es können höchstens 50'000 Mitglieder auf einmal importiert werden.",
  ],
  ['IMPORT_MELDUNG', 'keineListe', IMPORT_MELDUNG.keineListe, 'Die Importdaten müssen eine Liste von Mitgliedern sein.'],
  ['IMPORT_MELDUNG', 'keineMitglieder', IMPORT_MELDUNG.keineMitglieder, 'Die Importdaten enthalten keine Mitglieder.'],
  [
    'IMPORT_MELDUNG',
    'nurNeueMitglieder',
    IMPORT_MELDUNG.nurNeueMitglieder,
    'Importierte Mitglieder müssen neu (MitgliedId 0), aktiv (Status A) und keine Vereinsadministratoren sein.',
  ],
];

const aboMeldung: Zeile[] = [
  [
    'ABO_MELDUNG',
    'laufendesAboVorhanden',
    ABO_MELDUNG.laufendesAboVorhanden,
    'Ihr Verein hat bereits ein laufendes Jahresabonnement. Sie können die Anzahl Mitglieder erhöhen oder das Abonnement erneuern.',
  ],
  ['ABO_MELDUNG', 'keinLaufendesAbo', ABO_MELDUNG.keinLaufendesAbo, 'Ihr Verein hat kein laufendes Jahresabonnement, das angepasst werden kann.'],
  [
    'ABO_MELDUNG',
    'keinAboZumErneuern',
    ABO_MELDUNG.keinAboZumErneuern,
    'Ihr Verein hat kein Jahresabonnement, das erneuert werden kann. Bitte schliessen Sie ein neues Jahresabonnement ab.',
  ],
  ['ABO_MELDUNG', 'anschlussVorhanden', ABO_MELDUNG.anschlussVorhanden, 'Ihr Jahresabonnement wurde bereits erneuert; der Anschlussvertrag besteht schon.'],
];

const TABELLE: readonly Zeile[] = [
  ...fehlerTitel,
  ...anmeldung,
  ...erfolg,
  ...banner,
  ...bannerFunktion,
  ...text,
  ...allgemein,
  ...label,
  ...meldung,
  ...importMeldung,
  ...aboMeldung,
];

/** The text modules whose every key must appear in the table. */
const MODULE: Record<string, object> = { FEHLER_TITEL, ERFOLG, BANNER, TEXT, LABEL, MELDUNG, IMPORT_MELDUNG, ABO_MELDUNG };

describe('user-visible texts', () => {
  it.each(TABELLE.map((z) => [`${z[0]}.${z[1]}`, z[2], z[3]] as const))('%s', (_name, ist, soll) => {
    expect(ist).toBe(soll);
  });

  it.each(Object.entries(MODULE))('every key of %s is pinned', (modul, objekt) => {
    const gepinnt = new Set(TABELLE.filter((z) => z[0] === modul).map((z) => z[1]));
    expect([...gepinnt].sort()).toEqual(Object.keys(objekt).sort());
  });
});
