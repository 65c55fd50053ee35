/** Schemas of path and query parameters: strings on the wire, typed values after the check. */
import { MAX_ID, MELDUNG } from '@vereinsportal/domain';
import * as v from 'valibot';

// The id parameters: on the wire digits, documented as integers (their JSON Schema would say "number or string").
const ID_PARAMETER = new WeakSet<object>();

/** True for a schema made by idParam. */
export function istIdParam(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && ID_PARAMETER.has(schema);
}

/**
 * A record id in the path: a positive whole number (a number or its digits). An id beyond the
 * databases' range names no record; it becomes 0, which no record has, so the answer is a 404 like
 * for any other id that does not exist (and the database never sees a number it cannot hold).
 */
export function idParam(feld: string) {
  const meldung = MELDUNG.ungueltigeId;
  const schema = v.pipe(
    v.union([v.number(meldung), v.string(meldung)], meldung),
    v.transform((x) => String(x)),
    v.regex(/^\d{1,30}$/, meldung),
    v.transform(Number),
    v.minValue(1, meldung),
    v.transform((id) => (id > MAX_ID ? 0 : id)),
    v.description(`${feld} (positive ganze Zahl)`),
  );
  ID_PARAMETER.add(schema);
  return schema;
}

/** Path parameters that are one record id each, e.g. `idParams('MitgliedId')` for `/mitglied/:MitgliedId`. */
export function idParams<K extends string>(...felder: K[]) {
  const entries = Object.fromEntries(felder.map((f) => [f, idParam(f)])) as { [P in K]: ReturnType<typeof idParam> };
  return v.object(entries);
}

/** A boolean filter: true/false (or 1/0); absent or empty is false. */
export function queryFlag(feld: string) {
  const meldung = MELDUNG.keinQueryFlag(feld);
  return v.optional(
    v.pipe(
      v.union([v.boolean(), v.picklist(['true', 'false', '1', '0', ''])], meldung),
      v.transform((x): boolean => x === true || x === 'true' || x === '1'),
    ),
    false,
  );
}

/** Query parameters that are boolean filters. Other parameters (cache busters) are ignored. */
export function queryFlags<K extends string>(...felder: K[]) {
  const entries = Object.fromEntries(felder.map((f) => [f, queryFlag(f)])) as { [P in K]: ReturnType<typeof queryFlag> };
  return v.object(entries);
}
