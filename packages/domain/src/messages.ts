/**
 * Every user-visible text of docs/produkt.md §8 (toasts) and §4 (banners), verbatim, including the product's
 * original spellings. Server and web app import them from here; never retype one.
 */

/** Titles of the red failure toasts, one per call (docs/produkt.md §8). */
export const FEHLER_TITEL = {
  vereinsUebersichtLaden: 'Laden der Vereinsübersicht Daten fehlgeschlagen!',
  // Not in the original: the home page's first steps and app address.
  startseiteLaden: 'Laden der Startseite fehlgeschlagen!',
  vereinsInfoLaden: 'Laden der Vereinsinfo Daten fehlgeschlagen!',
  vereinsInfoSpeichern: 'Vereinsinfo Daten Speicherung fehlgeschlagen!',
  vereinsKontoLaden: 'Laden der Vereinskonto Daten fehlgeschlagen!',
  vereinsKontoSpeichern: 'Aktualisierung der Vereinskonto Daten fehlgeschlagen!',
  registrieren: 'Registrierung fehlgeschlagen!',
  // Not in the original (it mailed generated passwords): the one-time set-password link.
  passwortSetzen: 'Passwort setzen fehlgeschlagen!',
  passwortVergessen: 'Passwort zurücksetzen fehlgeschlagen!',
  // The member app's calls (the original had no member side).
  appAnmelden: 'Anmeldung fehlgeschlagen!',
  appNewsLaden: 'Laden der News fehlgeschlagen!',
  appTermineLaden: 'Laden der Termine fehlgeschlagen!',
  appAnAbmelden: 'An-/Abmeldung fehlgeschlagen!',
  appDokumenteLaden: 'Laden der Dokumente fehlgeschlagen!',
  appDokumentLaden: 'Laden des Dokuments fehlgeschlagen!',
  appVereinLaden: 'Laden der Vereinsinfo fehlgeschlagen!',
  appMitgliederLaden: 'Laden der Mitgliederliste fehlgeschlagen!',
  appProfilLaden: 'Laden des Profils fehlgeschlagen!',
  appProfilSpeichern: 'Profil Speicherung fehlgeschlagen!',
  appPasswortAendern: 'Passwort Änderung fehlgeschlagen!',
  appGeraet: 'Gerät Registrierung fehlgeschlagen!',
  appGeraeteLaden: 'Laden der angemeldeten Geräte fehlgeschlagen!',
  appGeraetAbmelden: 'Abmelden des Geräts fehlgeschlagen!',
  appBeitraegeLaden: 'Laden der Beiträge fehlgeschlagen!',
  appBeitragPdfLaden: 'Laden der Rechnung fehlgeschlagen!',
  appBeitragQrLaden: 'Laden des QR-Codes fehlgeschlagen!',
  appPushLaden: 'Laden der Benachrichtigungen fehlgeschlagen!',
  appPushSpeichern: 'Speichern der Benachrichtigungen fehlgeschlagen!',
  anwesenheitLaden: 'Abrufen der Anwesenheit fehlgeschlagen!',
  anwesenheitSpeichern: 'Anwesenheit Speicherung fehlgeschlagen!',
  anwesenheitCsv: 'Export der Anwesenheit fehlgeschlagen!',
  saisonLaden: 'Abrufen der Saison fehlgeschlagen!',
  saisonCsv: 'Export der Saison fehlgeschlagen!',
  artikelLaden: 'Abrufen des Artikel fehlgeschlagen!',
  aboAbschliessen: 'Abonnement Abschluss fehlgeschlagen!',
  aboAnpassen: 'Abonnement Anpassung fehlgeschlagen!',
  aboErneuern: 'Abonnement Erneuerung fehlgeschlagen!',
  mitgliederkategorienLaden: 'Abrufen der Mitgliederkategorien fehlgeschlagen!',
  dokumentlisteLaden: 'Abrufen der Dokumentliste fehlgeschlagen!',
  dokumentLaden: 'Abrufen des Dokuments fehlgeschlagen!',
  dokumentSpeichern: 'Dokument Speicherung fehlgeschlagen!',
  dokumentLoeschen: 'Dokument Löschung fehlgeschlagen!',
  mitgliederlisteLaden: 'Abrufen der Mitgliederliste fehlgeschlagen!',
  mitgliedLaden: 'Abrufen des Mitglieds fehlgeschlagen!',
  mitgliedStatusAendern: 'Mitglied Statusänderung fehlgeschlagen!',
  mitgliedSpeichern: 'Mitglied Speicherung fehlgeschlagen!',
  mitgliederImportieren: 'Mitglieder Import fehlgeschlagen!',
  appZugangsDatenSenden: 'App Zugangsdaten Versand fehlgeschlagen!',
  newslisteLaden: 'Abrufen der Newsliste fehlgeschlagen!',
  newsLaden: 'Abrufen der News fehlgeschlagen!',
  newsSpeichern: 'News Speicherung fehlgeschlagen!',
  newsLoeschen: 'News Löschung fehlgeschlagen!',
  terminlisteLaden: 'Abrufen der Terminliste fehlgeschlagen!',
  terminLaden: 'Abrufen des Termins fehlgeschlagen!',
  terminSpeichern: 'Termin Speicherung fehlgeschlagen!',
  terminLoeschen: 'Termin Löschung fehlgeschlagen!',
  terminAnAbmeldungenLaden: 'Abrufen der Termin An-/Abmeldungen fehlgeschlagen!',
  // Not in the original: series and cancellations (docs/termine.md).
  terminSerieLaden: 'Abrufen der Terminserie fehlgeschlagen!',
  terminSerieSpeichern: 'Terminserie Speicherung fehlgeschlagen!',
  terminAbsagen: 'Absagen des Termins fehlgeschlagen!',
  terminAnsetzen: 'Wieder Ansetzen des Termins fehlgeschlagen!',
  appSerieAnAbmelden: 'An-/Abmeldung für alle künftigen Termine fehlgeschlagen!',
  kalenderLaden: 'Abrufen der Kalenderadresse fehlgeschlagen!',
  kalenderErneuern: 'Erstellen der neuen Kalenderadresse fehlgeschlagen!',
  laenderLaden: 'Abrufen der Länderliste fehlgeschlagen!',
  rundmailVorschau: 'Abrufen der Rundmail Empfänger fehlgeschlagen!',
  rundmailSenden: 'Rundmail Versand fehlgeschlagen!',
  rundmailsLaden: 'Abrufen der Rundmails fehlgeschlagen!',
  aenderungsprotokollLaden: 'Abrufen des Änderungsprotokolls fehlgeschlagen!',
  datenauskunftLaden: 'Abrufen der Datenauskunft fehlgeschlagen!',
  mitgliedEndgueltigLoeschen: 'Endgültiges Löschen des Mitglieds fehlgeschlagen!',
  vereinsdatenExportieren: 'Export der Vereinsdaten fehlgeschlagen!',
  vereinSchliessen: 'Schliessen des Vereins fehlgeschlagen!',
  rechnungenLaden: 'Abrufen der Rechnungen fehlgeschlagen!',
  rechnungPdfLaden: 'Herunterladen der Rechnung fehlgeschlagen!',
  // Member fees, settings, exceptions and fee runs (contract operationen/beitraege.ts).
  beitragsEinstellungenLaden: 'Laden der Beitragseinstellungen fehlgeschlagen!',
  beitragsEinstellungenSpeichern: 'Speichern der Beitragseinstellungen fehlgeschlagen!',
  beitragsausnahmeLaden: 'Laden der Beitragsausnahme fehlgeschlagen!',
  beitragsausnahmeSpeichern: 'Speichern der Beitragsausnahme fehlgeschlagen!',
  beitragsausnahmeLoeschen: 'Löschen der Beitragsausnahme fehlgeschlagen!',
  beitragslaufVorschau: 'Vorschau des Beitragslaufs fehlgeschlagen!',
  beitragslaufStarten: 'Beitragslauf fehlgeschlagen!',
  beitragslaeufeLaden: 'Laden der Beitragsläufe fehlgeschlagen!',
  beitragslaufDruckPdfLaden: 'Laden des Druck-PDF fehlgeschlagen!',
  // Member fees, open items (contract operationen/beitraege-posten.ts).
  beitragsrechnungenLaden: 'Abrufen der Beitragsrechnungen fehlgeschlagen!',
  beitragsrechnungPdfLaden: 'Herunterladen der Beitragsrechnung fehlgeschlagen!',
  beitragsrechnungBarBezahlt: 'Buchen der Barzahlung fehlgeschlagen!',
  beitragsrechnungStornieren: 'Stornieren der Beitragsrechnung fehlgeschlagen!',
  beitragsrechnungenCsv: 'Export der Beitragsrechnungen fehlgeschlagen!',
  beitragsZahlungenVorschau: 'Lesen der Bankdatei fehlgeschlagen!',
  beitragsZahlungenBuchen: 'Buchen der Zahlungen fehlgeschlagen!',
  nichtZugeordneteZahlungenLaden: 'Abrufen der nicht zugeordneten Zahlungen fehlgeschlagen!',
  beitragsZahlungZuordnen: 'Zuordnen der Zahlung fehlgeschlagen!',
  beitragsMahnungenVorschau: 'Vorschau der Mahnungen fehlgeschlagen!',
  beitragsMahnungenSenden: 'Senden der Mahnungen fehlgeschlagen!',
  // Not a call's: a failure outside a server call, or a call without a title of its own (both web apps).
  allgemein: 'Vorgang fehlgeschlagen!',
} as const;
/** Key of FEHLER_TITEL, one per call. */
export type FehlerTitelKey = keyof typeof FEHLER_TITEL;

