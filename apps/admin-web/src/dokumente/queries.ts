/** The documents' queries (key and fetcher together); every document write invalidates DOKUMENTE_KEYS.alle. */
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from '../common/api';

// Typed QueryKey (not the literal tuples), so the pages' list and record building blocks take these queries.
export const DOKUMENTE_KEYS = {
  alle: ['dokumente'] as QueryKey,
  liste: ['dokumente', 'liste'] as QueryKey,
  eintrag: (id: number): QueryKey => ['dokumente', 'eintrag', id],
};

export const dokumenteQuery = () => queryOptions({ queryKey: DOKUMENTE_KEYS.liste, queryFn: () => api.getDokumente() });

export const dokumentQuery = (id: number) =>
  queryOptions({ queryKey: DOKUMENTE_KEYS.eintrag(id), queryFn: () => api.getDokument({ params: { DokumentId: id } }) });
