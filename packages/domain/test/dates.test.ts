import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  compareIso,
  formatDatumDe,
  isIsoDate,
  isUhrzeit,
  parseDatumDe,
  tageZwischen,
  zeitMinuten,
} from '../src/index.js';

describe('dd.MM.yyyy <-> ISO', () => {
  it.each([
    ['01.02.2024', '2024-02-01'],
    ['1.2.2024', '2024-02-01'],
    [' 29.02.2024 ', '2024-02-29'],
    ['29.02.2023', null],
    ['31.04.2024', null],
    ['00.01.2024', null],
    ['01.13.2024', null],
    ['2024-02-01', null],
    ['', null],
    [null, null],
  ])('parseDatumDe(%j) = %j', (input, out) => expect(parseDatumDe(input)).toBe(out));

  it.each([
    ['2024-02-01', '01.02.2024'],
    ['1999-12-31', '31.12.1999'],
    ['2024-02-30', ''],
    ['01.02.2024', ''],
    [null, ''],
    [undefined, ''],
  ])('formatDatumDe(%j) = %j', (input, out) => expect(formatDatumDe(input)).toBe(out));

  it('isIsoDate checks the calendar', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-1')).toBe(false);
    expect(isIsoDate(20240201)).toBe(false);
  });
});

describe('date arithmetic', () => {
  it('compareIso', () => {
    expect(compareIso('2024-01-01', '2024-01-02')).toBe(-1);
    expect(compareIso('2024-01-02', '2024-01-02')).toBe(0);
    expect(compareIso('2025-01-01', '2024-12-31')).toBe(1);
    expect(compareIso('09:30', '10:00')).toBe(-1);
  });
  it('addDays crosses months, years and DST without drift', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-03-30', 1)).toBe('2024-03-31');
    expect(addDays('2024-03-31', 1)).toBe('2024-04-01');
    expect(addDays('2024-10-27', 1)).toBe('2024-10-28');
    expect(() => addDays('kein Datum', 1)).toThrow(RangeError);
  });
  it('addYears clamps 29 February', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2024-05-15', -1)).toBe('2023-05-15');
  });
  it('tageZwischen', () => {
    expect(tageZwischen('2024-01-01', '2024-01-31')).toBe(30);
    expect(tageZwischen('2024-03-31', '2024-03-30')).toBe(-1);
    expect(tageZwischen('2024-01-01', '2025-01-01')).toBe(366);
  });
});

describe('times', () => {
  it.each([
    ['00:00', false, 0],
    ['00:00', true, 1440],
    ['00:30', true, 1470],
    ['23:59', true, 1439],
    ['12:05', false, 725],
    ['24:00', false, null],
    ['7:00', false, null],
    ['', false, null],
    [null, true, null],
  ] as const)('zeitMinuten(%j, ende=%j) = %j', (zeit, ende, out) => expect(zeitMinuten(zeit, ende)).toBe(out));

  it('isUhrzeit', () => {
    expect(isUhrzeit('23:59')).toBe(true);
    expect(isUhrzeit('23:60')).toBe(false);
    expect(isUhrzeit('12:00:00')).toBe(false);
  });
});
