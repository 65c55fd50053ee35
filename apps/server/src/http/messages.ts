/**
 * German sentences the server answers with that docs/produkt.md does not define (docs/produkt.md §8 only names the
 * client's toast titles, which live in the domain package). Validation messages of fields are not
 * here: they come with the domain's schemas (MELDUNG / IMPORT_MELDUNG of @vereinsportal/domain).
 */
export const SERVER_MELDUNG = {
  anmeldungFalsch:
    'Die Anmeldung ist fehlgeschlagen: Vereinsnummer, E-Mail-Adresse oder Passwort ist falsch, oder das Mitglied ist kein Vereinsadministrator.',
  appAnmeldungFalsch:
    'Die Anmeldung ist fehlgeschlagen: Vereinsnummer, E-Mail-Adresse oder Passwort ist falsch, oder das Mitglied hat keinen Zugang zur App.',
  zuVieleVersuche: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in einigen Minuten erneut.',
  anmeldungBotcheck:
    'Für dieses Konto gab es viele fehlgeschlagene Anmeldeversuche. Bitte bestätigen Sie, dass Sie kein Roboter sind, und melden Sie sich erneut an.',
  serverAusgelastet: 'Der Server ist im Moment ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.',
  nichtGefunden: 'Der Datensatz wurde nicht gefunden.',
  routeNichtGefunden: 'Diese Adresse gibt es nicht.',
  ungueltigesJson: 'Ungültiges JSON im Request-Body.',
  leererBody: 'Der Request-Body fehlt.',
  zuGross: 'Die Anfrage ist zu gross.',
  falscherInhaltstyp: 'Der Inhaltstyp der Anfrage wird nicht unterstützt.',
  ungueltigeAnfrage: 'Die Anfrage ist ungültig.',
  serverFehler: 'Auf dem Server ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  datenbankNichtErreichbar: 'Die Datenbank ist im Moment nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.',
  serverWirdBeendet: 'Dieser Server wird gerade beendet. Bitte versuchen Sie es in einigen Sekunden erneut.',
  metrikenToken:
    'Für die Metriken fehlt der Zugangsschlüssel oder er ist falsch: senden Sie den Header «Authorization: Bearer» mit dem Wert von METRICS_TOKEN.',
  systemZugriffLimit: (max: number) =>
    `Ihr Vertrag erlaubt höchstens ${max} Mitglieder mit Systemzugriff. Erhöhen Sie die Anzahl im Jahresabonnement oder entziehen Sie einem anderen Mitglied den Systemzugriff.`,
  selbstLoeschen: 'Sie können Ihr eigenes Mitglied nicht löschen.',
  eigenesAdminFlag: 'Sie können sich selbst das Recht als Vereinsadministrator nicht entziehen.',
  geloeschtesMitglied: 'Ein gelöschtes Mitglied kann nicht bearbeitet werden. Stellen Sie es zuerst wieder her.',
  keinSystemZugriff: 'Das Mitglied hat keinen Systemzugriff; es erhält keine App-Zugangsdaten.',
  nurGeloeschteEndgueltig: 'Nur ein gelöschtes Mitglied kann endgültig gelöscht werden. Löschen Sie das Mitglied zuerst.',
  botcheckUngueltig: 'Die Prüfung, dass Sie kein Roboter sind, ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  zuVieleRegistrierungen:
    'Von hier oder für diese E-Mail-Adresse wurden heute schon zu viele Vereine registriert. Bitte versuchen Sie es morgen erneut.',
  passwortLinkUngueltig:
    'Dieser Link ist abgelaufen oder wurde bereits verwendet. Bitte lassen Sie sich die Zugangsdaten von Ihrem Vereinsadministrator erneut senden.',
  zuVielePasswortAnfragen:
    'Für diese E-Mail-Adresse oder von hier aus wurde zu oft ein neues Passwort angefordert. Bitte versuchen Sie es in einer Stunde erneut.',
  passwortAltFalsch: 'Das bisherige Passwort ist falsch.',
  terminOhneAnAbmeldung: 'Für diesen Termin gibt es keine An- und Abmeldung.',
  terminBegonnen: 'Der Termin hat bereits begonnen; die An- oder Abmeldung kann nicht mehr geändert werden.',
  geraetNichtGefunden: 'Dieses Gerät ist nicht registriert.',
  pushNurMitGeraet:
    'Benachrichtigungen gehören zu einem angemeldeten Gerät: bitte melden Sie sich in der App neu an und schalten Sie sie dann ein.',
  pushEndpointUnsicher: 'Der Endpoint des Push-Dienstes muss eine https-Adresse sein.',
  artikelNichtGefunden: 'Der Artikel wurde nicht gefunden.',
  keineDatei: 'Zu diesem Dokument ist keine Datei gespeichert.',
  kalenderUnbekannt: 'Diese Kalenderadresse gibt es nicht, oder sie wurde durch eine neue ersetzt.',
  keinePdf: 'Die ausgewählte Datei ist keine PDF-Datei.',
  pdfBeschaedigt: 'Die Datei ist keine gültige PDF-Datei (beschädigt oder unvollständig).',
  webNichtGebaut: (docs: string) =>
    `<p>Der Server läuft, aber die Web-App ist noch nicht gebaut. Bauen Sie sie mit <code>pnpm build</code>
(oder setzen Sie <code>WEB_DIST_DIR</code>) und starten Sie den Server neu.</p>
<p>Die API antwortet unter <a href="${docs}">${docs}</a>.</p>`,
  keinMultipart: 'Die Anfrage muss als multipart/form-data gesendet werden.',
  multipartUnlesbar: 'Die Anfrage konnte nicht gelesen werden (multipart/form-data).',
  zuVieleTeile: 'Die Anfrage enthält zu viele Teile.',
  jsondataFehlt: 'Das Feld jsondata fehlt.',
  jsondataKeinObjekt: 'Das Feld jsondata enthält kein gültiges JSON-Objekt.',
  // An internal error (a server bug), never an answer: file keys are made by the server.
  ungueltigerDateischluessel: (key: string) => `Ungültiger Dateischlüssel: ${key}`,
} as const;
