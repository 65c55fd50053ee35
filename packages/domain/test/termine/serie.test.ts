/** Series (docs/termine.md "Serien"): the rule's schema, its RFC 5545 text both ways, and the expansion. */
import { describe, expect, it } from 'vitest';
import { rruleZuWiederholung, serienDaten, serienZeitpunkte, wiederholungPruefen, wiederholungZuRrule } from '../../src/termine/serie.js';
import { terminSerieSchema, validate, wiederholungSchema, type Wiederholung } from '../../src/index.js';

const W = (over: Partial<Wiederholung>): Wiederholung => ({
  Art: 'woechentlich',
  Intervall: 1,
  Wochentage: [],
  MonatsWoche: null,
  Wochentag: null,
  MonatsTag: null,
  Bis: null,
  Anzahl: null,
  Ausnahmen: [],
  ...over,
});

describe('expansion into dates', () => {
  const faelle: [name: string, datum: string, w: Wiederholung, erwartet: string[]][] = [
    [
      'weekly Tuesday and Thursday with a holiday gap (exceptions)',
      '2027-04-06',
      W({ Wochentage: ['DI', 'DO'], Bis: '2027-04-22', Ausnahmen: ['2027-04-13', '2027-04-15'] }),
      ['2027-04-06', '2027-04-08', '2027-04-20', '2027-04-22'],
    ],
    [
      'every 2 weeks on Monday',
      '2027-01-04',
      W({ Intervall: 2, Wochentage: ['MO'], Anzahl: 4 }),
      ['2027-01-04', '2027-01-18', '2027-02-01', '2027-02-15'],
    ],
    [
      "every 2 weeks from a Friday: the start's week (Monday to Sunday) is the first week, so the first Monday is a fortnight on",
      '2027-01-01',
      W({ Intervall: 2, Wochentage: ['MO'], Anzahl: 2 }),
      ['2027-01-11', '2027-01-25'],
    ],
    [
      'monthly on the 2nd Tuesday',
      '2027-01-01',
      W({ Art: 'monatlichWochentag', MonatsWoche: 2, Wochentag: 'DI', Anzahl: 3 }),
      ['2027-01-12', '2027-02-09', '2027-03-09'],
    ],
    [
      "monthly on the last Friday ('letzte')",
      '2027-01-01',
      W({ Art: 'monatlichWochentag', MonatsWoche: -1, Wochentag: 'FR', Bis: '2027-04-30' }),
      ['2027-01-29', '2027-02-26', '2027-03-26', '2027-04-30'],
    ],
    [
      'day of month 31 skips the shorter months (RFC 5545)',
      '2027-01-31',
      W({ Art: 'monatlichTag', MonatsTag: 31, Bis: '2027-08-31' }),
      ['2027-01-31', '2027-03-31', '2027-05-31', '2027-07-31', '2027-08-31'],
    ],
    [
      'day of month -1 is every month’s last day',
      '2027-01-31',
      W({ Art: 'monatlichTag', MonatsTag: -1, Anzahl: 4 }),
      ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30'],
    ],
    [
      'end by count: the count includes the excepted dates (RFC 5545 COUNT before EXDATE)',
      '2027-04-05',
      W({ Wochentage: ['MO'], Anzahl: 3, Ausnahmen: ['2027-04-12'] }),
      ['2027-04-05', '2027-04-19'],
    ],
    [
      'end by date includes that date',
      '2027-04-05',
      W({ Wochentage: ['MO'], Bis: '2027-04-19' }),
      ['2027-04-05', '2027-04-12', '2027-04-19'],
    ],
  ];
  it.each(faelle)('%s', (_name, datum, w, erwartet) => {
    expect(serienDaten(datum, w)).toEqual(erwartet);
  });

  it('never reaches past two years: a long count stops and is refused by the check', () => {
    const w = W({ Wochentage: ['MO', 'MI', 'FR'], Anzahl: 400 });
    const daten = serienDaten('2027-01-04', w);
    expect(daten.at(-1)! <= '2029-01-04').toBe(true);
    expect(daten.length).toBeLessThan(400);
    expect(wiederholungPruefen('2027-01-04', w)).toEqual({
      'Wiederholung.Anzahl': [
        'Eine Serie reicht höchstens zwei Jahre weit, also bis 04.01.2029. Bitte wählen Sie ein früheres Ende oder weniger Termine.',
      ],
    });
    expect(wiederholungPruefen('2027-01-04', W({ Wochentage: ['MO'], Anzahl: 105 }))).toBeNull();
  });

  it('refuses a rule that yields no date', () => {
    expect(wiederholungPruefen('2027-04-05', W({ Wochentage: ['MO'], Anzahl: 1, Ausnahmen: ['2027-04-05'] }))).toEqual({
      Wiederholung: ['Die Wiederholung ergibt keinen Termin. Bitte prüfen Sie Wochentage, Ende und Ausnahmen.'],
    });
  });

  it('keeps 18:00 Swiss time across the March and October clock changes', () => {
    const w = W({ Wochentage: ['DI'], Bis: '2027-11-02' });
    const daten = serienDaten('2027-03-23', w);
    const [vorMaerz, nachMaerz] = serienZeitpunkte(daten.slice(0, 2), '18:00', 'Europe/Zurich');
    expect(vorMaerz!.toISOString()).toBe('2027-03-23T17:00:00.000Z'); // CET, UTC+1
    expect(nachMaerz!.toISOString()).toBe('2027-03-30T16:00:00.000Z'); // CEST from 28 March, UTC+2
    const oktober = serienZeitpunkte(['2027-10-26', '2027-11-02'], '18:00', 'Europe/Zurich');
    expect(oktober.map((d) => d.toISOString())).toEqual(['2027-10-26T16:00:00.000Z', '2027-11-02T17:00:00.000Z']);
    expect(daten).toContain('2027-03-30');
    expect(daten).toContain('2027-11-02');
  });
});

