import { validate, type FieldErrors } from '@vereinsportal/domain';

// valibot is the domain's dependency, not ours; take the schema type from validate itself.

export interface Pruefung {
  ok: boolean;
  errors: FieldErrors;
}

/** Runs a domain schema (docs/produkt.md §5 rules) and returns German messages keyed by field. */
export function pruefe(schema: Parameters<typeof validate>[0], input: unknown): Pruefung {
  const result = validate(schema, input);
  return result.success ? { ok: true, errors: {} } : { ok: false, errors: result.errors };
}
