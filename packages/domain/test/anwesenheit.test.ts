/** Attendance and reminder rules (anwesenheit.ts): the list, the rate, who is reminded and when, across DST. */
import { describe, expect, it } from 'vitest';
import {
  anwesenheitsListe,
  anwesenheitsQuote,
  antwortVon,
  erinnerungAn,
  erinnerungFaellig,
  erinnerungVerschoben,
  saisonQuerySchema,
  type AnwesenheitMitglied,
} from '../src/index.js';
import * as v from 'valibot';

const TZ = 'Europe/Zurich';
const m = (MitgliedId: number, Nachname: string, over: Partial<AnwesenheitMitglied> = {}): AnwesenheitMitglied => ({
  MitgliedId,
  Vorname: 'X',
  Nachname,
  Emailadresse: null,
  Mitgliedschaftsart: 'Aktive',
  HatSystemZugriff: 1,
  Status: 'A',
  ...over,
});

describe('attendance rules', () => {
  it('lists expected members, whoever answered and whoever was ticked, in German order', () => {
    const liste = anwesenheitsListe(
      { FuerMitgliedschaftsart: 'Aktive' },
      [
        m(1, 'Zürcher'),
        m(2, 'Bösch'),
        m(3, 'Passiv', { Mitgliedschaftsart: 'Passive' }),
        m(4, 'Ohne', { HatSystemZugriff: 0 }),
        m(5, 'Alt', { Status: 'D' }),
        m(6, 'Brunner', { Mitgliedschaftsart: 'Passive' }),
      ],
      new Map([[6, 'abgemeldet' as const]]),
      new Set([4]),
    );
    expect(liste.map((z) => [z.Nachname, z.Antwort, z.Anwesend])).toEqual([
      ['Bösch', 'keine', 0],
      ['Brunner', 'abgemeldet', 0],
      ['Ohne', 'keine', 1],
      ['Zürcher', 'keine', 0],
    ]);
  });

  it.each([
    [undefined, 'keine'],
    [{ AnAbmeldeStatus: 1 as const, WartelisteSeit: null }, 'angemeldet'],
    [{ AnAbmeldeStatus: 3 as const, WartelisteSeit: null }, 'provisorisch'],
    [{ AnAbmeldeStatus: 1 as const, WartelisteSeit: '2026-01-01T00:00:00Z' }, 'warteliste'],
    [{ AnAbmeldeStatus: 2 as const, WartelisteSeit: null }, 'abgemeldet'],
  ])('answer of %j is %s', (a, antwort) => expect(antwortVon(a)).toBe(antwort));

  it.each([
    [0, 0, null],
    [1, 3, 33],
    [2, 3, 67],
    [4, 4, 100],
  ])('%i of %i present is %s percent', (a, t, q) => expect(anwesenheitsQuote(a, t)).toBe(q));

  it('reads a season of 2000 to 2100 or none', () => {
    expect(v.parse(saisonQuerySchema, {})).toEqual({ Saison: null });
    expect(v.parse(saisonQuerySchema, { Saison: '2026' })).toEqual({ Saison: 2026 });
    expect(v.safeParse(saisonQuerySchema, { Saison: '1999' }).success).toBe(false);
    expect(v.safeParse(saisonQuerySchema, { Saison: '26' }).success).toBe(false);
  });
});

describe('reminder rules', () => {
  const training = { Datum: '2026-03-29', Zeit: '18:00', Ganztaegig: 0 as const, ErinnerungStunden: 24 };
  it.each([
    // 29 March 2026 is the spring clock change: 18:00 CEST = 16:00Z; 24 h before is 16:00Z on the 28th (17:00 CET).
    ['2026-03-28T15:59:00Z', false],
    ['2026-03-28T16:00:00Z', true],
    ['2026-03-29T15:59:00Z', true],
    ['2026-03-29T16:00:00Z', false],
  ])('a 24 h reminder of an 18:00 training on the clock change day, at %s: due %s', (jetzt, faellig) => {
    expect(erinnerungFaellig(training, TZ, new Date(jetzt))).toBe(faellig);
  });

  it('is never due without hours; an all-day event counts from 00:00', () => {
    expect(erinnerungFaellig({ ...training, ErinnerungStunden: null }, TZ, new Date('2026-03-29T10:00:00Z'))).toBe(false);
    expect(erinnerungFaellig({ ...training, Ganztaegig: 1, ErinnerungStunden: 2 }, TZ, new Date('2026-03-28T21:30:00Z'))).toBe(true);
  });

  it.each([
    ['keine', 0, true],
    ['angemeldet', 0, false],
    ['angemeldet', 1, true],
    ['warteliste', 1, true],
    ['abgemeldet', 1, false],
  ] as const)('answer %s, auch an Angemeldete %i: reminded %s', (antwort, auch, ja) => expect(erinnerungAn(antwort, auch)).toBe(ja));

  it('is due again only when its moment moves', () => {
    expect(erinnerungVerschoben(training, { ...training }, TZ)).toBe(false);
    expect(erinnerungVerschoben(training, { ...training, Zeit: '19:00' }, TZ)).toBe(true);
    expect(erinnerungVerschoben(training, { ...training, ErinnerungStunden: 2 }, TZ)).toBe(true);
  });
});
