import { describe, expect, it } from 'vitest';
import { kalenderTermine, terminImKalender, webcalUrl } from '../src/index.js';

const t = (Titel: string, Datum: string, DatumBis: string | null = null, FuerMitgliedschaftsart: string | null = null) => ({
  Titel,
  Datum,
  DatumBis,
  FuerMitgliedschaftsart,
});

describe('calendar feed rules (docs/produkt.md "Kalender abonnieren")', () => {
  it('keeps events whose last day is at most 90 days ago, and every future one', () => {
    expect(terminImKalender(t('a', '2026-02-03'), '2026-05-04')).toBe(true); // 90 days before
    expect(terminImKalender(t('b', '2026-02-02'), '2026-05-04')).toBe(false); // 91 days before
    expect(terminImKalender(t('c', '2026-01-01', '2026-02-10'), '2026-05-04')).toBe(true); // ends within the window
    expect(terminImKalender(t('d', '2030-01-01'), '2026-05-04')).toBe(true);
  });

  it("the club's feed has every category, a member's only theirs or everyone's", () => {
    const termine = [t('alle', '2026-05-10'), t('vorstand', '2026-05-11', null, 'Vorstand'), t('alt', '2025-01-01')];
    expect(kalenderTermine(termine, '2026-05-04', null).map((x) => x.Titel)).toEqual(['alle', 'vorstand']);
    expect(kalenderTermine(termine, '2026-05-04', { mitgliedschaftsart: 'Aktive' }).map((x) => x.Titel)).toEqual(['alle']);
    expect(kalenderTermine(termine, '2026-05-04', { mitgliedschaftsart: 'Passive, vorstand' }).map((x) => x.Titel)).toEqual([
      'alle',
      'vorstand',
    ]);
    expect(kalenderTermine(termine, '2026-05-04', { mitgliedschaftsart: null }).map((x) => x.Titel)).toEqual(['alle']);
  });

  it('offers the address to calendar apps as webcal://', () => {
    expect(webcalUrl('https://verein.example.ch/vereinsportalServer/kalender/abc.ics')).toBe(
      'webcal://verein.example.ch/vereinsportalServer/kalender/abc.ics',
    );
    expect(webcalUrl('http://localhost:3000/x.ics')).toBe('webcal://localhost:3000/x.ics');
  });
});
