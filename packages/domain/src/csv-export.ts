/**
 * Member export (docs/produkt.md "Mitglieder exportieren"): the listed members in exactly the import format
 * (csv-import.ts), so an exported file can be imported again unchanged. Pure: the portal builds the files in
 * the browser from the rows its list shows.
 */
import Papa from 'papaparse';
import { IMPORT_HEADER } from './constants.js';
import { csvZelleSchuetzen } from './csv-formel.js';
import { formatDatumDe } from './dates.js';
import type { Mitglied } from './entities.js';

/** The export's fields of one member: what the import reads (Status, administrator flag and ids are not in the format). */
export type ExportMitglied = Pick<
  Mitglied,
  | 'Vorname'
  | 'Nachname'
  | 'Strasse'
  | 'Postleitzahl'
  | 'Ort'
  | 'Emailadresse'
  | 'HatSystemZugriff'
  | 'Telefonnummer1'
  | 'Telefonnummer2'
  | 'Vereinsfunktion'
  | 'Mitgliedschaftsart'
  | 'Bemerkung'
>;

/** UTF-8 byte order mark: without it Excel reads the file as Windows-1252 and garbles umlauts. */
export const CSV_BOM = '\uFEFF';

/** The cells of one member in IMPORT_HEADER order, as text ('' for an empty field, '1'/'0' for system access). */
export function exportZeile(m: ExportMitglied): string[] {
  const werte: Record<(typeof IMPORT_HEADER)[number], string | null> = {
    Vorname: m.Vorname,
    Nachname: m.Nachname,
    Strasse: m.Strasse,
    Postleitzahl: m.Postleitzahl,
    Ort: m.Ort,
    Emailadresse: m.Emailadresse,
    HatSystemZugriff: m.HatSystemZugriff === 1 ? '1' : '0',
    Telefonnummer1: m.Telefonnummer1,
    Telefonnummer2: m.Telefonnummer2,
    Vereinsfunktion: m.Vereinsfunktion,
    Mitgliederkategorien: m.Mitgliedschaftsart,
    Bemerkung: m.Bemerkung,
  };
  return IMPORT_HEADER.map((spalte) => werte[spalte] ?? '');
}

/** Header row plus one row per member, in the given order: the cells of both the CSV and the Excel file. */
export function exportTabelle(mitglieder: readonly ExportMitglied[]): string[][] {
  return [[...IMPORT_HEADER], ...mitglieder.map(exportZeile)];
}

/**
 * The members as import CSV: BOM, semicolons, CRLF (Excel's form, as the import template), fields with a
 * semicolon, quote, line break or outer blank quoted with "" escapes. A cell that starts like a formula (=, +,
 * -, @, tab, CR) gets a leading apostrophe (csv-formel.ts), which the import removes again. The Excel file
 * (exportTabelle) needs none: its cells are typed as text, which Excel never evaluates.
 */
export function exportCsv(mitglieder: readonly ExportMitglied[]): string {
  return csvDatei(IMPORT_HEADER, mitglieder.map(exportZeile));
}

/**
 * A CSV file in the export's style, for every export of the portal: BOM, semicolons, CRLF, papaparse quoting,
 * every cell defused against formulas (csvZelleSchuetzen). The header is plain names.
 */
export function csvDatei(header: readonly string[], zeilen: readonly (readonly string[])[]): string {
  const zellen = zeilen.map((z) => z.map(csvZelleSchuetzen));
  // Papa.unparse of no rows would still add a line break.
  const daten = zellen.length === 0 ? '' : `${Papa.unparse(zellen, { delimiter: ';', newline: '\r\n', quotes: false })}\r\n`;
  return `${CSV_BOM}${header.join(';')}\r\n${daten}`;
}

/** Characters Windows, macOS or Linux refuse in a file name, and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const DATEINAME_VERBOTEN = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;

/**
 * File name of an export: 'Mitglieder-<club>-<dd.MM.yyyy>.<endung>'. The club is its name (characters no file
 * system accepts replaced by '_', blanks collapsed), or its number when the name is empty.
 */
export function exportDateiname(
  verein: { vereinsName?: string | null; vereinId: number },
  isoDatum: string,
  endung: 'csv' | 'xlsx',
): string {
  return `Mitglieder-${dateinameTeil(verein.vereinsName ?? '') ?? String(verein.vereinId)}-${formatDatumDe(isoDatum)}.${endung}`;
}

/** A name as part of a file name: characters no file system accepts replaced by '_', blanks collapsed; null when nothing is left. */
export function dateinameTeil(name: string): string | null {
  const teil = name.replace(DATEINAME_VERBOTEN, '_').replace(/\s+/g, ' ').trim();
  return teil === '' || /^[_.\s]*$/.test(teil) ? null : teil;
}
