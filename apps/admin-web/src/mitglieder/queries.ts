/**
 * The members' queries (key and fetcher together). The member list query (GET mitglied) is shared by the
 * list page, the import wizard and the /mitgliederliste route loader. The loader starts the request at navigation time, so the
 * (large) response travels while the page and list table code load, instead of after them:
 *   routen.ts: loader: () => import('./queries').then((m) => m.mitgliederListeVorladen())
 *   page:       const { data } = useApiQuery(mitgliederListeOptionen(auchGeloeschte));
 * Every member change invalidates MITGLIEDER_KEYS.alle, so the short staleTime never shows own changes late.
 */
import { queryOptions } from '@tanstack/react-query';
import type { MitgliedListenEintrag } from '@vereinsportal/domain';
import { api } from '../common/api';
import { datensatzKeys } from '../common/queryKeys';
import { queryClient } from '../common/queryClient';
import { API_QUERY_META } from '../common/useApiCall';
import { listenTabelleLaden } from '../common/listenTabelleCode';

export const MITGLIEDER_KEYS = datensatzKeys('mitglieder');

export const mitgliedQuery = (id: number) =>
  queryOptions({ queryKey: MITGLIEDER_KEYS.eintrag(id), queryFn: () => api.getMitglied({ params: { MitgliedId: id } }) });

export function mitgliederListeOptionen(auchGeloeschte: boolean) {
  return {
    queryKey: MITGLIEDER_KEYS.liste(auchGeloeschte),
    queryFn: (): Promise<MitgliedListenEintrag[]> => api.getMitglieder({ query: { AuchGeloeschteMitgliederAnzeigen: auchGeloeschte } }),
    // Thousands of members: comparing old and new lists field by field costs more than it saves.
    structuralSharing: false,
    // The page mounts right after the route loader fetched the list: no second request for it.
    staleTime: 10_000,
    // The default view is fetched by the route loader on every visit: after a failed prefetch (its toast
    // is shown) the mounting page must not repeat the failing call at once.
    retryOnMount: auchGeloeschte,
  };
}

/**
 * Route loader of /mitgliederliste: starts the request of the default view (no deleted members) and
 * resolves once the table code is loaded (usually at once, prefetched at idle), never waiting for the data.
 */
export function mitgliederListeVorladen(): Promise<unknown> {
  void queryClient.prefetchQuery({ ...mitgliederListeOptionen(false), meta: API_QUERY_META });
  // With the table code in place, the page renders its table without Suspense (LazyListenTabelle.tsx).
  return listenTabelleLaden().catch(() => undefined);
}
