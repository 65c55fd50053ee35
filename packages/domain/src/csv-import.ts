/**
 * Member import from CSV (SPEC §5 "Member import", DESIGN §5): file-name check, byte decoding,
 * semicolon parsing, header check, per-row checks with SPEC's messages, free-slot check, payloads.
 * Pure, so the web app can run it in a worker and the server can re-run the row checks.
 */
import Papa from 'papaparse';
import { IMPORT_HEADER, type ImportSpalte } from './constants.js';
import type { Mitglied } from './entities.js';
import { trimToNull } from './normalize.js';
import { pruefeImportMitglied, type ImportKandidat } from './import-mitglied.js';
import { IMPORT_MELDUNG } from './validation-messages.js';

/** One CSV data row with exactly 12 columns: its line number (header = 1) and the trimmed values by column. */
export type ImportZeile = { zeilenNr: number } & Record<ImportSpalte, string>;

/** The CSV template the info step offers for download: the exact header row, CRLF-terminated (Excel's form). */
export function importVorlageCsv(): string {
  return `${IMPORT_HEADER.join(';')}\r\n`;
}

/** True when a file name ends in .csv, in any case (SPEC §5). */
export function istCsvDateiname(name: string | null | undefined): boolean {
  return typeof name === 'string' && /\.csv$/i.test(name.trim());
}

// Windows-1252 bytes 0x80-0x9F (the rest is Latin-1); the five undefined ones map to C1 controls.
const CP1252_80_9F = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d,
  0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0x9d, 0x017e, 0x0178,
];

/** Decodes Windows-1252 bytes (done by hand: Node without full ICU has no windows-1252 TextDecoder). */
export function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(start + CHUNK, bytes.length);
    const codes = new Array<number>(end - start);
    for (let i = start; i < end; i++) {
      const b = bytes[i] as number;
      codes[i - start] = b >= 0x80 && b <= 0x9f ? (CP1252_80_9F[b - 0x80] as number) : b;
    }
    out += String.fromCharCode(...codes);
  }
  return out;
}

interface TextDecoderLike {
  decode(input: Uint8Array): string;
}
type TextDecoderCtor = new (label: string, options?: { fatal?: boolean; ignoreBOM?: boolean }) => TextDecoderLike;

// TextDecoder exists in browsers and Node but in neither ES lib typing; reach it through globalThis.
function textDecoder(label: string, fatal: boolean): TextDecoderLike {
  const Ctor = (globalThis as unknown as { TextDecoder: TextDecoderCtor }).TextDecoder;
  return new Ctor(label, { fatal, ignoreBOM: true });
}

/**
 * Decodes CSV file bytes (DESIGN §5): UTF-8 with or without BOM; UTF-16LE when it has that BOM; anything
 * that is not valid UTF-8 as Windows-1252 (what Excel writes), so "Müller" stays "Müller". No BOM in the result.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return textDecoder('utf-8', false).decode(bytes.subarray(3));
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return textDecoder('utf-16le', false).decode(bytes.subarray(2));
  try {
    return textDecoder('utf-8', true).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
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
  return (
    kopfzeile !== null &&
    kopfzeile.length === IMPORT_HEADER.length &&
    IMPORT_HEADER.every((name, i) => kopfzeile[i]?.trim() === name)
  );
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
  mitglieder: Mitglied[];
}

function zeileAus(zeilenNr: number, spalten: readonly string[]): ImportZeile {
  const zeile = { zeilenNr } as ImportZeile;
  IMPORT_HEADER.forEach((name, i) => {
    zeile[name] = (spalten[i] ?? '').trim();
  });
  return zeile;
}

/** The member candidate of a row (CSV columns -> SPEC field names), for pruefeImportMitglied. */
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
 * Checks a decoded CSV text completely (SPEC §5): header, rows with exactly 12 columns (others and
 * all-empty rows skipped), per-row rules prefixed 'Zeilen Nr. {n}:', e-mails already used by existing members
 * (case-insensitive; duplicates inside the file are not checked, as SPEC says) and the free-slot total.
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

function pruefeCsv(csv: ImportCsv, kontext: ImportKontext): ImportPruefung {
  if (!istGueltigeKopfzeile(csv.kopfzeile)) return { zeilen: [], fehler: [IMPORT_MELDUNG.kopfzeile], mitglieder: [] };
  const vorhanden = new Set<string>();
  for (const e of kontext.vorhandeneEmails) {
    const t = trimToNull(e);
    if (t !== null) vorhanden.add(t.toLowerCase());
  }
  const zeilen: ImportZeile[] = [];
  const fehler: string[] = [];
  const mitglieder: Mitglied[] = [];
  let mitSystemZugriff = 0;
  for (const { zeilenNr, spalten } of csv.datensaetze) {
    if (spalten.length !== IMPORT_HEADER.length) continue;
    // Excel writes ";;;;;;;;;;;" for formatted but empty rows; they are not members, so skip them too.
    if (spalten.every((s) => s.trim() === '')) continue;
    const zeile = zeileAus(zeilenNr, spalten);
    zeilen.push(zeile);
    const meldungen: string[] = [];
    if (zeile.Emailadresse !== '' && vorhanden.has(zeile.Emailadresse.toLowerCase())) {
      meldungen.push(IMPORT_MELDUNG.emailNichtEindeutig);
    }
    const { mitglied, fehler: zeilenFehler } = pruefeImportMitglied(importZeileAlsMitglied(zeile));
    // Count by the column as written, so a row with other errors still counts against the free slots.
    if (zeile.HatSystemZugriff === '1') mitSystemZugriff++;
    for (const f of zeilenFehler) meldungen.push(f.meldung);
    if (mitglied !== null && meldungen.length === 0) mitglieder.push(mitglied);
    for (const m of meldungen) fehler.push(IMPORT_MELDUNG.zeile(zeilenNr, m));
  }
  if (zeilen.length === 0) fehler.push(IMPORT_MELDUNG.keineZeilen);
  const frei = Math.max(0, kontext.freiePlaetze);
  if (mitSystemZugriff > frei) fehler.push(IMPORT_MELDUNG.freiePlaetze(frei));
  return { zeilen, fehler, mitglieder };
}
