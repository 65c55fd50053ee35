/**
 * Member import from CSV (docs/produkt.md §5 "Member import", docs/architecture.md): file-name check, byte decoding,
 * semicolon parsing, header check, per-row checks with the product's messages, free-slot check, payloads.
 * Pure, so the web app can run it in a worker and the server can re-run the row checks.
 */
import Papa from 'papaparse';
import { IMPORT_HEADER, IMPORT_MAX_ZEILEN, type ImportSpalte } from './constants.js';
import { csvZelleLesen } from './csv-formel.js';
import { emailSchluessel } from './email.js';
import type { ImportPayloadZeile } from './schemas/import-zeile.js';
import { trimToNull } from './normalize.js';
import { pruefeImportMitglied, type ImportKandidat } from './import-mitglied.js';
import { decodeTextBytes } from './text-bytes.js';
import { IMPORT_MELDUNG } from './validation-messages.js';

/** One CSV data row with exactly 12 columns: its line number (header = 1) and the trimmed values by column. */
export type ImportZeile = { zeilenNr: number } & Record<ImportSpalte, string>;

/** The CSV template the info step offers for download: the exact header row, CRLF-terminated (Excel's form). */
export function importVorlageCsv(): string {
  return `${IMPORT_HEADER.join(';')}\r\n`;
}

/** True when a file name ends in .csv, in any case (docs/produkt.md §5). */
export function istCsvDateiname(name: string | null | undefined): boolean {
  return typeof name === 'string' && /\.csv$/i.test(name.trim());
}

/** Decodes CSV file bytes: decodeTextBytes (UTF-8 with or without BOM, else Windows-1252, as Excel writes). */
export function decodeCsvBytes(bytes: Uint8Array): string {
  return decodeTextBytes(bytes);
}

/** A parsed CSV: the header cells (null for an empty file) and every data record with its line number. */
export interface ImportCsv {
  kopfzeile: string[] | null;
  datensaetze: { zeilenNr: number; spalten: string[] }[];
}

/**
 * Parses semicolon CSV text with papaparse (quoted fields, "" escapes, CRLF or LF). Line numbers: the
 * header is line 1, so the first data row is "Zeilen Nr. 2", the row number Excel shows (and an editor's
 * line, unless a quoted field spans lines). Empty lines keep their number; they are skipped later.
 */
export function parseImportCsv(text: string): ImportCsv {
  const clean = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (clean.trim() === '') return { kopfzeile: null, datensaetze: [] };
  const result = Papa.parse<string[]>(clean, { delimiter: ';', header: false, skipEmptyLines: false });
  const [kopf, ...rest] = result.data;
  return {
    kopfzeile: kopf ?? null,
    datensaetze: rest.map((spalten, i) => ({ zeilenNr: i + 2, spalten })),
  };
}

/** True when the header cells are exactly the 12 required columns in order (surrounding blanks ignored). */
export function istGueltigeKopfzeile(kopfzeile: readonly string[] | null): boolean {
  return kopfzeile !== null && kopfzeile.length === IMPORT_HEADER.length && IMPORT_HEADER.every((name, i) => kopfzeile[i]?.trim() === name);
}

/** What pruefeImport checks against: existing e-mails (all members, deleted ones too) and free slots. */
export interface ImportKontext {
  vorhandeneEmails: Iterable<string | null | undefined>;
  /** Members with system access that may still be added (VertragAnzahlMitglieder - current ones). */
  freiePlaetze: number;
}

/** Outcome of pruefeImport: preview rows, error messages (empty = importable) and the member payloads. */
export interface ImportPruefung {
  zeilen: ImportZeile[];
  fehler: string[];
  /** Payloads of the rows without errors (MitgliedId 0, Status A, not administrator). */
  /** The rows without errors, as the import sends them (with their file line). */
  mitglieder: ImportPayloadZeile[];
}

function zeileAus(zeilenNr: number, spalten: readonly string[]): ImportZeile {
  const zeile = { zeilenNr } as ImportZeile;
  IMPORT_HEADER.forEach((name, i) => {
    // The export's formula apostrophe comes off before trimming: it was added in front of the stored value.
    zeile[name] = csvZelleLesen(spalten[i] ?? '').trim();
  });
  return zeile;
}

