import { describe, expect, it } from 'vitest';
import {
  IMPORT_HEADER,
  IMPORT_FELD,
  IMPORT_MAX_ZEILEN,
  IMPORT_MELDUNG,
  decodeCsvBytes,
  decodeTextBytes,
  decodeWindows1252,
  importBestandsFehler,
  importBestandsPruefung,
  importZeilenNr,
  importVorlageCsv,
  importZeileSchema,
  istCsvDateiname,
  parseImportCsv,
  pruefeImport,
  pruefeImportBytes,
  pruefeImportPayload,
  validate,
} from '../src/index.js';
import { anna } from './fixtures.js';
import { cp1252, utf8, x } from './helpers.js';

const HEADER =
  'Vorname;Nachname;Strasse;Postleitzahl;Ort;Emailadresse;HatSystemZugriff;Telefonnummer1;Telefonnummer2;Vereinsfunktion;Mitgliederkategorien;Bemerkung';

type Row = Partial<Record<(typeof IMPORT_HEADER)[number], string>>;
const base: Required<Row> = {
  Vorname: 'Anna',
  Nachname: 'Muster',
  Strasse: 'Weg 1',
  Postleitzahl: '8000',
  Ort: 'Zürich',
  Emailadresse: 'anna@muster.ch',
  HatSystemZugriff: '1',
  Telefonnummer1: '',
  Telefonnummer2: '',
  Vereinsfunktion: '',
  Mitgliederkategorien: '',
  Bemerkung: '',
};
const row = (patch: Row = {}) => IMPORT_HEADER.map((h) => ({ ...base, ...patch })[h]).join(';');
const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n');
const kontext = { vorhandeneEmails: [] as string[], freiePlaetze: 100 };

describe('file name, template, decoding', () => {
  it.each([
    ['mitglieder.csv', true],
    ['MITGLIEDER.CSV', true],
    ['a.Csv', true],
    ['a.csv.txt', false],
    ['a.xlsx', false],
    ['csv', false],
    ['', false],
    [null, false],
  ])('istCsvDateiname(%j) = %s', (name, ok) => expect(istCsvDateiname(name)).toBe(ok));
  it('file-name message is docs/produkt.md’s', () => expect(IMPORT_MELDUNG.keineCsvDatei).toBe('Keine CSV Datei ausgewählt!'));

  it('the template is exactly the 12-column header', () => {
    expect(importVorlageCsv()).toBe(`${HEADER}\r\n`);
    expect(IMPORT_HEADER).toHaveLength(12);
  });

  it('UTF-8 without BOM', () => expect(decodeCsvBytes(utf8('Müller;Zoë'))).toBe('Müller;Zoë'));
  it('UTF-8 with BOM drops the BOM', () => expect(decodeCsvBytes(utf8('Müller', true))).toBe('Müller'));
  it('Windows-1252 falls back, "Müller" stays "Müller"', () => {
    const bytes = cp1252('Müller;Straße;€ „Zürich“ – Š');
    expect(bytes[1]).toBe(0xfc);
    expect(decodeCsvBytes(bytes)).toBe('Müller;Straße;€ „Zürich“ – Š');
  });
  it('decodeWindows1252 maps 0x80-0x9F and Latin-1', () => {
    expect(decodeWindows1252(Uint8Array.from([0x80, 0x81, 0x9f, 0xe4, 0x41]))).toBe('€\u0081Ÿä' + 'A');
  });
  it('UTF-16LE with BOM', () => {
    expect(decodeCsvBytes(Uint8Array.from([0xff, 0xfe, 0x4d, 0x00, 0xfc, 0x00]))).toBe('Mü');
  });
  it('empty bytes', () => expect(decodeCsvBytes(new Uint8Array())).toBe(''));
});