describe('RFC 5545 text', () => {
  const beispiele: [string, Wiederholung, string][] = [
    [
      '2027-04-06',
      W({ Intervall: 2, Wochentage: ['DI', 'DO'], Bis: '2027-06-29', Ausnahmen: ['2027-04-13'] }),
      'DTSTART;VALUE=DATE:20270406\nRRULE:FREQ=WEEKLY;INTERVAL=2;WKST=MO;BYDAY=TU,TH;UNTIL=20270629\nEXDATE;VALUE=DATE:20270413',
    ],
    [
      '2027-01-01',
      W({ Art: 'monatlichWochentag', MonatsWoche: -1, Wochentag: 'FR', Anzahl: 5 }),
      'DTSTART;VALUE=DATE:20270101\nRRULE:FREQ=MONTHLY;COUNT=5;WKST=MO;BYDAY=-1FR',
    ],
    [
      '2027-01-31',
      W({ Art: 'monatlichTag', MonatsTag: 31, Anzahl: 12 }),
      'DTSTART;VALUE=DATE:20270131\nRRULE:FREQ=MONTHLY;COUNT=12;WKST=MO;BYMONTHDAY=31',
    ],
  ];
  it.each(beispiele)('from %s writes and reads back the same rule', (datum, w, text) => {
    expect(wiederholungZuRrule(datum, w)).toBe(text);
    expect(rruleZuWiederholung(text)).toEqual({ datum, wiederholung: w });
  });

  it('reads nothing from a text that is not such a rule', () => {
    expect(rruleZuWiederholung('RRULE:FREQ=DAILY')).toBeNull();
    expect(rruleZuWiederholung('DTSTART;VALUE=DATE:20270101\nRRULE:FREQ=DAILY;COUNT=3')).toBeNull();
    expect(rruleZuWiederholung('DTSTART;VALUE=DATE:20270101\nRRULE:FREQ=WEEKLY;BYDAY=XX')).toBeNull();
    expect(rruleZuWiederholung('DTSTART;VALUE=DATE:20270101\nRRULE:FREQ=WEEKLY;INTERVAL=3;BYDAY=MO')).toBeNull();
  });
});

