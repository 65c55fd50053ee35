import { describe, expect, it } from 'vitest';
import {
  BANNER,
  bannerTestEndet,
  dokumentModulBanner,
  dokumentModulSperrgrund,
  dokumentModulVerfuegbar,
  erneuerungStart,
  heuteInZeitzone,
  kontoAktionen,
  laufzeitEnde,
  testEnde,
  vertragAbgelaufen,
  vertragsBanner,
  waehleVertraege,
  type VereinsKonto,
  type VereinsUebersicht,
  type VertragsArt,
} from '../src/index.js';

const uebersicht = (VertragsArt: VertragsArt, VertragAbgelaufen: boolean): VereinsUebersicht => ({
  VereinId: 1001,
  VertragsArt,
  VertragAbgelaufen,
  VertragAnzahlMitglieder: 30,
  AnzahlMitgliederMitSystemZugriff: 3,
});

const konto = (patch: Partial<VereinsKonto>): VereinsKonto => ({
  VereinsName: 'FC',
  Vorname: 'A',
  Nachname: 'B',
  Strasse: 'C',
  Postleitzahl: '1',
  Ort: 'D',
  LandId: 756,
  LandBezeichnung: 'Schweiz',
  Emailadresse: 'a@b.ch',
  VertragsArt: 'Jahresabonnement',
  VertragsLaufzeitVon: '2024-01-01',
  VertragsLaufzeitBis: '2024-12-31',
  VertragAnzahlMitglieder: 30,
  VertragAbgelaufen: false,
  AnschlussVertragLaufzeitVon: null,
  AnschlussVertragLaufzeitBis: null,
  AnschlussVertragAnzahlMitglieder: null,
  ...patch,
});

describe('vertragsBanner', () => {
  it.each([
    ['Test', true, [BANNER.testAbgelaufen]],
    ['Jahresabonnement', true, [BANNER.aboAbgelaufen]],
    ['Gratisbetrieb', true, [BANNER.gratisAbgelaufen]],
    ['Werbung', true, []],
    ['Werbung', false, []],
    ['Gratisbetrieb', false, []],
  ] as const)('%s expired=%s', (art, abgelaufen, texts) => {
    const banner = vertragsBanner(uebersicht(art, abgelaufen));
    expect(banner.map((b) => b.text)).toEqual(texts);
    for (const b of banner) expect(b.severity).toBe('error');
  });
  it('docs/produkt.md banner texts start as docs/produkt.md shows them', () => {
    expect(BANNER.testAbgelaufen.startsWith('Ihr kostenloser Testzugang ist abgelaufen! ')).toBe(true);
    expect(BANNER.aboAbgelaufen.startsWith('Ihr Jahresabonnement ist abgelaufen! ')).toBe(true);
  });
  it('a running subscription without follow-on always shows its end, not only in the last 30 days', () => {
    expect(vertragsBanner(konto({}))).toEqual([
      {
        id: 'aboEndet',
        severity: 'info',
        text: 'Ihr Jahresabonnement endet am 31.12.2024. Erneuern Sie es frühzeitig, damit der Zugang ohne Unterbruch bestehen bleibt.',
      },
    ]);
  });
  it('no end banner with a follow-on contract', () => {
    expect(vertragsBanner(konto({ AnschlussVertragLaufzeitVon: '2025-01-01' }))).toEqual([]);
  });
  it('a running trial shows its end date', () => {
    expect(vertragsBanner(konto({ VertragsArt: 'Test', VertragsLaufzeitVon: '2024-06-01', VertragsLaufzeitBis: '2024-06-30' }))).toEqual([
      { id: 'testEndet', severity: 'info', text: bannerTestEndet('30.06.2024') },
    ]);
  });
  it('an overview needs the end date from the options', () => {
    const u = uebersicht('Jahresabonnement', false);
    expect(vertragsBanner(u)).toEqual([]);
    expect(vertragsBanner(u, { vertragsLaufzeitBis: '2024-12-31' })).toHaveLength(1);
    expect(vertragsBanner(u, { vertragsLaufzeitBis: '2024-12-31', hatAnschlussVertrag: true })).toEqual([]);
    expect(vertragsBanner(uebersicht('Test', false))).toEqual([]);
    expect(vertragsBanner(uebersicht('Test', false), { vertragsLaufzeitBis: '2024-06-30' })).toHaveLength(1);
  });
});