/** Toast title for a 401 on any call (docs/produkt.md §8). */
export const ANMELDUNG_FEHLGESCHLAGEN = 'Benutzer Anmeldung fehlgeschlagen!';

/** Toast timeout in milliseconds (docs/produkt.md §8, §9). */
export const TOAST_TIMEOUT_MS = 8000;

/** Success toasts (docs/produkt.md §8), original spellings kept. */
export const ERFOLG = {
  aboAbgeschlossen: 'Abonnement abgeschlossen',
  aboAngepasst: 'Abonnement angepasst',
  aboErneuert: 'Abonnement erneuert',
  dokumentGespeichert: 'Dokument gespeichert',
  dokumentGeloescht: 'Dokument gelöscht',
  mitgliedStatusGespeichert: 'Mitglied Statusänderung gespeichert',
  mitgliedGespeichert: 'Mitglied gespeichert',
  mitgliederImportiert: 'Mitglieder importiert',
  appZugangsDatenVersendet: 'App Zugangsdaten versendet',
  newsGespeichert: 'News gespeichert',
  newsGeloescht: 'News gelöscht',
  terminGespeichert: 'Termin gespeichert',
  terminGeloescht: 'Termin gelöscht',
  // Not in the original: series and cancellations (docs/termine.md).
  terminSerieGespeichert: 'Terminserie gespeichert',
  terminAbgesagt: 'Termin abgesagt',
  terminAngesetzt: 'Termin wieder angesetzt',
  kalenderAdresseKopiert: 'Kalenderadresse kopiert',
  kalenderAdresseErneuert: 'Neue Kalenderadresse erstellt',
  passwortGesetzt: 'Passwort gespeichert',
  // Not in the original, which confirmed these two saves with no toast at all.
  vereinsInfoGespeichert: 'Vereinsinfo gespeichert',
  vereinsKontoGespeichert: 'Vereinskonto gespeichert',
  rundmailGesendet: 'Rundmail gesendet',
  mitgliedEndgueltigGeloescht: 'Mitglied endgültig gelöscht',
  beitraegeGespeichert: 'Beiträge gespeichert',
  beitragsKontoGespeichert: 'Bankkonto gespeichert',
  beitragsausnahmeGespeichert: 'Mitgliederbeitrag gespeichert',
  beitragsrechnungenErstellt: 'Rechnungen erstellt',
  barZahlungGebucht: 'Barzahlung gebucht',
  beitragsrechnungStorniert: 'Rechnung storniert',
  zahlungenGebucht: 'Zahlungen gebucht',
  zahlungZugeordnet: 'Zahlung zugeordnet',
  mahnungenGesendet: 'Mahnungen gesendet',
} as const;

