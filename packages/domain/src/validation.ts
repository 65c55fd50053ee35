/** Runs a valibot schema and turns its issues into docs/produkt.md §7's `{ Feld: ["Meldung", ...] }` body. */
import * as v from 'valibot';
import type { FieldErrors } from './entities.js';
import { ALLGEMEIN_FELD } from './validation-messages.js';

/** Outcome of `validate`: the normalised output, or German messages per field. */
export type ValidationResult<T> = { success: true; output: T } | { success: false; errors: FieldErrors };

function issueKey(issue: v.BaseIssue<unknown>): string {
  const keys: string[] = [];
  for (const item of issue.path ?? []) {
    if ('key' in item && (typeof item.key === 'string' || typeof item.key === 'number')) keys.push(String(item.key));
  }
  // Nested paths (e.g. rows of an array payload) become "0.Vorname".
  return keys.length === 0 ? ALLGEMEIN_FELD : keys.join('.');
}

/**
 * The message list of a field, created as an own property. Field names come from the request, so a
 * name like `toString` or `__proto__` must neither find an inherited member nor set the prototype.
 */
function feldListe(errors: FieldErrors, field: string): string[] {
  if (!Object.hasOwn(errors, field))
    Object.defineProperty(errors, field, { value: [], enumerable: true, writable: true, configurable: true });
  return errors[field]!;
}

/** Groups valibot issues by field name (nested paths dot-joined), dropping repeated messages. */
export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const list = feldListe(errors, issueKey(issue));
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

/** Validates input against a schema: `{ success, output }` or `{ success: false, errors }` (docs/produkt.md §7 body). */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): ValidationResult<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { success: true, output: result.output };
  return { success: false, errors: issuesToFieldErrors(result.issues) };
}

/** The first message for a field, or undefined. */
export function firstError(errors: FieldErrors | null | undefined, field: string): string | undefined {
  return errors?.[field]?.[0];
}

/** True when the errors object holds at least one message. */
export function hasErrors(errors: FieldErrors | null | undefined): errors is FieldErrors {
  if (!errors) return false;
  return Object.values(errors).some((list) => list.length > 0);
}

/** Merges several error objects field by field (no repeated messages); null when there is none. */
export function mergeFieldErrors(...list: (FieldErrors | null | undefined)[]): FieldErrors | null {
  const merged: FieldErrors = {};
  for (const errors of list) {
    if (!errors) continue;
    for (const [key, messages] of Object.entries(errors)) {
      const target = feldListe(merged, key);
      for (const m of messages) if (!target.includes(m)) target.push(m);
    }
  }
  return hasErrors(merged) ? merged : null;
}

/** Adds one message to a field of an errors object (creating both as needed) and returns it. */
export function addFieldError(errors: FieldErrors, field: string, message: string): FieldErrors {
  const list = feldListe(errors, field);
  if (!list.includes(message)) list.push(message);
  return errors;
}
