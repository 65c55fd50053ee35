import { describe, expect, it } from 'vitest';
import {
  ALLGEMEIN_FELD,
  BANNER,
  MELDUNG,
  TEXT,
  aboBestellungSchema,
  dokumentSchema,
  dokumentSpeichernFehler,
  kategorienTextSchema,
  newsSchema,
  terminSchema,
  validate,
  vereinsInfoSchema,
  zeitBisNachZeit,
} from '../src/index.js';
import { errorsOf, erwarteGueltig, x } from './helpers.js';

describe('newsSchema (docs/produkt.md §5 news save)', () => {
  const news = {
    NewsId: 0,
    Titel: 'Generalversammlung',
    AnzeigenVon: '2024-03-01',
    AnzeigenBis: '2024-03-31',
    FuerMitgliedschaftsart: null,
    ExterneHtmlDateiVerwenden: 0,
  };
  it('accepts; QuillHtmlData is optional (sent as a file)', () => {
    expect(validate(newsSchema, news)).toMatchObject({ success: true, output: { QuillHtmlData: null } });
  });
  it.each([
    ['2024-03-01', '2024-03-01', true],
    ['2024-03-01', '2024-03-02', true],
    ['2024-03-02', '2024-03-01', false],
  ])('from %s to %s valid: %s', (von, bis, ok) => {
    erwarteGueltig(validate(newsSchema, { ...news, AnzeigenVon: von, AnzeigenBis: bis }), ok, { AnzeigenBis: [MELDUNG.anzeigenBisVorVon] });
  });
  it.each([
    [{ Titel: ' ' }, { Titel: [MELDUNG.leer('Titel')] }],
    [{ Titel: x(201) }, { Titel: [MELDUNG.maxLaenge('Titel', 200)] }],
    [{ AnzeigenVon: null }, { AnzeigenVon: ['Anzeigen von darf nicht leer sein.'] }],
    [{ AnzeigenBis: '' }, { AnzeigenBis: ['Anzeigen bis darf nicht leer sein.'] }],
    [{ AnzeigenBis: '31.03.2024' }, { AnzeigenBis: [MELDUNG.keinDatum('AnzeigenBis')] }],
    [{ FuerMitgliedschaftsart: x(501) }, { FuerMitgliedschaftsart: [MELDUNG.maxLaenge('FuerMitgliedschaftsart', 500)] }],
  ])('%j -> %j', (patch, expected) => {
    expect(errorsOf(validate(newsSchema, { ...news, ...patch }))).toEqual(expected);
  });
  it('title 200 ok', () => expect(validate(newsSchema, { ...news, Titel: x(200) }).success).toBe(true));
});

