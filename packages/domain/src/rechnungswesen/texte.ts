/**
 * The invoicing core's German texts (QR-bill, IBAN/UID checks, bank files, reminders, banner), kept once
 * here and imported by server and portal. Swiss spelling: ss, never ß.
 */

/** Messages of the IBAN and UID checks (`ibanPruefen`, `uidPruefen`): each says what to fix. */
export const IBAN_MELDUNG = {
  leer: 'Bitte geben Sie eine IBAN ein.',
  zeichen: 'Die IBAN ist ungültig: Sie darf nur Buchstaben und Ziffern enthalten. Bitte prüfen Sie die Eingabe.',
  aufbau:
    'Die IBAN ist ungültig: Sie beginnt mit dem Ländercode und zwei Prüfziffern (z. B. CH93 0076 2011 6238 5295 7). Bitte prüfen Sie die Eingabe.',
  laenge: (land: string, soll: number, ist: number): string =>
    `Die IBAN ist ungültig: Eine IBAN aus ${land} hat ${soll} Zeichen, eingegeben sind ${ist}. Bitte prüfen Sie die Eingabe.`,
  pruefziffer: 'Die IBAN ist ungültig: Die Prüfziffer stimmt nicht. Bitte prüfen Sie die Eingabe.',
  nurChLi: 'Es sind nur IBAN aus der Schweiz oder Liechtenstein (CH/LI) möglich.',
  uidLeer: 'Bitte geben Sie eine UID ein.',
  uidAufbau:
    'Die UID ist ungültig: Sie hat die Form CHE-123.456.789, optional gefolgt von MWST, TVA oder IVA. Bitte prüfen Sie die Eingabe.',
  uidPruefziffer: 'Die UID ist ungültig: Die Prüfziffer stimmt nicht. Bitte prüfen Sie die Eingabe.',
} as const;

/** Names of the QR-bill fields in `qrRechnungPruefen`'s messages. */
export const QR_FELD = {
  konto: 'Konto (IBAN)',
  zahlungsempfaengerName: 'Name des Zahlungsempfängers',
  zahlungsempfaengerStrasse: 'Strasse des Zahlungsempfängers',
  zahlungsempfaengerHausnummer: 'Hausnummer des Zahlungsempfängers',
  zahlungsempfaengerPlz: 'Postleitzahl des Zahlungsempfängers',
  zahlungsempfaengerOrt: 'Ort des Zahlungsempfängers',
  zahlungsempfaengerLand: 'Land des Zahlungsempfängers',
  zahlungspflichtigerName: 'Name des Zahlungspflichtigen',
  zahlungspflichtigerStrasse: 'Strasse des Zahlungspflichtigen',
  zahlungspflichtigerHausnummer: 'Hausnummer des Zahlungspflichtigen',
  zahlungspflichtigerPlz: 'Postleitzahl des Zahlungspflichtigen',
  zahlungspflichtigerOrt: 'Ort des Zahlungspflichtigen',
  zahlungspflichtigerLand: 'Land des Zahlungspflichtigen',
  referenz: 'Referenz',
  mitteilung: 'Mitteilung',
  rechnungsinformationen: 'Rechnungsinformationen',
} as const;

/** Problems of a QR-bill (`qrRechnungPruefen`) and of a QR code's text (`spcLesen`). */
export const QR_MELDUNG = {
  kontoUngueltig: 'Das Konto (IBAN) ist ungültig.',
  kontoNichtChLi: 'Das Konto muss eine IBAN aus der Schweiz oder Liechtenstein (CH/LI) sein.',
  qrrOhneQrIban: 'Eine QR-Referenz (QRR) ist nur mit einer QR-IBAN möglich.',
  qrIbanOhneQrr: 'Mit einer QR-IBAN ist eine QR-Referenz (QRR) nötig.',
  qrrUngueltig: 'Die QR-Referenz ist ungültig: Sie hat 27 Ziffern, die letzte ist die Prüfziffer.',
  scorUngueltig: 'Die Creditor Reference ist ungültig: Sie beginnt mit RF und zwei Prüfziffern (ISO 11649).',
  referenzFehlt: 'Die Referenz fehlt.',
  referenzOhneTyp: 'Ohne Referenz (NON) darf keine Referenz angegeben sein.',
  referenzTyp: 'Der Referenztyp muss QRR, SCOR oder NON sein.',
  waehrung: 'Die Währung muss CHF oder EUR sein.',
  betrag: 'Der Betrag muss zwischen 0.01 und 999999999.99 liegen.',
  pflichtfeld: (feld: string): string => `${feld} fehlt.`,
  zuLang: (feld: string, max: number): string => `${feld} ist zu lang: höchstens ${max} Zeichen.`,
  land: (feld: string): string => `${feld} muss ein Ländercode aus zwei Buchstaben sein (z. B. CH).`,
  zeichen: (feld: string, zeichen: string): string => `${feld} enthält Zeichen, die im QR-Code nicht erlaubt sind: ${zeichen}`,
  mitteilungZusammen: 'Mitteilung und Rechnungsinformationen sind zusammen zu lang: höchstens 140 Zeichen.',
  // spcLesen: the decoded text is not a Swiss QR-bill.
  keinSpc: 'Der QR-Code ist keine Swiss QR-Rechnung (Kennung SPC fehlt).',
  version: (version: string): string => `Die QR-Rechnung hat die Version ${version}; unterstützt ist 0200.`,
  codierung: 'Die QR-Rechnung muss die Zeichencodierung 1 (UTF-8) haben.',
  zeilen: (anzahl: number): string =>
    `Die QR-Rechnung hat ${anzahl} Zeilen; erwartet sind 31 bis 34 (bis zur Endkennung EPD und danach höchstens drei).`,
  endkennung: 'Die QR-Rechnung hat die Endkennung EPD nicht an der richtigen Stelle.',
  adressTyp: (feld: string): string =>
    `Die Adresse (${feld}) muss strukturiert sein (Typ S); kombinierte Adressen (Typ K) sind nicht mehr zulässig.`,
  betragFormat: (text: string): string =>
    `Der Betrag «${text}» ist keine Zahl mit höchstens zwei Nachkommastellen und Punkt als Trennzeichen.`,
} as const;