describe('parseImportCsv', () => {
  it('numbers lines from the header (line 1); empty lines keep their number', () => {
    const p = parseImportCsv(`${HEADER}\n${row()}\n\n${row({ Vorname: 'B' })}\n`);
    expect(p.kopfzeile).toEqual([...IMPORT_HEADER]);
    expect(p.datensaetze.map((d) => d.zeilenNr)).toEqual([2, 3, 4, 5]);
    expect(p.datensaetze[2]?.spalten[0]).toBe('B');
  });
  it('quoted fields: semicolons, doubled quotes, line breaks', () => {
    const p = parseImportCsv(csv(row({ Nachname: '"Muster; Sohn"', Bemerkung: '"sagt ""Hallo""\r\nzweite Zeile"' })));
    expect(p.datensaetze[0]?.spalten).toHaveLength(12);
    expect(p.datensaetze[0]?.spalten[1]).toBe('Muster; Sohn');
    expect(p.datensaetze[0]?.spalten[11]).toBe('sagt "Hallo"\r\nzweite Zeile');
  });
  it('empty text has no header', () => expect(parseImportCsv('')).toEqual({ kopfzeile: null, datensaetze: [] }));
});

describe('pruefeImport', () => {
  it('a valid file gives the member payloads (MitgliedId 0, Status A, not admin)', () => {
    const r = pruefeImport(
      csv(
        row(),
        row({
          Vorname: ' Beat ',
          Emailadresse: '',
          HatSystemZugriff: '0',
          Telefonnummer1: '044 123 45 67',
          Mitgliederkategorien: 'Aktiv, aktiv,Vorstand',
        }),
      ),
      kontext,
    );
    expect(r.fehler).toEqual([]);
    expect(r.zeilen.map((z) => z.zeilenNr)).toEqual([2, 3]);
    expect(r.zeilen[1]?.Vorname).toBe('Beat');
    expect(r.mitglieder).toEqual([
      { ...anna(), ZeilenNr: 2 },
      expect.objectContaining({
        ZeilenNr: 3,
        Vorname: 'Beat',
        Emailadresse: null,
        HatSystemZugriff: 0,
        Telefonnummer1: '044 123 45 67',
        Mitgliedschaftsart: 'Aktiv,Vorstand',
      }),
    ]);
  });

  it('each payload row carries its file line, also after skipped empty lines', () => {
    const r = pruefeImport(csv(row(), '', ';;;;;;;;;;;', row({ Emailadresse: 'beat@muster.ch', Vorname: 'Beat' })), kontext);
    expect(r.fehler).toEqual([]);
    expect(r.mitglieder.map((m) => [m.Vorname, m.ZeilenNr])).toEqual([
      ['Anna', 2],
      ['Beat', 5],
    ]);
  });

  it.each([
    ['empty file', ''],
    ['only a BOM', '\ufeff'],
    ['header in wrong order', HEADER.replace('Vorname;Nachname', 'Nachname;Vorname')],
    ['header with 11 columns', HEADER.replace(';Bemerkung', '')],
    ['header with a 13th column', `${HEADER};Extra`],
    ['comma separated', HEADER.replaceAll(';', ',')],
  ])('%s -> header message', (_name, text) => {
    const r = pruefeImport(`${text}\r\n${row()}`, kontext);
    expect(r).toEqual({ zeilen: [], fehler: [IMPORT_MELDUNG.kopfzeile], mitglieder: [] });
  });
  it('header message names the required order', () => {
    expect(IMPORT_MELDUNG.kopfzeile).toBe(
      'Die Kopfzeile der CSV Datei muss genau diese Spalten in dieser Reihenfolge enthalten: ' +
        'Vorname;Nachname;Strasse;Postleitzahl;Ort;Emailadresse;HatSystemZugriff;Telefonnummer1;Telefonnummer2;Vereinsfunktion;Mitgliederkategorien;Bemerkung',
    );
  });
  it('a header with BOM and LF endings is fine', () => {
    expect(pruefeImport(`\ufeff${HEADER}\n${row()}\n`, kontext).fehler).toEqual([]);
  });

  it('rows with 11 or 13 columns are skipped, later line numbers stay right', () => {
    const r = pruefeImport(csv(row().replace(/;$/, ''), `${row()};extra`, row({ Vorname: '' })), kontext);
    expect(r.zeilen.map((z) => z.zeilenNr)).toEqual([4]);
    expect(r.fehler).toEqual(['Zeilen Nr. 4: Das Pflichtfeld Vorname darf nicht leer sein!']);
  });
  it('rows of 12 empty cells (Excel) are skipped', () => {
    const r = pruefeImport(csv(row(), ';;;;;;;;;;;', ' ; ;;;;;;;;;;'), kontext);
    expect(r.fehler).toEqual([]);
    expect(r.zeilen).toHaveLength(1);
  });
  it(`up to IMPORT_MAX_ZEILEN (${IMPORT_MAX_ZEILEN}) rows are checked; one more refuses the file, naming the maximum`, () => {
    const zeilen = (n: number) => Array.from({ length: n }, (_, i) => row({ Emailadresse: `m${i}@muster.ch`, HatSystemZugriff: '0' }));
    const voll = pruefeImport(csv(...zeilen(IMPORT_MAX_ZEILEN), ';;;;;;;;;;;'), kontext);
    expect(voll.fehler).toEqual([]);
    expect(voll.mitglieder).toHaveLength(IMPORT_MAX_ZEILEN);
    const zuViel = pruefeImport(csv(...zeilen(IMPORT_MAX_ZEILEN + 1)), kontext);
    expect(zuViel).toEqual({ zeilen: [], fehler: [IMPORT_MELDUNG.zuVieleZeilen], mitglieder: [] });
    expect(IMPORT_MELDUNG.zuVieleZeilen).toContain("höchstens 50'000 Mitglieder");
    // The server refuses such a payload with the same message.
    expect(pruefeImportPayload(Array.from({ length: IMPORT_MAX_ZEILEN + 1 }, () => ({})))).toEqual({
      success: false,
      errors: { [IMPORT_FELD]: [IMPORT_MELDUNG.zuVieleZeilen] },
    });
  });
  it('a header-only file has nothing to import', () => {
    expect(pruefeImport(`${HEADER}\r\n`, kontext).fehler).toEqual([IMPORT_MELDUNG.keineZeilen]);
  });
  it('a quoted semicolon stays in its field', () => {
    const r = pruefeImport(csv(row({ Strasse: '"Weg 1; Hinterhaus"' })), kontext);
    expect(r.fehler).toEqual([]);
    expect(r.mitglieder[0]?.Strasse).toBe('Weg 1; Hinterhaus');
  });

  it.each([
    [{ Vorname: '' }, 'Das Pflichtfeld Vorname darf nicht leer sein!'],
    [{ Nachname: '  ' }, 'Das Pflichtfeld Nachname darf nicht leer sein!'],
    [{ Strasse: '' }, 'Das Pflichtfeld Strasse darf nicht leer sein!'],
    [{ Postleitzahl: '' }, 'Das Pflichtfeld Postleitzahl darf nicht leer sein!'],
    [{ Ort: '' }, 'Das Pflichtfeld Ort darf nicht leer sein!'],
    [{ Emailadresse: '' }, 'Das Pflichtfeld Emailadresse darf nicht leer sein!'],
    [{ Emailadresse: 'anna@' }, 'Das Format der Emailadresse ist ungültig!'],
    [{ Emailadresse: 'anna@', HatSystemZugriff: '0' }, 'Das Format der Emailadresse ist ungültig!'],
    [{ HatSystemZugriff: 'ja' }, 'Das Pflichtfeld HatSystemZugriff hat keinen gültigen Wert! Gültige Werte sind 1 für JA und 0 für NEIN.'],
    [{ HatSystemZugriff: '' }, 'Das Pflichtfeld HatSystemZugriff hat keinen gültigen Wert! Gültige Werte sind 1 für JA und 0 für NEIN.'],
    [{ HatSystemZugriff: '2' }, 'Das Pflichtfeld HatSystemZugriff hat keinen gültigen Wert! Gültige Werte sind 1 für JA und 0 für NEIN.'],
  ])('%j -> %s', (patch, message) => {
    const r = pruefeImport(csv(row({ Emailadresse: 'erste@muster.ch' }), row(patch)), kontext);
    expect(r.fehler).toEqual([`Zeilen Nr. 3: ${message}`]);
    expect(r.mitglieder).toHaveLength(1);
  });

  it('without system access the e-mail may be empty', () => {
    expect(pruefeImport(csv(row({ Emailadresse: '', HatSystemZugriff: '0' })), kontext).fehler).toEqual([]);
  });

  it.each([
    ['Vorname', 35],
    ['Nachname', 35],
    ['Strasse', 70],
    ['Postleitzahl', 35],
    ['Ort', 70],
    ['Telefonnummer1', 35],
    ['Telefonnummer2', 35],
    ['Vereinsfunktion', 35],
    ['Mitgliederkategorien', 500],
    ['Bemerkung', 256],
  ] as const)('%s: %i characters ok, one more fails', (spalte, max) => {
    expect(pruefeImport(csv(row({ [spalte]: x(max) })), kontext).fehler).toEqual([]);
    expect(pruefeImport(csv(row({ [spalte]: x(max + 1) })), kontext).fehler).toEqual([
      `Zeilen Nr. 2: Das Feld ${spalte} darf maximal ${max} Zeichen enthalten!`,
    ]);
  });
  it('e-mail: 70 characters ok, 71 fails', () => {
    const e70 = `${x(64)}@ab.ch`;
    expect(pruefeImport(csv(row({ Emailadresse: e70 })), kontext).fehler).toEqual([]);
    expect(pruefeImport(csv(row({ Emailadresse: `x${e70}` })), kontext).fehler).toEqual([
      'Zeilen Nr. 2: Das Feld Emailadresse darf maximal 70 Zeichen enthalten!',
    ]);
  });

  it('several messages of one row all carry its number', () => {
    const r = pruefeImport(csv(row({ Vorname: '', Ort: '', HatSystemZugriff: 'x' })), kontext);
    expect(r.fehler).toEqual([
      'Zeilen Nr. 2: Das Pflichtfeld Vorname darf nicht leer sein!',
      'Zeilen Nr. 2: Das Pflichtfeld Ort darf nicht leer sein!',
      `Zeilen Nr. 2: ${IMPORT_MELDUNG.hatSystemZugriff}`,
    ]);
  });

  it('e-mails of existing members (deleted too) and of an earlier row are duplicates, case-insensitively', () => {
    const r = pruefeImport(
      csv(row({ Emailadresse: 'ANNA@Muster.ch' }), row({ Emailadresse: 'neu@muster.ch' }), row({ Emailadresse: 'neu@muster.ch' })),
      { vorhandeneEmails: ['anna@muster.ch', null, ' '], freiePlaetze: 10 },
    );
    expect(r.fehler).toEqual([
      'Zeilen Nr. 2: Die Emailadresse muss eindeutig sein! Die Emailadresse wird bereits von einem anderen (ev. gelöschten) Mitglied benutzt.',
      'Zeilen Nr. 4: Die E-Mail-Adresse kommt in Zeile 3 und Zeile 4 vor! Jede E-Mail-Adresse darf nur einmal importiert werden.',
    ]);
    expect(r.mitglieder.map((m) => m.Emailadresse)).toEqual(['neu@muster.ch']);
  });

  it.each([
    [2, 2, []],
    [3, 2, [IMPORT_MELDUNG.freiePlaetze(2)]],
    [1, 0, [IMPORT_MELDUNG.freiePlaetze(0)]],
    [1, -5, [IMPORT_MELDUNG.freiePlaetze(0)]],
  ])('%i rows with system access, %i free slots', (n, frei, fehler) => {
    const rows = Array.from({ length: n }, (_, i) => row({ Emailadresse: `m${i}@muster.ch` }));
    const ohne = row({ Emailadresse: '', HatSystemZugriff: '0' });
    expect(pruefeImport(csv(...rows, ohne, ohne), { vorhandeneEmails: [], freiePlaetze: frei }).fehler).toEqual(fehler);
  });
  it('free-slot message is docs/produkt.md’s', () => {
    expect(IMPORT_MELDUNG.freiePlaetze(7)).toBe(
      'Sie haben nicht genügend freie Mitglieder Speicherplätze zur Verfügung! Sie können maximal 7 Mitglieder mit Systemzugriff importieren.',
    );
  });

  it('a Windows-1252 file keeps "Müller"', () => {
    const r = pruefeImportBytes(cp1252(csv(row({ Nachname: 'Müller', Ort: 'Zürich' }))), kontext);
    expect(r.fehler).toEqual([]);
    expect(r.mitglieder[0]).toMatchObject({ Nachname: 'Müller', Ort: 'Zürich' });
  });
  it('a UTF-8 file with BOM passes the header check', () => {
    const r = pruefeImportBytes(utf8(csv(row({ Nachname: 'Müller' })), true), kontext);
    expect(r.fehler).toEqual([]);
    expect(r.mitglieder[0]?.Nachname).toBe('Müller');
  });

  it('10,000 rows parse and validate correctly', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      row({ Vorname: `V${i}`, Emailadresse: i % 2 === 0 ? `m${i}@muster.ch` : '', HatSystemZugriff: i % 2 === 0 ? '1' : '0' }),
    );
    rows[4999] = row({ Vorname: '' });
    const r = pruefeImport(csv(...rows), { vorhandeneEmails: ['m0@muster.ch'], freiePlaetze: 5_000 });
    expect(r.zeilen).toHaveLength(10_000);
    expect(r.mitglieder).toHaveLength(9_998);
    expect(r.fehler).toEqual([
      `Zeilen Nr. 2: ${IMPORT_MELDUNG.emailNichtEindeutig}`,
      'Zeilen Nr. 5001: Das Pflichtfeld Vorname darf nicht leer sein!',
      IMPORT_MELDUNG.freiePlaetze(5_000),
    ]);
  });
});

