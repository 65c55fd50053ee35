/**
 * Queries more than one screen uses (one cache key each, so screens share the result).
 *   const { data: konto } = useVereinsKonto();
 *   const { data: uebersicht } = useVereinsUebersicht();
 * After changing the account or contract: queryClient.invalidateQueries({ queryKey: VEREINSKONTO_KEY }).
 */
import type { Artikel, VereinsKonto, VereinsUebersicht } from '@vereinsportal/domain';
import { api } from './api';
import { useApiQuery } from './useApiCall';

export const VEREINSKONTO_KEY = ['vereinsKonto'] as const;
export const VEREINSUEBERSICHT_KEY = ['vereinsUebersicht'] as const;

export function useVereinsKonto() {
  return useApiQuery<VereinsKonto>({
    queryKey: VEREINSKONTO_KEY,
    queryFn: () => api.getVereinsKonto(),
  });
}

export function useVereinsUebersicht() {
  return useApiQuery<VereinsUebersicht>({
    queryKey: VEREINSUEBERSICHT_KEY,
    queryFn: () => api.getVereinsUebersicht(),
  });
}

export function useArtikel(id: number) {
  return useApiQuery<Artikel>({
    queryKey: ['artikel', id],
    queryFn: () => api.getArtikel({ params: { ArtikelId: id } }),
    staleTime: 60_000,
  });
}
