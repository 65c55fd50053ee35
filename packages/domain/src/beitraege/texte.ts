/**
 * The member fees' German texts (docs/produkt.md "Beiträge"): settings, exceptions and fee runs. Kept once
 * here and imported by server and portal. Swiss spelling: ss, never ß. The fee operations' failure titles are
 * in messages.ts FEHLER_TITEL with every other operation's.
 */

/** Labels of the fee fields in validation messages. */
export const BEITRAG_FELD = {
  Iban: 'IBAN',
  Kontoinhaber: 'Kontoinhaber',
  Strasse: 'Strasse',
  Hausnummer: 'Hausnummer',
  Postleitzahl: 'Postleitzahl',
  Ort: 'Ort',
  Land: 'Land',
  Uid: 'UID',
  Betrag: 'Betrag',
  Grund: 'Grund',
  Bezeichnung: 'Bezeichnung',
  FaelligAm: 'Fällig am',
  Kategorie: 'Mitgliederkategorie',
} as const;

/** What the server and forms answer about fees: each says what to do. */
export const BEITRAG_MELDUNG = {
  kontoFehlt:
    'Der Verein hat noch kein Konto für Beiträge. Bitte erfassen Sie unter Vereinskonto die IBAN oder QR-IBAN des Vereins, den Kontoinhaber und seine Adresse.',
  kontoUngueltig: (grund: string): string => `Das Konto des Vereins ist ungültig: ${grund} Bitte korrigieren Sie es unter Vereinskonto.`,
  betrag: (feld: string): string => `${feld} muss ein Betrag von 0.01 bis 999999999.99 CHF mit höchstens zwei Nachkommastellen sein.`,
  betragFehlt: 'Bitte geben Sie den Betrag ein, den das Mitglied statt des Beitrags bezahlt.',
  betragBeiBefreit: 'Ein beitragsbefreites Mitglied hat keinen Betrag. Bitte lassen Sie den Betrag leer.',
  grundFehlt: 'Bitte geben Sie einen Grund für die Ausnahme ein.',
  artUngueltig: "Die Ausnahme muss 'befreit' oder 'betrag' sein.",
  regelUngueltig: "Die Regel für Mitglieder in mehreren Kategorien muss 'hoechster' oder 'summe' sein.",
  kategorieDoppelt: (kategorie: string): string => `Die Mitgliederkategorie '${kategorie}' ist mehrfach aufgeführt.`,
  land: 'Land muss ein Ländercode aus zwei Buchstaben sein (z. B. CH).',
  bezeichnungFehlt: "Bitte geben Sie eine Bezeichnung ein, z. B. 'Mitgliederbeitrag 2027'.",
  faelligVorRechnungsdatum: (rechnungsdatum: string): string =>
    `Das Fälligkeitsdatum darf nicht vor dem Rechnungsdatum (${rechnungsdatum}) liegen.`,
  bereitsAbgerechnet: (bezeichnung: string): string =>
    `Die Periode '${bezeichnung}' ist bereits abgerechnet. Eine Periode wird nur einmal in Rechnung gestellt.`,
  keineRechnungen:
    'Es gibt keine Mitglieder, denen ein Beitrag in Rechnung gestellt werden kann. Bitte prüfen Sie die Beiträge pro Kategorie und die Adressen der Mitglieder.',
  mitgliedUnbekannt: 'Das Mitglied gibt es in Ihrem Verein nicht.',
  laufUnbekannt: 'Den Beitragslauf gibt es in Ihrem Verein nicht.',
  keinDruck: 'Dieser Beitragslauf hat keine Rechnungen zum Drucken: alle Mitglieder erhalten die Rechnung per E-Mail.',
} as const;

/** The several-categories rule as the settings page names it. */
export const MEHRFACH_REGEL_TEXT = {
  hoechster: 'den höchsten Beitrag seiner Kategorien',
  summe: 'die Summe der Beiträge seiner Kategorien',
} as const;

/** Invoice line texts. */
export const BEITRAG_POSITION = {
  kategorie: (bezeichnung: string, kategorie: string): string => `${bezeichnung}, ${kategorie}`,
  abweichend: (bezeichnung: string, grund: string): string => `${bezeichnung} (${grund})`,
  /** The per-category preview's row of members with another amount. */
  abweichendKategorie: 'Abweichender Betrag',
} as const;

/** The fee invoice mail (the PDF with the QR-bill attached). */
export const BEITRAG_MAIL = {
  betreff: (bezeichnung: string, verein: string): string => `${bezeichnung}: Rechnung von ${verein}`,
  einleitung: (bezeichnung: string): string =>
    `Im Anhang finden Sie die Rechnung für den ${bezeichnung} als PDF mit QR-Rechnung. Bitte bezahlen Sie mit dem Zahlteil (QR-Code mit der App Ihrer Bank scannen) oder geben Sie bei der Überweisung die Referenz an.`,
  app: 'Die Rechnung und den QR-Code finden Sie auch in der Mitglieder-App unter Meine Beiträge.',
} as const;