describe('importZeileSchema (server re-check of the import payload)', () => {
  const m = anna();
  it('accepts a member payload as the web sends it', () => {
    expect(validate(importZeileSchema, m)).toEqual({ success: true, output: m });
  });
  it.each([{ MitgliedId: 5 }, { IstVereinsAdministrator: 1 }, { Status: 'D' }])('rejects %j', (patch) => {
    expect(validate(importZeileSchema, { ...m, ...patch })).toMatchObject({ success: false });
  });
  it('reports each problem on its docs/produkt.md field, with the CSV check’s messages', () => {
    expect(validate(importZeileSchema, { ...m, Vorname: ' ', Mitgliedschaftsart: x(501), HatSystemZugriff: 2 })).toEqual({
      success: false,
      errors: {
        Vorname: ['Das Pflichtfeld Vorname darf nicht leer sein!'],
        HatSystemZugriff: [IMPORT_MELDUNG.hatSystemZugriff],
        Mitgliedschaftsart: ['Das Feld Mitgliederkategorien darf maximal 500 Zeichen enthalten!'],
      },
    });
  });
  it('normalises like the CSV check', () => {
    expect(
      validate(importZeileSchema, {
        Vorname: ' A ',
        Nachname: 'B',
        Strasse: 'C',
        Postleitzahl: '1',
        Ort: 'D',
        HatSystemZugriff: '0',
        Mitgliedschaftsart: 'b, B,a',
      }),
    ).toEqual({
      success: true,
      output: {
        ...m,
        Vorname: 'A',
        Nachname: 'B',
        Strasse: 'C',
        Postleitzahl: '1',
        Ort: 'D',
        Emailadresse: null,
        HatSystemZugriff: 0,
        Mitgliedschaftsart: 'b,a',
      },
    });
  });
  it('uses the import messages', () => {
    expect(validate(importZeileSchema, { ...m, Emailadresse: null })).toEqual({
      success: false,
      errors: { Emailadresse: ['Das Pflichtfeld Emailadresse darf nicht leer sein!'] },
    });
  });
});

