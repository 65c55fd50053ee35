import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useApiQuery } from '../../lib/useApiCall';

const KATEGORIEN_KEY = ['mitgliederkategorien'] as const;

/** Category names of the club, cached for the picker; api-client runs this call without the spinner (SPEC §2). */
export function useKategorien() {
  return useApiQuery({
    queryKey: KATEGORIEN_KEY,
    queryFn: () => api.getMitgliederkategorien(),
    fehler: 'mitgliederkategorienLaden',
    staleTime: 5 * 60_000,
  });
}

/** After a member save new categories may exist. */
export function useInvalidateKategorien() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KATEGORIEN_KEY });
}
