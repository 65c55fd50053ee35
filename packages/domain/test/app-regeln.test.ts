import { describe, expect, it } from 'vitest';
import {
  anAbmeldungAenderbar,
  imAnzeigeFenster,
  inhaltSichtbar,
  kategoriePasst,
  terminBeginn,
  terminKommend,
  zeitpunktInZeitzone,
} from '../src/index.js';

describe('kategoriePasst: who an item is meant for', () => {
  it.each([
    [null, 'Aktive', true],
    ['', 'Aktive', true],
    [' , ', null, true],
    ['Aktive', 'Aktive', true],
    ['Aktive', ' aktive ', true],
    ['Vorstand, Aktive', 'Passive,AKTIVE', true],
    ['Vorstand', 'Aktive,Passive', false],
    ['Vorstand', null, false],
    ['Vorstand', '', false],
    // Whole categories, not parts of them.
    ['Aktive', 'Aktive Senioren', false],
  ])('for %j, member of %j: %s', (fuer, art, erwartet) => {
    expect(kategoriePasst(fuer, art)).toBe(erwartet);
  });
});

describe('imAnzeigeFenster: the display window', () => {
  const fenster = { AnzeigenVon: '2026-05-10', AnzeigenBis: '2026-05-20' };
  it.each([
    ['2026-05-09', false],
    ['2026-05-10', true],
    ['2026-05-15', true],
    ['2026-05-20', true],
    ['2026-05-21', false],
  ])('on %s: %s', (heute, erwartet) => {
    expect(imAnzeigeFenster(fenster, heute)).toBe(erwartet);
  });

  it('has no end without AnzeigenBis', () => {
    expect(imAnzeigeFenster({ AnzeigenVon: '2026-05-10', AnzeigenBis: null }, '2099-01-01')).toBe(true);
    expect(imAnzeigeFenster({ AnzeigenVon: '2026-05-10', AnzeigenBis: null }, '2026-05-09')).toBe(false);
  });

  it('inhaltSichtbar needs both the window and the category', () => {
    const item = { ...fenster, FuerMitgliedschaftsart: 'Vorstand' };
    expect(inhaltSichtbar(item, 'vorstand', '2026-05-15')).toBe(true);
    expect(inhaltSichtbar(item, 'Aktive', '2026-05-15')).toBe(false);
    expect(inhaltSichtbar(item, 'Vorstand', '2026-05-21')).toBe(false);
  });
});

describe('terminKommend: upcoming events', () => {
  it('counts an event of today and later, or one whose last day is today or later', () => {
    expect(terminKommend({ Datum: '2026-05-10', DatumBis: null }, '2026-05-10')).toBe(true);
    expect(terminKommend({ Datum: '2026-05-09', DatumBis: null }, '2026-05-10')).toBe(false);
    expect(terminKommend({ Datum: '2026-05-08', DatumBis: '2026-05-10' }, '2026-05-10')).toBe(true);
    expect(terminKommend({ Datum: '2026-05-08', DatumBis: '2026-05-09' }, '2026-05-10')).toBe(false);
  });
});

describe('the start of an event in the club time zone', () => {
  it('converts wall-clock time in summer and in winter', () => {
    expect(zeitpunktInZeitzone('2026-07-01', '18:30', 'Europe/Zurich').toISOString()).toBe('2026-07-01T16:30:00.000Z');
    expect(zeitpunktInZeitzone('2026-01-15', '18:30', 'Europe/Zurich').toISOString()).toBe('2026-01-15T17:30:00.000Z');
    expect(zeitpunktInZeitzone('2026-01-15', null, 'Europe/Zurich').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(zeitpunktInZeitzone('2026-07-01', '08:00', 'America/New_York').toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(zeitpunktInZeitzone('2026-07-01', '08:00', 'UTC').toISOString()).toBe('2026-07-01T08:00:00.000Z');
  });

  it('handles the days the clocks change', () => {
    // 29 March 2026: 02:00 -> 03:00 in Zurich; 25 October 2026: 03:00 -> 02:00.
    expect(zeitpunktInZeitzone('2026-03-29', '01:00', 'Europe/Zurich').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(zeitpunktInZeitzone('2026-03-29', '04:00', 'Europe/Zurich').toISOString()).toBe('2026-03-29T02:00:00.000Z');
    expect(zeitpunktInZeitzone('2026-10-25', '04:00', 'Europe/Zurich').toISOString()).toBe('2026-10-25T03:00:00.000Z');
  });

  it('starts an all-day event at midnight, whatever time it carries', () => {
    expect(terminBeginn({ Datum: '2026-07-01', Zeit: '18:00', Ganztaegig: 1 }, 'Europe/Zurich').toISOString()).toBe(
      '2026-06-30T22:00:00.000Z',
    );
    expect(terminBeginn({ Datum: '2026-07-01', Zeit: '18:00', Ganztaegig: 0 }, 'Europe/Zurich').toISOString()).toBe(
      '2026-07-01T16:00:00.000Z',
    );
  });
});

describe('anAbmeldungAenderbar: answering until the event starts', () => {
  const termin = { Datum: '2026-07-01', Zeit: '18:00', Ganztaegig: 0 as const, MitAnAbmeldung: 1 as const };
  const tz = 'Europe/Zurich';

  it('allows a change until the start minute, not at or after it', () => {
    expect(anAbmeldungAenderbar(termin, tz, new Date('2026-07-01T15:59:59Z'))).toBe(true);
    expect(anAbmeldungAenderbar(termin, tz, new Date('2026-07-01T16:00:00Z'))).toBe(false);
    expect(anAbmeldungAenderbar(termin, tz, new Date('2026-07-02T10:00:00Z'))).toBe(false);
  });

  it('closes an all-day event at the start of its day', () => {
    const ganztags = { ...termin, Ganztaegig: 1 as const };
    expect(anAbmeldungAenderbar(ganztags, tz, new Date('2026-06-30T21:59:00Z'))).toBe(true);
    expect(anAbmeldungAenderbar(ganztags, tz, new Date('2026-06-30T22:00:00Z'))).toBe(false);
  });

  it('never allows it for an event without sign-up', () => {
    expect(anAbmeldungAenderbar({ ...termin, MitAnAbmeldung: 0 }, tz, new Date('2026-01-01T00:00:00Z'))).toBe(false);
  });

  it('closes at the right minute in the zone furthest ahead of UTC (the shortcut for far events does not apply)', () => {
    const ganztags = { ...termin, Ganztaegig: 1 as const };
    // Kiritimati is UTC+14: 1 July starts there at 30 June 10:00 UTC.
    expect(anAbmeldungAenderbar(ganztags, 'Pacific/Kiritimati', new Date('2026-06-30T09:59:00Z'))).toBe(true);
    expect(anAbmeldungAenderbar(ganztags, 'Pacific/Kiritimati', new Date('2026-06-30T10:00:00Z'))).toBe(false);
    expect(anAbmeldungAenderbar(ganztags, tz, new Date('2026-05-01T00:00:00Z'))).toBe(true);
  });
});
