import { describe, expect, it } from 'vitest';
import { QR_BETRAG_MAX_CENTS, QR_BETRAG_MIN_CENTS, betragTextInCents, qrBetragGueltig, qrBetragText } from '../../src/index.js';

describe('QR-bill amount limits (0.01 to 999,999,999.99)', () => {
  it('limits', () => {
    expect(QR_BETRAG_MIN_CENTS).toBe(1);
    expect(QR_BETRAG_MAX_CENTS).toBe(99_999_999_999);
  });
  it.each([
    [1, true],
    [25000, true],
    [99_999_999_999, true],
    [0, false],
    [-100, false],
    [100_000_000_000, false],
    [12.5, false],
    [Number.NaN, false],
  ])('qrBetragGueltig(%d) = %s', (cents, ok) => expect(qrBetragGueltig(cents)).toBe(ok));
});

describe('amount text', () => {
  it.each([
    [194975, '1949.75'],
    [1, '0.01'],
    [50, '0.50'],
    [25000, '250.00'],
    [99_999_999_999, '999999999.99'],
  ])('qrBetragText(%i) = %s', (cents, text) => {
    expect(qrBetragText(cents)).toBe(text);
    expect(betragTextInCents(text)).toBe(cents);
  });
  it.each([
    ['100', 10000],
    ['12.5', 1250],
    [' 3.05 ', 305],
    ['1,50', null],
    ['1.505', null],
    ['-1.00', null],
    ['1e3', null],
    ['', null],
    ['abc', null],
  ])('betragTextInCents(%j) = %j', (text, cents) => expect(betragTextInCents(text)).toBe(cents));
  it('qrBetragText refuses fractions of a cent', () => expect(() => qrBetragText(1.5)).toThrow(RangeError));
});
