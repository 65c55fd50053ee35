/**
 * TanStack Query for the signed-in shell: one client per sign-in (Shell creates it), failure toasts
 * with the operation's title, none for network failures (the offline banner tells those).
 *
 *   const dokumente = useAppQuery(KEYS.dokumente, () => api.getAppDokumente());
 */
import { QueryCache, QueryClient, queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@vereinsportal/api-client';
import { api } from './api';
import { istNetzFehler, zeigeFehler } from './notify';

export const KEYS = {
  news: ['app', 'news'],
  termine: ['app', 'termine'],
  dokumente: ['app', 'dokumente'],
  mitglieder: ['app', 'mitglieder'],
  verein: ['app', 'verein'],
  profil: ['app', 'profil'],
  kalender: ['app', 'kalender'],
  geraete: ['app', 'geraete'],
  beitraege: ['app', 'beitraege'],
} as const;

/** Retry once, only where a retry can help (5xx); never a 4xx or a missing connection. */
export function darfWiederholen(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status >= 500 && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (!istNetzFehler(error)) zeigeFehler(error);
      },
    }),
    defaultOptions: {
      // 'always': offline, the request still goes out so the service worker can answer from its cache.
      queries: { retry: darfWiederholen, refetchOnWindowFocus: true, staleTime: 30_000, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * The Termine screen's list, also started by the tab's tap (shell/Shell.tsx) so the request runs while the
 * screen's code loads instead of after it.
 */
export const termineQuery = queryOptions({ queryKey: KEYS.termine, queryFn: () => api.getAppTermine() });

/**
 * The news list, the start screen's: started when the signed-in shell is created and on the News tab's tap
 * (shell/Shell.tsx), before the screen renders.
 */
export const newsQuery = queryOptions({ queryKey: KEYS.news, queryFn: () => api.getAppNews() });

export function useAppQuery<T>(key: readonly string[], fn: () => Promise<T>): UseQueryResult<T, Error> {
  return useQuery<T, Error>({ queryKey: key, queryFn: fn });
}
