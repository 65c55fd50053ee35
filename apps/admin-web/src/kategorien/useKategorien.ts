import { api } from '../common/api';
import { useApiQuery } from '../common/useApiCall';
import { QUERY_KEYS } from '../common/queryKeys';

/** Category names of the club (invalidate QUERY_KEYS.kategorien after a member save or import: new categories may exist), cached for the picker; api-client runs this call without the spinner (docs/produkt.md §2). */
export function useKategorien() {
  return useApiQuery({
    queryKey: QUERY_KEYS.kategorien,
    queryFn: () => api.getMitgliederkategorien(),
    staleTime: 5 * 60_000,
  });
}