/** Contract banners (docs/produkt.md §4). docs/produkt.md elides the rest of the first two with '...'; the continuation is ours. */
export const BANNER = {
  testAbgelaufen: 'Ihr kostenloser Testzugang ist abgelaufen! Schliessen Sie ein Jahresabonnement ab, um alle Funktionen weiter zu nutzen.',
  aboAbgelaufen: 'Ihr Jahresabonnement ist abgelaufen! Erneuern Sie das Jahresabonnement, um alle Funktionen weiter zu nutzen.',
  gratisAbgelaufen: 'Ihr Gratisbetriebs-Zugang ist abgelaufen!',
  dokumentModulNurTest: 'Das Dokumentenmodul steht in der kostenlosen Basisversion nur während der Testphase zur Verfügung.',
  dokumentModulNichtVerfuegbar: 'Das Dokumentenmodul steht in der kostenlosen Basisversion nicht zur Verfügung.',
} as const;

/** Info banner of a yearly subscription ending soon (docs/produkt.md §2 home); `datum` is already 'dd.MM.yyyy'. */
export function bannerAboEndet(datum: string): string {
  return `Ihr Jahresabonnement endet am ${datum}. Erneuern Sie es frühzeitig, damit der Zugang ohne Unterbruch bestehen bleibt.`;
}

