import { api } from '../../lib/api';
import { useApiQuery } from '../../lib/useApiCall';

/** Query key of the category names; invalidate it after a member save or import (new categories may exist). */
export const KATEGORIEN_KEY = ['mitgliederkategorien'] as const;

/** Category names of the club, cached for the picker; api-client runs this call without the spinner (docs/produkt.md §2). */
export function useKategorien() {
  return useApiQuery({
    queryKey: KATEGORIEN_KEY,
    queryFn: () => api.getMitgliederkategorien(),
    staleTime: 5 * 60_000,
  });
}
