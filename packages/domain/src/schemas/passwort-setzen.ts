/**
 * Setting one's own password through the one-time link of a credentials mail. The link carries a
 * random token; the member chooses the password (none is ever generated, mailed or stored in clear).
 */
import * as v from 'valibot';
import { PASSWORT_MAX_LAENGE, PASSWORT_MIN_LAENGE } from '../constants.js';
import type { FieldErrors } from '../entities.js';
import { MELDUNG } from '../validation-messages.js';
import { objektMeldung, ohneSteuerzeichen } from './fields.js';

/** The token of a set-password link: 43 base64url characters (32 random bytes). */
export const PASSWORT_TOKEN_MUSTER = /^[A-Za-z0-9_-]{43}$/;

/** The token of a set-password link from the page address's fragment ('#<token>'), or null when it is missing or damaged. */
export function passwortTokenAusFragment(fragment: string): string | null {
  const token = fragment.replace(/^#/, '');
  return PASSWORT_TOKEN_MUSTER.test(token) ? token : null;
}

/** A new password as typed: not trimmed (a secret as typed), length-bounded, no control characters. */
export const neuesPasswortFeld = v.pipe(
  v.optional(v.nullable(ohneSteuerzeichen('Passwort')), null),
  v.string(MELDUNG.leer('Passwort')),
  v.minLength(PASSWORT_MIN_LAENGE, MELDUNG.passwortZuKurz(PASSWORT_MIN_LAENGE)),
  v.maxLength(PASSWORT_MAX_LAENGE, MELDUNG.passwortZuLang(PASSWORT_MAX_LAENGE)),
);

/** Body of the set-password call: the link's token and the chosen password. */
export const passwortSetzenSchema = v.strictObject(
  {
    Token: v.pipe(v.string(MELDUNG.passwortLinkUngueltig), v.regex(PASSWORT_TOKEN_MUSTER, MELDUNG.passwortLinkUngueltig)),
    Passwort: neuesPasswortFeld,
  },
  objektMeldung,
);
export type PasswortSetzenInput = v.InferOutput<typeof passwortSetzenSchema>;

/**
 * The set-password form: the password and its repetition. Errors by field, or null when the
 * button may be pressed.
 */
export function passwortFormularFehler(passwort: string | null, wiederholung: string | null): FieldErrors | null {
  const ergebnis = v.safeParse(neuesPasswortFeld, passwort);
  const fehler: FieldErrors = {};
  if (!ergebnis.success) fehler.Passwort = [ergebnis.issues[0].message];
  if ((wiederholung ?? '') !== (passwort ?? '')) fehler.PasswortWiederholung = [MELDUNG.passwortWiederholung];
  return Object.keys(fehler).length > 0 ? fehler : null;
}
