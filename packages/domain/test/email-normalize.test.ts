import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  emailSchluessel,
  isValidEmail,
  joinKategorien,
  normalizeKategorien,
  prefixUrl,
  splitKategorien,
  trimToNull,
} from '../src/index.js';

describe('EMAIL_PATTERN (docs/produkt.md §5)', () => {
  it.each([
    ['a@b.ch', true],
    ['hans.muster@verein.ch', true],
    ['hans-peter.muster@mail.verein-x.ch', true],
    ['x_1@a.b.museum', true],
    [`a@b.${'c'.repeat(20)}`, true],
    [`a@b.${'c'.repeat(21)}`, false],
    ['a@b.c', false],
    ['a@b', false],
    ['a.@b.ch', false],
    ['.a@b.ch', false],
    ['a..b@c.ch', false],
    ['a@b-.ch', false],
    ['a@-b.ch', false],
    ['a b@c.ch', false],
    ['müller@b.ch', false],
    ['', false],
    [' a@b.ch', false],
  ])('%s -> %s', (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
    expect(EMAIL_PATTERN.test(email)).toBe(ok);
  });

  it('does not backtrack catastrophically', () => {
    const hostile = `${'a'.repeat(50_000)}!`;
    const t = Date.now();
    expect(isValidEmail(hostile)).toBe(false);
    expect(isValidEmail(`a@${'b-'.repeat(20_000)}!`)).toBe(false);
    expect(Date.now() - t).toBeLessThan(1000);
  });

  it('null and undefined are invalid', () => {
    expect(isValidEmail(null)).toBe(false);
    expect(isValidEmail(undefined)).toBe(false);
  });
});

describe('trimToNull', () => {
  it.each([
    ['  x  ', 'x'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['a b', 'a b'],
  ])('%j -> %j', (input, out) => expect(trimToNull(input)).toBe(out));
});

describe('prefixUrl', () => {
  it.each([
    ['www.verein.ch', 'http://www.verein.ch'],
    ['http://a.ch', 'http://a.ch'],
    ['https://a.ch', 'https://a.ch'],
    ['HTTP://A.CH', 'HTTP://A.CH'],
    ['HttpS://a.ch', 'HttpS://a.ch'],
    ['  a.ch ', 'http://a.ch'],
    ['ftp://a.ch', 'http://ftp://a.ch'],
    ['httpx.ch', 'http://httpx.ch'],
    ['', null],
    [null, null],
  ])('%j -> %j', (input, out) => expect(prefixUrl(input)).toBe(out));
});

describe('categories', () => {
  it('split trims, drops empty and de-duplicates case-insensitively (first spelling wins)', () => {
    expect(splitKategorien(' Aktiv, Vorstand ,, aktiv,VORSTAND , Junioren ')).toEqual(['Aktiv', 'Vorstand', 'Junioren']);
    expect(splitKategorien('')).toEqual([]);
    expect(splitKategorien(null)).toEqual([]);
    expect(splitKategorien(' , ,')).toEqual([]);
  });
  it('join normalises and returns null for none', () => {
    expect(joinKategorien(['Aktiv', ' Vorstand ', 'aktiv', ''])).toBe('Aktiv,Vorstand');
    expect(joinKategorien([])).toBeNull();
    expect(joinKategorien(['  '])).toBeNull();
    expect(normalizeKategorien('b, a ,B')).toBe('b,a');
    expect(normalizeKategorien(',')).toBeNull();
  });
  it('umlauts compare case-insensitively', () => {
    expect(splitKategorien('Übungsleiter,übungsleiter')).toEqual(['Übungsleiter']);
  });
});

describe('emailSchluessel', () => {
  it('is the address in lower case, so addresses compare regardless of case', () => {
    expect(emailSchluessel('Anna.Muster@Example.CH')).toBe('anna.muster@example.ch');
    expect(emailSchluessel('anna@example.ch')).toBe('anna@example.ch');
    expect(emailSchluessel(null)).toBeNull();
    expect(emailSchluessel(undefined)).toBeNull();
  });
});
