/**
 * Running server calls with SPEC §8's toasts.
 *
 * Mutations / one-off calls (in and outside React):
 *   const { RecordId } = await apiCall('mitgliedSpeichern', () => api.createMitglied(m), { erfolg: 'mitgliedGespeichert' });
 *   On failure: red toast, then the error is rethrown.
 *
 * Queries (TanStack Query; the toast is shown once, after retries, by lib/queryClient.ts):
 *   const { data } = useApiQuery({ queryKey: ['mitglieder', auchGeloeschte], fehler: 'mitgliederlisteLaden',
 *                                  queryFn: () => api.getMitglieder({ AuchGeloeschteMitgliederAnzeigen: auchGeloeschte }) });
 */
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { zeigeErfolg, zeigeFehler, type ErfolgKey, type FehlerKey } from './notify';

export interface ApiCallOptionen {
  /** Success toast text key (ERFOLG). */
  erfolg?: ErfolgKey;
}

export async function apiCall<T>(fehler: FehlerKey, call: () => Promise<T>, optionen: ApiCallOptionen = {}): Promise<T> {
  let result: T;
  try {
    result = await call();
  } catch (error) {
    // The toast is enqueued before the caller sees the failure.
    await zeigeFehler(fehler, error);
    throw error;
  }
  if (optionen.erfolg) zeigeErfolg(optionen.erfolg);
  return result;
}

/** Query meta read by the global QueryCache error handler. */
export interface ApiQueryMeta extends Record<string, unknown> {
  fehler: FehlerKey;
}

export function useApiQuery<T, K extends QueryKey = QueryKey>(
  options: Omit<UseQueryOptions<T, Error, T, K>, 'meta'> & { fehler: FehlerKey },
): UseQueryResult<T, Error> {
  const { fehler, ...rest } = options;
  return useQuery<T, Error, T, K>({ ...rest, meta: { fehler } satisfies ApiQueryMeta });
}
