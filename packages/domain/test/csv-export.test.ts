import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  IMPORT_HEADER,
  exportCsv,
  exportDateiname,
  exportTabelle,
  parseImportCsv,
  pruefeImport,
  pruefeImportBytes,
  type Mitglied,
} from '../src/index.js';
import { anna } from './fixtures.js';
import { utf8 } from './helpers.js';

const HEADER =
  'Vorname;Nachname;Strasse;Postleitzahl;Ort;Emailadresse;HatSystemZugriff;Telefonnummer1;Telefonnummer2;Vereinsfunktion;Mitgliederkategorien;Bemerkung';

let naechsteId = 1;
function mitglied(patch: Partial<Mitglied> = {}): Mitglied {
  return anna({ MitgliedId: naechsteId++, Emailadresse: null, HatSystemZugriff: 0, AnzahlGeraete: 0, ...patch });
}

/** What the import keeps of a member (the fields of the format), for comparing before and after. */
const importFelder = (m: Mitglied) =>
  Object.fromEntries(
    IMPORT_HEADER.map((spalte) => (spalte === 'Mitgliederkategorien' ? 'Mitgliedschaftsart' : spalte)).map((feld) => [feld, m[feld]]),
  );

const schwierige: Mitglied[] = [
  mitglied({
    Vorname: 'Jürg',
    Nachname: 'Müller-Lüthi',
    Strasse: 'Bahnhofstrasse 5; 2. Stock',
    Ort: 'Zürich',
    Emailadresse: 'juerg@example.ch',
    HatSystemZugriff: 1,
    Telefonnummer1: '+41 79 123 45 67',
    Telefonnummer2: '044 123 45 67',
    Vereinsfunktion: 'Präsident',
    Mitgliedschaftsart: 'Aktiv,Vorstand,Senioren',
    Bemerkung: 'Sagt "Grüezi"; zahlt bar',
  }),
  // Every optional field empty.
  mitglied({ Vorname: 'Élodie', Nachname: "D'Aubigné", Strasse: 'Rue du Lac 3', Postleitzahl: '1200', Ort: 'Genève' }),
  mitglied({
    Vorname: 'Hans',
    Nachname: 'Meier',
    Emailadresse: 'hans@example.ch',
    Mitgliedschaftsart: 'Passiv',
    Bemerkung: 'Zeile eins\nZeile zwei',
    Vereinsfunktion: '=Kassier',
    Status: 'D',
    IstVereinsAdministrator: 1,
  }),
];

describe('exportCsv', () => {
  it('starts with the UTF-8 BOM and the exact import header, rows end in CRLF', () => {
    const text = exportCsv([mitglied({ Emailadresse: 'anna@example.ch', HatSystemZugriff: 1 })]);
    expect(text.startsWith(`${CSV_BOM}${HEADER}\r\n`)).toBe(true);
    expect(text).toBe(`\uFEFF${HEADER}\r\nAnna;Muster;Weg 1;8000;Zürich;anna@example.ch;1;;;;;\r\n`);
    // Excel needs the BOM as the file's first three bytes.
    expect([...utf8(text).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('quotes fields with semicolons, quotes and line breaks, and only those', () => {
    const text = exportCsv(schwierige);
    expect(text).toContain('"Bahnhofstrasse 5; 2. Stock"');
    expect(text).toContain('"Sagt ""Grüezi""; zahlt bar"');
    expect(text).toContain('"Zeile eins\nZeile zwei"');
    // Commas are not the delimiter: categories stay unquoted.
    expect(text).toContain(';Aktiv,Vorstand,Senioren;');
    expect(text).toContain(";Élodie;D'Aubigné;".slice(1));
  });

  it('an empty list is the header alone (still importable as a template)', () => {
    expect(exportCsv([])).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it('writes one row per member in the given order with 12 columns', () => {
    const parsed = parseImportCsv(exportCsv(schwierige));
    expect(parsed.kopfzeile).toEqual([...IMPORT_HEADER]);
    expect(parsed.datensaetze.filter((d) => d.spalten.length === 12).map((d) => d.spalten[1])).toEqual([
      'Müller-Lüthi',
      "D'Aubigné",
      'Meier',
    ]);
  });

  it('round trip: the import check of the exported text gives back the same members', () => {
    const pruefung = pruefeImport(exportCsv(schwierige), { vorhandeneEmails: [], freiePlaetze: 10 });
    expect(pruefung.fehler).toEqual([]);
    expect(pruefung.mitglieder.map(importFelder)).toEqual(schwierige.map(importFelder));
    // The import creates active members without administrator rights, whatever the source row was.
    expect(pruefung.mitglieder.every((m) => m.Status === 'A' && m.IstVereinsAdministrator === 0 && m.MitgliedId === 0)).toBe(true);
  });

  it('round trip through the file bytes (as the import wizard reads an uploaded file)', () => {
    const pruefung = pruefeImportBytes(utf8(exportCsv(schwierige)), { vorhandeneEmails: [], freiePlaetze: 10 });
    expect(pruefung.fehler).toEqual([]);
    expect(pruefung.mitglieder.map(importFelder)).toEqual(schwierige.map(importFelder));
  });

  it('exportTabelle gives the Excel cells: header plus the same texts as the CSV', () => {
    const tabelle = exportTabelle(schwierige);
    expect(tabelle[0]).toEqual([...IMPORT_HEADER]);
    expect(tabelle[1]).toEqual([
      'Jürg',
      'Müller-Lüthi',
      'Bahnhofstrasse 5; 2. Stock',
      '8000',
      'Zürich',
      'juerg@example.ch',
      '1',
      '+41 79 123 45 67',
      '044 123 45 67',
      'Präsident',
      'Aktiv,Vorstand,Senioren',
      'Sagt "Grüezi"; zahlt bar',
    ]);
    expect(tabelle[2]?.slice(5)).toEqual(['', '0', '', '', '', '', '']);
  });
});

describe('exportDateiname', () => {
  it.each([
    [{ vereinsName: 'FC Grün-Weiss', vereinId: 7 }, 'csv', 'Mitglieder-FC Grün-Weiss-05.03.2026.csv'],
    [{ vereinsName: 'Turnverein', vereinId: 7 }, 'xlsx', 'Mitglieder-Turnverein-05.03.2026.xlsx'],
    [{ vereinsName: 'A/B: "Club"?', vereinId: 7 }, 'csv', 'Mitglieder-A_B_ _Club_-05.03.2026.csv'],
    [{ vereinsName: '  ', vereinId: 42 }, 'csv', 'Mitglieder-42-05.03.2026.csv'],
    [{ vereinsName: null, vereinId: 42 }, 'xlsx', 'Mitglieder-42-05.03.2026.xlsx'],
    [{ vereinsName: '///', vereinId: 42 }, 'csv', 'Mitglieder-42-05.03.2026.csv'],
  ] as const)('%j (%s) -> %s', (verein, endung, erwartet) => {
    expect(exportDateiname(verein, '2026-03-05', endung)).toBe(erwartet);
  });
});