/** The reminder levels' names (in the mail's subject and the invoice list). */
export const MAHNSTUFE_TEXT = { 1: 'Zahlungserinnerung', 2: '2. Mahnung' } as const;

/**
 * Home's red banner while invoices are overdue. Each invoice is described already formatted
 * (`betrag` '250.00 CHF', `offen` only when partly paid, `faelligAm` 'dd.MM.yyyy').
 */
export const RECHNUNG_BANNER = {
  rechnung: (r: { nr: number; betrag: string; offen: string | null }): string =>
    `Rechnung ${r.nr} über ${r.betrag}${r.offen ? ` (noch offen: ${r.offen})` : ''}`,
  eine: (rechnung: string, faelligAm: string): string =>
    `Eine Rechnung ist überfällig: ${rechnung} war am ${faelligAm} fällig. Die Rechnung mit dem Einzahlungsschein finden Sie unter Vereinskonto → Rechnungen.`,
  mehrere: (anzahl: number, liste: { rechnung: string; faelligAm: string }[]): string =>
    `${anzahl} Rechnungen sind überfällig: ${liste.map((r) => `${r.rechnung} (fällig am ${r.faelligAm})`).join(', ')}. Die Rechnungen mit dem Einzahlungsschein finden Sie unter Vereinskonto → Rechnungen.`,
} as const;

/** Why a bank file (camt.053 / camt.054) cannot be read (`camtLesen`). */
export const CAMT_MELDUNG = {
  leer: 'Die Bankdatei ist leer.',
  zuGross: (maxMb: number): string => `Die Bankdatei ist zu gross: höchstens ${maxMb} MB.`,
  doctype:
    'Die Bankdatei enthält eine DOCTYPE- oder ENTITY-Deklaration. Solche Dateien werden aus Sicherheitsgründen nicht gelesen; eine Bankdatei (camt.053/camt.054) enthält keine.',
  keinXml: (grund: string): string =>
    `Die Bankdatei ist kein gültiges XML (${grund}). Bitte laden Sie die Datei erneut aus dem E-Banking herunter.`,
  keinCamt:
    'Die Datei ist keine Bankdatei im Format camt.053 (Kontoauszug) oder camt.054 (Gutschriftsanzeige). Bitte laden Sie im E-Banking die Datei im Format camt.053 oder camt.054 herunter.',
  keinKonto: 'Die Bankdatei nennt kein Konto mit IBAN (Acct/Id/IBAN).',
  mehrereKonten: (a: string, b: string): string =>
    `Die Bankdatei enthält Buchungen mehrerer Konten (${a}, ${b}); bitte pro Konto eine Datei einlesen.`,
  betrag: (buchung: number, text: string): string => `Buchung ${buchung}: Der Betrag «${text}» ist keine Zahl.`,
  betragFehlt: (buchung: number): string => `Buchung ${buchung}: Eine Sammelbuchung nennt nicht den Betrag jeder einzelnen Zahlung.`,
} as const;

/** Why `zahlungenAbgleichen` skips a bank entry (shown in the import's report). */
export const ABGLEICH_GRUND = {
  bereitsEingelesen: 'Bereits eingelesen: Diese Buchung wurde schon verbucht.',
  doppelt: 'Doppelt: Diese Buchung kommt in der Datei zweimal vor.',
  nichtGebucht: 'Noch nicht gebucht: Die Bank führt die Buchung erst als vorgemerkt.',
  belastung: 'Belastung: Sie betrifft keine Rechnung.',
  waehrung: (waehrung: string, erwartet: string): string =>
    `Zahlung in ${waehrung || 'unbekannter Währung'}: Abgeglichen werden nur Zahlungen in ${erwartet}; bitte von Hand prüfen.`,
  stornoBelastung: 'Storno einer Belastung: Es betrifft keine Rechnung.',
  stornoOhneRechnung: 'Storno einer Zahlung, die keiner Rechnung zugeordnet ist: bitte von Hand prüfen.',
  stornoOhneZahlung: (rechnungId: number): string =>
    `Storno ohne verbuchte Zahlung: Für Rechnung ${rechnungId} ist keine Zahlung über diesen Betrag verbucht; bitte von Hand prüfen.`,
} as const;