describe('pruefeImportPayload (the whole POST mitgliederimport body)', () => {
  const m = anna();
  it('returns every member when all rows pass', () => {
    expect(pruefeImportPayload([m, { ...m, Emailadresse: 'b@muster.ch' }])).toEqual({
      success: true,
      output: [m, { ...m, Emailadresse: 'b@muster.ch' }],
    });
  });
  it('needs a non-empty list', () => {
    for (const body of [null, undefined, {}, 'text', 5]) {
      expect(pruefeImportPayload(body)).toEqual({ success: false, errors: { [IMPORT_FELD]: [IMPORT_MELDUNG.keineListe] } });
    }
    expect(pruefeImportPayload([])).toEqual({ success: false, errors: { [IMPORT_FELD]: [IMPORT_MELDUNG.keineMitglieder] } });
  });
  it("lists every row's problems under Import, prefixed 'Zeilen Nr. {n}:' with the CSV line (first element = line 2)", () => {
    const r = pruefeImportPayload([m, { ...m, Nachname: null }, { ...m, Emailadresse: 'a@b', HatSystemZugriff: 2 }, 'kein Objekt']);
    expect(r).toEqual({
      success: false,
      errors: {
        Import: [
          'Zeilen Nr. 3: Das Pflichtfeld Nachname darf nicht leer sein!',
          'Zeilen Nr. 4: Das Format der Emailadresse ist ungültig!',
          `Zeilen Nr. 4: ${IMPORT_MELDUNG.hatSystemZugriff}`,
          'Zeilen Nr. 5: Die Daten haben ein ungültiges Format.',
        ],
      },
    });
  });
  it('names the file line a row carries (ZeilenNr), so messages match the preview after skipped lines', () => {
    const r = pruefeImportPayload([
      { ...m, ZeilenNr: 2 },
      { ...m, Nachname: null, ZeilenNr: 7 },
      { ...m, Nachname: null },
    ]);
    expect(r).toEqual({
      success: false,
      errors: {
        Import: [
          'Zeilen Nr. 7: Das Pflichtfeld Nachname darf nicht leer sein!',
          'Zeilen Nr. 4: Das Pflichtfeld Nachname darf nicht leer sein!',
        ],
      },
    });
    expect(pruefeImportPayload([{ ...m, ZeilenNr: 9 }])).toEqual({ success: true, output: [{ ...m, ZeilenNr: 9 }] });
    expect(pruefeImportPayload([{ ...m, ZeilenNr: 1 }])).toEqual({
      success: false,
      errors: { Import: ["Zeilen Nr. 2: ZeilenNr muss eine ganze Zahl von 2 bis 1'000'000 sein."] },
    });
  });
  it('refuses unknown fields and rows that are not new, active, non-admin members', () => {
    const r = pruefeImportPayload([
      { ...m, IstSuperuser: 1 },
      { ...m, MitgliedId: 7, Status: 'D' },
    ]);
    expect(r).toEqual({
      success: false,
      errors: { Import: ['Zeilen Nr. 2: Das Feld IstSuperuser ist nicht erlaubt.', `Zeilen Nr. 3: ${IMPORT_MELDUNG.nurNeueMitglieder}`] },
    });
  });
});

