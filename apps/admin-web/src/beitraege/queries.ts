/**
 * The member fees' queries (key and fetcher together) and file downloads through the signed-in client
 * (docs/produkt.md "Beiträge"). Every write of the area invalidates `BEITRAEGE_KEYS.alle`, so settings,
 * runs, open items and unassigned payments never show an older state than the server's.
 */
import { queryOptions } from '@tanstack/react-query';
import { beitraegeCsvDateiname, type BeitragsrechnungEintrag, type NichtZugeordneteZahlung } from '@vereinsportal/domain';
import { api } from '../common/api';
import { API_QUERY_META, apiCall } from '../common/useApiCall';
import { queryClient } from '../common/queryClient';
import { herunterladen, heuteIso } from '../datenschutz/herunterladen';
import { BEITRAEGE_TEXT } from './texte';

export type BeitragsEinstellungen = Awaited<ReturnType<typeof api.getBeitragsEinstellungen>>;
export type BeitragsKonto = NonNullable<BeitragsEinstellungen['Konto']>;
export type { BeitragsrechnungEintrag, NichtZugeordneteZahlung };
export type BeitragsStatus = BeitragsrechnungEintrag['Status'];

/** The filters of the open items (every one optional; '' = all). */
export interface PostenFilter {
  Status: BeitragsStatus | '';
  LaufId: number | null;
  MitgliedId: number | null;
}

export const BEITRAEGE_KEYS = {
  alle: ['beitraege'],
  einstellungen: ['beitraege', 'einstellungen'],
  laeufe: ['beitraege', 'laeufe'],
  rechnungen: (f: PostenFilter) => ['beitraege', 'rechnungen', f],
  nichtZugeordnet: ['beitraege', 'nichtZugeordnet'],
  ausnahme: (mitgliedId: number) => ['beitraege', 'ausnahme', mitgliedId],
} as const;

export const einstellungenQuery = queryOptions({
  queryKey: BEITRAEGE_KEYS.einstellungen,
  queryFn: () => api.getBeitragsEinstellungen(),
  meta: API_QUERY_META,
});

export const laeufeQuery = queryOptions({
  queryKey: BEITRAEGE_KEYS.laeufe,
  queryFn: () => api.getBeitragslaeufe(),
  meta: API_QUERY_META,
});

/** The query string of the open items' filters (also the CSV export's). */
export function postenQuery(f: PostenFilter) {
  return {
    ...(f.Status ? { Status: f.Status } : {}),
    ...(f.LaufId ? { LaufId: f.LaufId } : {}),
    ...(f.MitgliedId ? { MitgliedId: f.MitgliedId } : {}),
  };
}

export const rechnungenQuery = (f: PostenFilter) =>
  queryOptions({
    queryKey: BEITRAEGE_KEYS.rechnungen(f),
    queryFn: () => api.getBeitragsrechnungen({ query: postenQuery(f) }),
    meta: API_QUERY_META,
  });

export const nichtZugeordnetQuery = queryOptions({
  queryKey: BEITRAEGE_KEYS.nichtZugeordnet,
  queryFn: () => api.getNichtZugeordneteZahlungen(),
  meta: API_QUERY_META,
});

/** After any write of the area: every fee query reloads. */
export function beitraegeNeuLaden(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: BEITRAEGE_KEYS.alle });
}

export async function rechnungPdfHerunterladen(id: number): Promise<void> {
  const pdf = await apiCall(() => api.getBeitragsrechnungPdf({ params: { BeitragsrechnungId: id } }));
  herunterladen(pdf, BEITRAEGE_TEXT.posten.pdfDateiname(id));
}

export async function druckPdfHerunterladen(laufId: number): Promise<void> {
  const pdf = await apiCall(() => api.getBeitragslaufDruckPdf({ params: { LaufId: laufId } }));
  herunterladen(pdf, BEITRAEGE_TEXT.lauf.druckDateiname(laufId));
}

export async function csvHerunterladen(f: PostenFilter): Promise<void> {
  const csv = await apiCall(() => api.getBeitragsrechnungenCsv({ query: postenQuery(f) }));
  herunterladen(csv, beitraegeCsvDateiname(heuteIso()));
}
