/** The events' queries (key and fetcher together); every event write invalidates TERMINE_KEYS.alle. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../common/api';
import { datensatzQueries } from '../common/datensatzQueries';

const termine = datensatzQueries('termine', {
  liste: (auchVergangene) => api.getTermine({ query: { AuchVergangeneTermineAnzeigen: auchVergangene } }),
  eintrag: (id) => api.getTermin({ params: { TerminId: id } }),
});

export const TERMINE_KEYS = termine.keys;
export const terminListeQuery = termine.liste;
export const terminQuery = termine.eintrag;

export const anAbmeldungenQuery = (id: number) =>
  queryOptions({
    queryKey: [...TERMINE_KEYS.alle, 'anAbmeldungen', id],
    queryFn: () => api.getTerminAnAbmeldungen({ query: { terminId: id } }),
  });

/** The club's calendar subscription address (KalenderAbo.tsx). */
export const kalenderAboQuery = queryOptions({ queryKey: ['kalenderAbo'], queryFn: () => api.getKalenderAbo() });
