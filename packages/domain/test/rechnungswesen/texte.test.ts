/**
 * The invoicing core's user-visible texts, spelled out (Swiss spelling, no ß): a changed text fails here,
 * and every key of the text modules must be pinned.
 */
import { describe, expect, it } from 'vitest';
import { ABGLEICH_GRUND, CAMT_MELDUNG, IBAN_MELDUNG, MAHNSTUFE_TEXT, QR_FELD, QR_MELDUNG, RECHNUNG_BANNER } from '../../src/index.js';

type Zeile = readonly [modul: string, schluessel: string, ist: unknown, soll: string];

const TABELLE: Zeile[] = [
  ['IBAN_MELDUNG', 'leer', IBAN_MELDUNG.leer, 'Bitte geben Sie eine IBAN ein.'],
  [
    'IBAN_MELDUNG',
    'zeichen',
    IBAN_MELDUNG.zeichen,
    'Die IBAN ist ungültig: Sie darf nur Buchstaben und Ziffern enthalten. Bitte prüfen Sie die Eingabe.',
  ],
  [
    'IBAN_MELDUNG',
    'aufbau',
    IBAN_MELDUNG.aufbau,
    'Die IBAN ist ungültig: Sie beginnt mit dem Ländercode und zwei Prüfziffern (z. B. CH93 0076 2011 6238 5295 7). Bitte prüfen Sie die Eingabe.',
  ],
  [
    'IBAN_MELDUNG',
    'laenge',
    IBAN_MELDUNG.laenge('CH', 21, 20),
    'Die IBAN ist ungültig: Eine IBAN aus CH hat 21 Zeichen, eingegeben sind 20. Bitte prüfen Sie die Eingabe.',
  ],
  [
    'IBAN_MELDUNG',
    'pruefziffer',
    IBAN_MELDUNG.pruefziffer,
    'Die IBAN ist ungültig: Die Prüfziffer stimmt nicht. Bitte prüfen Sie die Eingabe.',
  ],
  ['IBAN_MELDUNG', 'nurChLi', IBAN_MELDUNG.nurChLi, 'Es sind nur IBAN aus der Schweiz oder Liechtenstein (CH/LI) möglich.'],
  ['IBAN_MELDUNG', 'uidLeer', IBAN_MELDUNG.uidLeer, 'Bitte geben Sie eine UID ein.'],
  [
    'IBAN_MELDUNG',
    'uidAufbau',
    IBAN_MELDUNG.uidAufbau,
    'Die UID ist ungültig: Sie hat die Form CHE-123.456.789, optional gefolgt von MWST, TVA oder IVA. Bitte prüfen Sie die Eingabe.',
  ],
  [
    'IBAN_MELDUNG',
    'uidPruefziffer',
    IBAN_MELDUNG.uidPruefziffer,
    'Die UID ist ungültig: Die Prüfziffer stimmt nicht. Bitte prüfen Sie die Eingabe.',
  ],

  ['QR_FELD', 'konto', QR_FELD.konto, 'Konto (IBAN)'],
  ['QR_FELD', 'zahlungsempfaengerName', QR_FELD.zahlungsempfaengerName, 'Name des Zahlungsempfängers'],
  ['QR_FELD', 'zahlungsempfaengerStrasse', QR_FELD.zahlungsempfaengerStrasse, 'Strasse des Zahlungsempfängers'],
  ['QR_FELD', 'zahlungsempfaengerHausnummer', QR_FELD.zahlungsempfaengerHausnummer, 'Hausnummer des Zahlungsempfängers'],
  ['QR_FELD', 'zahlungsempfaengerPlz', QR_FELD.zahlungsempfaengerPlz, 'Postleitzahl des Zahlungsempfängers'],
  ['QR_FELD', 'zahlungsempfaengerOrt', QR_FELD.zahlungsempfaengerOrt, 'Ort des Zahlungsempfängers'],
  ['QR_FELD', 'zahlungsempfaengerLand', QR_FELD.zahlungsempfaengerLand, 'Land des Zahlungsempfängers'],
  ['QR_FELD', 'zahlungspflichtigerName', QR_FELD.zahlungspflichtigerName, 'Name des Zahlungspflichtigen'],
  ['QR_FELD', 'zahlungspflichtigerStrasse', QR_FELD.zahlungspflichtigerStrasse, 'Strasse des Zahlungspflichtigen'],
  ['QR_FELD', 'zahlungspflichtigerHausnummer', QR_FELD.zahlungspflichtigerHausnummer, 'Hausnummer des Zahlungspflichtigen'],
  ['QR_FELD', 'zahlungspflichtigerPlz', QR_FELD.zahlungspflichtigerPlz, 'Postleitzahl des Zahlungspflichtigen'],
  ['QR_FELD', 'zahlungspflichtigerOrt', QR_FELD.zahlungspflichtigerOrt, 'Ort des Zahlungspflichtigen'],
  ['QR_FELD', 'zahlungspflichtigerLand', QR_FELD.zahlungspflichtigerLand, 'Land des Zahlungspflichtigen'],
  ['QR_FELD', 'referenz', QR_FELD.referenz, 'Referenz'],
  ['QR_FELD', 'mitteilung', QR_FELD.mitteilung, 'Mitteilung'],
  ['QR_FELD', 'rechnungsinformationen', QR_FELD.rechnungsinformationen, 'Rechnungsinformationen'],

  ['QR_MELDUNG', 'kontoUngueltig', QR_MELDUNG.kontoUngueltig, 'Das Konto (IBAN) ist ungültig.'],
  ['QR_MELDUNG', 'kontoNichtChLi', QR_MELDUNG.kontoNichtChLi, 'Das Konto muss eine IBAN aus der Schweiz oder Liechtenstein (CH/LI) sein.'],
  ['QR_MELDUNG', 'qrrOhneQrIban', QR_MELDUNG.qrrOhneQrIban, 'Eine QR-Referenz (QRR) ist nur mit einer QR-IBAN möglich.'],
  ['QR_MELDUNG', 'qrIbanOhneQrr', QR_MELDUNG.qrIbanOhneQrr, 'Mit einer QR-IBAN ist eine QR-Referenz (QRR) nötig.'],
  [
    'QR_MELDUNG',
    'qrrUngueltig',
    QR_MELDUNG.qrrUngueltig,
    'Die QR-Referenz ist ungültig: Sie hat 27 Ziffern, die letzte ist die Prüfziffer.',
  ],
  [
    'QR_MELDUNG',
    'scorUngueltig',
    QR_MELDUNG.scorUngueltig,
    'Die Creditor Reference ist ungültig: Sie beginnt mit RF und zwei Prüfziffern (ISO 11649).',
  ],
  ['QR_MELDUNG', 'referenzFehlt', QR_MELDUNG.referenzFehlt, 'Die Referenz fehlt.'],
  ['QR_MELDUNG', 'referenzOhneTyp', QR_MELDUNG.referenzOhneTyp, 'Ohne Referenz (NON) darf keine Referenz angegeben sein.'],
  ['QR_MELDUNG', 'referenzTyp', QR_MELDUNG.referenzTyp, 'Der Referenztyp muss QRR, SCOR oder NON sein.'],
  ['QR_MELDUNG', 'waehrung', QR_MELDUNG.waehrung, 'Die Währung muss CHF oder EUR sein.'],
  ['QR_MELDUNG', 'betrag', QR_MELDUNG.betrag, 'Der Betrag muss zwischen 0.01 und 999999999.99 liegen.'],
  ['QR_MELDUNG', 'pflichtfeld', QR_MELDUNG.pflichtfeld('Ort des Zahlungsempfängers'), 'Ort des Zahlungsempfängers fehlt.'],
  [
    'QR_MELDUNG',
    'zuLang',
    QR_MELDUNG.zuLang('Name des Zahlungsempfängers', 70),
    'Name des Zahlungsempfängers ist zu lang: höchstens 70 Zeichen.',
  ],
  [
    'QR_MELDUNG',
    'land',
    QR_MELDUNG.land('Land des Zahlungsempfängers'),
    'Land des Zahlungsempfängers muss ein Ländercode aus zwei Buchstaben sein (z. B. CH).',
  ],
  ['QR_MELDUNG', 'zeichen', QR_MELDUNG.zeichen('Mitteilung', '↵'), 'Mitteilung enthält Zeichen, die im QR-Code nicht erlaubt sind: ↵'],
  [
    'QR_MELDUNG',
    'mitteilungZusammen',
    QR_MELDUNG.mitteilungZusammen,
    'Mitteilung und Rechnungsinformationen sind zusammen zu lang: höchstens 140 Zeichen.',
  ],
  ['QR_MELDUNG', 'keinSpc', QR_MELDUNG.keinSpc, 'Der QR-Code ist keine Swiss QR-Rechnung (Kennung SPC fehlt).'],
  ['QR_MELDUNG', 'version', QR_MELDUNG.version('0100'), 'Die QR-Rechnung hat die Version 0100; unterstützt ist 0200.'],
  ['QR_MELDUNG', 'codierung', QR_MELDUNG.codierung, 'Die QR-Rechnung muss die Zeichencodierung 1 (UTF-8) haben.'],
  [
    'QR_MELDUNG',
    'zeilen',
    QR_MELDUNG.zeilen(25),
    'Die QR-Rechnung hat 25 Zeilen; erwartet sind 31 bis 34 (bis zur Endkennung EPD und danach höchstens drei).',
  ],
  ['QR_MELDUNG', 'endkennung', QR_MELDUNG.endkennung, 'Die QR-Rechnung hat die Endkennung EPD nicht an der richtigen Stelle.'],
  [
    'QR_MELDUNG',
    'adressTyp',
    QR_MELDUNG.adressTyp('Zahlungsempfänger'),
    'Die Adresse (Zahlungsempfänger) muss strukturiert sein (Typ S); kombinierte Adressen (Typ K) sind nicht mehr zulässig.',
  ],
  [
    'QR_MELDUNG',
    'betragFormat',
    QR_MELDUNG.betragFormat('1,50'),
    'Der Betrag «1,50» ist keine Zahl mit höchstens zwei Nachkommastellen und Punkt als Trennzeichen.',
  ],

  ['MAHNSTUFE_TEXT', '1', MAHNSTUFE_TEXT[1], 'Zahlungserinnerung'],
  ['MAHNSTUFE_TEXT', '2', MAHNSTUFE_TEXT[2], '2. Mahnung'],

  ['RECHNUNG_BANNER', 'rechnung', RECHNUNG_BANNER.rechnung({ nr: 12, betrag: '250.00 CHF', offen: null }), 'Rechnung 12 über 250.00 CHF'],
  [
    'RECHNUNG_BANNER',
    'eine',
    RECHNUNG_BANNER.eine('Rechnung 12 über 250.00 CHF', '01.11.2026'),
    'Eine Rechnung ist überfällig: Rechnung 12 über 250.00 CHF war am 01.11.2026 fällig. Die Rechnung mit dem Einzahlungsschein finden Sie unter Vereinskonto → Rechnungen.',
  ],
  [
    'RECHNUNG_BANNER',
    'mehrere',
    RECHNUNG_BANNER.mehrere(2, [
      { rechnung: 'Rechnung 1 über 5.00 CHF', faelligAm: '01.11.2026' },
      { rechnung: 'Rechnung 2 über 6.00 CHF', faelligAm: '02.11.2026' },
    ]),
    '2 Rechnungen sind überfällig: Rechnung 1 über 5.00 CHF (fällig am 01.11.2026), Rechnung 2 über 6.00 CHF (fällig am 02.11.2026). Die Rechnungen mit dem Einzahlungsschein finden Sie unter Vereinskonto → Rechnungen.',
  ],

  ['CAMT_MELDUNG', 'leer', CAMT_MELDUNG.leer, 'Die Bankdatei ist leer.'],
  ['CAMT_MELDUNG', 'zuGross', CAMT_MELDUNG.zuGross(20), 'Die Bankdatei ist zu gross: höchstens 20 MB.'],
  [
    'CAMT_MELDUNG',
    'doctype',
    CAMT_MELDUNG.doctype,
    'Die Bankdatei enthält eine DOCTYPE- oder ENTITY-Deklaration. Solche Dateien werden aus Sicherheitsgründen nicht gelesen; eine Bankdatei (camt.053/camt.054) enthält keine.',
  ],
  [
    'CAMT_MELDUNG',
    'keinXml',
    CAMT_MELDUNG.keinXml('Zeile 3: x'),
    'Die Bankdatei ist kein gültiges XML (Zeile 3: x). Bitte laden Sie die Datei erneut aus dem E-Banking herunter.',
  ],
  [
    'CAMT_MELDUNG',
    'keinCamt',
    CAMT_MELDUNG.keinCamt,
    'Die Datei ist keine Bankdatei im Format camt.053 (Kontoauszug) oder camt.054 (Gutschriftsanzeige). Bitte laden Sie im E-Banking die Datei im Format camt.053 oder camt.054 herunter.',
  ],
  ['CAMT_MELDUNG', 'keinKonto', CAMT_MELDUNG.keinKonto, 'Die Bankdatei nennt kein Konto mit IBAN (Acct/Id/IBAN).'],
  [
    'CAMT_MELDUNG',
    'mehrereKonten',
    CAMT_MELDUNG.mehrereKonten('A', 'B'),
    'Die Bankdatei enthält Buchungen mehrerer Konten (A, B); bitte pro Konto eine Datei einlesen.',
  ],
  ['CAMT_MELDUNG', 'betrag', CAMT_MELDUNG.betrag(3, 'x'), 'Buchung 3: Der Betrag «x» ist keine Zahl.'],
  [
    'CAMT_MELDUNG',
    'betragFehlt',
    CAMT_MELDUNG.betragFehlt(3),
    'Buchung 3: Eine Sammelbuchung nennt nicht den Betrag jeder einzelnen Zahlung.',
  ],

  ['ABGLEICH_GRUND', 'bereitsEingelesen', ABGLEICH_GRUND.bereitsEingelesen, 'Bereits eingelesen: Diese Buchung wurde schon verbucht.'],
  ['ABGLEICH_GRUND', 'doppelt', ABGLEICH_GRUND.doppelt, 'Doppelt: Diese Buchung kommt in der Datei zweimal vor.'],
  ['ABGLEICH_GRUND', 'nichtGebucht', ABGLEICH_GRUND.nichtGebucht, 'Noch nicht gebucht: Die Bank führt die Buchung erst als vorgemerkt.'],
  ['ABGLEICH_GRUND', 'belastung', ABGLEICH_GRUND.belastung, 'Belastung: Sie betrifft keine Rechnung.'],
  [
    'ABGLEICH_GRUND',
    'waehrung',
    ABGLEICH_GRUND.waehrung('EUR', 'CHF'),
    'Zahlung in EUR: Abgeglichen werden nur Zahlungen in CHF; bitte von Hand prüfen.',
  ],
  ['ABGLEICH_GRUND', 'stornoBelastung', ABGLEICH_GRUND.stornoBelastung, 'Storno einer Belastung: Es betrifft keine Rechnung.'],
  [
    'ABGLEICH_GRUND',
    'stornoOhneRechnung',
    ABGLEICH_GRUND.stornoOhneRechnung,
    'Storno einer Zahlung, die keiner Rechnung zugeordnet ist: bitte von Hand prüfen.',
  ],
  [
    'ABGLEICH_GRUND',
    'stornoOhneZahlung',
    ABGLEICH_GRUND.stornoOhneZahlung(6),
    'Storno ohne verbuchte Zahlung: Für Rechnung 6 ist keine Zahlung über diesen Betrag verbucht; bitte von Hand prüfen.',
  ],
];

const MODULE: Record<string, object> = { IBAN_MELDUNG, QR_FELD, QR_MELDUNG, MAHNSTUFE_TEXT, RECHNUNG_BANNER, CAMT_MELDUNG, ABGLEICH_GRUND };

describe('invoicing texts', () => {
  it.each(TABELLE.map((z) => [`${z[0]}.${z[1]}`, z[2], z[3]] as const))('%s', (_name, ist, soll) => expect(ist).toBe(soll));

  it.each(Object.entries(MODULE))('every key of %s is pinned', (modul, objekt) => {
    const gepinnt = new Set(TABELLE.filter((z) => z[0] === modul).map((z) => z[1]));
    expect([...gepinnt].sort()).toEqual(Object.keys(objekt).sort());
  });

  it('Swiss spelling: no ß', () => expect(TABELLE.filter((z) => z[3].includes('ß'))).toEqual([]));
});
