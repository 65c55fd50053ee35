import { describe, expect, it } from 'vitest';
import { QR_MELDUNG, qrRechnungPruefen, qrUnerlaubteZeichen, spcLesen, spcPayload, type QrRechnungDaten } from '../../src/index.js';

/** SIX IG QR-bill, example "QR-bill with QR reference" (without the alternative schemes). */
const SIX_QRR: QrRechnungDaten = {
  konto: 'CH4431999123000889012',
  zahlungsempfaenger: { name: 'Robert Schneider AG', strasse: 'Rue du Lac', hausnummer: '1268', plz: '2501', ort: 'Biel', land: 'CH' },
  betragCents: 194975,
  waehrung: 'CHF',
  zahlungspflichtiger: {
    name: 'Pia-Maria Rutschmann-Schnyder',
    strasse: 'Grosse Marktgasse',
    hausnummer: '28',
    plz: '9400',
    ort: 'Rorschach',
    land: 'CH',
  },
  referenzTyp: 'QRR',
  referenz: '210000000003139471430009017',
  mitteilung: 'Order dated 18.06.2020',
  rechnungsinformationen: '//S1/10/10201409/11/200701/20/140.000-53/30/102673831/31/200615/32/7.7/33/7.7:139.40/40/0:30',
};

const SIX_QRR_TEXT = [
  'SPC',
  '0200',
  '1',
  'CH4431999123000889012',
  'S',
  'Robert Schneider AG',
  'Rue du Lac',
  '1268',
  '2501',
  'Biel',
  'CH',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '1949.75',
  'CHF',
  'S',
  'Pia-Maria Rutschmann-Schnyder',
  'Grosse Marktgasse',
  '28',
  '9400',
  'Rorschach',
  'CH',
  'QRR',
  '210000000003139471430009017',
  'Order dated 18.06.2020',
  'EPD',
  '//S1/10/10201409/11/200701/20/140.000-53/30/102673831/31/200615/32/7.7/33/7.7:139.40/40/0:30',
].join('\n');

/** SIX IG QR-bill, example "QR-bill with creditor reference", open amount, no debtor. */
const SIX_SCOR: QrRechnungDaten = {
  konto: 'CH5800791123000889012',
  zahlungsempfaenger: { name: 'Robert Schneider AG', strasse: 'Rue du Lac', hausnummer: '1268', plz: '2501', ort: 'Biel', land: 'CH' },
  waehrung: 'CHF',
  referenzTyp: 'SCOR',
  referenz: 'RF18539007547034',
};

const OHNE_REFERENZ: QrRechnungDaten = {
  konto: 'CH9300762011623852957',
  zahlungsempfaenger: { name: 'Turnverein Beispiel', plz: '8000', ort: 'Zürich', land: 'CH' },
  betragCents: 5000,
  waehrung: 'EUR',
  zahlungspflichtiger: { name: 'Anna Muster', strasse: 'Dorfstrasse', plz: '9490', ort: 'Vaduz', land: 'LI' },
  referenzTyp: 'NON',
  mitteilung: 'Rechnung 42',
};

describe('spcPayload', () => {
  it('writes the SIX example line by line', () => expect(spcPayload(SIX_QRR)).toBe(SIX_QRR_TEXT));

  it('open amount, no debtor, no bill information: empty fields, nothing after EPD', () => {
    const zeilen = spcPayload(SIX_SCOR).split('\n');
    expect(zeilen).toHaveLength(31);
    expect(zeilen.slice(18, 20)).toEqual(['', 'CHF']);
    expect(zeilen.slice(20, 27)).toEqual(['', '', '', '', '', '', '']);
    expect(zeilen.slice(27)).toEqual(['SCOR', 'RF18539007547034', '', 'EPD']);
  });

  it('normalises account and reference (spaces, case)', () => {
    const text = spcPayload({ ...SIX_SCOR, konto: 'ch58 0079 1123 0008 8901 2', referenz: 'rf18 5390 0754 7034' });
    expect(text.split('\n')[3]).toBe('CH5800791123000889012');
    expect(text.split('\n')[28]).toBe('RF18539007547034');
  });
});

