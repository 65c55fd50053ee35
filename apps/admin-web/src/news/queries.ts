/** The news' queries (key and fetcher together); every news write invalidates NEWS_KEYS.alle. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../common/api';
import { datensatzKeys } from '../common/queryKeys';

export const NEWS_KEYS = datensatzKeys('news');

export const newsListeQuery = (auchVergangene: boolean) =>
  queryOptions({
    queryKey: NEWS_KEYS.liste(auchVergangene),
    queryFn: () => api.getNewsListe({ query: { AuchVergangeneNewsAnzeigen: auchVergangene } }),
  });

export const newsQuery = (id: number) =>
  queryOptions({ queryKey: NEWS_KEYS.eintrag(id), queryFn: () => api.getNews({ params: { NewsId: id } }) });