describe('kontoAktionen', () => {
  it.each([
    // [art, expired, follow-on, anpassen, erneuern, abschliessen, anschluss]
    ['Jahresabonnement', false, null, true, true, false, false],
    ['Jahresabonnement', false, '2025-01-01', true, false, false, true],
    ['Jahresabonnement', true, null, false, true, false, false],
    ['Test', false, null, false, false, true, false],
    ['Test', true, null, false, false, true, false],
    ['Werbung', false, null, false, false, true, false],
    ['Gratisbetrieb', true, null, false, false, true, false],
  ] as const)('%s expired=%s follow-on=%j', (art, abgelaufen, anschluss, anpassen, erneuern, abschliessen, anzeigen) => {
    expect(kontoAktionen({ VertragsArt: art, VertragAbgelaufen: abgelaufen, AnschlussVertragLaufzeitVon: anschluss })).toEqual({
      anpassenButton: anpassen,
      erneuernButton: erneuern,
      abschliessenButton: abschliessen,
      anschlussVertragAnzeigen: anzeigen,
    });
  });
});

describe('document module', () => {
  it.each([
    ['Werbung', false, false],
    ['Werbung', true, false],
    ['Test', false, true],
    ['Test', true, false],
    ['Gratisbetrieb', false, true],
    ['Gratisbetrieb', true, false],
    ['Jahresabonnement', false, true],
    ['Jahresabonnement', true, false],
  ] as const)('%s expired=%s -> %s', (art, abgelaufen, ok) => expect(dokumentModulVerfuegbar(art, abgelaufen)).toBe(ok));
  it.each([
    ['Werbung', false, BANNER.dokumentModulNichtVerfuegbar],
    ['Test', false, null],
    ['Test', true, BANNER.dokumentModulNurTest],
    ['Jahresabonnement', true, BANNER.aboAbgelaufen],
    ['Gratisbetrieb', true, BANNER.gratisAbgelaufen],
    ['Jahresabonnement', false, null],
  ] as const)('dokumentModulSperrgrund(%s, %s)', (art, abgelaufen, text) => {
    expect(dokumentModulSperrgrund(art, abgelaufen)).toBe(text);
  });
  it('banner texts', () => {
    expect(dokumentModulBanner('Test')?.text).toBe(
      'Das Dokumentenmodul steht in der kostenlosen Basisversion nur während der Testphase zur Verfügung.',
    );
    expect(dokumentModulBanner('Werbung')?.text).toBe('Das Dokumentenmodul steht in der kostenlosen Basisversion nicht zur Verfügung.');
    expect(dokumentModulBanner('Jahresabonnement')).toBeNull();
  });
});

describe('terms', () => {
  it.each([
    ['2024-12-31', '2024-06-01', '2025-01-01'], // running: day after end
    ['2024-12-31', '2024-12-31', '2025-01-01'], // last day is not expired yet
    ['2024-12-31', '2025-01-01', '2025-01-01'], // expired: today
    ['2024-12-31', '2025-03-15', '2025-03-15'],
    [null, '2025-03-15', '2025-03-15'],
  ])('erneuerungStart(%j, %s) = %s', (ende, heute, start) => expect(erneuerungStart(ende, heute)).toBe(start));
  it.each([
    ['2024-01-01', '2024-12-31'],
    ['2024-03-01', '2025-02-28'],
    ['2023-03-01', '2024-02-29'],
    ['2024-02-29', '2025-02-28'],
    ['2025-01-01', '2025-12-31'],
  ])('laufzeitEnde(%s) = %s', (start, ende) => expect(laufzeitEnde(start)).toBe(ende));
  it('vertragAbgelaufen = today > end', () => {
    expect(vertragAbgelaufen('2024-12-31', '2024-12-31')).toBe(false);
    expect(vertragAbgelaufen('2024-12-31', '2025-01-01')).toBe(true);
    expect(vertragAbgelaufen(null, '2099-01-01')).toBe(false);
  });
});