/** The member candidate of a row (CSV columns -> docs/produkt.md field names), for pruefeImportMitglied. */
export function importZeileAlsMitglied(z: ImportZeile): ImportKandidat {
  return {
    Vorname: z.Vorname,
    Nachname: z.Nachname,
    Strasse: z.Strasse,
    Postleitzahl: z.Postleitzahl,
    Ort: z.Ort,
    Emailadresse: z.Emailadresse,
    HatSystemZugriff: z.HatSystemZugriff,
    Telefonnummer1: z.Telefonnummer1,
    Telefonnummer2: z.Telefonnummer2,
    Vereinsfunktion: z.Vereinsfunktion,
    Mitgliedschaftsart: z.Mitgliederkategorien,
    Bemerkung: z.Bemerkung,
  };
}

/**
 * Checks a decoded CSV text completely: header, rows with exactly 12 columns (others and
 * all-empty rows skipped), per-row rules prefixed 'Zeilen Nr. {n}:', e-mails already used by existing members
 * or by an earlier row of the file, and the free-slot total (importBestandsPruefung).
 */
export function pruefeImport(text: string, kontext: ImportKontext): ImportPruefung {
  try {
    return pruefeCsv(parseImportCsv(text), kontext);
  } catch {
    return { zeilen: [], fehler: [IMPORT_MELDUNG.unbekannterFehler], mitglieder: [] };
  }
}

/** pruefeImport for raw file bytes (decoded with decodeCsvBytes). */
export function pruefeImportBytes(bytes: Uint8Array, kontext: ImportKontext): ImportPruefung {
  try {
    return pruefeImport(decodeCsvBytes(bytes), kontext);
  } catch {
    return { zeilen: [], fehler: [IMPORT_MELDUNG.unbekannterFehler], mitglieder: [] };
  }
}

/** One import row as the checks against existing data see it: its line number and the two fields they read. */
export interface ImportBestandsZeile {
  /** Line in the CSV file (header = 1); for the server's payload importZeilenNr(index). */
  zeilenNr: number;
  Emailadresse?: string | null;
  /** '1' (CSV column) or 1 (payload) counts as a member with system access. */
  HatSystemZugriff?: string | number | null;
}

/** What importBestandsFehler checks against. */
export interface ImportBestandsKontext extends ImportKontext {
  /**
   * Also report an e-mail that an earlier row of the same import uses (IMPORT_MELDUNG.emailDoppelt). The
   * server and the CSV preview both do: the server's unique index would refuse the whole import.
   */
  dublettenMelden?: boolean;
}

/** Outcome of importBestandsPruefung. */
export interface ImportBestandsPruefung {
  /** Line numbers of the rows whose e-mail is already used by a member. */
  emailVergeben: Set<number>;
  /** With dublettenMelden: line number of a row -> line of the earlier row with the same e-mail. */
  emailDoppelt: Map<number, number>;
  /** The free-slot message when more rows have system access than slots are free, else null. */
  freiePlaetzeFehler: string | null;
}

/**
 * The import checks that need the club's data, for the CSV preview and the server alike: e-mails already
 * used by a member (deleted ones too; case-insensitive, by emailSchluessel), optionally by an earlier
 * row, and the free slots for members with system access.
 */
export function importBestandsPruefung(zeilen: Iterable<ImportBestandsZeile>, kontext: ImportBestandsKontext): ImportBestandsPruefung {
  const vergeben = new Set<string>();
  for (const e of kontext.vorhandeneEmails) {
    const schluessel = emailSchluessel(trimToNull(e));
    if (schluessel !== null) vergeben.add(schluessel);
  }
  // E-mail -> line of its first row in this import.
  const ersteZeile = new Map<string, number>();
  const emailVergeben = new Set<number>();
  const emailDoppelt = new Map<number, number>();
  let mitSystemZugriff = 0;
  for (const zeile of zeilen) {
    const schluessel = emailSchluessel(trimToNull(zeile.Emailadresse));
    if (schluessel !== null) {
      if (vergeben.has(schluessel)) emailVergeben.add(zeile.zeilenNr);
      else if (kontext.dublettenMelden) {
        const erste = ersteZeile.get(schluessel);
        if (erste === undefined) ersteZeile.set(schluessel, zeile.zeilenNr);
        else emailDoppelt.set(zeile.zeilenNr, erste);
      }
    }
    // Counted as written, so a row with other errors still counts against the free slots.
    if (zeile.HatSystemZugriff === 1 || zeile.HatSystemZugriff === '1') mitSystemZugriff++;
  }
  const frei = Math.max(0, kontext.freiePlaetze);
  return { emailVergeben, emailDoppelt, freiePlaetzeFehler: mitSystemZugriff > frei ? IMPORT_MELDUNG.freiePlaetze(frei) : null };
}