describe('terminSchema (docs/produkt.md §5 event save)', () => {
  const termin = {
    TerminId: 0,
    Datum: '2024-06-01',
    DatumBis: null,
    Zeit: '19:00',
    ZeitBis: '22:00',
    Ganztaegig: 0,
    Titel: 'Training',
    Ort: null,
    URL: null,
    Beschreibung: null,
    MitAnAbmeldung: 0,
    FuerMitgliedschaftsart: null,
  };
  it.each([
    // same-day time rule; time-to hour 00 counts as 24
    ['19:00', '19:01', true],
    ['19:00', '19:00', false],
    ['19:00', '18:59', false],
    ['22:00', '00:00', true],
    ['22:00', '00:30', true],
    ['23:59', '00:00', true],
    ['00:00', '00:30', true],
    ['00:30', '00:00', true],
    ['00:00', '23:59', true],
  ])('time %s to %s valid: %s', (zeit, zeitBis, ok) => {
    erwarteGueltig(validate(terminSchema, { ...termin, Zeit: zeit, ZeitBis: zeitBis }), ok, { ZeitBis: [MELDUNG.zeitBisNichtNachZeit] });
    expect(zeitBisNachZeit(zeit, zeitBis)).toBe(ok);
  });
  it.each([
    ['2024-06-02', true],
    ['2024-06-01', false],
    ['2024-05-31', false],
  ])('date-to %s after 2024-06-01: %s', (datumBis, ok) => {
    const r = validate(terminSchema, { ...termin, DatumBis: datumBis });
    expect(r.success).toBe(ok);
    if (!ok) expect(errorsOf(r).DatumBis).toEqual([MELDUNG.datumBisNichtNachDatum]);
  });
  it('with a date-to the times are not compared', () => {
    expect(validate(terminSchema, { ...termin, DatumBis: '2024-06-02', Zeit: '20:00', ZeitBis: '08:00' }).success).toBe(true);
  });
  it('not all-day needs both times', () => {
    expect(errorsOf(validate(terminSchema, { ...termin, Zeit: null, ZeitBis: '' }))).toEqual({
      Zeit: [MELDUNG.leer('Zeit')],
      ZeitBis: [MELDUNG.leer('ZeitBis')],
    });
  });
  it('all-day clears the times and needs none', () => {
    expect(validate(terminSchema, { ...termin, Ganztaegig: 1 })).toMatchObject({ success: true, output: { Zeit: null, ZeitBis: null } });
    expect(validate(terminSchema, { ...termin, Ganztaegig: true, Zeit: null, ZeitBis: null }).success).toBe(true);
  });
  it.each([
    [{ Datum: null }, 'Datum', MELDUNG.leer('Datum')],
    [{ Titel: '' }, 'Titel', MELDUNG.leer('Titel')],
    [{ Titel: x(71) }, 'Titel', MELDUNG.maxLaenge('Titel', 70)],
    [{ Ort: x(71) }, 'Ort', MELDUNG.maxLaenge('Ort', 70)],
    [{ Beschreibung: x(2049) }, 'Beschreibung', MELDUNG.maxLaenge('Beschreibung', 2048)],
    [{ Zeit: '25:00' }, 'Zeit', MELDUNG.keineZeit('Zeit')],
  ])('%j -> %s', (patch, field, message) => {
    expect(errorsOf(validate(terminSchema, { ...termin, ...patch }))[field]).toEqual([message]);
  });
  it('limits at the boundary: title 70, place 70, description 2048, URL 2048 (after prefix)', () => {
    const ok = { ...termin, Titel: x(70), Ort: x(70), Beschreibung: x(2048), URL: `http://${x(2041)}` };
    expect(validate(terminSchema, ok).success).toBe(true);
    expect(errorsOf(validate(terminSchema, { ...termin, URL: x(2042) })).URL).toEqual([MELDUNG.maxLaenge('URL', 2048)]);
  });
  it('prefixes the URL', () => {
    expect(validate(terminSchema, { ...termin, URL: ' www.fc.ch ' })).toMatchObject({ output: { URL: 'http://www.fc.ch' } });
    expect(validate(terminSchema, { ...termin, URL: 'HTTPS://fc.ch' })).toMatchObject({ output: { URL: 'HTTPS://fc.ch' } });
  });
});

