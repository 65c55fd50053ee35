import { describe, expect, it } from 'vitest';
import { csvZelleLesen, csvZelleSchuetzen, exportCsv, pruefeImport, type Mitglied } from '../src/index.js';

/** OWASP CSV injection: the export defuses cells a spreadsheet would run as a formula; the import undoes exactly that. */
describe('csvZelleSchuetzen / csvZelleLesen', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'],
    ['+41 79 555 12 34', "'+41 79 555 12 34"],
    ['-5', "'-5"],
    ['@SUMME(A1)', "'@SUMME(A1)"],
    ['\tTab', "'\tTab"],
    ['\rCR', "'\rCR"],
    // A value that already starts with apostrophes before a formula character gets one more, so it survives.
    ["'=x", "''=x"],
    ["''+1", "'''+1"],
  ])('%j is written as %j and read back unchanged', (wert, zelle) => {
    expect(csvZelleSchuetzen(wert)).toBe(zelle);
    expect(csvZelleLesen(zelle)).toBe(wert);
  });

  it.each([['Anna'], ["D'Aubigné"], ["'Anna"], ["'"], [''], ['079 555 12 34'], ['a=b'], [' =x']])(
    '%j needs no apostrophe and reads as itself',
    (wert) => {
      expect(csvZelleSchuetzen(wert)).toBe(wert);
      expect(csvZelleLesen(wert)).toBe(wert);
    },
  );

  it('the import removes only the apostrophe before a formula character', () => {
    expect(csvZelleLesen("'=1+1")).toBe('=1+1');
    expect(csvZelleLesen("'Text")).toBe("'Text");
    expect(csvZelleLesen("'' Text")).toBe("'' Text");
  });
});

describe('member export and import with formula-like values', () => {
  const mitglied: Mitglied = {
    MitgliedId: 1,
    Vorname: '@Anna',
    Nachname: '-Muster',
    Strasse: 'Weg 1',
    Postleitzahl: '8000',
    Ort: 'Zürich',
    Telefonnummer1: '+41 79 555 12 34',
    Telefonnummer2: "'=0",
    Emailadresse: null,
    Mitgliedschaftsart: null,
    Vereinsfunktion: "'Kassier",
    Bemerkung: '=HYPERLINK("http://x","y")',
    HatSystemZugriff: 0,
    IstVereinsAdministrator: 0,
    Status: 'A',
    AnzahlGeraete: 0,
  };

  it('the CSV holds no cell a spreadsheet would run as a formula', () => {
    const zeile = exportCsv([mitglied]).split('\r\n')[1]!;
    expect(zeile).toBe(`'@Anna;'-Muster;Weg 1;8000;Zürich;;0;'+41 79 555 12 34;''=0;'Kassier;;"'=HYPERLINK(""http://x"",""y"")"`);
    for (const zelle of zeile.split(';')) expect(zelle.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('round trip: export, then the import check, gives back exactly the stored values', () => {
    const pruefung = pruefeImport(exportCsv([mitglied]), { vorhandeneEmails: [], freiePlaetze: 10 });
    expect(pruefung.fehler).toEqual([]);
    const [zurueck] = pruefung.mitglieder;
    expect(zurueck).toMatchObject({
      Vorname: '@Anna',
      Nachname: '-Muster',
      Telefonnummer1: '+41 79 555 12 34',
      Telefonnummer2: "'=0",
      Vereinsfunktion: "'Kassier",
      Bemerkung: '=HYPERLINK("http://x","y")',
    });
  });
});
