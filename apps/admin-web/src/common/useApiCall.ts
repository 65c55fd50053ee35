/**
 * Running server calls with their toasts. The failure toast's title is the failed operation's
 * `fehlerTitel` from the contract (common/notify.ts), so no call site names it.
 *
 * Mutations / one-off calls (in and outside React):
 *   const { RecordId } = await apiCall(() => api.createMitglied({ body: m }), { erfolg: 'mitgliedGespeichert' });
 *   On failure: red toast, then the error is rethrown. `hinweis: (a) => a.Hinweis` adds a warning toast
 *   with the answer's hint (news and club-info saves).
 *
 * Queries (TanStack Query; the toast is shown once, after retries, by common/queryClient.ts):
 *   const { data } = useApiQuery(newsQuery(id));   // queryOptions (key and fetcher) from the area's queries.ts
 *   A plain useQuery (without API_QUERY_META) shows no toast, e.g. the demo outbox.
 */
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { zeigeErfolg, zeigeFehler, zeigeHinweis, type ErfolgKey } from './notify';

export interface ApiCallOptionen<T> {
  /** Success toast text key (ERFOLG). */
  erfolg?: ErfolgKey;
  /** A hint of the answer, shown as a warning toast after the success toast, e.g. `(a) => a.Hinweis`. */
  hinweis?: (antwort: T) => string | undefined;
}

export async function apiCall<T>(call: () => Promise<T>, optionen: ApiCallOptionen<T> = {}): Promise<T> {
  let result: T;
  try {
    result = await call();
  } catch (error) {
    // The toast is enqueued before the caller sees the failure.
    await zeigeFehler(error);
    throw error;
  }
  // Awaited so the success toast comes before the hint (the toast code may still be loading).
  if (optionen.erfolg) await zeigeErfolg(optionen.erfolg);
  const hinweis = optionen.hinweis?.(result);
  if (hinweis) await zeigeHinweis(hinweis);
  return result;
}

/** Query meta read by the global QueryCache error handler: fehlerToast opts the query in to the failure toast. */
export interface ApiQueryMeta extends Record<string, unknown> {
  fehlerToast?: boolean;
}

/** The meta of every query that shows the failure toast (useApiQuery sets it; add it to prefetches). */
export const API_QUERY_META = { fehlerToast: true } as const satisfies ApiQueryMeta;

/** A page's query as its area's queries.ts declares it (queryOptions: key and fetcher together). */
export type ApiAbfrage<T> = Omit<UseQueryOptions<T, Error, T, QueryKey>, 'meta'>;

export function useApiQuery<T, K extends QueryKey = QueryKey>(
  options: Omit<UseQueryOptions<T, Error, T, K>, 'meta'>,
): UseQueryResult<T, Error> {
  return useQuery<T, Error, T, K>({ ...options, meta: API_QUERY_META });
}
