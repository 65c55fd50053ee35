import { describe, expect, it } from 'vitest';
import {
  qrrErzeugen,
  qrrFormatiert,
  qrrGueltig,
  referenzFormatiert,
  referenzFuerRechnung,
  referenzNormalisieren,
  rfErzeugen,
  rfFormatiert,
  rfGueltig,
} from '../../src/index.js';
import { normalUndFormatiert } from '../helpers.js';

describe('QR reference (recursive mod 10, SIX IG QR-bill)', () => {
  it.each([
    ['21000000000313947143000901', '210000000003139471430009017'], // SIX example
    ['21 00000 00003 13947 14300 0901', '210000000003139471430009017'],
    ['1', '000000000000000000000000011'],
    ['0', '000000000000000000000000000'],
    ['12345', '000000000000000000000123457'],
  ])('qrrErzeugen(%j) = %s', (ziffern, qrr) => {
    expect(qrrErzeugen(ziffern)).toBe(qrr);
    expect(qrrGueltig(qrr)).toBe(true);
  });

  it.each(['', 'abc', '123456789012345678901234567', '12-34'])('qrrErzeugen(%j) refuses', (ziffern) =>
    expect(() => qrrErzeugen(ziffern)).toThrow(RangeError),
  );

  it.each([
    ['210000000003139471430009017', true],
    ['21 00000 00003 13947 14300 09017', true],
    ['210000000003139471430009018', false], // wrong check digit
    ['210000000003139471430009071', false], // two digits swapped
    ['21000000000313947143000901', false], // 26 digits
    ['RF18539007547034', false],
    ['21000000000313947143000901A', false],
  ])('qrrGueltig(%j) = %s', (s, ok) => expect(qrrGueltig(s)).toBe(ok));

  it('qrrFormatiert groups 2 + 5 x 5', () => expect(qrrFormatiert('210000000003139471430009017')).toBe('21 00000 00003 13947 14300 09017'));
});

describe('Creditor Reference (ISO 11649)', () => {
  it.each([
    ['539007547034', 'RF18539007547034'], // ISO 11649 example
    ['5390 0754 7034', 'RF18539007547034'],
    ['000000000539007547034', 'RF18000000000539007547034'], // the same with the full 21 characters
    ['1R23', rfErzeugen('1r23')],
  ])('rfErzeugen(%j) = %s', (basis, rf) => {
    expect(rfErzeugen(basis)).toBe(rf);
    expect(rfGueltig(rf)).toBe(true);
  });

  it.each(['', 'R-1', '0123456789012345678901'])('rfErzeugen(%j) refuses', (basis) => expect(() => rfErzeugen(basis)).toThrow(RangeError));

  it.each([
    ['RF18539007547034', true],
    ['RF18 5390 0754 7034', true],
    ['rf18 5390 0754 7034', true],
    ['RF18000000000539007547034', true],
    ['RF19539007547034', false], // wrong check digits
    ['RF18539007547043', false], // swapped digits
    ['RF18', false],
    ['RF180000000005390075470345', false], // 26 characters
    ['XX18539007547034', false],
  ])('rfGueltig(%j) = %s', (s, ok) => expect(rfGueltig(s)).toBe(ok));

  it('rfFormatiert groups of four', () => expect(rfFormatiert('RF18539007547034')).toBe('RF18 5390 0754 7034'));
});

describe('referenzNormalisieren / referenzFormatiert', () => {
  normalUndFormatiert(referenzNormalisieren, referenzFormatiert, [
    [' rf18 5390\t0754 7034 ', 'RF18539007547034', 'RF18 5390 0754 7034'],
    ['21 00000 00003 13947 14300 09017', '210000000003139471430009017', '21 00000 00003 13947 14300 09017'],
    ['abc 12', 'ABC12', 'ABC12'],
  ]);
});

describe('referenzFuerRechnung: deterministic, unique per customer and invoice', () => {
  it.each([
    [true, 1000, 1, 'QRR', qrrErzeugen('00000010000000000000000001')],
    [true, 1000, 42, 'QRR', qrrErzeugen('00000010000000000000000042')],
    [true, 1, 23, 'QRR', qrrErzeugen('00000000010000000000000023')],
    [false, 1000, 1, 'SCOR', rfErzeugen('1000R1')],
    [false, 1, 23, 'SCOR', rfErzeugen('1R23')],
    [false, 12, 3, 'SCOR', rfErzeugen('12R3')],
  ] as const)('qrIban %s, customer %i, invoice %i -> %s', (qrIban, kundenNummer, rechnungId, typ, referenz) => {
    const r = referenzFuerRechnung({ qrIban, kundenNummer, rechnungId });
    expect(r).toEqual({ typ, referenz });
    expect(referenzFuerRechnung({ qrIban, kundenNummer, rechnungId })).toEqual(r);
    expect(typ === 'QRR' ? qrrGueltig(r.referenz) : rfGueltig(r.referenz) && r.referenz.length <= 25).toBe(true);
  });

  it('no two (customer, invoice) pairs share a reference', () => {
    for (const qrIban of [true, false]) {
      const gesehen = new Set<string>();
      for (const k of [1, 12, 123, 1000, 9_999_999_999]) {
        for (const r of [1, 3, 23, 123, 9_999_999_999])
          gesehen.add(referenzFuerRechnung({ qrIban, kundenNummer: k, rechnungId: r }).referenz);
      }
      expect(gesehen.size).toBe(25);
    }
  });

  it.each([
    [true, -1, 1],
    [true, 1.5, 1],
    [true, 12_345_678_901, 1],
    [false, 1, 12_345_678_901],
  ])('refuses qrIban %s customer %d invoice %d', (qrIban, kundenNummer, rechnungId) =>
    expect(() => referenzFuerRechnung({ qrIban, kundenNummer, rechnungId })).toThrow(RangeError),
  );
});
