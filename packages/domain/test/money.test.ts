import { describe, expect, it } from 'vitest';
import { aboKosten, aboTotal, formatBetrag, fromCents, inklMwst, toCents, type Artikel } from '../src/index.js';

describe('toCents / fromCents', () => {
  it.each([
    [2, 200],
    [2.05, 205],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [1.015, 102],
    [19.99, 1999],
    [1234.5, 123450],
    [0, 0],
    [-2.5, -250],
    [8.1, 810],
  ])('toCents(%f) = %i', (betrag, cents) => expect(toCents(betrag)).toBe(cents));
  it('fromCents', () => expect(fromCents(123450)).toBe(1234.5));
  it('rejects NaN', () => expect(() => toCents(Number.NaN)).toThrow(RangeError));
});

describe('aboTotal (docs/produkt.md §9)', () => {
  it.each([
    ['abschluss', 2, 10, undefined, 2000],
    ['erneuerung', 2, 35, undefined, 7000],
    ['anpassung', 2, 40, 30, 2000],
    ['anpassung', 2, 35, 30, 1000],
    ['anpassung', 2, 25, 30, 0],
    ['abschluss', 0.1, 3, undefined, 30],
    ['abschluss', 19.99, 15, undefined, 29985],
  ] as const)('%s price %f count %i (old %j) = %i cents', (art, bruttoPreis, anzahl, anzahlAlt, cents) => {
    expect(aboTotal({ art, bruttoPreis, anzahl, anzahlAlt })).toBe(cents);
  });
});

describe('inklMwst = total / (100 + rate) * rate, half up', () => {
  it.each([
    [2000, 0, 0],
    [2000, 8.1, 150], // 149.86
    [2000, 19, 319], // 319.33
    [10000, 7.7, 715], // 714.9489
    [3, 100, 2], // exactly 1.5 -> half up
    [1, 100, 1], // exactly 0.5 -> half up
    [-3, 100, -2], // half away from zero
    [10810, 8.1, 810], // exact
    [11900, 19, 1900], // exact
    [1, 8.1, 0],
    [7, 8.1, 1], // 0.52
    [123456789, 8.1, 9250694], // 9250693.718, no float drift
    [-2000, 8.1, -150],
  ])('total %i cents at %f%% -> %i cents', (total, rate, mwst) => expect(inklMwst(total, rate)).toBe(mwst));
});

describe('formatBetrag', () => {
  it.each([
    [123450, 'CHF', "1'234.50 CHF"],
    [0, 'CHF', '0.00 CHF'],
    [5, 'EUR', '0.05 EUR'],
    [99, 'CHF', '0.99 CHF'],
    [100000, 'CHF', "1'000.00 CHF"],
    [99999999, 'CHF', "999'999.99 CHF"],
    [123456789012, 'CHF', "1'234'567'890.12 CHF"],
    [-123450, 'CHF', "-1'234.50 CHF"],
    [2000, '', '20.00'],
  ])('%i %s -> %s', (cents, w, text) => expect(formatBetrag(cents, w)).toBe(text));
});

describe('aboKosten', () => {
  const artikel: Artikel = {
    ArtikelId: 1,
    ArtikelBezeichnung: 'Jahresabonnement',
    BruttoPreis: 2,
    MwstProzent: 8.1,
    MehrwertsteuerBezeichnung: 'MWST',
    WaehrungISOCode: 'CHF',
  };
  it('increase charges the difference', () => {
    expect(aboKosten(artikel, 'anpassung', 45, 30)).toEqual({
      artikelBezeichnung: 'Jahresabonnement',
      anzahl: 15,
      einzelpreis: 200,
      total: 3000,
      mwst: 225, // 224.79
      mwstProzent: 8.1,
      mwstBezeichnung: 'MWST',
      mwstAnzeigen: true,
      waehrung: 'CHF',
    });
  });
  it('rate 0 hides the VAT row', () => {
    const k = aboKosten({ ...artikel, MwstProzent: 0 }, 'abschluss', 10);
    expect(k).toMatchObject({ total: 2000, mwst: 0, mwstAnzeigen: false, anzahl: 10 });
  });
});
