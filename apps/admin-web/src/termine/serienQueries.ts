/** The series' query (key and fetcher together); below TERMINE_KEYS.alle (queries.ts), so every event save reloads it. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../common/api';
import { TERMINE_KEYS } from './queries';

export const serieQuery = (serieId: number) =>
  queryOptions({
    queryKey: [...TERMINE_KEYS.alle, 'serie', serieId],
    queryFn: () => api.getTerminSerie({ params: { SerieId: serieId } }),
  });
