/** The events' queries (key and fetcher together); every event write invalidates TERMINE_KEYS.alle. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../common/api';
import { datensatzKeys } from '../common/queryKeys';

export const TERMINE_KEYS = datensatzKeys('termine');

export const terminListeQuery = (auchVergangene: boolean) =>
  queryOptions({
    queryKey: TERMINE_KEYS.liste(auchVergangene),
    queryFn: () => api.getTermine({ query: { AuchVergangeneTermineAnzeigen: auchVergangene } }),
  });

export const terminQuery = (id: number) =>
  queryOptions({ queryKey: TERMINE_KEYS.eintrag(id), queryFn: () => api.getTermin({ params: { TerminId: id } }) });

export const anAbmeldungenQuery = (id: number) =>
  queryOptions({
    queryKey: [...TERMINE_KEYS.alle, 'anAbmeldungen', id],
    queryFn: () => api.getTerminAnAbmeldungen({ query: { terminId: id } }),
  });

/** The club's calendar subscription address (KalenderAbo.tsx). */
export const kalenderAboQuery = queryOptions({ queryKey: ['kalenderAbo'], queryFn: () => api.getKalenderAbo() });
