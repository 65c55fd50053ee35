/**
 * The per-member rules of the CSV import (docs/produkt.md §5), as one plain function: the CSV check runs it on
 * every row (10,000 rows must stay fast, so no schema library in this loop) and importZeileSchema runs
 * it on the server's import payload, so both give the same messages.
 */
import { MAX } from './constants.js';
import { isValidEmail } from './email.js';
import type { Flag, Mitglied } from './entities.js';
import { normalizeKategorien, trimToNull } from './normalize.js';
import { hatSteuerzeichen } from './schemas/fields.js';
import { IMPORT_MELDUNG } from './validation-messages.js';

/** The import fields of one member, by docs/produkt.md field name, as text (CSV) or wire values. */
export interface ImportKandidat {
  Vorname?: string | null;
  Nachname?: string | null;
  Strasse?: string | null;
  Postleitzahl?: string | null;
  Ort?: string | null;
  Emailadresse?: string | null;
  /** '1'/'0' from a CSV, 1/0 from a payload. */
  HatSystemZugriff?: string | number | null;
  Telefonnummer1?: string | null;
  Telefonnummer2?: string | null;
  Vereinsfunktion?: string | null;
  /** The CSV column Mitgliederkategorien. */
  Mitgliedschaftsart?: string | null;
  Bemerkung?: string | null;
}

/** One import problem: the docs/produkt.md field it belongs to and the product's message (without the line prefix). */
export interface ImportFehler {
  feld: keyof ImportKandidat;
  meldung: string;
}

/** Result of pruefeImportMitglied: the member payload when there is no problem, and the problems in column order. */
export interface ImportMitgliedErgebnis {
  mitglied: Mitglied | null;
  fehler: ImportFehler[];
}

/**
 * Line number in the CSV file of element `index` (from 0) of the server's import payload: the web sends
 * the file's rows in order and the header is line 1, so the first element is 'Zeilen Nr. 2', as in the preview.
 */
export function importZeilenNr(index: number): number {
  return index + 2;
}

type TextFeld = Exclude<keyof ImportKandidat, 'HatSystemZugriff'>;

function systemZugriff(x: string | number | null | undefined): Flag | null {
  const t = typeof x === 'string' ? x.trim() : x;
  if (t === 1 || t === '1') return 1;
  if (t === 0 || t === '0') return 0;
  return null;
}

/**
 * Checks one member of an import (docs/produkt.md §5): required fields, lengths, e-mail format, system access 1/0,
 * e-mail required with system access. The payload is trimmed (empty -> null), categories normalised,
 * MitgliedId 0, Status A, not administrator. The existing-e-mail check needs the database and is the caller's.
 */
export function pruefeImportMitglied(k: ImportKandidat): ImportMitgliedErgebnis {
  const fehler: ImportFehler[] = [];
  const M = MAX.import;
  const text = (feld: TextFeld, spalte: string, max: number, pflicht: boolean): string | null => {
    const wert = trimToNull(k[feld]);
    if (wert === null) {
      if (pflicht) fehler.push({ feld, meldung: IMPORT_MELDUNG.pflichtfeld(spalte) });
    } else if (wert.length > max) fehler.push({ feld, meldung: IMPORT_MELDUNG.maxLaenge(spalte, max) });
    else if (hatSteuerzeichen(wert)) fehler.push({ feld, meldung: IMPORT_MELDUNG.steuerzeichen(spalte) });
    return wert;
  };

  const Vorname = text('Vorname', 'Vorname', M.Vorname, true);
  const Nachname = text('Nachname', 'Nachname', M.Nachname, true);
  const Strasse = text('Strasse', 'Strasse', M.Strasse, true);
  const Postleitzahl = text('Postleitzahl', 'Postleitzahl', M.Postleitzahl, true);
  const Ort = text('Ort', 'Ort', M.Ort, true);
  const HatSystemZugriff = systemZugriff(k.HatSystemZugriff);
  const Emailadresse = text('Emailadresse', 'Emailadresse', M.Emailadresse, HatSystemZugriff === 1);
  if (Emailadresse !== null && !isValidEmail(Emailadresse)) {
    fehler.push({ feld: 'Emailadresse', meldung: IMPORT_MELDUNG.emailFormat });
  }
  if (HatSystemZugriff === null) fehler.push({ feld: 'HatSystemZugriff', meldung: IMPORT_MELDUNG.hatSystemZugriff });
  const Telefonnummer1 = text('Telefonnummer1', 'Telefonnummer1', M.Telefonnummer1, false);
  const Telefonnummer2 = text('Telefonnummer2', 'Telefonnummer2', M.Telefonnummer2, false);
  const Vereinsfunktion = text('Vereinsfunktion', 'Vereinsfunktion', M.Vereinsfunktion, false);
  // The limit applies to the text as given, before normalising (that is what the user typed).
  const kategorien = text('Mitgliedschaftsart', 'Mitgliederkategorien', M.Mitgliederkategorien, false);
  const Bemerkung = text('Bemerkung', 'Bemerkung', M.Bemerkung, false);

  if (fehler.length > 0 || HatSystemZugriff === null) return { mitglied: null, fehler };
  return {
    mitglied: {
      MitgliedId: 0,
      Vorname,
      Nachname,
      Strasse,
      Postleitzahl,
      Ort,
      Emailadresse,
      HatSystemZugriff,
      Telefonnummer1,
      Telefonnummer2,
      Vereinsfunktion,
      Mitgliedschaftsart: normalizeKategorien(kategorien),
      Bemerkung,
      IstVereinsAdministrator: 0,
      Status: 'A',
    },
    fehler,
  };
}
