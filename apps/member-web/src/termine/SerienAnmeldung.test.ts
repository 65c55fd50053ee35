import { describe, expect, it } from 'vitest';
import type { AppTermin } from '@vereinsportal/domain';
import { serienAnmeldungBei } from './SerienAnmeldung';
import { SERIE_APP } from './texte';

const termin = (TerminId: number, patch: Partial<AppTermin> = {}): AppTermin => ({
  TerminId,
  Datum: '2030-07-12',
  DatumBis: null,
  Zeit: '18:00',
  ZeitBis: '20:00',
  Ganztaegig: 0,
  Titel: 'Training',
  Ort: null,
  URL: null,
  Beschreibung: null,
  MitAnAbmeldung: 1,
  MeinStatus: 0,
  WartelistePlatz: null,
  FreiePlaetze: null,
  Aenderbar: true,
  SerieId: 7,
  Abgesagt: 0,
  AbsageNotiz: null,
  ...patch,
});

describe("'alle künftigen' of a series", () => {
  it('is offered once per series, on the first occurrence that can still be answered', () => {
    const liste = [
      termin(1, { Aenderbar: false }),
      termin(2, { Abgesagt: 1 }),
      termin(3),
      termin(4),
      termin(5, { SerieId: 8 }),
      termin(6, { SerieId: null }),
      termin(7, { SerieId: 9, MitAnAbmeldung: 0 }),
    ];
    expect([...serienAnmeldungBei(liste)]).toEqual([3, 5]);
  });

  it('sums up the answer per occurrence in the toast', () => {
    expect(
      SERIE_APP.ergebnis([
        { AnAbmeldeStatus: 1, WartelistePlatz: null },
        { AnAbmeldeStatus: 1, WartelistePlatz: null },
        { AnAbmeldeStatus: 1, WartelistePlatz: 2 },
        { AnAbmeldeStatus: null, WartelistePlatz: null },
      ]),
    ).toBe('Für 2 Termine angemeldet, 1 Termin auf der Warteliste, 1 Termin abgesagt (ohne Antwort).');
    expect(SERIE_APP.ergebnis([{ AnAbmeldeStatus: 2, WartelistePlatz: null }])).toBe('Von 1 Termin abgemeldet.');
    expect(SERIE_APP.ergebnis([])).toBe('Keine künftigen Termine.');
  });
});
