/**
 * The edit page of one record (news, event, document, member), as react-admin builds one per resource:
 * - `DatensatzSeite` loads the record of the route (id 0 = a new one) and renders the form once it is there;
 *   the form starts afresh when the record is reloaded (after a save).
 * - `useDatensatzSpeichern` saves it: create or update, then the lists and the record reload, and a new
 *   record opens under its id (so a second save updates it).
 * - `FormularRahmen` lays it out: heading, the fields on a card, the buttons below.
 *   export default function NewsBearbeitenPage() {
 *     const id = Number(useParams({ from: '/_angemeldet/newsbearbeiten/$newsId' }).newsId) || 0;
 *     return <DatensatzSeite id={id} abfrage={newsAbfrage} neu={neueNews} formular={(n) => <NewsFormular initial={n} />} />;
 *   }
 */
import { Fragment, type ReactNode } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useApiQuery, type ApiAbfrage, type ApiCallOptionen } from './useApiCall';
import { useSpeichern, type Speichern } from './useSpeichern';
import { Seitenkopf } from './Seitenkopf';
import type { ErfolgKey } from './notify';

export function DatensatzSeite<T>(p: {
  id: number;
  abfrage: (id: number) => ApiAbfrage<T>;
  /** The record a new one starts from. */
  neu: () => T;
  formular: (initial: T) => ReactNode;
}) {
  const { data, dataUpdatedAt } = useApiQuery({ ...p.abfrage(p.id), enabled: p.id > 0 });
  if (p.id > 0 && data === undefined) return null;
  return <Fragment key={`${p.id}-${dataUpdatedAt}`}>{p.formular(p.id > 0 && data !== undefined ? data : p.neu())}</Fragment>;
}

export interface DatensatzSpeichernOptionen<V, T extends { RecordId: number }> {
  /** Create or update, by the record's id. */
  aufruf: (variablen: V) => Promise<T>;
  /** The id of the saved record; 0 = it is new. */
  id: (variablen: V) => number;
  erfolg: ErfolgKey;
  hinweis?: ApiCallOptionen<T>['hinweis'];
  /** The record kind's query keys (common/queryKeys.ts). */
  schluessel: { alle: QueryKey; eintrag: (id: number) => QueryKey };
  /** Further queries the save changes (e.g. the member categories). */
  auchNeuLaden?: QueryKey[];
  /** Opens a newly created record's edit page (replacing the 'new' one in the history). */
  oeffnen: (id: number) => Promise<unknown>;
}

export function useDatensatzSpeichern<V, T extends { RecordId: number }>(o: DatensatzSpeichernOptionen<V, T>): Speichern<V> {
  const queryClient = useQueryClient();
  return useSpeichern<V, T>({
    aufruf: o.aufruf,
    erfolg: o.erfolg,
    ...(o.hinweis ? { hinweis: o.hinweis } : {}),
    danach: async ({ RecordId }, variablen) => {
      const id = o.id(variablen);
      await Promise.all([o.schluessel.alle, ...(o.auchNeuLaden ?? [])].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (id === 0) await o.oeffnen(RecordId);
      else await queryClient.invalidateQueries({ queryKey: o.schluessel.eintrag(id) });
    },
  });
}

/** Heading, the fields on a card, the buttons (save, back, …) below them. */
export function FormularRahmen(p: { titel: string; vorFeldern?: ReactNode; aktionen: ReactNode; children: ReactNode }) {
  return (
    <>
      <Seitenkopf titel={p.titel} />
      {p.vorFeldern}
      <Paper sx={{ p: 2 }}>
        {p.children}
        <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>{p.aktionen}</Box>
      </Paper>
    </>
  );
}
