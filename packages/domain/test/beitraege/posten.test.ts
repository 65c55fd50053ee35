/**
 * Open fee items' rules (docs/produkt.md "Beiträge"): the next reminder level or why none, which bank file
 * belongs to the club's account, status and open amount with cancellation, the input schemas and the
 * bookkeeping CSV.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BEITRAG_MELDUNG,
  BEITRAG_POSTEN_MELDUNG,
  barBezahltSchema,
  beitraegeCsv,
  beitragOffenCents,
  beitragsrechnungenFilterSchema,
  beitragsStatus,
  gleichesKonto,
  MAHNUNG_GRUND,
  mahnungenSchema,
  naechsteMahnung,
  validate,
  type BeitragsrechnungEintrag,
} from '../../src/index.js';

const HEUTE = '2027-03-10';
const rechnung = (over: Partial<Parameters<typeof naechsteMahnung>[0]> = {}) => ({
  BetragCents: 12000,
  BezahltCents: 0,
  FaelligAm: '2027-02-28',
  Storniert: 0,
  Mahnstufe: 0,
  LetzteMahnungAm: null,
  ...over,
});

describe('naechsteMahnung', () => {
  it.each([
    ['overdue, never reminded', {}, { stufe: 1, grund: null }],
    ['overdue and partly paid', { BezahltCents: 5000 }, { stufe: 1, grund: null }],
    ['due today: not yet overdue', { FaelligAm: HEUTE }, { stufe: null, grund: MAHNUNG_GRUND.nichtFaellig(HEUTE) }],
    ['paid', { BezahltCents: 12000 }, { stufe: null, grund: MAHNUNG_GRUND.bezahlt }],
    ['over-paid', { BezahltCents: 15000 }, { stufe: null, grund: MAHNUNG_GRUND.bezahlt }],
    ['cancelled', { Storniert: 1 }, { stufe: null, grund: MAHNUNG_GRUND.storniert }],
    ['first reminder 10 days ago', { Mahnstufe: 1, LetzteMahnungAm: '2027-02-28' }, { stufe: 2, grund: null }],
    [
      'first reminder 9 days ago',
      { Mahnstufe: 1, LetzteMahnungAm: '2027-03-01' },
      { stufe: null, grund: MAHNUNG_GRUND.zuFrueh('2027-03-01', '2027-03-11') },
    ],
    ['second reminder sent', { Mahnstufe: 2, LetzteMahnungAm: '2027-01-01' }, { stufe: null, grund: MAHNUNG_GRUND.letzteStufe }],
  ] as const)('%s', (_, over, erwartet) => {
    expect(naechsteMahnung(rechnung(over), HEUTE)).toEqual(erwartet);
  });
});

describe('gleichesKonto', () => {
  it.each([
    ['the same IBAN', 'CH9300762011623852957', 'CH9300762011623852957', true],
    ['a QR-IBAN and its account’s ordinary IBAN', 'CH4431999123000889012', 'CH5800791123000889012', true],
    ['a QR-IBAN and another account', 'CH4431999123000889012', 'CH5800791123000889013', false],
    ['an ordinary IBAN and another bank’s with the same number', 'CH9300762011623852957', 'CH1200791011623852957', false],
    ['a QR-IBAN and a Liechtenstein IBAN', 'CH4431999123000889012', 'LI5800791123000889012', false],
  ])('%s', (_, verein, datei, erwartet) => {
    expect(gleichesKonto(verein, datei)).toBe(erwartet);
  });
});

describe('status and open amount', () => {
  it.each([
    [{ BetragCents: 100, BezahltCents: 0, FaelligAm: '2027-04-01', Storniert: 0 }, 'offen', 100],
    [{ BetragCents: 100, BezahltCents: 40, FaelligAm: '2027-04-01', Storniert: 0 }, 'teilweise bezahlt', 60],
    [{ BetragCents: 100, BezahltCents: 40, FaelligAm: '2027-03-01', Storniert: 0 }, 'überfällig', 60],
    [{ BetragCents: 100, BezahltCents: 130, FaelligAm: '2027-03-01', Storniert: 0 }, 'bezahlt', 0],
    [{ BetragCents: 100, BezahltCents: 0, FaelligAm: '2027-03-01', Storniert: 1 }, 'storniert', 0],
  ] as const)('%j is %s with %i cents open', (r, status, offen) => {
    expect(beitragsStatus({ ...r, heute: HEUTE })).toBe(status);
    expect(beitragOffenCents(r)).toBe(offen);
  });
});

describe('input', () => {
  it('cash: a date and an amount in francs with at most two decimals, as cents', () => {
    expect(v.parse(barBezahltSchema, { Datum: '2027-03-01', Betrag: 60.5 })).toEqual({ Datum: '2027-03-01', Betrag: 6050 });
    for (const Betrag of [0, -5, 1.234, Number.NaN])
      expect(validate(barBezahltSchema, { Datum: '2027-03-01', Betrag })).toEqual({
        success: false,
        errors: { Betrag: [BEITRAG_MELDUNG.betrag('Betrag')] },
      });
  });

  it('filters: each optional, ids as digits, a status of the list', () => {
    expect(v.parse(beitragsrechnungenFilterSchema, {})).toEqual({ Status: null, MitgliedId: null, LaufId: null });
    expect(v.parse(beitragsrechnungenFilterSchema, { Status: 'überfällig', MitgliedId: '7', LaufId: '' })).toEqual({
      Status: 'überfällig',
      MitgliedId: 7,
      LaufId: null,
    });
    expect(v.safeParse(beitragsrechnungenFilterSchema, { Status: 'fällig' }).success).toBe(false);
    expect(v.safeParse(beitragsrechnungenFilterSchema, { MitgliedId: '7a' }).success).toBe(false);
  });

  it('reminders: at least one id', () => {
    expect(validate(mahnungenSchema, { Ids: [] })).toEqual({ success: false, errors: { Ids: [BEITRAG_POSTEN_MELDUNG.keineIds] } });
    expect(v.parse(mahnungenSchema, { Ids: [3, 4] })).toEqual({ Ids: [3, 4] });
  });
});

describe('beitraegeCsv', () => {
  const eintrag: BeitragsrechnungEintrag = {
    BeitragsrechnungId: 12,
    LaufId: 2,
    Bezeichnung: 'Mitgliederbeitrag 2027',
    MitgliedId: null,
    Name: 'Gelöschtes Mitglied',
    Rechnungsdatum: '2027-01-15',
    FaelligAm: '2027-02-28',
    Betrag: 1234.5,
    Bezahlt: 0,
    Offen: 1234.5,
    Status: 'überfällig',
    Mahnstufe: 2,
    BezahltAm: null,
    Zahlungsreferenz: 'RF18539007547034',
    StornoGrund: '-irrtümlich; doppelt',
  };

  it('writes BOM, header and CRLF rows: amounts without separators, dates dd.MM.yyyy, the level by name, formulas defused', () => {
    expect(beitraegeCsv([eintrag]).split('\r\n')).toEqual([
      '\uFEFFRechnungsnummer;Beitragslauf;Mitgliedernummer;Name;Rechnungsdatum;Fällig am;Betrag;Bezahlt;Offen;Status;Mahnstufe;Bezahlt am;Zahlungsreferenz;Stornogrund',
      `12;Mitgliederbeitrag 2027;;Gelöschtes Mitglied;15.01.2027;28.02.2027;1234.50;0.00;1234.50;überfällig;2. Mahnung;;RF18 5390 0754 7034;"'-irrtümlich; doppelt"`,
      '',
    ]);
  });

  it('an empty list is the header alone', () => {
    expect(beitraegeCsv([])).toBe(
      '\uFEFFRechnungsnummer;Beitragslauf;Mitgliedernummer;Name;Rechnungsdatum;Fällig am;Betrag;Bezahlt;Offen;Status;Mahnstufe;Bezahlt am;Zahlungsreferenz;Stornogrund\r\n',
    );
  });
});
