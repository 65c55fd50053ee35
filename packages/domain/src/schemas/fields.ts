/**
 * Field schemas the form and payload schemas are built from. Every text field accepts the wire value
 * (string, null or absent), trims it and turns empty into null (docs/produkt.md §2 root layout), so the server can
 * store the output as it is. Every message comes from MELDUNG / IMPORT_MELDUNG.
 */
import * as v from 'valibot';
import { MAX, MAX_ID } from '../constants.js';
import { DATUM_MIN_JAHR, isIsoDate, isUhrzeit } from '../dates.js';
import { isValidEmail } from '../email.js';
import type { Flag } from '../entities.js';
import { normalizeKategorien, prefixUrl, trimToNull } from '../normalize.js';
import { MELDUNG } from '../validation-messages.js';

/**
 * Control characters (C0 but tab, line feed and carriage return; DEL; C1): no form produces them,
 * PostgreSQL refuses NUL, and they make stored text unreadable.
 */
const STEUERZEICHEN = /(?![\t\n\r])\p{Cc}/u;

/** True when a text holds a control character no form produces. */
export function hatSteuerzeichen(s: string): boolean {
  return STEUERZEICHEN.test(s);
}

/** A string without control characters. */
export function ohneSteuerzeichen(feld: string) {
  return v.pipe(
    v.string(MELDUNG.ungueltig(feld)),
    v.check((s: string) => !hatSteuerzeichen(s), MELDUNG.steuerzeichen(feld)),
  );
}

/** Wire text: string, null or absent (absent becomes null). */
function rohText(feld: string) {
  return v.optional(v.nullable(ohneSteuerzeichen(feld)), null);
}

/** Wire text trimmed, empty -> null: where every plain text, e-mail, date and time field starts. */
function getrimmt(feld: string) {
  return v.pipe(
    rohText(feld),
    v.transform((s: string | null) => trimToNull(s)),
  );
}

function maxOderNull(max: number, message: string) {
  return v.check((s: string | null) => s === null || s.length <= max, message);
}

/** Optional text: trimmed, empty -> null, at most `max` characters. */
export function textFeld(feld: string, max: number) {
  return v.pipe(getrimmt(feld), maxOderNull(max, MELDUNG.maxLaenge(feld, max)));
}

/** Required text: trimmed, must not be empty, at most `max` characters. */
export function pflichtTextFeld(feld: string, max: number) {
  return v.pipe(getrimmt(feld), v.string(MELDUNG.leer(feld)), v.maxLength(max, MELDUNG.maxLaenge(feld, max)));
}

/** Optional e-mail: trimmed, empty -> null, at most `max` characters, docs/produkt.md §5 pattern when present. */
export function emailFeld(feld: string, max: number) {
  return v.pipe(
    getrimmt(feld),
    maxOderNull(max, MELDUNG.maxLaenge(feld, max)),
    v.check((s: string | null) => s === null || isValidEmail(s), MELDUNG.emailFormat),
  );
}

/** Required e-mail: trimmed, not empty, at most `max` characters, docs/produkt.md §5 pattern. */
export function pflichtEmailFeld(feld: string, max: number) {
  return v.pipe(
    getrimmt(feld),
    v.string(MELDUNG.leer(feld)),
    v.maxLength(max, MELDUNG.maxLaenge(feld, max)),
    v.check((s: string) => isValidEmail(s), MELDUNG.emailFormat),
  );
}

/** A valid ISO date's year is at least DATUM_MIN_JAHR (its first four characters are the year). */
const abMinJahr = (s: string) => !isIsoDate(s) || Number(s.slice(0, 4)) >= DATUM_MIN_JAHR;

/**
 * False when a date is before DATUM_MIN_JAHR: an order rule between two dates then holds, so the form shows
 * only the field's own message (a year 0026 is a typing slip, not an end before the start).
 */
export function datenVergleichbar(...daten: (string | null)[]): boolean {
  return daten.every((d) => d === null || abMinJahr(d));
}

/** Optional ISO date `YYYY-MM-DD`, not before DATUM_MIN_JAHR. */
export function datumFeld(feld: string) {
  return v.pipe(
    getrimmt(feld),
    v.check((s: string | null) => s === null || isIsoDate(s), MELDUNG.keinDatum(feld)),
    v.check((s: string | null) => s === null || abMinJahr(s), MELDUNG.datumVorMinJahr(feld, DATUM_MIN_JAHR)),
  );
}