describe('bad input gets German messages per field', () => {
  const termin = { Datum: '2027-04-06', Zeit: '18:00', ZeitBis: '19:30', Titel: 'Training' };
  const fehler = (w: unknown, t: object = termin) => {
    const r = validate(terminSerieSchema, { ...t, Wiederholung: w });
    return r.success ? null : r.errors;
  };

  it('accepts a weekly rule and sorts the exceptions', () => {
    const r = validate(terminSerieSchema, {
      ...termin,
      Wiederholung: { Art: 'woechentlich', Wochentage: ['DI'], Anzahl: 5, Ausnahmen: ['2027-04-20', '2027-04-13', '2027-04-20'] },
    });
    expect(r).toMatchObject({ success: true, output: { Wiederholung: { Intervall: 1, Ausnahmen: ['2027-04-13', '2027-04-20'] } } });
  });

  it.each([
    [
      { Art: 'taeglich', Anzahl: 3 },
      'Wiederholung.Art',
      "Art der Wiederholung muss 'woechentlich', 'monatlichWochentag' oder 'monatlichTag' sein.",
    ],
    [{ Art: 'woechentlich', Anzahl: 3 }, 'Wiederholung.Wochentage', 'Bitte wählen Sie mindestens einen Wochentag.'],
    [{ Art: 'woechentlich', Wochentage: ['MO', 'MO'], Anzahl: 3 }, 'Wiederholung.Wochentage', 'Jeder Wochentag darf nur einmal vorkommen.'],
    [
      { Art: 'woechentlich', Wochentage: ['XX'], Anzahl: 3 },
      'Wiederholung.Wochentage.0',
      'Wochentage dürfen nur MO, DI, MI, DO, FR, SA oder SO enthalten.',
    ],
    [
      { Art: 'woechentlich', Wochentage: ['MO'], Intervall: 3, Anzahl: 3 },
      'Wiederholung.Intervall',
      'Intervall muss 1 (jede Woche bzw. jeden Monat) oder 2 (jede zweite) sein.',
    ],
    [
      { Art: 'woechentlich', Wochentage: ['MO'] },
      'Wiederholung.Bis',
      'Bitte geben Sie an, bis wann die Serie läuft: ein Datum (Wiederholen bis) oder eine Anzahl Termine.',
    ],
    [
      { Art: 'woechentlich', Wochentage: ['MO'], Anzahl: 3, Bis: '2027-05-01' },
      'Wiederholung.Anzahl',
      'Bitte geben Sie entweder ein Datum (Wiederholen bis) oder eine Anzahl Termine an, nicht beides.',
    ],
    [
      { Art: 'woechentlich', Wochentage: ['MO'], Bis: '2027-04-01' },
      'Wiederholung.Bis',
      'Wiederholen bis darf nicht vor dem Datum des ersten Termins liegen.',
    ],
    [
      { Art: 'woechentlich', Wochentage: ['MO'], Bis: '2029-04-07' },
      'Wiederholung.Bis',
      'Eine Serie reicht höchstens zwei Jahre weit, also bis 06.04.2029. Bitte wählen Sie ein früheres Ende oder weniger Termine.',
    ],
    [
      { Art: 'monatlichWochentag', Wochentag: 'DI', Anzahl: 3 },
      'Wiederholung.MonatsWoche',
      'Bitte wählen Sie die Woche im Monat (1. bis 4. oder letzte).',
    ],
    [
      { Art: 'monatlichTag', MonatsTag: 32, Anzahl: 3 },
      'Wiederholung.MonatsTag',
      'Tag im Monat muss eine ganze Zahl von 1 bis 31 sein, oder -1 für den letzten Tag des Monats.',
    ],
    [
      { Art: 'monatlichTag', Anzahl: 3 },
      'Wiederholung.MonatsTag',
      'Bitte wählen Sie den Tag im Monat (1 bis 31, oder -1 für den letzten Tag).',
    ],
    [
      { Art: 'woechentlich', Wochentage: ['MO'], Anzahl: 3, Ausnahmen: ['12.04.2027'] },
      'Wiederholung.Ausnahmen.0',
      'Ausnahmen müssen Daten im Format JJJJ-MM-TT sein.',
    ],
    [{ Art: 'woechentlich', Wochentage: ['MO'], Anzahl: 3, Jeden: 1 }, 'Wiederholung.Jeden', 'Das Feld Jeden ist nicht erlaubt.'],
  ])('%j -> %s', (w, feld, meldung) => {
    expect(fehler(w)?.[feld]).toContain(meldung);
  });

  it("reports the event's own rules too, and refuses a multi-day event", () => {
    const w = { Art: 'woechentlich', Wochentage: ['DI'], Anzahl: 3 };
    expect(fehler(w, { ...termin, ZeitBis: '17:00' })?.ZeitBis).toEqual(['Zeit bis muss nach der Zeit liegen.']);
    expect(fehler(w, { ...termin, DatumBis: '2027-04-07' })?.DatumBis).toEqual([
      'Ein Termin einer Serie dauert höchstens einen Tag (Datum bis leer lassen).',
    ]);
    expect(validate(wiederholungSchema, 'woechentlich')).toMatchObject({ success: false });
  });
});
