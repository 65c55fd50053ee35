import { api } from '../../lib/api';
import { useApiQuery } from '../../lib/useApiCall';

/** The club overview (contract type, expiry, member slots), shared by documents and the import wizard. */
export function useVereinsUebersicht() {
  return useApiQuery({
    queryKey: ['vereinsUebersicht'],
    queryFn: () => api.getVereinsUebersicht(),
    fehler: 'vereinsUebersichtLaden',
  });
}
