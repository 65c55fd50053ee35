/** The series' query (key and fetcher together); below QUERY_KEYS.termine.alle, so every event save reloads it. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../common/api';
import { QUERY_KEYS } from '../common/queryKeys';

export const serieQuery = (serieId: number) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.termine.alle, 'serie', serieId],
    queryFn: () => api.getTerminSerie({ params: { SerieId: serieId } }),
  });