describe('dokumentSchema + dokumentSpeichernFehler (docs/produkt.md §5 document save)', () => {
  const dok = {
    DokumentId: 0,
    DokumentBezeichnung: 'Statuten',
    AnzeigenVon: '2024-01-01',
    AnzeigenBis: null,
    OriginalDateiName: 'statuten.pdf',
    InternetLinkVerwenden: 0,
    DateiURL: null,
    FuerMitgliedschaftsart: null,
  };
  const link = { ...dok, InternetLinkVerwenden: 1, DateiURL: 'www.fc.ch/statuten.pdf' };
  const jahresabo = { vertragsArt: 'Jahresabonnement' as const };

  it('a new PDF within the limit is fine', () => {
    expect(dokumentSpeichernFehler(dok, { ...jahresabo, dateiGroesse: 1_000_000 })).toBeNull();
    expect(dokumentSpeichernFehler(dok, { ...jahresabo, datei: { size: 10 } })).toBeNull();
  });
  it.each([
    [1_000_001, { OriginalDateiName: [TEXT.dateiZuGross] }],
    [null, { OriginalDateiName: [MELDUNG.dateiFehlt] }],
  ])('file size %j -> %j', (size, expected) => {
    expect(dokumentSpeichernFehler(dok, { ...jahresabo, dateiGroesse: size })).toEqual(expected);
  });
  it('an update may keep the stored file', () => {
    expect(dokumentSpeichernFehler({ ...dok, DokumentId: 5 }, { ...jahresabo, dateiGroesse: null, hatGespeicherteDatei: true })).toBeNull();
  });
  it('a link needs no file but a URL', () => {
    expect(dokumentSpeichernFehler(link, jahresabo)).toBeNull();
    expect(dokumentSpeichernFehler({ ...link, DateiURL: ' ' }, { ...jahresabo, dateiGroesse: 5_000_000 })).toEqual({
      DateiURL: [MELDUNG.leer('DateiURL')],
    });
  });
  it('Werbung is blocked; an expired Test too when the expiry is given', () => {
    expect(dokumentSpeichernFehler(link, { vertragsArt: 'Werbung' })).toEqual({ [ALLGEMEIN_FELD]: [BANNER.dokumentModulNichtVerfuegbar] });
    expect(dokumentSpeichernFehler(link, { vertragsArt: 'Test' })).toBeNull();
    expect(dokumentSpeichernFehler(link, { vertragsArt: 'Test', vertragAbgelaufen: false })).toBeNull();
    expect(dokumentSpeichernFehler(link, { vertragsArt: 'Test', vertragAbgelaufen: true })).toEqual({
      [ALLGEMEIN_FELD]: [BANNER.dokumentModulNurTest],
    });
    expect(dokumentSpeichernFehler(link, { vertragsArt: 'Jahresabonnement', vertragAbgelaufen: true })).toEqual({
      [ALLGEMEIN_FELD]: [BANNER.aboAbgelaufen],
    });
  });
  it.each([
    ['2024-01-01', null],
    ['2023-12-31', { AnzeigenBis: [MELDUNG.anzeigenBisVorVon] }],
    [null, null],
  ])('show-to %j with show-from 2024-01-01 -> %j', (bis, expected) => {
    expect(dokumentSpeichernFehler({ ...link, AnzeigenBis: bis }, jahresabo)).toEqual(expected);
  });
  it('title and show-from required, title max 200', () => {
    expect(dokumentSpeichernFehler({ ...link, DokumentBezeichnung: '', AnzeigenVon: '' }, jahresabo)).toEqual({
      DokumentBezeichnung: [MELDUNG.leer('DokumentBezeichnung')],
      AnzeigenVon: [MELDUNG.leer('AnzeigenVon')],
    });
    expect(dokumentSpeichernFehler({ ...link, DokumentBezeichnung: x(200) }, jahresabo)).toBeNull();
    expect(dokumentSpeichernFehler({ ...link, DokumentBezeichnung: x(201) }, jahresabo)).toEqual({
      DokumentBezeichnung: ['Titel darf maximal 200 Zeichen enthalten.'],
    });
  });
  it('output clears the side not used and prefixes the URL', () => {
    expect(validate(dokumentSchema, { ...link, OriginalDateiName: 'alt.pdf' })).toMatchObject({
      output: { OriginalDateiName: null, DateiURL: 'http://www.fc.ch/statuten.pdf' },
    });
    expect(validate(dokumentSchema, { ...dok, DateiURL: 'x.ch' })).toMatchObject({
      output: { DateiURL: null, OriginalDateiName: 'statuten.pdf' },
    });
  });
  it('URL 2048 after prefix ok, 2049 fails', () => {
    expect(validate(dokumentSchema, { ...link, DateiURL: `https://${x(2040)}` }).success).toBe(true);
    expect(errorsOf(validate(dokumentSchema, { ...link, DateiURL: `https://${x(2041)}` })).DateiURL).toEqual([
      MELDUNG.maxLaenge('DateiURL', 2048),
    ]);
  });
});

describe('small schemas', () => {
  it.each([
    [10, true],
    [15, true],
    [5, false],
    [12, false],
    [10.5, false],
    ['10', false],
  ])('aboBestellungSchema AnzahlMitglieder %j -> %s', (n, ok) => {
    expect(validate(aboBestellungSchema, { AnzahlMitglieder: n }).success).toBe(ok);
  });
  it('aboBestellungSchema messages', () => {
    expect(errorsOf(validate(aboBestellungSchema, { AnzahlMitglieder: 7 }))).toEqual({
      AnzahlMitglieder: [MELDUNG.aboAnzahlMinimum(10), MELDUNG.aboAnzahlSchritt(5)],
    });
  });
  it('vereinsInfoSchema turns a boolean into 0/1 and rejects extra fields', () => {
    expect(validate(vereinsInfoSchema, { ExterneHtmlDateiVerwenden: true })).toEqual({
      success: true,
      output: { ExterneHtmlDateiVerwenden: 1, QuillHtmlData: null },
    });
    expect(validate(vereinsInfoSchema, { ExterneHtmlDateiVerwenden: 0, X: 1 }).success).toBe(false);
  });
  it('kategorienTextSchema normalises and caps at 500', () => {
    expect(validate(kategorienTextSchema, ' Aktiv , , aktiv, Passiv ')).toEqual({ success: true, output: 'Aktiv,Passiv' });
    expect(validate(kategorienTextSchema, '')).toEqual({ success: true, output: null });
    expect(validate(kategorienTextSchema, x(500)).success).toBe(true);
    expect(validate(kategorienTextSchema, x(501))).toEqual({
      success: false,
      errors: { [ALLGEMEIN_FELD]: ['Mitgliederkategorien darf maximal 500 Zeichen enthalten.'] },
    });
  });
});
