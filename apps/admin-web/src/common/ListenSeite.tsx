/**
 * The list page of one kind of record (news, events, documents), as react-admin builds one per resource:
 * heading with its buttons, an optional 'Auch vergangene … anzeigen' filter, the list table with a delete,
 * edit (and further) action per row, and the delete confirmation. A page declares only what differs:
 *   <ListenSeite titel="Newsliste" kopf={<ButtonLink …>News erfassen</ButtonLink>} filterLabel="Auch vergangene News anzeigen"
 *     abfrage={newsListeQuery} zeilenId={…} zeilenName={…} bearbeiten={…}
 *     loeschen={{ titel, text, erfolg, listeKey, aufruf }} spalten={SPALTEN} aktionenBreite={100} />
 * `spalten`, `zeilenName`, `bearbeiten` and `weitereAktionen` must be stable (module constants or useCallback):
 * new ones make the table rebuild its columns. `abfrage` comes from the area's queries.ts (queryOptions).
 */
import { useMemo, useState, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { ListenSpalte } from './ListenTabelle';
import { useApiQuery, type ApiAbfrage } from './useApiCall';
import { ListenTabelle } from './LazyListenTabelle';
import { aktionenSpalte, loeschenUndBearbeiten } from './aktionen';
import { LeereListe } from './LeereListe';
import { Seitenkopf } from './Seitenkopf';
import { useZeileLoeschen } from './useZeileLoeschen';
import type { ErfolgKey } from './notify';

export interface ListenSeiteProps<R extends object> {
  /** Heading and the table's accessible name. */
  titel: string;
  /** The buttons beside the heading (e.g. 'News erfassen'). */
  kopf: ReactNode;
  /** Shown between heading and table (e.g. a banner). */
  hinweis?: ReactNode;
  /** With a label: the 'Auch vergangene … anzeigen' checkbox, its value passed to `abfrage`. */
  filterLabel?: string;
  abfrage: (filter: boolean) => ApiAbfrage<R[]>;
  zeilenId: (row: R) => number;
  /** Names the row in its action labels ('{name} löschen'). */
  zeilenName: (row: R) => string;
  bearbeiten: (row: R) => void;
  loeschen: { titel: string; text: (row: R | null) => string; erfolg: ErfolgKey; listeKey: QueryKey; aufruf: (row: R) => Promise<unknown> };
  /** Actions after delete and edit (e.g. the sign-ups of an event). */
  weitereAktionen?: (row: R) => ReactNode[];
  aktionenBreite: number;
  spalten: ListenSpalte<R>[];
  /** The fields a phone shows (ListenTabelle `schmal`): the date first. */
  schmal?: readonly string[];
  /**
   * An empty list (without the filter) names the next action with its button instead of an empty table
   * (docs/produkt.md §2 "Erste Schritte").
   */
  leer?: { text: string; knopf: ReactNode };
}

export function ListenSeite<R extends object>(p: ListenSeiteProps<R>) {
  const [filter, setFilter] = useState(false);
  const { data, isFetching, isError } = useApiQuery(p.abfrage(filter));
  const { fragen, dialog } = useZeileLoeschen<R>({
    titel: p.loeschen.titel,
    text: p.loeschen.text,
    erfolg: p.loeschen.erfolg,
    listeKey: p.loeschen.listeKey,
    loeschen: p.loeschen.aufruf,
  });

  const { aktionenBreite, spalten, zeilenName, bearbeiten, weitereAktionen } = p;
  const columns = useMemo<ListenSpalte<R>[]>(
    () => [
      aktionenSpalte<R>(aktionenBreite, (row) => [
        ...loeschenUndBearbeiten(
          zeilenName(row),
          () => fragen(row),
          () => bearbeiten(row),
        ),
        ...(weitereAktionen?.(row) ?? []),
      ]),
      ...spalten,
    ],
    [aktionenBreite, spalten, zeilenName, bearbeiten, weitereAktionen, fragen],
  );
  const zeilen = data ?? KEINE_ZEILEN;

  return (
    <>
      <Seitenkopf titel={p.titel}>{p.kopf}</Seitenkopf>
      {p.hinweis}
      {p.filterLabel ? (
        <FormControlLabel control={<Checkbox checked={filter} onChange={(e) => setFilter(e.target.checked)} />} label={p.filterLabel} />
      ) : null}
      {p.leer && !filter && data?.length === 0 ? (
        <LeereListe text={p.leer.text}>{p.leer.knopf}</LeereListe>
      ) : (
        <ListenTabelle
          label={p.titel}
          rows={zeilen as R[]}
          columns={columns}
          schmal={p.schmal}
          getRowId={p.zeilenId}
          oeffnen={bearbeiten}
          loading={isFetching && zeilen.length === 0}
          ersteDatenDa={data !== undefined || isError}
        />
      )}
      {dialog}
    </>
  );
}

// One empty list for every page: a new array on every render would make the grid redo its row work.
const KEINE_ZEILEN: readonly never[] = [];
