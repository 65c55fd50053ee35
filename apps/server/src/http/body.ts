import { ALLGEMEIN_FELD, MELDUNG as FELD_MELDUNG, hasErrors, mergeFieldErrors, validate, type FieldErrors } from '@vereinsportal/domain';
import type * as v from 'valibot';
import { badRequest } from './errors.js';
import { MELDUNG } from './messages.js';

/**
 * Checks a JSON request body with a domain schema (all rules and messages are the domain's); a failure
 * is a 400 with DESIGN §3's `{ Feld: ["Meldung"] }`. `zusatz` are errors of checks the domain cannot
 * make (e.g. a country id that is not in the server's list); they are answered together with the
 * schema's, so the user sees every problem at once.
 */
export function pruefeBody<S extends v.GenericSchema>(schema: S, body: unknown, zusatz: FieldErrors | null = null): v.InferOutput<S> {
  if (body === undefined || body === null) throw badRequest(MELDUNG.leererBody);
  // valibot treats an array as an object; a JSON list is never a valid record body.
  if (Array.isArray(body)) throw badRequest({ [ALLGEMEIN_FELD]: [FELD_MELDUNG.keinObjekt] });
  const result = validate(schema, body);
  if (!result.success) throw badRequest(mergeFieldErrors(result.errors, zusatz) ?? result.errors);
  if (hasErrors(zusatz)) throw badRequest(zusatz);
  return result.output;
}