/** Info banner of a running trial (docs/produkt.md §2 home); `datum` is already 'dd.MM.yyyy'. */
export function bannerTestEndet(datum: string): string {
  return `Ihr kostenloser Testzugang endet am ${datum}. Schliessen Sie ein Jahresabonnement ab, damit der Zugang ohne Unterbruch bestehen bleibt.`;
}

/** What 'Passwort vergessen' says after sending: the same whether or not the account exists. */
export function passwortVergessenGesendet(minuten: number): string {
  return `Falls es ein Konto mit dieser Vereinsnummer und E-Mail-Adresse gibt, ist eine E-Mail mit einem Link unterwegs. Über den Link legen Sie ein neues Passwort fest; er ist ${minuten} Minuten gültig.`;
}

/** The object of a delete confirmation, with its article; titles are quoted, a member's name is not. */
const LOESCHEN_OBJEKT = {
  News: (name: string) => `die News '${name}'`,
  Termin: (name: string) => `den Termin '${name}'`,
  Dokument: (name: string) => `das Dokument '${name}'`,
  Mitglied: (name: string) => `das Mitglied ${name}`,
} as const;

/** Fixed page texts of docs/produkt.md §2. */
export const TEXT = {
  abgemeldet: 'Sie haben sich abgemeldet.',
  laden: 'Laden...',
  // Toast texts of the web apps and api-client (docs/produkt.md §8 uses the error's message; these are the fallbacks).
  unbekannterFehler: 'Unbekannter Fehler',
  anfrageFehlgeschlagen: (status: number) => `Anfrage fehlgeschlagen (HTTP ${status}).`,
  keineVerbindung: (grund: string) => `Keine Verbindung zum Server: ${grund}`,
  /** The delete confirmation of the admin lists; `name` is the record's title (member: its name). */
  loeschenFrage: (art: 'News' | 'Termin' | 'Dokument' | 'Mitglied', name: string) =>
    `Wollen Sie ${LOESCHEN_OBJEKT[art](name)} wirklich löschen?`,
  seiteLadefehler: 'Die Seite konnte nicht geladen werden.',
  postausgangNurDemo: 'Der Postausgang ist nur im Demo-Modus verfügbar.',
  postausgangLadefehler: 'Der Postausgang konnte nicht geladen werden.',
  postausgangLeer: 'Der Postausgang ist leer.',
  postausgangAnhaenge: 'Anhänge',
  editorPlaceholder: 'Text eingeben …',
  dateiZuGross: 'Die Grösse der ausgewählten Datei überschreitet das Limit von 1 MB!',
  aboAbschliessenButton: 'Jahresabonnement kostenpflichtig abschliessen',
  aboAnpassenButton: 'Anzahl Mitglieder im Jahresabonnement kostenpflichtig erhöhen',
  aboErneuernButton: 'Jahresabonnement kostenpflichtig erneuern',
  abbrechen: 'Abbrechen',
  plus5: '+ 5 Mitglieder',
  minus5: '- 5 Mitglieder',
  dokumentErfassen: 'Dokument erfassen',
  dokumentBearbeiten: 'Dokument bearbeiten',
  uebernehmen: 'Übernehmen',
  // Member export buttons of the member list (docs/produkt.md "Mitglieder exportieren").
  exportCsv: 'Export CSV',
  exportExcel: 'Export Excel',
  exportFehlgeschlagen: 'Mitglieder Export fehlgeschlagen!',
  // The credentials mails carry a link, never a password (docs/produkt.md §10); these say so.
  importZugangsdatenHinweis:
    'Mitglieder mit Systemzugriff erhalten nach dem Import eine E-Mail mit einem Link, über den sie ihr Passwort für die App selbst festlegen.',
  zugangsdatenSendenFrage: (empfaenger: string) =>
    `Wollen Sie die App Zugangsdaten an ${empfaenger} senden? Das Mitglied erhält eine E-Mail mit einem Link, über den es sein Passwort festlegt; ein bestehendes Passwort bleibt bis dahin gültig.`,
  registrierungZugangsdatenGesendet: (email: string) =>
    `Die Zugangsdaten (Vereinsnummer, E-Mail-Adresse und ein Link, über den Sie Ihr Passwort festlegen) wurden an ${email} gesendet. Legen Sie damit Ihr Passwort fest und melden Sie sich an.`,
} as const;