describe('importBestandsFehler (existing e-mails and free slots, preview and server alike)', () => {
  const vergeben = (n: number) => `Zeilen Nr. ${n}: ${IMPORT_MELDUNG.emailNichtEindeutig}`;

  it('numbers a payload element by its CSV line, as the preview does', () => {
    expect([0, 1, 9].map(importZeilenNr)).toEqual([2, 3, 11]);
    const text = csv(row({ Emailadresse: 'a@muster.ch' }), row({ Emailadresse: 'B@Muster.ch' }));
    const kontextB = { vorhandeneEmails: ['b@muster.ch'], freiePlaetze: 10 };
    const vorschau = pruefeImport(text, kontextB);
    const payload = vorschau.zeilen.map((_, index) => ({
      zeilenNr: importZeilenNr(index),
      Emailadresse: _.Emailadresse,
      HatSystemZugriff: 1,
    }));
    expect(vorschau.fehler).toEqual([vergeben(3)]);
    expect(importBestandsFehler(payload, kontextB)).toEqual(vorschau.fehler);
  });

  it('compares case-insensitively and ignores empty addresses', () => {
    const zeilen = [
      { zeilenNr: 2, Emailadresse: 'ANNA@muster.ch', HatSystemZugriff: 0 },
      { zeilenNr: 3, Emailadresse: null, HatSystemZugriff: 0 },
      { zeilenNr: 4, Emailadresse: '', HatSystemZugriff: 0 },
    ];
    expect(importBestandsFehler(zeilen, { vorhandeneEmails: ['anna@Muster.CH', null, ' '], freiePlaetze: 0 })).toEqual([vergeben(2)]);
  });

  it('reports a duplicate inside the rows when asked, naming the line of its first use', () => {
    const zeilen = [
      { zeilenNr: 2, Emailadresse: 'doppelt@muster.ch', HatSystemZugriff: 0 },
      { zeilenNr: 3, Emailadresse: 'Doppelt@muster.ch', HatSystemZugriff: 0 },
      { zeilenNr: 4, Emailadresse: 'doppelt@muster.ch', HatSystemZugriff: 0 },
    ];
    const k = { vorhandeneEmails: [], freiePlaetze: 0 };
    expect(importBestandsFehler(zeilen, k)).toEqual([]);
    expect(importBestandsFehler(zeilen, { ...k, dublettenMelden: true })).toEqual([
      'Zeilen Nr. 3: Die E-Mail-Adresse kommt in Zeile 2 und Zeile 3 vor! Jede E-Mail-Adresse darf nur einmal importiert werden.',
      'Zeilen Nr. 4: Die E-Mail-Adresse kommt in Zeile 2 und Zeile 4 vor! Jede E-Mail-Adresse darf nur einmal importiert werden.',
    ]);
    // An address a member already uses is that message on every row, not a duplicate.
    expect(importBestandsFehler(zeilen, { ...k, vorhandeneEmails: ['doppelt@muster.ch'], dublettenMelden: true })).toEqual([
      vergeben(2),
      vergeben(3),
      vergeben(4),
    ]);
  });

  it("the CSV preview flags two rows with one e-mail, with the server's message and line numbers (header = line 1)", () => {
    const text = csv(
      row({ Emailadresse: 'eins@muster.ch' }),
      row({ Emailadresse: 'zwei@muster.ch' }),
      row({ Vorname: 'Anja', Emailadresse: 'Eins@Muster.ch' }),
    );
    const vorschau = pruefeImport(text, kontext);
    expect(vorschau.fehler).toEqual([
      'Zeilen Nr. 4: Die E-Mail-Adresse kommt in Zeile 2 und Zeile 4 vor! Jede E-Mail-Adresse darf nur einmal importiert werden.',
    ]);
    expect(vorschau.mitglieder.map((m) => m.Emailadresse)).toEqual(['eins@muster.ch', 'zwei@muster.ch']);
    // The server's check (routes/mitgliederimport.ts): payload element i is line importZeilenNr(i).
    const payload = vorschau.zeilen.map((z, index) => ({
      zeilenNr: importZeilenNr(index),
      Emailadresse: z.Emailadresse,
      HatSystemZugriff: 1,
    }));
    expect(importBestandsFehler(payload, { ...kontext, dublettenMelden: true })).toEqual(vorschau.fehler);
  });

  it.each([
    [2, 2, []],
    [3, 2, [IMPORT_MELDUNG.freiePlaetze(2)]],
    [1, -5, [IMPORT_MELDUNG.freiePlaetze(0)]],
  ])('%i rows with system access (CSV text or payload flag), %i free slots', (n, frei, fehler) => {
    const zeilen = Array.from({ length: n }, (_, i) => ({ zeilenNr: i + 2, HatSystemZugriff: i % 2 === 0 ? '1' : 1 }));
    const ohne = { zeilenNr: 99, HatSystemZugriff: 0 };
    expect(importBestandsFehler([...zeilen, ohne], { vorhandeneEmails: [], freiePlaetze: frei })).toEqual(fehler);
  });

  it('puts the row messages in row order before the free-slot message', () => {
    const zeilen = [
      { zeilenNr: 5, Emailadresse: 'x@muster.ch', HatSystemZugriff: 1 },
      { zeilenNr: 2, Emailadresse: 'y@muster.ch', HatSystemZugriff: 1 },
    ];
    const k = { vorhandeneEmails: ['x@muster.ch', 'y@muster.ch'], freiePlaetze: 1 };
    expect(importBestandsFehler(zeilen, k)).toEqual([vergeben(5), vergeben(2), IMPORT_MELDUNG.freiePlaetze(1)]);
    expect(importBestandsPruefung(zeilen, k)).toEqual({
      emailVergeben: new Set([5, 2]),
      emailDoppelt: new Map(),
      freiePlaetzeFehler: IMPORT_MELDUNG.freiePlaetze(1),
    });
  });
});

describe('decodeTextBytes (uploaded CSV and HTML files)', () => {
  it('reads UTF-8 with and without BOM, UTF-16LE with BOM, else Windows-1252', () => {
    expect(decodeTextBytes(utf8('<p>Müller</p>', true))).toBe('<p>Müller</p>');
    expect(decodeTextBytes(utf8('<p>Müller</p>', false))).toBe('<p>Müller</p>');
    expect(decodeTextBytes(Uint8Array.from([0xff, 0xfe, 0xfc, 0x00]))).toBe('ü');
    expect(decodeTextBytes(cp1252('<p>Müller – 5 €</p>'))).toBe('<p>Müller – 5 €</p>');
    expect(decodeCsvBytes(cp1252('Müller'))).toBe('Müller');
  });
});
