/**
 * Checks path, query and JSON body of every route with the contract's valibot schemas (the domain's
 * rules and German messages). A failure is a 400 with `{ Feld: ["Meldung"] }`. Multipart bodies are
 * read and checked before this runs (http/multipart.ts); their schema here only carries the type.
 */
import { istMultipart } from '@vereinsportal/contract';
import { ALLGEMEIN_FELD, MELDUNG, hasErrors, mergeFieldErrors, validate, type FieldErrors } from '@vereinsportal/domain';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type * as v from 'valibot';
import { badRequest } from './errors.js';
import { SERVER_MELDUNG } from './messages.js';

const OBJEKT_TYPEN = new Set(['object', 'strict_object', 'loose_object']);

/** A check the schema cannot make (e.g. a country id that is not in the server's list). */
export type ZusatzPruefung = (wert: unknown) => FieldErrors | null;

/**
 * Checks a request part against a schema; returns the checked value or throws the 400. Errors of
 * `zusatz` come in the same answer as the schema's, so the user sees every problem at once.
 */
export function pruefeTeil<S extends v.GenericSchema>(
  schema: S,
  wert: unknown,
  teil: 'body' | 'params' | 'querystring',
  zusatz?: ZusatzPruefung,
): v.InferOutput<S> {
  if (teil === 'body') {
    if (wert === undefined || wert === null) throw badRequest(SERVER_MELDUNG.leererBody);
    // valibot reads an array as an object; a JSON list is never a record.
    if (Array.isArray(wert) && OBJEKT_TYPEN.has(schema.type)) throw badRequest({ [ALLGEMEIN_FELD]: [MELDUNG.keinObjekt] });
  }
  const zusatzFehler = zusatz?.(wert) ?? null;
  const result = validate(schema, wert ?? {});
  if (!result.success) throw badRequest(mergeFieldErrors(result.errors, zusatzFehler) ?? result.errors);
  if (hasErrors(zusatzFehler)) throw badRequest(zusatzFehler);
  return result.output;
}

/** The validator of a route; `zusatz` adds a check of the body. */
export function validator(zusatz?: ZusatzPruefung): FastifySchemaCompiler<unknown> {
  return ({ schema, httpPart }) => {
    if (istMultipart(schema as never)) return (data: unknown) => ({ value: data });
    const teil = httpPart === 'body' ? 'body' : httpPart === 'params' ? 'params' : 'querystring';
    return (data: unknown) => {
      try {
        return { value: pruefeTeil(schema as v.GenericSchema, data, teil, teil === 'body' ? zusatz : undefined) };
      } catch (error) {
        return { error: error as Error };
      }
    };
  };
}

export function installValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(validator());
}