describe('spcLesen', () => {
  it.each([
    ['QRR (SIX)', SIX_QRR],
    ['SCOR (SIX)', SIX_SCOR],
    ['NON, EUR, no street on the creditor', OHNE_REFERENZ],
    ['bill information without a message', { ...SIX_QRR, mitteilung: undefined }],
    ['no amount, no debtor, QRR', { ...SIX_QRR, betragCents: undefined, zahlungspflichtiger: undefined }],
  ])('%s round-trips', (_name, daten) => expect(spcLesen(spcPayload(daten))).toEqual(daten));

  it('reads CR LF and ignores the alternative schemes', () => {
    const text = `${SIX_QRR_TEXT}\nName AV1: UV;UltraPay005;12345\nName AV2: XY;XYService;54321`.replace(/\n/g, '\r\n');
    expect(spcLesen(text)).toEqual(SIX_QRR);
  });

  it('reads a text that ends with a line break after EPD', () => {
    expect(spcLesen(`${spcPayload(SIX_SCOR)}\n`)).toEqual(SIX_SCOR);
  });

  const zeilen = SIX_QRR_TEXT.split('\n');
  const mit = (i: number, wert: string): string => zeilen.map((z, j) => (j === i ? wert : z)).join('\n');
  it.each([
    ['not a QR-bill', 'https://example.ch', QR_MELDUNG.keinSpc],
    ['version 0100', mit(1, '0100'), QR_MELDUNG.version('0100')],
    ['coding 2', mit(2, '2'), QR_MELDUNG.codierung],
    ['lines missing', zeilen.slice(0, 25).join('\n'), QR_MELDUNG.zeilen(25)],
    ['EPD misplaced', mit(30, 'XYZ'), QR_MELDUNG.endkennung],
    ['combined address K', mit(4, 'K'), QR_MELDUNG.adressTyp('Zahlungsempfänger')],
    ['debtor address K', mit(20, 'K'), QR_MELDUNG.adressTyp('Zahlungspflichtiger')],
    ['amount with comma', mit(18, '1949,75'), QR_MELDUNG.betragFormat('1949,75')],
    ['currency USD', mit(19, 'USD'), QR_MELDUNG.waehrung],
    ['reference type IPI', mit(27, 'IPI'), QR_MELDUNG.referenzTyp],
  ])('%s -> German error', (_name, text, fehler) => expect(spcLesen(text)).toEqual({ fehler }));
});

