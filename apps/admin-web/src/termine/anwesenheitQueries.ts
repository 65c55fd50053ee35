/**
 * Attendance queries (key and fetcher together) and the two CSV downloads (docs/produkt.md "Anwesenheit").
 * A tick updates the event's list in the cache at once and reloads every attendance query after it.
 */
import { queryOptions } from '@tanstack/react-query';
import { anwesenheitCsvDateiname, saisonCsvDateiname, type TerminAnwesenheit } from '@vereinsportal/domain';
import { api } from '../common/api';
import { queryClient } from '../common/queryClient';
import { API_QUERY_META, apiCall } from '../common/useApiCall';
import { herunterladen } from '../datenschutz/herunterladen';

export const ANWESENHEIT_KEYS = {
  alle: ['anwesenheit'],
  termin: (terminId: number) => ['anwesenheit', 'termin', terminId],
  saison: (mitgliedId: number, saison: number) => ['anwesenheit', 'saison', mitgliedId, saison],
} as const;

export const terminAnwesenheitQuery = (terminId: number) =>
  queryOptions({
    queryKey: ANWESENHEIT_KEYS.termin(terminId),
    queryFn: () => api.getTerminAnwesenheit({ params: { TerminId: terminId } }),
    meta: API_QUERY_META,
  });

export const mitgliedSaisonQuery = (mitgliedId: number, saison: number) =>
  queryOptions({
    queryKey: ANWESENHEIT_KEYS.saison(mitgliedId, saison),
    queryFn: () => api.getMitgliedAnwesenheit({ params: { MitgliedId: mitgliedId }, query: { Saison: saison } }),
    meta: API_QUERY_META,
  });

/** Saves one tick; the list shows it before the answer, and goes back if the server refuses. */
export async function anwesenheitSetzen(terminId: number, mitgliedId: number, anwesend: 0 | 1): Promise<void> {
  const key = ANWESENHEIT_KEYS.termin(terminId);
  const vorher = queryClient.getQueryData<TerminAnwesenheit>(key);
  if (vorher) {
    queryClient.setQueryData<TerminAnwesenheit>(key, {
      ...vorher,
      Zeilen: vorher.Zeilen.map((z) => (z.MitgliedId === mitgliedId ? { ...z, Anwesend: anwesend } : z)),
    });
  }
  try {
    await apiCall(() => api.setTerminAnwesenheit({ params: { TerminId: terminId, MitgliedId: mitgliedId }, body: { Anwesend: anwesend } }));
  } finally {
    void queryClient.invalidateQueries({ queryKey: ANWESENHEIT_KEYS.alle });
  }
}

export async function anwesenheitCsvHerunterladen(termin: { TerminId: number; Titel: string; Datum: string }): Promise<void> {
  const csv = await apiCall(() => api.getTerminAnwesenheitCsv({ params: { TerminId: termin.TerminId } }));
  herunterladen(csv, anwesenheitCsvDateiname(termin));
}

export async function saisonCsvHerunterladen(saison: number): Promise<void> {
  const csv = await apiCall(() => api.getAnwesenheitSaisonCsv({ query: { Saison: saison } }));
  herunterladen(csv, saisonCsvDateiname(saison));
}
