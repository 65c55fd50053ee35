/**
 * The fee rules (docs/produkt.md "Beiträge"), as tables: what a member pays from its categories under the
 * club's rule, what an exception changes, whom a fee run bills, the period key, and the settings' checks.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BEITRAG_MELDUNG,
  beitragFuerMitglied,
  beitragsAusnahmeSchema,
  beitragsEinstellungenSchema,
  beitragsKontoMeldung,
  beitragslaufPlanen,
  beitragslaufSchema,
  beitragsPeriode,
  francsInCents,
  IBAN_MELDUNG,
  tarifVerzeichnis,
  type BeitragsAusnahmeRegel,
  type BeitragsMitglied,
  type MehrfachRegel,
} from '../../src/index.js';

const TARIFE = tarifVerzeichnis([
  { kategorie: 'Aktive', betragCents: 12000 },
  { kategorie: 'Junioren', betragCents: 6000 },
  { kategorie: 'Passivmitglieder', betragCents: 4000 },
  // A fee of 0 is no fee.
  { kategorie: 'Vorstand', betragCents: 0 },
]);

describe('beitragFuerMitglied', () => {
  const faelle: [
    string,
    string | null,
    MehrfachRegel,
    BeitragsAusnahmeRegel | null,
    number | 'befreit' | 'kein beitrag',
    (string | null)[],
  ][] = [
    ['one category', 'Aktive', 'hoechster', null, 12000, ['Aktive']],
    ['category in another case', 'junioren', 'hoechster', null, 6000, ['Junioren']],
    ['two categories, the highest', 'Passivmitglieder, Aktive', 'hoechster', null, 12000, ['Aktive']],
    ['two categories, the sum', 'Passivmitglieder, Aktive', 'summe', null, 16000, ['Passivmitglieder', 'Aktive']],
    ['a category without fee beside one with', 'Vorstand, Junioren', 'summe', null, 6000, ['Junioren']],
    ['equal fees: the first of the member', 'Aktive, Aktive', 'hoechster', null, 12000, ['Aktive']],
    ['no category', null, 'hoechster', null, 'kein beitrag', []],
    ['only categories without fee', 'Vorstand, Trainer', 'summe', null, 'kein beitrag', []],
    ['exempt', 'Aktive', 'hoechster', { art: 'befreit', betragCents: null, grund: 'Ehrenmitglied' }, 'befreit', []],
    [
      'another amount beats the categories',
      'Aktive, Junioren',
      'summe',
      { art: 'betrag', betragCents: 3000, grund: 'Student' },
      3000,
      [null],
    ],
    ['another amount without any category', null, 'hoechster', { art: 'betrag', betragCents: 2500, grund: 'Gönner' }, 2500, [null]],
  ];
  it.each(faelle)('%s', (_, kategorien, regel, ausnahme, erwartet, positionen) => {
    const e = beitragFuerMitglied({ kategorien, tarife: TARIFE, regel, ausnahme, bezeichnung: 'Mitgliederbeitrag 2027' });
    if (erwartet === 'befreit' || erwartet === 'kein beitrag') {
      expect(e.art).toBe(erwartet);
      return;
    }
    if (e.art !== 'rechnung') throw new Error(e.art);
    expect(e.betragCents).toBe(erwartet);
    expect(e.positionen.map((p) => p.Kategorie)).toEqual(positionen);
    expect(e.positionen.reduce((s, p) => s + p.BetragCents, 0)).toBe(erwartet);
  });

  it('names the run and the category or the reason on each line', () => {
    const e = beitragFuerMitglied({
      kategorien: 'Aktive',
      tarife: TARIFE,
      regel: 'hoechster',
      ausnahme: null,
      bezeichnung: 'Mitgliederbeitrag 2027',
    });
    expect(e).toMatchObject({ positionen: [{ Text: 'Mitgliederbeitrag 2027, Aktive', BetragCents: 12000 }] });
    const a = beitragFuerMitglied({
      kategorien: 'Aktive',
      tarife: TARIFE,
      regel: 'hoechster',
      ausnahme: { art: 'betrag', betragCents: 3000, grund: 'Student' },
      bezeichnung: 'Mitgliederbeitrag 2027',
    });
    expect(a).toMatchObject({ positionen: [{ Text: 'Mitgliederbeitrag 2027 (Student)', BetragCents: 3000 }] });
  });
});

describe('beitragslaufPlanen', () => {
  let n = 0;
  const m = (x: Partial<BeitragsMitglied>): BeitragsMitglied => ({
    MitgliedId: ++n,
    Vorname: 'Vera',
    Nachname: `N${n}`,
    Strasse: 'Weg 1',
    Postleitzahl: '8000',
    Ort: 'Zürich',
    Emailadresse: `m${n}@example.ch`,
    Mitgliedschaftsart: 'Aktive',
    ...x,
  });
  const mitglieder = [
    m({ Nachname: 'Zürcher' }),
    m({ Nachname: 'Bösch', Mitgliedschaftsart: 'Junioren', Emailadresse: null }),
    m({ Nachname: 'Brunner', Mitgliedschaftsart: 'Aktive, Passivmitglieder', Emailadresse: '  ' }),
    m({ Nachname: 'Egli', Postleitzahl: null }),
    m({ Nachname: 'Frei' }),
    m({ Nachname: 'Gerber' }),
    m({ Nachname: 'Huber', Mitgliedschaftsart: 'Vorstand' }),
  ];
  const ausnahmen = new Map<number, BeitragsAusnahmeRegel>([
    [mitglieder[4]!.MitgliedId, { art: 'befreit', betragCents: null, grund: 'Ehrenmitglied' }],
    [mitglieder[5]!.MitgliedId, { art: 'betrag', betragCents: 3000, grund: 'Student' }],
  ]);
  const plan = (regel: MehrfachRegel) =>
    beitragslaufPlanen({
      mitglieder,
      tarife: [...TARIFE.values()],
      regel,
      ausnahmen,
      bezeichnung: 'Mitgliederbeitrag 2027',
    });

  it('bills the members with a fee and an address, sorted by name, and names whom to look at', () => {
    const p = plan('hoechster');
    expect(p.rechnungen.map((r) => r.mitglied.Nachname)).toEqual(['Bösch', 'Brunner', 'Gerber', 'Zürcher']);
    expect(p.rechnungen.map((r) => r.perEmail)).toEqual([false, false, true, true]);
    expect(p.anzahl).toBe(4);
    expect(p.totalCents).toBe(6000 + 12000 + 3000 + 12000);
    expect(p.befreit).toBe(1);
    expect(p.ohneBeitrag).toBe(1);
    expect(p.ohneEmail.map((x) => x.Name)).toEqual(['Bösch Vera', 'Brunner Vera']);
    expect(p.ohneAdresse.map((x) => x.Name)).toEqual(['Egli Vera']);
    expect(p.proKategorie).toEqual([
      { Kategorie: 'Abweichender Betrag', Anzahl: 1, TotalCents: 3000 },
      { Kategorie: 'Aktive', Anzahl: 2, TotalCents: 24000 },
      { Kategorie: 'Junioren', Anzahl: 1, TotalCents: 6000 },
    ]);
  });

  it("with 'summe' a member counts in each of its categories", () => {
    const p = plan('summe');
    expect(p.totalCents).toBe(6000 + 16000 + 3000 + 12000);
    expect(p.proKategorie).toContainEqual({ Kategorie: 'Passivmitglieder', Anzahl: 1, TotalCents: 4000 });
    expect(p.proKategorie.reduce((s, k) => s + k.TotalCents, 0)).toBe(p.totalCents);
  });
});

describe('beitragsPeriode', () => {
  it.each([
    ['Mitgliederbeitrag 2027', 'mitgliederbeitrag 2027'],
    ['  MITGLIEDERBEITRAG   2027 ', 'mitgliederbeitrag 2027'],
    ['Mitgliederbeitrag 2028', 'mitgliederbeitrag 2028'],
    ['Jahresbeitrag Ü30 2027', 'jahresbeitrag ü30 2027'],
    // Composed and decomposed ü are one period.
    ['Jahresbeitrag U\u0308 2027', 'jahresbeitrag ü 2027'],
  ])('%j -> %j', (bezeichnung, periode) => {
    expect(beitragsPeriode(bezeichnung)).toBe(periode);
  });
});

describe('amounts in francs', () => {
  it.each([
    [120, 12000],
    [59.95, 5995],
    [0.01, 1],
    [999999999.99, 99999999999],
    // Binary noise of a computed amount is no third decimal.
    [0.1 + 0.2, 30],
    [12.345, null],
    [0, null],
    [-5, null],
    [1e12, null],
    [Number.NaN, null],
  ])('%d -> %j cents', (franken, cents) => {
    expect(francsInCents(franken)).toBe(cents);
  });
});

describe('settings and exception bodies', () => {
  const konto = {
    Iban: 'CH44 3199 9123 0008 8901 2',
    Kontoinhaber: ' Turnverein Musterdorf ',
    Strasse: 'Vereinsweg',
    Hausnummer: '7',
    Postleitzahl: '8000',
    Ort: 'Zürich',
    Land: 'ch',
    Uid: '',
  };
  const fehler = (schema: v.GenericSchema, x: unknown) => {
    const r = v.safeParse(schema, x);
    return r.success ? [] : r.issues.map((i) => i.message);
  };

  it('normalises the account: IBAN without spaces, trimmed holder, upper-case country, empty UID null', () => {
    const r = v.parse(beitragsEinstellungenSchema, {
      Konto: konto,
      MehrfachRegel: 'summe',
      Tarife: [{ Kategorie: 'Aktive', Betrag: 120 }],
    });
    expect(r.Konto).toEqual({ ...konto, Iban: 'CH4431999123000889012', Kontoinhaber: 'Turnverein Musterdorf', Land: 'CH', Uid: null });
    expect(r.Tarife).toEqual([{ Kategorie: 'Aktive', Betrag: 12000 }]);
  });

  it.each([
    [{ Konto: { ...konto, Iban: 'CH44 3199 9123 0008 8901 3' } }, IBAN_MELDUNG.pruefziffer],
    [{ Konto: { ...konto, Iban: 'DE89 3704 0044 0532 0130 00' } }, IBAN_MELDUNG.nurChLi],
    [{ Konto: { ...konto, Kontoinhaber: ' ' } }, 'Kontoinhaber darf nicht leer sein.'],
    [{ Konto: { ...konto, Ort: 'Zürich 😀' } }, 'Ort enthält Zeichen, die im QR-Code nicht erlaubt sind: 😀'],
    [{ Konto: { ...konto, Land: 'Schweiz' } }, BEITRAG_MELDUNG.land],
    [{ Konto: { ...konto, Uid: 'CHE-116.281.711' } }, IBAN_MELDUNG.uidPruefziffer],
    [{ MehrfachRegel: 'durchschnitt' }, BEITRAG_MELDUNG.regelUngueltig],
    [{ Tarife: [{ Kategorie: 'Aktive', Betrag: 12.345 }] }, BEITRAG_MELDUNG.betrag('Betrag')],
    [{ Tarife: [{ Kategorie: 'Aktive', Betrag: -1 }] }, BEITRAG_MELDUNG.betrag('Betrag')],
    [
      {
        Tarife: [
          { Kategorie: 'Aktive', Betrag: 1 },
          { Kategorie: 'aktive', Betrag: 2 },
        ],
      },
      BEITRAG_MELDUNG.kategorieDoppelt('aktive'),
    ],
  ])('refuses %j', (x, meldung) => {
    expect(fehler(beitragsEinstellungenSchema, { Konto: konto, MehrfachRegel: 'hoechster', Tarife: [], ...x })).toContain(meldung);
  });

  it('an exception is exempt without amount, or another amount, always with a reason', () => {
    expect(v.parse(beitragsAusnahmeSchema, { Art: 'befreit', Grund: ' Ehrenmitglied ' })).toEqual({
      Art: 'befreit',
      BetragCents: null,
      Grund: 'Ehrenmitglied',
    });
    expect(v.parse(beitragsAusnahmeSchema, { Art: 'betrag', Betrag: 30.5, Grund: 'Student' })).toEqual({
      Art: 'betrag',
      BetragCents: 3050,
      Grund: 'Student',
    });
    expect(fehler(beitragsAusnahmeSchema, { Art: 'betrag', Grund: 'Student' })).toEqual([BEITRAG_MELDUNG.betragFehlt]);
    expect(fehler(beitragsAusnahmeSchema, { Art: 'befreit', Betrag: 10, Grund: 'x' })).toEqual([BEITRAG_MELDUNG.betragBeiBefreit]);
    expect(fehler(beitragsAusnahmeSchema, { Art: 'befreit', Grund: '  ' })).toEqual([BEITRAG_MELDUNG.grundFehlt]);
    expect(fehler(beitragsAusnahmeSchema, { Art: 'halb', Grund: 'x' })).toEqual([BEITRAG_MELDUNG.artUngueltig]);
  });

  it('a run needs a name and a due date', () => {
    expect(v.parse(beitragslaufSchema, { Bezeichnung: '  Mitgliederbeitrag   2027 ', FaelligAm: '2027-02-28' })).toEqual({
      Bezeichnung: 'Mitgliederbeitrag 2027',
      FaelligAm: '2027-02-28',
    });
    expect(fehler(beitragslaufSchema, { Bezeichnung: ' ', FaelligAm: '2027-02-28' })).toEqual([BEITRAG_MELDUNG.bezeichnungFehlt]);
    expect(fehler(beitragslaufSchema, { Bezeichnung: 'X', FaelligAm: '28.02.2027' })).toHaveLength(1);
    expect(fehler(beitragslaufSchema, { Bezeichnung: 'Beitrag 2027 🎉', FaelligAm: '2027-02-28' })).toEqual([
      'Bezeichnung enthält Zeichen, die im QR-Code nicht erlaubt sind: 🎉',
    ]);
  });

  it('says why the account cannot bill', () => {
    expect(beitragsKontoMeldung(null)).toBe(BEITRAG_MELDUNG.kontoFehlt);
    expect(beitragsKontoMeldung({ Iban: 'CH4431999123000889012', Kontoinhaber: 'TV', Postleitzahl: '8000', Ort: null })).toBe(
      BEITRAG_MELDUNG.kontoFehlt,
    );
    expect(beitragsKontoMeldung({ Iban: 'CH4431999123000889013', Kontoinhaber: 'TV', Postleitzahl: '8000', Ort: 'Zürich' })).toBe(
      BEITRAG_MELDUNG.kontoUngueltig(IBAN_MELDUNG.pruefziffer),
    );
    expect(beitragsKontoMeldung({ Iban: 'CH4431999123000889012', Kontoinhaber: 'TV', Postleitzahl: '8000', Ort: 'Zürich' })).toBeNull();
  });
});
