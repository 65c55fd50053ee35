/** Sign-in form (docs/produkt.md §5 "Sign-in"): club number > 0, e-mail by pattern, non-empty password. */
import * as v from 'valibot';
import { isValidEmail } from '../email.js';
import { trimToNull } from '../normalize.js';
import { MELDUNG } from '../validation-messages.js';

// Form state may hold the club number as text; anything not all digits maps to -1 so it fails ">= 1".
function vereinIdZahl(x: string | number | null): number | null {
  if (typeof x === 'number') return x;
  const t = trimToNull(x);
  if (t === null) return null;
  return /^\d+$/.test(t) ? Number(t) : -1;
}

/** Sign-in form `{ vereinId, emailadresse, passwort }`; the password is not trimmed (it is a secret as typed). */
export const anmeldungSchema = v.object(
  {
    vereinId: v.pipe(
      v.optional(v.nullable(v.union([v.number(), v.string()], MELDUNG.vereinIdUngueltig)), null),
      v.transform(vereinIdZahl),
      v.number(MELDUNG.leer('vereinId')),
      v.integer(MELDUNG.vereinIdUngueltig),
      v.minValue(1, MELDUNG.vereinIdUngueltig),
    ),
    emailadresse: v.pipe(
      v.optional(v.nullable(v.string(MELDUNG.emailFormat)), null),
      v.transform((s: string | null) => trimToNull(s)),
      v.string(MELDUNG.leer('emailadresse')),
      v.check((s: string) => isValidEmail(s), MELDUNG.emailFormat),
    ),
    passwort: v.pipe(
      v.optional(v.nullable(v.string(MELDUNG.leer('passwort'))), null),
      v.string(MELDUNG.leer('passwort')),
      v.minLength(1, MELDUNG.leer('passwort')),
    ),
  },
  MELDUNG.keinObjekt,
);
/** Output of anmeldungSchema. */
export type AnmeldungInput = v.InferOutput<typeof anmeldungSchema>;

/** 'Passwort vergessen' form (portal and app): the sign-in's club number and e-mail rules, no password. */
export const passwortVergessenFormularSchema = v.pick(anmeldungSchema, ['vereinId', 'emailadresse']);
