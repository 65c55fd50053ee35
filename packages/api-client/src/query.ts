import { ANMELDE_HEADER_NAMEN } from '@vereinsportal/contract';

/** A GET query value; null, undefined and '' are skipped (docs/produkt.md §7). */
export type QueryValue = string | number | boolean | null | undefined;

/** GET query parameters by name. */
export type QueryParams = Readonly<Record<string, QueryValue>>;

// docs/produkt.md §7: credentials never travel in the URL, whatever the caller passes.
const FORBIDDEN = new Set<string>([...ANMELDE_HEADER_NAMEN, 'userid']);

/** Builds the query string (without '?') by docs/produkt.md §7's rules; booleans become 'true'/'false'. */
export function buildQuery(params: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (FORBIDDEN.has(name.toLowerCase())) continue;
    search.append(name, String(value));
  }
  return search.toString();
}