describe('qrRechnungPruefen', () => {
  it.each([
    ['SIX QRR', SIX_QRR],
    ['SIX SCOR', SIX_SCOR],
    ['NON', OHNE_REFERENZ],
  ])('%s: no problems', (_name, daten) => expect(qrRechnungPruefen(daten)).toEqual([]));

  type Adresse = QrRechnungDaten['zahlungsempfaenger'];
  const empfaenger = SIX_QRR.zahlungsempfaenger;
  /** SIX_QRR with the creditor's address changed, or with it as the debtor's, changed. */
  const empfaengerMit = (aenderung: Partial<Adresse>): QrRechnungDaten => ({
    ...SIX_QRR,
    zahlungsempfaenger: { ...empfaenger, ...aenderung },
  });
  const pflichtigerMit = (aenderung: Partial<Adresse>): QrRechnungDaten => ({
    ...SIX_QRR,
    zahlungspflichtiger: { ...empfaenger, ...aenderung },
  });
  it.each<[string, QrRechnungDaten, string[]]>([
    ['QRR with a normal IBAN', { ...SIX_QRR, konto: 'CH5800791123000889012' }, [QR_MELDUNG.qrrOhneQrIban]],
    ['SCOR with a QR-IBAN', { ...SIX_SCOR, konto: 'CH4431999123000889012' }, [QR_MELDUNG.qrIbanOhneQrr]],
    ['NON with a QR-IBAN', { ...OHNE_REFERENZ, konto: 'CH4431999123000889012' }, [QR_MELDUNG.qrIbanOhneQrr]],
    ['bad QRR check digit', { ...SIX_QRR, referenz: '210000000003139471430009018' }, [QR_MELDUNG.qrrUngueltig]],
    ['bad RF check digits', { ...SIX_SCOR, referenz: 'RF19539007547034' }, [QR_MELDUNG.scorUngueltig]],
    ['QRR without reference', { ...SIX_QRR, referenz: undefined }, [QR_MELDUNG.referenzFehlt]],
    ['NON with a reference', { ...OHNE_REFERENZ, referenz: 'RF18539007547034' }, [QR_MELDUNG.referenzOhneTyp]],
    ['invalid IBAN', { ...SIX_SCOR, konto: 'CH5900791123000889012' }, [QR_MELDUNG.kontoUngueltig]],
    ['German IBAN', { ...SIX_SCOR, konto: 'DE89370400440532013000' }, [QR_MELDUNG.kontoNichtChLi]],
    ['amount 0', { ...SIX_QRR, betragCents: 0 }, [QR_MELDUNG.betrag]],
    ['amount 1 billion', { ...SIX_QRR, betragCents: 100_000_000_000 }, [QR_MELDUNG.betrag]],
    ['amount 0.01 is fine', { ...SIX_QRR, betragCents: 1 }, []],
    ['amount 999999999.99 is fine', { ...SIX_QRR, betragCents: 99_999_999_999 }, []],
    ['name 71 characters', empfaengerMit({ name: 'x'.repeat(71) }), [QR_MELDUNG.zuLang('Name des Zahlungsempfängers', 70)]],
    ['name 70 characters', empfaengerMit({ name: 'x'.repeat(70) }), []],
    ['street 71', empfaengerMit({ strasse: 'x'.repeat(71) }), [QR_MELDUNG.zuLang('Strasse des Zahlungsempfängers', 70)]],
    ['house number 17', empfaengerMit({ hausnummer: '1'.repeat(17) }), [QR_MELDUNG.zuLang('Hausnummer des Zahlungsempfängers', 16)]],
    ['postal code 17', empfaengerMit({ plz: '1'.repeat(17) }), [QR_MELDUNG.zuLang('Postleitzahl des Zahlungsempfängers', 16)]],
    ['town 36', empfaengerMit({ ort: 'x'.repeat(36) }), [QR_MELDUNG.zuLang('Ort des Zahlungsempfängers', 35)]],
    ['town 35 with umlauts', empfaengerMit({ ort: 'ü'.repeat(35) }), []],
    ['debtor town 36', pflichtigerMit({ ort: 'x'.repeat(36) }), [QR_MELDUNG.zuLang('Ort des Zahlungspflichtigen', 35)]],
    ['creditor without town', empfaengerMit({ ort: ' ' }), [QR_MELDUNG.pflichtfeld('Ort des Zahlungsempfängers')]],
    ['country "Schweiz"', empfaengerMit({ land: 'Schweiz' }), [QR_MELDUNG.land('Land des Zahlungsempfängers')]],
    ['emoji in the name', empfaengerMit({ name: 'FC Ball ⚽' }), [QR_MELDUNG.zeichen('Name des Zahlungsempfängers', '⚽')]],
    ['line break in the message', { ...SIX_QRR, mitteilung: 'Zeile 1\nZeile 2' }, [QR_MELDUNG.zeichen('Mitteilung', '↵')]],
    ['message and bill information over 140', { ...SIX_QRR, mitteilung: 'x'.repeat(50) }, [QR_MELDUNG.mitteilungZusammen]],
  ])('%s', (_name, daten, probleme) => expect(qrRechnungPruefen(daten)).toEqual(probleme));

  it.each([
    ['Müller & Söhne, Genève €', []],
    ['Ștefan Țară', []],
    ['Łódź Œuvre', []],
    ['Tab\there', ['\t']],
    ['中文', ['中', '文']],
  ])('character set: %j', (text, falsch) => expect(qrUnerlaubteZeichen(text)).toEqual(falsch));
});
