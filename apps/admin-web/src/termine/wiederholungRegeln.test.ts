import { describe, expect, it } from 'vitest';
import type { Wiederholung } from '@vereinsportal/domain';
import { AUSWAHL, anDatumAnpassen, monatsRegel, monatsTexte } from './wiederholungRegeln';
import { ausnahmenImZeitraum, wiederholungFehler, wiederholungVorschau } from './wiederholungDaten';

const TERMIN = { Datum: '2026-03-03', DatumBis: null, Zeit: '18:00', ZeitBis: '20:00', Ganztaegig: 0, Titel: 'Training' };
const woechentlich = (patch: Partial<Wiederholung> = {}): Wiederholung => ({
  ...AUSWAHL.woechentlich.anwenden(null, '2026-03-03')!,
  ...patch,
});

describe('Wiederholung of the event form', () => {
  it("a new weekly rule takes the first date's weekday and ends after 10", () => {
    expect(woechentlich()).toMatchObject({ Art: 'woechentlich', Intervall: 1, Wochentage: ['DI'], Anzahl: 10, Bis: null });
    expect(AUSWAHL.zweiwoechentlich.anwenden(null, '2026-03-05')).toMatchObject({ Intervall: 2, Wochentage: ['DO'] });
    expect(AUSWAHL.keine.anwenden(woechentlich(), '2026-03-03')).toBeNull();
  });

  it('monthly: the n-th weekday, the last one, or the day, from the first date', () => {
    // March 2026: the 24th is the 4th Tuesday but not the last (the 31st is); the 26th is the 4th and last Thursday.
    expect(monatsTexte('2026-03-10')).toMatchObject({ nterWochentag: 'am 2. Dienstag des Monats', letzteMoeglich: false });
    expect(monatsTexte('2026-03-24')).toMatchObject({ nterWochentag: 'am 4. Dienstag des Monats', letzteMoeglich: false });
    expect(monatsTexte('2026-03-26')).toMatchObject({ nterWochentag: 'am 4. Donnerstag des Monats', letzteMoeglich: true });
    expect(monatsTexte('2026-03-31').nterWochentag).toBe('am letzten Dienstag des Monats');
    expect(monatsTexte('2026-01-31').tag).toBe('am 31. des Monats (Monate ohne diesen Tag fallen aus)');
    const basis = woechentlich();
    expect(monatsRegel(basis, 'nterWochentag', '2026-03-10')).toMatchObject({
      Art: 'monatlichWochentag',
      MonatsWoche: 2,
      Wochentag: 'DI',
      Wochentage: [],
    });
    expect(monatsRegel(basis, 'letzterWochentag', '2026-03-26')).toMatchObject({ MonatsWoche: -1, Wochentag: 'DO' });
    expect(monatsRegel(basis, 'tag', '2026-03-10')).toMatchObject({ Art: 'monatlichTag', MonatsTag: 10, Wochentag: null });
    // A new monthly series follows a changed first date; a weekly one keeps its days.
    expect(anDatumAnpassen(monatsRegel(basis, 'nterWochentag', '2026-03-10'), '2026-03-19')).toMatchObject({
      MonatsWoche: 3,
      Wochentag: 'DO',
    });
    expect(anDatumAnpassen(woechentlich(), '2026-03-05')?.Wochentage).toEqual(['DI']);
  });

  it('the preview line counts the dates without the exceptions', () => {
    const w = woechentlich({
      Anzahl: null,
      Bis: '2026-04-07',
      Ausnahmen: ausnahmenImZeitraum(woechentlich(), '2026-03-03', '2026-03-16', '2026-03-22'),
    });
    expect(w.Ausnahmen).toEqual(['2026-03-17']);
    const v = wiederholungVorschau(w, '2026-03-03', wiederholungFehler(w, TERMIN));
    expect(v).toEqual({
      ok: true,
      daten: ['2026-03-03', '2026-03-10', '2026-03-24', '2026-03-31', '2026-04-07'],
      zeile: '5 Termine vom 03.03.2026 bis 07.04.2026',
      erste: 'Di 03.03.2026, Di 10.03.2026, Di 24.03.2026, Di 31.03.2026, Di 07.04.2026',
    });
  });

  it('says what to fix: no weekday, an end beyond two years, no count', () => {
    const ohneTag = woechentlich({ Wochentage: [] });
    expect(wiederholungVorschau(ohneTag, '2026-03-03', wiederholungFehler(ohneTag, TERMIN))).toEqual({
      ok: false,
      meldung: 'Bitte wählen Sie mindestens einen Wochentag.',
    });
    const zuWeit = woechentlich({ Anzahl: null, Bis: '2028-03-04' });
    expect(wiederholungFehler(zuWeit, TERMIN)?.['Wiederholung.Bis']?.[0]).toMatch(/^Eine Serie reicht höchstens zwei Jahre weit/);
    const ohneAnzahl = woechentlich({ Anzahl: Number.NaN });
    expect(wiederholungFehler(ohneAnzahl, TERMIN)?.['Wiederholung.Anzahl']).toHaveLength(1);
    expect(ausnahmenImZeitraum(woechentlich(), '2026-03-03', '2026-03-04', '2026-03-09')).toEqual([]);
  });
});
