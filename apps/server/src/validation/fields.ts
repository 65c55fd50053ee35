import type { FieldErrors } from '@vereinsportal/domain';
import * as v from 'valibot';
import { badRequest } from '../http/errors.js';
import { MELDUNG } from '../http/messages.js';
import { trimToNull } from './domain-local.js';

/**
 * Wire-type layer for JSON bodies: valibot checks that every field has the right JSON type and
 * that no unknown field is present; the business rules (required, lengths, e-mail) run afterwards.
 */
const ungueltig = (feld: string) => `Das Feld ${feld} hat einen ungültigen Wert.`;

export const text = (feld: string) =>
  v.optional(v.pipe(v.nullable(v.string(ungueltig(feld))), v.transform((s) => trimToNull(s))), null);
export const flag = (feld: string) => v.picklist([0, 1], `Das Feld ${feld} muss 0 oder 1 sein.`);
export const optionalFlag = (feld: string) => v.optional(flag(feld));
export const id = (feld: string) =>
  v.optional(v.pipe(v.number(ungueltig(feld)), v.integer(ungueltig(feld)), v.minValue(0, ungueltig(feld))));

/** Runs a valibot schema and turns issues into DESIGN §3's field-error body; throws 400. */
export function parseWire<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest(body === undefined || body === null ? MELDUNG.leererBody : MELDUNG.ungueltigeAnfrage);
  }
  const result = v.safeParse(schema, body, { abortPipeEarly: true });
  if (result.success) return result.output;
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' ? key : 'Anfrage';
    const message = issue.type === 'never' || (issue.kind === 'schema' && issue.expected === 'never') ? MELDUNG.unbekanntesFeld : issue.message;
    (errors[field] ??= []).push(message);
  }
  throw badRequest(errors);
}

/** Asserts no errors were collected; throws 400 with them otherwise. */
export function throwIfErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** Like `text` but absent stays absent (for PATCH bodies). */
export const patchText = (feld: string) =>
  v.optional(v.pipe(v.nullable(v.string(ungueltig(feld))), v.transform((s) => trimToNull(s))));
