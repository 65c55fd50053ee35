/**
 * The club's invoices (docs/produkt.md "Rechnungen"): one query (key and fetcher together) that the account's
 * invoice section and the home banner share, and the PDF download through the signed-in client.
 *
 *   const { data: rechnungen } = useQuery(rechnungenQuery);
 */
import { queryOptions } from '@tanstack/react-query';
import { RECHNUNGSLISTE_TEXT, type RechnungListenEintrag } from '@vereinsportal/domain';
import { api } from '../common/api';
import { queryClient } from '../common/queryClient';
import { API_QUERY_META, apiCall } from '../common/useApiCall';
import { herunterladen } from '../datenschutz/herunterladen';

/** The anchor of the account's invoice section (the home banner links to /vereinskonto#rechnungen). */
export const RECHNUNGEN_ANKER = 'rechnungen';

export const rechnungenQuery = queryOptions<RechnungListenEintrag[]>({
  queryKey: ['rechnungen'],
  queryFn: () => api.getRechnungen(),
  meta: API_QUERY_META,
});

/**
 * Route loader of /: resolves once the invoices are known (or their request failed), so the overdue banner is
 * there when home shows instead of pushing the page down. With the list cached it resolves at once.
 */
export function rechnungenVorladen(): Promise<void> {
  if (queryClient.getQueryData(rechnungenQuery.queryKey) !== undefined) return Promise.resolve();
  return queryClient.prefetchQuery(rechnungenQuery);
}

/** Fetches the invoice's PDF with the signed-in user's credentials and saves it as 'Rechnung-<nr>.pdf'. */
export async function rechnungPdfHerunterladen(rechnungId: number): Promise<void> {
  const pdf = await apiCall(() => api.getRechnungPdf({ params: { RechnungId: rechnungId } }));
  herunterladen(pdf, RECHNUNGSLISTE_TEXT.pdfDateiname(rechnungId));
}
