import { describe, expect, it } from 'vitest';
import { anzahlNachruecken, freiePlaetze, haeltPlatz, terminSchema, validate } from '../src/index.js';

const termin = { TerminId: 0, Datum: '2026-05-20', Zeit: '19:00', ZeitBis: '21:00', Titel: 'Kurs' };

describe('event capacity (docs/produkt.md "Kapazität und Warteliste")', () => {
  it('counts sign-ups and provisional sign-ups as places, sign-offs not', () => {
    expect([0, 1, 2, 3].map((s) => haeltPlatz(s as 0 | 1 | 2 | 3))).toEqual([false, true, false, true]);
  });

  it('has no free-place count without a maximum, and never below 0 when the maximum was lowered', () => {
    expect(freiePlaetze(null, 7)).toBeNull();
    expect(freiePlaetze(5, 3)).toBe(2);
    expect(freiePlaetze(1, 3)).toBe(0);
  });

  it('moves up as many as there are free places; everyone when the maximum is gone', () => {
    expect(anzahlNachruecken(3, 2, 5)).toBe(1);
    expect(anzahlNachruecken(3, 3, 5)).toBe(0);
    expect(anzahlNachruecken(1, 3, 5)).toBe(0);
    expect(anzahlNachruecken(10, 2, 5)).toBe(5);
    expect(anzahlNachruecken(null, 2, 5)).toBe(5);
  });

  it('accepts an empty maximum or a whole number from 1 to 10000', () => {
    expect(validate(terminSchema, termin)).toMatchObject({ success: true, output: { MaxTeilnehmende: null } });
    expect(validate(terminSchema, { ...termin, MaxTeilnehmende: 10_000 })).toMatchObject({
      success: true,
      output: { MaxTeilnehmende: 10_000 },
    });
    expect(validate(terminSchema, { ...termin, MaxTeilnehmende: 0 })).toEqual({
      success: false,
      errors: { MaxTeilnehmende: ["Max. Teilnehmende muss eine ganze Zahl von 1 bis 10'000 sein."] },
    });
    expect(validate(terminSchema, { ...termin, MaxTeilnehmende: 2.5 })).toEqual({
      success: false,
      errors: { MaxTeilnehmende: ['Max. Teilnehmende muss eine ganze Zahl sein.'] },
    });
  });
});