/**
 * Answers (409) of the three subscription calls when the club's contract does not allow the order;
 * the web shows them as the failure toast's text. Not in the original texts.
 */
export const ABO_MELDUNG = {
  laufendesAboVorhanden:
    'Ihr Verein hat bereits ein laufendes Jahresabonnement. Sie können die Anzahl Mitglieder erhöhen oder das Abonnement erneuern.',
  keinLaufendesAbo: 'Ihr Verein hat kein laufendes Jahresabonnement, das angepasst werden kann.',
  keinAboZumErneuern: 'Ihr Verein hat kein Jahresabonnement, das erneuert werden kann. Bitte schliessen Sie ein neues Jahresabonnement ab.',
  anschlussVorhanden: 'Ihr Jahresabonnement wurde bereits erneuert; der Anschlussvertrag besteht schon.',
} as const;

/** '1 Mitglied', '2 Mitglieder'. */
const mitgliederAnzahl = (n: number): string => (n === 1 ? '1 Mitglied' : `${n} Mitglieder`);

/** Sentences of the Rundmail screen and its send (docs/produkt.md "Rundmail"); not in the original texts. */
export const RUNDMAIL_TEXT = {
  // The send's 409 and the reason beside the disabled send button.
  keineEmpfaenger: 'Die Auswahl enthält keine Mitglieder mit E-Mail-Adresse.',
  sendenFrage: (n: number) => `Wollen Sie die Rundmail an ${mitgliederAnzahl(n)} senden?`,
  empfaenger: (n: number) => `Die Rundmail geht an ${mitgliederAnzahl(n)} mit E-Mail-Adresse.`,
  ohneEmail: (n: number) =>
    `${n === 1 ? '1 Mitglied der Auswahl hat' : `${n} Mitglieder der Auswahl haben`} keine E-Mail-Adresse. Erreichen Sie sie auf anderem Weg:`,
  anAlle: 'An alle Mitglieder',
  anKategorien: 'An Mitglieder bestimmter Kategorien',
  keineKategorieGewaehlt: 'Bitte wählen Sie mindestens eine Mitgliederkategorie.',
  keineKategorien: 'Ihre Mitglieder haben noch keine Kategorien.',
  antwortHinweis: (email: string) => `Antworten der Mitglieder gehen an die E-Mail-Adresse des Vereins (${email}).`,
  keineGesendet: 'Es wurden noch keine Rundmails gesendet.',
  // The demo outbox shows the Reply-To of a mail (a Rundmail's: the club's address).
  antwortAn: (email: string) => `Antwort an: ${email}`,
} as const;

