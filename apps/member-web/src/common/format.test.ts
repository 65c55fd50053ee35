import { describe, expect, it } from 'vitest';
import { alsText, kategorien, name, terminDatum, terminZeit } from './format';

const termin = { Datum: '2030-07-12', DatumBis: null, Zeit: '18:00', ZeitBis: '20:00', Ganztaegig: 0 as const };

describe('format', () => {
  it('shows dates as dd.MM.yyyy, with a second date for several days', () => {
    expect(terminDatum(termin)).toBe('12.07.2030');
    expect(terminDatum({ ...termin, DatumBis: '2030-07-14' })).toBe('12.07.2030 – 14.07.2030');
  });

  it("shows the time, or 'ganztägig'", () => {
    expect(terminZeit(termin)).toBe('18:00 – 20:00 Uhr');
    expect(terminZeit({ ...termin, ZeitBis: null })).toBe('18:00 Uhr');
    expect(terminZeit({ ...termin, Ganztaegig: 1 })).toBe('ganztägig');
    expect(terminZeit({ ...termin, Zeit: null, ZeitBis: null })).toBeNull();
  });

  it('names members and lists categories', () => {
    expect(name({ Vorname: 'Jana', Nachname: 'Junior' })).toBe('Junior Jana');
    expect(name({ Vorname: null, Nachname: ' ' })).toBe('Ohne Namen');
    expect(kategorien('Aktive, Vorstand,,')).toEqual(['Aktive', 'Vorstand']);
    expect(kategorien(null)).toEqual([]);
  });

  it('turns an escaped server text into plain lines', () => {
    expect(alsText('Feld A fehlt<br>Wert &lt;b&gt; &amp;lt;')).toBe('Feld A fehlt\nWert <b> &lt;');
  });
});
