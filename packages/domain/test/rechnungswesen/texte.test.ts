/**
 * The invoicing core's user-visible texts, spelled out (Swiss spelling, no ß): a changed text fails here,
 * and every key of the text modules must be pinned.
 */
import { describe, expect, it } from 'vitest';
import { ABGLEICH_GRUND, CAMT_MELDUNG, IBAN_MELDUNG, MAHNSTUFE_TEXT, QR_FELD, QR_MELDUNG, RECHNUNG_BANNER } from '../../src/index.js';
import { pinnen, texteTesten, type Zeile } from '../texte-pinnen.js';

const TABELLE: Zeile[] = [
  ...pinnen('IBAN_MELDUNG', IBAN_MELDUNG, [
    ['leer', 'Bitte geben Sie eine IBAN ein.'],
    ['zeichen', 'Die IBAN ist ungültig: Sie darf nur Buchstaben und Ziffern enthalten. Bitte prüfen Sie die Eingabe.'],
    [
      'aufbau',
      'Die IBAN ist ungültig: Sie beginnt mit dem Ländercode und zwei Prüfziffern (z. B. CH93 0076 2011 6238 5295 7). Bitte prüfen Sie die Eingabe.',
    ],
    [
      'laenge',
      IBAN_MELDUNG.laenge('CH', 21, 20),
      'Die IBAN ist ungültig: Eine IBAN aus CH hat 21 Zeichen, eingegeben sind 20. Bitte prüfen Sie die Eingabe.',
    ],
    ['pruefziffer', 'Die IBAN ist ungültig: Die Prüfziffer stimmt nicht. Bitte prüfen Sie die Eingabe.'],
    ['nurChLi', 'Es sind nur IBAN aus der Schweiz oder Liechtenstein (CH/LI) möglich.'],
    ['uidLeer', 'Bitte geben Sie eine UID ein.'],
    [
      'uidAufbau',
      'Die UID ist ungültig: Sie hat die Form CHE-123.456.789, optional gefolgt von MWST, TVA oder IVA. Bitte prüfen Sie die Eingabe.',
    ],
    ['uidPruefziffer', 'Die UID ist ungültig: Die Prüfziffer stimmt nicht. Bitte prüfen Sie die Eingabe.'],
  ]),
  ...pinnen('QR_FELD', QR_FELD, [
    ['konto', 'Konto (IBAN)'],
    ['zahlungsempfaengerName', 'Name des Zahlungsempfängers'],
    ['zahlungsempfaengerStrasse', 'Strasse des Zahlungsempfängers'],
    ['zahlungsempfaengerHausnummer', 'Hausnummer des Zahlungsempfängers'],
    ['zahlungsempfaengerPlz', 'Postleitzahl des Zahlungsempfängers'],
    ['zahlungsempfaengerOrt', 'Ort des Zahlungsempfängers'],
    ['zahlungsempfaengerLand', 'Land des Zahlungsempfängers'],
    ['zahlungspflichtigerName', 'Name des Zahlungspflichtigen'],
    ['zahlungspflichtigerStrasse', 'Strasse des Zahlungspflichtigen'],
    ['zahlungspflichtigerHausnummer', 'Hausnummer des Zahlungspflichtigen'],
    ['zahlungspflichtigerPlz', 'Postleitzahl des Zahlungspflichtigen'],
    ['zahlungspflichtigerOrt', 'Ort des Zahlungspflichtigen'],
    ['zahlungspflichtigerLand', 'Land des Zahlungspflichtigen'],
    ['referenz', 'Referenz'],
    ['mitteilung', 'Mitteilung'],
    ['rechnungsinformationen', 'Rechnungsinformationen'],
  ]),
  ...pinnen('QR_MELDUNG', QR_MELDUNG, [
    ['kontoUngueltig', 'Das Konto (IBAN) ist ungültig.'],
    ['kontoNichtChLi', 'Das Konto muss eine IBAN aus der Schweiz oder Liechtenstein (CH/LI) sein.'],
    ['qrrOhneQrIban', 'Eine QR-Referenz (QRR) ist nur mit einer QR-IBAN möglich.'],
    ['qrIbanOhneQrr', 'Mit einer QR-IBAN ist eine QR-Referenz (QRR) nötig.'],
    ['qrrUngueltig', 'Die QR-Referenz ist ungültig: Sie hat 27 Ziffern, die letzte ist die Prüfziffer.'],
    ['scorUngueltig', 'Die Creditor Reference ist ungültig: Sie beginnt mit RF und zwei Prüfziffern (ISO 11649).'],
    ['referenzFehlt', 'Die Referenz fehlt.'],
    ['referenzOhneTyp', 'Ohne Referenz (NON) darf keine Referenz angegeben sein.'],
    ['referenzTyp', 'Der Referenztyp muss QRR, SCOR oder NON sein.'],
    ['waehrung', 'Die Währung muss CHF oder EUR sein.'],
    ['betrag', 'Der Betrag muss zwischen 0.01 und 999999999.99 liegen.'],
    ['pflichtfeld', QR_MELDUNG.pflichtfeld('Ort des Zahlungsempfängers'), 'Ort des Zahlungsempfängers fehlt.'],
    ['zuLang', QR_MELDUNG.zuLang('Name des Zahlungsempfängers', 70), 'Name des Zahlungsempfängers ist zu lang: höchstens 70 Zeichen.'],
    [
      'land',
      QR_MELDUNG.land('Land des Zahlungsempfängers'),
      'Land des Zahlungsempfängers muss ein Ländercode aus zwei Buchstaben sein (z. B. CH).',
    ],
    ['zeichen', QR_MELDUNG.zeichen('Mitteilung', '↵'), 'Mitteilung enthält Zeichen, die im QR-Code nicht erlaubt sind: ↵'],
    ['mitteilungZusammen', 'Mitteilung und Rechnungsinformationen sind zusammen zu lang: höchstens 140 Zeichen.'],
    ['keinSpc', 'Der QR-Code ist keine Swiss QR-Rechnung (Kennung SPC fehlt).'],
    ['version', QR_MELDUNG.version('0100'), 'Die QR-Rechnung hat die Version 0100; unterstützt ist 0200.'],
    ['codierung', 'Die QR-Rechnung muss die Zeichencodierung 1 (UTF-8) haben.'],
    [
      'zeilen',
      QR_MELDUNG.zeilen(25),
      'Die QR-Rechnung hat 25 Zeilen; erwartet sind 31 bis 34 (bis zur Endkennung EPD und danach höchstens drei).',
    ],
    ['endkennung', 'Die QR-Rechnung hat die Endkennung EPD nicht an der richtigen Stelle.'],
    [
      'adressTyp',
      QR_MELDUNG.adressTyp('Zahlungsempfänger'),
      'Die Adresse (Zahlungsempfänger) muss strukturiert sein (Typ S); kombinierte Adressen (Typ K) sind nicht mehr zulässig.',
    ],
    [
      'betragFormat',
      QR_MELDUNG.betragFormat('1,50'),
      'Der Betrag «1,50» ist keine Zahl mit höchstens zwei Nachkommastellen und Punkt als Trennzeichen.',
    ],
  ]),
  ['MAHNSTUFE_TEXT', '1', MAHNSTUFE_TEXT[1], 'Zahlungserinnerung'],
  ['MAHNSTUFE_TEXT', '2', MAHNSTUFE_TEXT[2], '2. Mahnung'],
  ...pinnen('RECHNUNG_BANNER', RECHNUNG_BANNER, [
    ['rechnung', RECHNUNG_BANNER.rechnung({ nr: 12, betrag: '250.00 CHF', offen: null }), 'Rechnung 12 über 250.00 CHF'],
    [
      'eine',
      RECHNUNG_BANNER.eine('Rechnung 12 über 250.00 CHF', '01.11.2026'),
      'Eine Rechnung ist überfällig: Rechnung 12 über 250.00 CHF war am 01.11.2026 fällig. Die Rechnung mit dem Einzahlungsschein finden Sie unter Vereinskonto → Rechnungen.',
    ],
    [
      'mehrere',
      RECHNUNG_BANNER.mehrere(2, [
        { rechnung: 'Rechnung 1 über 5.00 CHF', faelligAm: '01.11.2026' },
        { rechnung: 'Rechnung 2 über 6.00 CHF', faelligAm: '02.11.2026' },
      ]),
      '2 Rechnungen sind überfällig: Rechnung 1 über 5.00 CHF (fällig am 01.11.2026), Rechnung 2 über 6.00 CHF (fällig am 02.11.2026). Die Rechnungen mit dem Einzahlungsschein finden Sie unter Vereinskonto → Rechnungen.',
    ],
  ]),
  ...pinnen('CAMT_MELDUNG', CAMT_MELDUNG, [
    ['leer', 'Die Bankdatei ist leer.'],
    ['zuGross', CAMT_MELDUNG.zuGross(20), 'Die Bankdatei ist zu gross: höchstens 20 MB.'],
    [
      'doctype',
      'Die Bankdatei enthält eine DOCTYPE- oder ENTITY-Deklaration. Solche Dateien werden aus Sicherheitsgründen nicht gelesen; eine Bankdatei (camt.053/camt.054) enthält keine.',
    ],
    [
      'keinXml',
      CAMT_MELDUNG.keinXml('Zeile 3: x'),
      'Die Bankdatei ist kein gültiges XML (Zeile 3: x). Bitte laden Sie die Datei erneut aus dem E-Banking herunter.',
    ],
    [
      'keinCamt',
      'Die Datei ist keine Bankdatei im Format camt.053 (Kontoauszug) oder camt.054 (Gutschriftsanzeige). Bitte laden Sie im E-Banking die Datei im Format camt.053 oder camt.054 herunter.',
    ],
    ['keinKonto', 'Die Bankdatei nennt kein Konto mit IBAN (Acct/Id/IBAN).'],
    [
      'mehrereKonten',
      CAMT_MELDUNG.mehrereKonten('A', 'B'),
      'Die Bankdatei enthält Buchungen mehrerer Konten (A, B); bitte pro Konto eine Datei einlesen.',
    ],
    ['betrag', CAMT_MELDUNG.betrag(3, 'x'), 'Buchung 3: Der Betrag «x» ist keine Zahl.'],
    ['betragFehlt', CAMT_MELDUNG.betragFehlt(3), 'Buchung 3: Eine Sammelbuchung nennt nicht den Betrag jeder einzelnen Zahlung.'],
  ]),
  ...pinnen('ABGLEICH_GRUND', ABGLEICH_GRUND, [
    ['bereitsEingelesen', 'Bereits eingelesen: Diese Buchung wurde schon verbucht.'],
    ['doppelt', 'Doppelt: Diese Buchung kommt in der Datei zweimal vor.'],
    ['nichtGebucht', 'Noch nicht gebucht: Die Bank führt die Buchung erst als vorgemerkt.'],
    ['belastung', 'Belastung: Sie betrifft keine Rechnung.'],
    ['waehrung', ABGLEICH_GRUND.waehrung('EUR', 'CHF'), 'Zahlung in EUR: Abgeglichen werden nur Zahlungen in CHF; bitte von Hand prüfen.'],
    ['stornoBelastung', 'Storno einer Belastung: Es betrifft keine Rechnung.'],
    ['stornoOhneRechnung', 'Storno einer Zahlung, die keiner Rechnung zugeordnet ist: bitte von Hand prüfen.'],
    [
      'stornoOhneZahlung',
      ABGLEICH_GRUND.stornoOhneZahlung(6),
      'Storno ohne verbuchte Zahlung: Für Rechnung 6 ist keine Zahlung über diesen Betrag verbucht; bitte von Hand prüfen.',
    ],
  ]),
];

const MODULE: Record<string, object> = { IBAN_MELDUNG, QR_FELD, QR_MELDUNG, MAHNSTUFE_TEXT, RECHNUNG_BANNER, CAMT_MELDUNG, ABGLEICH_GRUND };

describe('invoicing texts', () => {
  texteTesten(TABELLE, MODULE);

  it('Swiss spelling: no ß', () => expect(TABELLE.filter((z) => z[3].includes('ß'))).toEqual([]));
});
