/**
 * CSV injection (OWASP "CSV Injection"): a spreadsheet opening the member export would run a cell starting
 * with =, +, -, @, tab or carriage return as a formula (`=HYPERLINK(...)` typed into a Bemerkung). The export
 * writes such a cell with a leading apostrophe, which spreadsheets show as text; the import removes exactly
 * that apostrophe again, so an exported file imports unchanged (a phone number '+41 79 ...' stays as it was).
 * One rule for both directions: csv-export.ts writes with csvZelleSchuetzen, csv-import.ts reads with csvZelleLesen.
 * (papaparse's escapeFormulae only writes, and a value starting with `'=` would not survive its round trip.)
 */

/**
 * Cells that get (export) or lose (import) one apostrophe: a formula's first character after any apostrophes.
 * Counting the member's own leading apostrophes keeps the round trip exact for a value like `'=x` too.
 */
const FORMEL_ANFANG = /^'*[=+\-@\t\r]/;

/** The cell as the CSV export writes it: an apostrophe before a value that starts like a formula. */
export function csvZelleSchuetzen(wert: string): string {
  return FORMEL_ANFANG.test(wert) ? `'${wert}` : wert;
}

/**
 * The value of a CSV cell as the import reads it: the apostrophe csvZelleSchuetzen added is removed, and only
 * that one; an apostrophe before anything else is the member's text and stays.
 */
export function csvZelleLesen(zelle: string): string {
  return zelle.startsWith("'") && FORMEL_ANFANG.test(zelle.slice(1)) ? zelle.slice(1) : zelle;
}
