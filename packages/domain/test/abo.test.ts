import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  MELDUNG,
  aboAbsendenErlaubt,
  aboAnzahlFehler,
  aboBestellungFehler,
  aboBestellungSchema,
  aboMinus,
  aboMinusErlaubt,
  aboPlus,
  aboStartwert,
} from '../src/index.js';

describe('aboStartwert', () => {
  it.each([
    ['abschluss', 0, 10],
    ['abschluss', 50, 10],
    ['erneuerung', 35, 35],
    ['erneuerung', 0, 10],
    ['anpassung', 30, 35],
    ['anpassung', 0, 10],
  ] as const)('%s with contract %i starts at %i', (art, vertragAnzahl, start) => {
    expect(aboStartwert(art, { vertragAnzahl })).toBe(start);
  });
  it('defaults to 10 without a contract', () => expect(aboStartwert('abschluss')).toBe(10));
  it.each([
    // [art, contract, members with system access, start]: a new contract or renewal must cover them (docs/produkt.md §4).
    ['abschluss', 0, 33, 35],
    ['abschluss', 0, 35, 35],
    ['abschluss', 0, 4, 10],
    ['erneuerung', 20, 33, 35],
    ['erneuerung', 40, 33, 40],
    ['anpassung', 40, 60, 45], // an increase is measured against the contract only
  ] as const)(
    '%s with contract %i and %i members with system access starts at %i',
    (art, vertragAnzahl, mitgliederMitSystemZugriff, start) => {
      expect(aboStartwert(art, { vertragAnzahl, mitgliederMitSystemZugriff })).toBe(start);
      expect(aboAnzahlFehler(art, start, { vertragAnzahl, mitgliederMitSystemZugriff })).toEqual([]);
    },
  );
  it('rounds a contracted count off the 5-step up to a valid order', () => {
    expect(aboStartwert('erneuerung', { vertragAnzahl: 12 })).toBe(15);
    expect(aboStartwert('anpassung', { vertragAnzahl: 12 })).toBe(20);
    for (const art of ['abschluss', 'erneuerung', 'anpassung'] as const) {
      for (const vertragAnzahl of [0, 7, 10, 12, 30, 33]) {
        expect(aboAnzahlFehler(art, aboStartwert(art, { vertragAnzahl }), { vertragAnzahl }), `${art} ${vertragAnzahl}`).toEqual([]);
      }
    }
  });
});

describe('plus / minus (docs/produkt.md §4)', () => {
  it('plus adds 5', () => expect(aboPlus(10)).toBe(15));
  it.each([
    // [count, art, baseline, minus allowed]
    [10, 'abschluss', 0, false],
    [15, 'abschluss', 0, true],
    [10, 'erneuerung', 0, false],
    [15, 'erneuerung', 0, true],
    [35, 'anpassung', 30, false], // = baseline + 5
    [40, 'anpassung', 30, true], // > baseline + 5
    [15, 'anpassung', 10, false],
    [20, 'anpassung', 10, true],
    [15, 'anpassung', 0, true], // above 10 and above 0 + 5
    [10, 'anpassung', 0, false], // not above 10
  ] as const)('count %i, %s, baseline %i: minus %s', (anzahl, art, baseline, ok) => {
    expect(aboMinusErlaubt(anzahl, art, baseline)).toBe(ok);
    expect(aboMinus(anzahl, art, baseline)).toBe(ok ? anzahl - 5 : anzahl);
  });
  it('minus stops at the members with system access for a new contract or renewal', () => {
    expect(aboMinusErlaubt(35, 'abschluss', 0, 33)).toBe(false);
    expect(aboMinusErlaubt(40, 'abschluss', 0, 33)).toBe(true);
    expect(aboMinus(35, 'erneuerung', 50, 33)).toBe(35);
    expect(aboMinus(40, 'erneuerung', 50, 33)).toBe(35);
  });
});