/** The e-mail message of a row after importBestandsPruefung (without the line prefix), or null. */
function emailMeldung(pruefung: ImportBestandsPruefung, zeilenNr: number): string | null {
  if (pruefung.emailVergeben.has(zeilenNr)) return IMPORT_MELDUNG.emailNichtEindeutig;
  const erste = pruefung.emailDoppelt.get(zeilenNr);
  return erste === undefined ? null : IMPORT_MELDUNG.emailDoppelt(erste, zeilenNr);
}

/**
 * importBestandsPruefung as messages: 'Zeilen Nr. {n}: ' + the e-mail message for each row whose
 * e-mail is used (by a member, or with dublettenMelden by an earlier row), in row order, then the
 * free-slot message. Empty when the rows fit.
 */
export function importBestandsFehler(zeilen: readonly ImportBestandsZeile[], kontext: ImportBestandsKontext): string[] {
  const pruefung = importBestandsPruefung(zeilen, kontext);
  const fehler: string[] = [];
  for (const z of zeilen) {
    const meldung = emailMeldung(pruefung, z.zeilenNr);
    if (meldung !== null) fehler.push(IMPORT_MELDUNG.zeile(z.zeilenNr, meldung));
  }
  if (pruefung.freiePlaetzeFehler !== null) fehler.push(pruefung.freiePlaetzeFehler);
  return fehler;
}

function pruefeCsv(csv: ImportCsv, kontext: ImportKontext): ImportPruefung {
  if (!istGueltigeKopfzeile(csv.kopfzeile)) return { zeilen: [], fehler: [IMPORT_MELDUNG.kopfzeile], mitglieder: [] };
  const zeilen: ImportZeile[] = [];
  for (const { zeilenNr, spalten } of csv.datensaetze) {
    if (spalten.length !== IMPORT_HEADER.length) continue;
    // Excel writes ";;;;;;;;;;;" for formatted but empty rows; they are not members, so skip them too.
    if (spalten.every((s) => s.trim() === '')) continue;
    zeilen.push(zeileAus(zeilenNr, spalten));
  }
  // Refused before the row checks: the server would refuse the import, and the preview would only cost time.
  if (zeilen.length > IMPORT_MAX_ZEILEN) return { zeilen: [], fehler: [IMPORT_MELDUNG.zuVieleZeilen], mitglieder: [] };
  // Duplicates inside the file too: the server refuses them (its unique index), so the preview must say so first.
  const bestand = importBestandsPruefung(zeilen, { ...kontext, dublettenMelden: true });
  const fehler: string[] = [];
  const mitglieder: ImportPayloadZeile[] = [];
  for (const zeile of zeilen) {
    const meldungen: string[] = [];
    const email = emailMeldung(bestand, zeile.zeilenNr);
    if (email !== null) meldungen.push(email);
    const { mitglied, fehler: zeilenFehler } = pruefeImportMitglied(importZeileAlsMitglied(zeile));
    for (const f of zeilenFehler) meldungen.push(f.meldung);
    if (mitglied !== null && meldungen.length === 0) mitglieder.push({ ...mitglied, ZeilenNr: zeile.zeilenNr });
    for (const m of meldungen) fehler.push(IMPORT_MELDUNG.zeile(zeile.zeilenNr, m));
  }
  if (zeilen.length === 0) fehler.push(IMPORT_MELDUNG.keineZeilen);
  if (bestand.freiePlaetzeFehler !== null) fehler.push(bestand.freiePlaetzeFehler);
  return { zeilen, fehler, mitglieder };
}
