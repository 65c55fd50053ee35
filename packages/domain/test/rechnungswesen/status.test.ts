import { describe, expect, it } from 'vitest';
import { MAHNSTUFE_TEXT, MAHNUNG_TAGE_STANDARD, mahnstufeFaellig, rechnungsStatus } from '../../src/index.js';

describe('rechnungsStatus', () => {
  const f = '2026-11-01';
  it.each([
    [25000, 0, '2026-10-20', false, 'offen'],
    [25000, 0, f, false, 'offen'], // on the due date still in time
    [25000, 0, '2026-11-02', false, 'überfällig'],
    [25000, 10000, '2026-10-20', false, 'teilweise bezahlt'],
    [25000, 10000, '2026-11-02', false, 'überfällig'], // partly paid and late
    [25000, 25000, '2026-12-31', false, 'bezahlt'],
    [25000, 30000, '2026-12-31', false, 'bezahlt'], // over-paid
    [25000, 0, '2026-12-31', true, 'storniert'],
    [25000, 25000, '2026-10-20', true, 'storniert'],
  ] as const)('total %i paid %i on %s (storniert %s) -> %s', (totalCents, bezahltCents, heute, storniert, status) =>
    expect(rechnungsStatus({ totalCents, bezahltCents, faelligAm: f, heute, storniert })).toBe(status),
  );
});

describe('mahnstufeFaellig', () => {
  const faelligAm = '2026-11-01';
  const tage = 10;
  it.each([
    [0, null, '2026-11-05', null],
    [0, null, '2026-11-10', null], // 9 days after the due date
    [0, null, '2026-11-11', 1], // 10 days after
    [0, null, '2027-02-01', 1], // long overdue: still level 1 first
    [1, '2026-11-11', '2026-11-20', null],
    [1, '2026-11-11', '2026-11-21', 2], // 10 days after level 1
    [1, '2026-11-15', '2026-11-21', null], // level 1 was sent later: counts from then
    [1, '2026-11-15', '2026-11-25', 2],
    [1, null, '2026-11-21', 2], // no date recorded: counted from when level 1 became due
    [2, '2026-11-21', '2027-06-01', null], // never beyond 2
  ] as const)('level %i, last reminder %s, today %s -> %s', (mahnstufe, letzteMahnungAm, heute, faellig) =>
    expect(mahnstufeFaellig({ faelligAm, heute, mahnstufe, letzteMahnungAm, tage })).toBe(faellig),
  );

  it('other interval', () => {
    expect(mahnstufeFaellig({ faelligAm, heute: '2026-11-30', mahnstufe: 0, letzteMahnungAm: null, tage: 30 })).toBe(null);
    expect(mahnstufeFaellig({ faelligAm, heute: '2026-12-01', mahnstufe: 0, letzteMahnungAm: null, tage: 30 })).toBe(1);
  });

  it('texts and default', () => {
    expect(MAHNSTUFE_TEXT).toEqual({ 1: 'Zahlungserinnerung', 2: '2. Mahnung' });
    expect(MAHNUNG_TAGE_STANDARD).toBe(10);
  });
});
