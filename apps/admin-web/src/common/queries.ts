/**
 * Queries more than one screen uses (one cache key each, so screens share the result).
 *   const { data: konto } = useVereinsKonto();
 *   const { data: uebersicht } = useVereinsUebersicht();
 * After changing the account or contract: queryClient.invalidateQueries({ queryKey: QUERY_KEYS.vereinsKonto }).
 * The home route's loader fetches the account before home shows (vereinsKontoVorladen); home reads it with
 * useVereinsKonto(VOM_LOADER).
 */
import type { Artikel, VereinsKonto, VereinsUebersicht } from '@vereinsportal/domain';
import { api } from './api';
import { queryClient } from './queryClient';
import { API_QUERY_META, useApiQuery } from './useApiCall';
import { QUERY_KEYS } from './queryKeys';

const vereinsKontoAbfrage = () => api.getVereinsKonto();

/**
 * For a screen whose route loader has just fetched the account: no second request (and spinner) on mount;
 * after a failed prefetch (its toast is shown) no repeat of the failing call, the next visit asks again.
 */
export const VOM_LOADER = { staleTime: 10_000, retryOnMount: false } as const;

export function useVereinsKonto(optionen: { staleTime?: number; retryOnMount?: boolean } = {}) {
  return useApiQuery<VereinsKonto>({
    queryKey: QUERY_KEYS.vereinsKonto,
    queryFn: vereinsKontoAbfrage,
    ...optionen,
  });
}

/**
 * Route loader of /: resolves once the account is known (or its request failed), so home is laid out with
 * its contract banners from the start. With the account cached it resolves at once (home refreshes it).
 */
export function vereinsKontoVorladen(): Promise<void> {
  if (queryClient.getQueryData(QUERY_KEYS.vereinsKonto) !== undefined) return Promise.resolve();
  return queryClient.prefetchQuery({ queryKey: QUERY_KEYS.vereinsKonto, queryFn: vereinsKontoAbfrage, meta: API_QUERY_META });
}

export function useVereinsUebersicht() {
  return useApiQuery<VereinsUebersicht>({
    queryKey: QUERY_KEYS.vereinsUebersicht,
    queryFn: () => api.getVereinsUebersicht(),
  });
}

export function useArtikel(id: number) {
  return useApiQuery<Artikel>({
    queryKey: QUERY_KEYS.artikel(id),
    queryFn: () => api.getArtikel({ params: { ArtikelId: id } }),
    staleTime: 60_000,
  });
}