/** Required ISO date `YYYY-MM-DD`, not before DATUM_MIN_JAHR. */
export function pflichtDatumFeld(feld: string) {
  return v.pipe(
    getrimmt(feld),
    v.string(MELDUNG.leer(feld)),
    v.check((s: string) => isIsoDate(s), MELDUNG.keinDatum(feld)),
    v.check((s: string) => abMinJahr(s), MELDUNG.datumVorMinJahr(feld, DATUM_MIN_JAHR)),
  );
}

/** Optional time `HH:mm`. */
export function zeitFeld(feld: string) {
  return v.pipe(
    getrimmt(feld),
    v.check((s: string | null) => s === null || isUhrzeit(s), MELDUNG.keineZeit(feld)),
  );
}

/** Optional link: trimmed, http:// prepended unless http(s):// (docs/produkt.md §5), then at most `max` characters. */
export function urlFeld(feld: string, max: number) {
  // The limit applies to the stored (prefixed) value, which is what the database column holds.
  return v.pipe(
    rohText(feld),
    v.transform((s: string | null) => prefixUrl(s)),
    maxOderNull(max, MELDUNG.maxLaenge(feld, max)),
  );
}

/** Optional category text: split, trimmed, de-duplicated and joined again; at most `max` characters. */
export function kategorienFeld(feld: string, max: number) {
  return v.pipe(
    rohText(feld),
    v.transform((s: string | null) => normalizeKategorien(s)),
    maxOderNull(max, MELDUNG.maxLaenge(feld, max)),
  );
}

/** A 0/1 flag; `true`/`false` are accepted too (form state) and come out as 1/0. Absent -> `standard`. */
export function flagFeld(feld: string, standard: Flag) {
  return v.optional(
    v.pipe(
      v.union([v.picklist([0, 1]), v.boolean()], MELDUNG.keinFlag(feld)),
      v.transform((x): Flag => (x === 1 || x === true ? 1 : 0)),
    ),
    standard,
  );
}

/** A whole number from `min` to `max`; anything else is named as not a valid number. */
export function ganzeZahl(feld: string, min: number, max: number) {
  return v.pipe(
    v.number(MELDUNG.keineZahl(feld)),
    v.integer(MELDUNG.keineZahl(feld)),
    v.minValue(min, MELDUNG.zahlBereich(feld, min, max)),
    v.maxValue(max, MELDUNG.zahlBereich(feld, min, max)),
  );
}

/** A record id: integer from 0 to the database's largest id, absent -> 0 (= new record). */
export function idFeld(feld: string) {
  return v.optional(ganzeZahl(feld, 0, MAX_ID), 0);
}

/** A required country id: integer > 0; 0, null and absent count as empty (docs/produkt.md §5). */
export function landFeld(feld: string) {
  return v.pipe(
    v.optional(v.nullable(v.number(MELDUNG.keineZahl(feld))), null),
    v.number(MELDUNG.leer(feld)),
    v.integer(MELDUNG.keineZahl(feld)),
    v.minValue(1, MELDUNG.leer(feld)),
    // ISO 3166-1 numeric codes have three digits.
    v.maxValue(999, MELDUNG.ungueltig(feld)),
  );
}

/** Message for strict-object issues: an unknown field is named, anything else is "not an object". */
export function objektMeldung(issue: v.StrictObjectIssue): string {
  if (issue.expected === 'never') return MELDUNG.unbekanntesFeld(String(issue.input));
  return MELDUNG.keinObjekt;
}

const K = MAX.vereinsKonto;

/** The account's required texts: the club's name and its contact's name and address (the registration asks for them too). */
export const kontoTextFelder = {
  VereinsName: pflichtTextFeld('VereinsName', K.VereinsName),
  Vorname: pflichtTextFeld('Vorname', K.Vorname),
  Nachname: pflichtTextFeld('Nachname', K.Nachname),
  Strasse: pflichtTextFeld('Strasse', K.Strasse),
  Postleitzahl: pflichtTextFeld('Postleitzahl', K.Postleitzahl),
  Ort: pflichtTextFeld('Ort', K.Ort),
};