/** Calendar subscription (docs/produkt.md "Kalender abonnieren"): the portal's texts, the app's are in member-web. */
export const KALENDER_TEXT = {
  titel: 'Kalender abonnieren',
  erklaerung:
    'Mit dieser Adresse abonnieren Sie alle Termine des Vereins in Ihrer Kalender-App (z. B. Outlook, Google Kalender oder Apple Kalender). Die Adresse ist geheim: Wer sie kennt, sieht die Termine ohne Anmeldung.',
  adresse: 'Kalenderadresse',
  kopieren: 'Adresse kopieren',
  inKalenderOeffnen: 'In Kalender-App öffnen',
  neueAdresse: 'Neue Adresse erstellen',
  schliessen: 'Schliessen',
  neueAdresseFrage:
    'Wollen Sie eine neue Kalenderadresse erstellen? Die bisherige Adresse funktioniert sofort nicht mehr; wer sie abonniert hat, muss die neue Adresse eintragen.',
  nichtLesbar:
    'Die gespeicherte Kalenderadresse kann nicht mehr angezeigt werden (das Server-Geheimnis hat sich geändert). Bestehende Abonnements funktionieren weiter; erstellen Sie eine neue Adresse, um sie wieder kopieren zu können.',
  kalenderName: (vereinsName: string) => `${vereinsName}: Termine`,
} as const;

/** Event capacity and waiting list (docs/produkt.md "Kapazität und Warteliste"): portal and member app. */
export const WARTELISTE_TEXT = {
  maxTeilnehmendeHilfe: 'Leer = ohne Begrenzung. Wer sich darüber hinaus anmeldet, kommt auf die Warteliste.',
  warteliste: 'Warteliste',
  platz: 'Platz',
  seit: 'Seit',
  wartelistePlatz: (n: number) => `Warteliste, Platz ${n}`,
  freiePlaetze: (n: number) => (n === 0 ? 'ausgebucht' : n === 1 ? 'noch 1 Platz frei' : `noch ${n} Plätze frei`),
  belegung: (belegt: number, max: number) => `${belegt} von ${max} Plätzen belegt`,
} as const;