describe('heuteInZeitzone', () => {
  const instant = new Date('2024-03-31T22:30:00Z');
  it.each([
    ['Europe/Zurich', '2024-04-01'], // 00:30 summer time
    ['UTC', '2024-03-31'],
    ['America/New_York', '2024-03-31'],
    ['Pacific/Kiritimati', '2024-04-01'],
  ])('%s -> %s', (tz, day) => expect(heuteInZeitzone(tz, instant)).toBe(day));
  it('defaults to Europe/Zurich', () => expect(heuteInZeitzone(undefined, instant)).toBe('2024-04-01'));
  it('winter: 23:30 UTC on 31 Dec is New Year in Zurich', () => {
    expect(heuteInZeitzone('Europe/Zurich', new Date('2024-12-31T23:30:00Z'))).toBe('2025-01-01');
  });
  it('throws for an unknown zone', () => expect(() => heuteInZeitzone('Mars/Olympus')).toThrow(RangeError));
});

describe('testEnde', () => {
  it('ends the trial after TEST_TAGE days including the first', () => {
    expect(testEnde('2026-01-01')).toBe('2026-01-30');
    expect(testEnde('2024-02-15')).toBe('2024-03-15');
  });
});

describe('waehleVertraege', () => {
  let id = 0;
  const v = (VertragsArt: VertragsArt, von: string, bis: string | null) => ({
    VertragId: ++id,
    VertragsArt,
    VertragsLaufzeitVon: von,
    VertragsLaufzeitBis: bis,
  });
  const test = v('Test', '2026-01-01', '2026-01-30');
  const abo = v('Jahresabonnement', '2026-01-20', '2027-01-19');
  const anschluss = v('Jahresabonnement', '2027-01-20', '2028-01-19');

  it('has nothing for a club without contracts', () => {
    expect(waehleVertraege([], '2026-01-01')).toEqual({ aktuell: null, anschluss: null, abgelaufen: false });
  });
  it('takes the covering contract; of several the latest start (an upgrade during the trial)', () => {
    expect(waehleVertraege([test], '2026-01-10')).toEqual({ aktuell: test, anschluss: null, abgelaufen: false });
    expect(waehleVertraege([abo, test], '2026-01-25')).toEqual({ aktuell: abo, anschluss: null, abgelaufen: false });
  });
  it('of two covering contracts starting the same day takes the later created one', () => {
    const gratis = v('Gratisbetrieb', '2026-01-01', '2099-12-31');
    expect(waehleVertraege([gratis, test], '2026-01-10').aktuell).toBe(gratis);
  });
  it('keeps the one that ended last when none covers today: expired', () => {
    expect(waehleVertraege([abo, test], '2027-02-01')).toEqual({ aktuell: abo, anschluss: null, abgelaufen: true });
    expect(waehleVertraege([test], '2026-01-31')).toEqual({ aktuell: test, anschluss: null, abgelaufen: true });
  });
  it('finds the follow-on subscription after the current one; not once it has begun', () => {
    expect(waehleVertraege([anschluss, abo, test], '2026-06-01')).toEqual({ aktuell: abo, anschluss, abgelaufen: false });
    expect(waehleVertraege([anschluss, abo, test], '2027-01-20')).toEqual({ aktuell: anschluss, anschluss: null, abgelaufen: false });
  });
  it('a contract without end (Werbung) never expires and has no follow-on', () => {
    const werbung = v('Werbung', '2026-02-01', null);
    expect(waehleVertraege([test, werbung, anschluss], '2030-01-01')).toEqual({ aktuell: werbung, anschluss: null, abgelaufen: false });
  });
});