describe('aboAbsendenErlaubt (docs/produkt.md §5)', () => {
  const ok = { anzahl: 10, bestaetigtPartner: true, bestaetigtAgb: true };
  it.each([
    [ok, true],
    [{ ...ok, anzahl: 9 }, false],
    [{ ...ok, anzahl: null }, false],
    [{ ...ok, anzahl: undefined }, false],
    [{ ...ok, bestaetigtPartner: false }, false],
    [{ ...ok, bestaetigtAgb: false }, false],
    [{ ...ok, anzahl: 30, art: 'anpassung' as const, vertragAnzahl: 30 }, false],
    [{ ...ok, anzahl: 35, art: 'anpassung' as const, vertragAnzahl: 30 }, true],
    [{ ...ok, anzahl: 30, art: 'erneuerung' as const, mitgliederMitSystemZugriff: 33 }, false],
    [{ ...ok, anzahl: 35, art: 'erneuerung' as const, mitgliederMitSystemZugriff: 33 }, true],
  ])('%j -> %s', (z, erlaubt) => expect(aboAbsendenErlaubt(z)).toBe(erlaubt));
});

describe('aboBestellungFehler (docs/produkt.md §10 server rules)', () => {
  const k = { vertragAnzahl: 30, mitgliederMitSystemZugriff: 12 };
  it.each([
    ['abschluss', 15, null],
    ['abschluss', 10, { AnzahlMitglieder: [MELDUNG.aboAnzahlUnterSystemzugriff(12)] }],
    ['abschluss', 5, { AnzahlMitglieder: [MELDUNG.aboAnzahlMinimum(10), MELDUNG.aboAnzahlUnterSystemzugriff(12)] }],
    ['erneuerung', 17, { AnzahlMitglieder: [MELDUNG.aboAnzahlSchritt(5)] }],
    ['erneuerung', 20, null],
    ['anpassung', 35, null],
    ['anpassung', 30, { AnzahlMitglieder: [MELDUNG.aboAnzahlErhoehung(30, 5)] }],
    ['anpassung', 37, { AnzahlMitglieder: [MELDUNG.aboAnzahlSchritt(5)] }],
    // Not a whole number: the body schema's messages, no contract rule.
    ['anpassung', 10.5, { AnzahlMitglieder: [MELDUNG.keineZahl('AnzahlMitglieder'), MELDUNG.aboAnzahlSchritt(5)] }],
  ] as const)('%s %f -> %j', (art, anzahl, expected) => {
    expect(aboBestellungFehler(art, { ...k, anzahl })).toEqual(expected);
  });
  it('increase message', () => {
    expect(MELDUNG.aboAnzahlErhoehung(30, 5)).toBe('Die Anzahl Mitglieder muss mindestens 5 mehr als die bisherige Anzahl (30) betragen.');
  });
});

describe('aboAnzahlFehler (the one count rule of web and server)', () => {
  it("gives the body schema's messages for the count itself", () => {
    for (const anzahl of [7, 10, 12, 15, 3.3, 1_000_005]) {
      const schema = v.safeParse(aboBestellungSchema, { AnzahlMitglieder: anzahl });
      expect(aboAnzahlFehler('abschluss', anzahl), String(anzahl)).toEqual(schema.success ? [] : schema.issues.map((i) => i.message));
    }
  });
  it('adds the contract rules only when their facts are given', () => {
    expect(aboAnzahlFehler('anpassung', 30)).toEqual([]);
    expect(aboAnzahlFehler('anpassung', 30, { vertragAnzahl: 30 })).toEqual([MELDUNG.aboAnzahlErhoehung(30, 5)]);
    expect(aboAnzahlFehler('anpassung', 10, { vertragAnzahl: 30, mitgliederMitSystemZugriff: 40 })).toEqual([
      MELDUNG.aboAnzahlErhoehung(30, 5),
    ]);
    expect(aboAnzahlFehler('erneuerung', 20, { vertragAnzahl: 30 })).toEqual([]);
    expect(aboAnzahlFehler('erneuerung', 20, { mitgliederMitSystemZugriff: 21 })).toEqual([MELDUNG.aboAnzahlUnterSystemzugriff(21)]);
  });
  it('the submit button and the steppers follow it', () => {
    const ja = { bestaetigtPartner: true, bestaetigtAgb: true };
    expect(aboAbsendenErlaubt({ ...ja, anzahl: 12 })).toBe(false);
    expect(aboAbsendenErlaubt({ ...ja, anzahl: 1_000_005 })).toBe(false);
    // A count off the 5-step cannot step below the minimum.
    expect(aboMinusErlaubt(12, 'abschluss')).toBe(false);
  });
});