/** Data protection (docs/produkt.md "Datenschutz"): information, erasure, club export and closing. */
export const DATENSCHUTZ_TEXT = {
  /** Replaces a member's name wherever an entry outlives the erasure (change log). */
  anonymName: 'Gelöschtes Mitglied',
  auskunftJson: 'Datenauskunft (JSON)',
  auskunftHtml: 'Datenauskunft (HTML)',
  endgueltigLoeschen: 'Endgültig löschen',
  endgueltigLoeschenFrage: (name: string) =>
    `Wollen Sie ${name} endgültig löschen? Alle persönlichen Daten werden entfernt; das kann nicht rückgängig gemacht werden.`,
  auskunftTitel: (name: string) => `Datenauskunft: ${name}`,
  auskunftEinleitung: (vereinsName: string, zeitpunkt: string) =>
    `Alle Daten, die der Verein ${vereinsName} im Vereinsportal über diese Person gespeichert hat (Stand ${zeitpunkt}).`,
  personalien: 'Personalien',
  kategorien: 'Mitgliederkategorien',
  anAbmeldungen: 'An- und Abmeldungen zu Terminen',
  geraete: 'Registrierte Geräte (Vereins-App)',
  kalenderAbo: 'Kalenderabonnement',
  kalenderAboVorhanden: (datum: string) => `Eine persönliche Kalenderadresse besteht seit ${datum}.`,
  mails: 'E-Mails an diese Person',
  aenderungen: 'Änderungsprotokoll: Änderungen an diesen Daten',
  aenderungenAlsAdministrator: 'Änderungsprotokoll: Änderungen durch diese Person als Administrator',
  keine: 'Keine',
  passwortGesetzt: 'Passwort gesetzt',
  ja: 'Ja',
  nein: 'Nein',
  warteliste: 'Warteliste',
  vereinsdatenExport: 'Alle Vereinsdaten exportieren (JSON)',
  vereinSchliessen: 'Verein schliessen',
  vereinSchliessenErklaerung:
    'Wenn Sie den Verein schliessen, werden alle Daten des Vereins endgültig gelöscht: Mitglieder, News, Termine, Dokumente, Vereinsinfo, Verträge und das Änderungsprotokoll. Niemand kann sich danach mehr anmelden. Exportieren Sie die Vereinsdaten vorher, wenn Sie sie behalten möchten.',
  vereinsnummerBestaetigen: (vereinId: number) => `Geben Sie zur Bestätigung die Vereinsnummer ${vereinId} ein.`,
  vereinsnummerFalsch: 'Die Vereinsnummer stimmt nicht mit Ihrem Verein überein.',
  vereinGeschlossenTitel: 'Verein geschlossen',
  vereinGeschlossen: (vereinId: number) =>
    `Der Verein ${vereinId} wurde geschlossen. Alle Daten des Vereins sind gelöscht; eine Anmeldung ist nicht mehr möglich.`,
  zurStartseite: 'Zur Startseite',
  /** The outbox state of a mail, as the information names it. */
  mailStatus: (state: string) =>
    state === 'pending' || state === 'sending' || state === 'wartend'
      ? 'noch nicht versendet'
      : state === 'failed'
        ? 'Versand fehlgeschlagen'
        : 'versendet',
} as const;

/** The account's invoice list and the home banner's link (docs/produkt.md "Rechnungen"). */
export const RECHNUNGSLISTE_TEXT = {
  titel: 'Rechnungen',
  keine: 'Noch keine Rechnungen.',
  keineErklaerung:
    'Eine Rechnung entsteht, wenn Sie ein Jahresabonnement abschliessen, erneuern oder die Anzahl Mitglieder erhöhen; sie kommt auch per E-Mail an die Adresse des Vereinskontos.',
  spalten: {
    nr: 'Nr.',
    datum: 'Datum',
    leistung: 'Leistung',
    betrag: 'Betrag',
    faelligAm: 'Fällig am',
    status: 'Status',
    mahnstufe: 'Mahnstufe',
    pdf: 'PDF',
  },
  rechnungNr: (nr: number) => `Rechnung ${nr}`,
  pdfHerunterladen: (nr: number) => `Rechnung ${nr} als PDF herunterladen`,
  /** The file name an invoice's PDF is saved under. */
  pdfDateiname: (nr: number) => `Rechnung-${nr}.pdf`,
  /** Under the status of a partly paid invoice; `betrag` is already formatted. */
  nochOffen: (betrag: string) => `noch offen: ${betrag}`,
  /** Under the status of a paid invoice; `datum` is already 'dd.MM.yyyy'. */
  bezahltAm: (datum: string) => `bezahlt am ${datum}`,
  zuDenRechnungen: 'Zu den Rechnungen',
} as const;
