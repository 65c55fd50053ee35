import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, lighten, useTheme } from '@mui/material/styles';
import {
  columnFilteringFeature,
  createFilteredRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type FilterFn,
  type Row,
} from '@tanstack/react-table';
import { elementScroll, useVirtualizer } from '@tanstack/react-virtual';
import { ZeilenHinweise, ZeilenTabIndex } from './aktionen';
import { TABELLEN_HOEHE } from './tabellenHoehe';

/**
 * One column of a list. The names follow the data grid the lists used before, so a page declares its
 * columns as it always did: a fixed `width`, or a share `flex` of the free width with a `minWidth`.
 * `valueGetter` gives the value to sort and search by (default: the row's `field`), `valueFormatter` its
 * text, `renderCell` other content. The value parameter is `never` so a page may name its real type.
 */
export interface ListenSpalte<R> {
  field: string;
  headerName: string;
  width?: number;
  flex?: number;
  minWidth?: number;
  /** Right-aligned and sorted as a number. */
  type?: 'number';
  /** Default true (the action column never sorts). */
  sortable?: boolean;
  valueGetter?: (value: never, row: R) => unknown;
  valueFormatter?: (value: never, row: R) => string;
  renderCell?: (p: { row: R; value: unknown }) => ReactNode;
}

export const TABELLEN_TEXT = {
  suchen: 'Suchen',
  suchenPlatzhalter: 'Suchen…',
  keineEintraege: 'Keine Einträge',
  keineTreffer: 'Keine Einträge gefunden',
  laedt: 'Tabelle wird geladen',
  anzahl: (n: number, alle: number) =>
    n === alle ? `${zahl(alle)} ${alle === 1 ? 'Eintrag' : 'Einträge'}` : `${zahl(n)} von ${zahl(alle)} Einträgen`,
} as const;

const zahl = (n: number) => n.toLocaleString('de-CH');

// Fixed heights (compact density): rows need no measuring, so 5,000 rows cost what 20 do.
const ZEILE_PX = 36;
const KOPF_PX = 40;
const UEBERHANG = 8;

const FEATURES = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
});
type Features = typeof FEATURES;

const collator = new Intl.Collator('de-CH', { numeric: true, sensitivity: 'base' });

function rohWert<R>(s: ListenSpalte<R>, row: R): unknown {
  const feld = (row as Record<string, unknown>)[s.field];
  // The cast only widens the declared `never` back to what the page receives.
  return s.valueGetter ? (s.valueGetter as (v: unknown, r: R) => unknown)(feld, row) : feld;
}

function zellenText<R>(s: ListenSpalte<R>, row: R): string {
  const wert = rohWert(s, row);
  if (s.valueFormatter) return (s.valueFormatter as (v: unknown, r: R) => string)(wert, row);
  return wert === null || wert === undefined ? '' : String(wert);
}

function vergleich<R extends object>(s: ListenSpalte<R>) {
  return (a: Row<Features, R>, b: Row<Features, R>, id: string): number => {
    const x = a.getValue(id);
    const y = b.getValue(id);
    if (s.type === 'number') return (Number(x) || 0) - (Number(y) || 0);
    return collator.compare(x === null || x === undefined ? '' : String(x), y === null || y === undefined ? '' : String(y));
  };
}

/** The phone's columns: the action column, then the named fields in their order, a flexible one no wider than it must be. */
function schmaleSpalten<R>(spalten: ListenSpalte<R>[], felder: readonly string[]): ListenSpalte<R>[] {
  const aktionen = spalten.filter((s) => s.field === 'aktionen');
  const gewaehlt = felder.flatMap((f) => spalten.filter((s) => s.field === f));
  return [...aktionen, ...gewaehlt.map((s) => (s.flex ? { ...s, minWidth: Math.min(s.minWidth ?? 100, 100) } : s))];
}

// Inline styles: one style object per column instead of a generated class per cell.
const breite = <R,>(s: ListenSpalte<R>) =>
  s.flex ? { flex: `${s.flex} 1 ${s.minWidth ?? 100}px`, minWidth: s.minWidth ?? 100 } : { flex: `0 0 ${s.width ?? 100}px` };

/**
 * A list table: TanStack Table (sort, search) and TanStack Virtual (only the rows in view are in the DOM)
 * rendered with MUI's table parts as an ARIA grid (docs/architecture.md, admin-web common/). Keyboard: Tab reaches one row,
 * arrow keys, Page Up/Down, Home and End move between rows, Enter opens the row (`oeffnen`), Tab goes on to
 * the row's action buttons. aria-rowcount/aria-rowindex tell a screen reader where a row is among all.
 */
export function ListenTabelle<R extends object>(props: {
  rows: readonly R[];
  columns: ListenSpalte<R>[];
  getRowId: (row: R) => number | string;
  loading?: boolean;
  label: string;
  getRowClassName?: (params: { row: R }) => string;
  /** Enter on a row (e.g. its edit page). */
  oeffnen?: (row: R) => void;
  /**
   * Filled with a function giving the rows the table shows: after its search and sort (what an export takes).
   * A plain ref, so the page need not load the table's code to read it.
   */
  sichtbareZeilenRef?: RefObject<(() => R[]) | null>;
  /**
   * On a phone (below 600 px) only the action column and these fields, in this order (the date first), so
   * what identifies a row is visible without scrolling sideways. Default: every column.
   */
  schmal?: readonly string[];
}) {
  const { sichtbareZeilenRef, schmal, columns: alleSpalten, getRowId, oeffnen, getRowClassName } = props;
  const telefon = useMediaQuery(useTheme().breakpoints.down('sm'));
  const spalten = useMemo(() => (telefon && schmal ? schmaleSpalten(alleSpalten, schmal) : alleSpalten), [telefon, schmal, alleSpalten]);
  const [suche, setSuche] = useState('');

  // Every option stable: a new function would make the table rebuild its row models (5,000 rows) on each render.
  const { columns, suchFilter, durchsuchbar } = useMemo(() => {
    // Search as the data grid did: every word must appear in some column's shown text. The text of a row
    // is built once per row object (a reload brings new objects); TanStack asks per column, so only the
    // first column takes part and looks at the whole row.
    const texte = new WeakMap<R, string>();
    const text = (row: R) => {
      let t = texte.get(row);
      if (t === undefined) {
        t = spalten
          .filter((s) => s.field !== 'aktionen')
          .map((s) => zellenText(s, row))
          .join('\n')
          .toLocaleLowerCase('de-CH');
        texte.set(row, t);
      }
      return t;
    };
    const filter: FilterFn<Features, R> = (row, _spalte, woerter: string[]) => {
      const t = text(row.original);
      return woerter.every((w) => t.includes(w));
    };
    filter.resolveFilterValue = (wert: unknown) =>
      String(wert ?? '')
        .toLocaleLowerCase('de-CH')
        .split(/\s+/)
        .filter(Boolean);
    filter.autoRemove = (wert: unknown) => String(wert ?? '').trim() === '';
    const defs: ColumnDef<Features, R>[] = spalten.map((s) => ({
      id: s.field,
      accessorFn: (row: R) => rohWert(s, row),
      header: s.headerName,
      enableSorting: s.sortable !== false && s.field !== 'aktionen',
      sortFn: vergleich(s),
      sortDescFirst: false,
    }));
    return { columns: defs, suchFilter: filter, durchsuchbar: (c: { id: string }) => c.id === defs[0]?.id };
  }, [spalten]);
  const zeilenId = useCallback((row: R) => String(getRowId(row)), [getRowId]);
  const state = useMemo(() => ({ globalFilter: suche }), [suche]);
  const sucheAendern = useCallback(
    (u: unknown) => setSuche((alt) => String((typeof u === 'function' ? (u as (a: string) => unknown)(alt) : u) ?? '')),
    [],
  );

  const table = useTable({
    features: FEATURES,
    data: props.rows,
    columns,
    getRowId: zeilenId,
    state,
    onGlobalFilterChange: sucheAendern,
    globalFilterFn: suchFilter,
    getColumnCanGlobalFilter: durchsuchbar,
  });
  const zeilen = table.getRowModel().rows;

  useEffect(() => {
    if (!sichtbareZeilenRef) return;
    sichtbareZeilenRef.current = () => table.getRowModel().rows.map((r) => r.original);
    return () => {
      sichtbareZeilenRef.current = null;
    };
  }, [table, sichtbareZeilenRef]);

  const scrollRef = useRef<HTMLTableElement>(null);
  const erstesScrollen = useRef(true);
  // The first render shows only the rows in view; the rows beyond them (for smooth scrolling) follow once
  // it is painted, so the list's first task stays short.
  const [ueberhang, setUeberhang] = useState(0);
  useEffect(() => {
    let zeitgeber: ReturnType<typeof setTimeout> | undefined;
    const bild = requestAnimationFrame(() => {
      zeitgeber = setTimeout(() => setUeberhang(UEBERHANG), 0);
    });
    return () => {
      cancelAnimationFrame(bild);
      clearTimeout(zeitgeber);
    };
  }, []);
  // The portal does not use the React Compiler; the virtualizer's functions are read fresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: zeilen.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ZEILE_PX,
    getItemKey: useCallback((i: number) => zeilen[i]?.id ?? i, [zeilen]),
    overscan: ueberhang,
    scrollPaddingStart: KOPF_PX,
    // The first render already shows rows (before the container is measured): the first row is painted at once.
    initialRect: { width: 1200, height: 600 },
    // The container's size from the ResizeObserver alone: the library's first synchronous read forced a
    // layout in the list's first task (docs/architecture.md).
    observeElementRect: (instance, melden) => {
      const el = instance.scrollElement;
      if (!el) return;
      const beobachter = new ResizeObserver(([eintrag]) => {
        const box = eintrag?.borderBoxSize[0];
        if (box) melden({ width: Math.round(box.inlineSize), height: Math.round(box.blockSize) });
      });
      beobachter.observe(el, { box: 'border-box' });
      return () => beobachter.disconnect();
    },
    // Its first call scrolls the new container to the top, where it already is; scrollTo forced a layout too.
    scrollToFn: (offset, optionen, instance) => {
      const erstes = erstesScrollen.current;
      erstesScrollen.current = false;
      if (erstes && offset + (optionen.adjustments ?? 0) === 0) return;
      elementScroll(offset, optionen, instance);
    },
  });
  const sichtbar = virtualizer.getVirtualItems();

  // The row that Tab reaches (roving tabindex); if it is scrolled out of the DOM, the first row in view.
  const [aktiv, setAktiv] = useState(0);
  const fokusNach = useRef<number | null>(null);
  const aktivIndex = Math.min(aktiv, zeilen.length - 1);
  const tabZeile = sichtbar.some((v) => v.index === aktivIndex) ? aktivIndex : (sichtbar[0]?.index ?? -1);
  useEffect(() => {
    if (fokusNach.current === null) return;
    const el = scrollRef.current?.querySelector<HTMLElement>(`[role="row"][data-index="${fokusNach.current}"]`);
    if (el) {
      el.focus();
      fokusNach.current = null;
    }
  });
  const gehe = (i: number) => {
    const ziel = Math.max(0, Math.min(zeilen.length - 1, i));
    setAktiv(ziel);
    fokusNach.current = ziel;
    virtualizer.scrollToIndex(ziel);
  };
  const tasten = (e: KeyboardEvent<HTMLElement>) => {
    const zeile = (e.target as HTMLElement).closest<HTMLElement>('[role="row"][data-index]');
    if (!zeile || (e.target as HTMLElement).closest('input, textarea')) return;
    const i = Number(zeile.dataset.index);
    const seite = Math.max(1, Math.floor(((scrollRef.current?.clientHeight ?? 400) - KOPF_PX) / ZEILE_PX) - 1);
    const ziel: Record<string, number> = {
      ArrowDown: i + 1,
      ArrowUp: i - 1,
      PageDown: i + seite,
      PageUp: i - seite,
      Home: 0,
      End: zeilen.length - 1,
    };
    if (e.key in ziel) {
      e.preventDefault();
      gehe(ziel[e.key]!);
    } else if (e.key === 'Enter' && e.target === zeile && oeffnen) {
      e.preventDefault();
      const r = zeilen[i];
      if (r) oeffnen(r.original);
    }
  };

  const minBreite = spalten.reduce((s, sp) => s + (sp.flex ? (sp.minWidth ?? 100) : (sp.width ?? 100)), 0);
  const alle = table.getCoreRowModel().rows.length;
  const leer = zeilen.length === 0 && !props.loading;

  return (
    // A flex column with a maximum height: a short list is as tall as its rows, a long one scrolls inside.
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        maxHeight: TABELLEN_HOEHE,
        minHeight: 220,
        width: '100%',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 2, px: 1, py: 0.5 }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mr: 'auto' }}>
          {props.loading && alle === 0 ? '' : TABELLEN_TEXT.anzahl(zeilen.length, alle)}
        </Typography>
        {/* Search above the table: with thousands of rows, finding one by name is the common task. */}
        <TextField
          type="search"
          size="small"
          variant="standard"
          value={suche}
          onChange={(e) => table.setGlobalFilter(e.target.value)}
          placeholder={TABELLEN_TEXT.suchenPlatzhalter}
          slotProps={{ htmlInput: { 'aria-label': TABELLEN_TEXT.suchen } }}
          sx={{ width: 220, maxWidth: '50%' }}
        />
      </Box>
      {props.loading ? <LinearProgress aria-label={TABELLEN_TEXT.laedt} sx={{ height: 2 }} /> : <Box sx={{ height: 2, flex: 'none' }} />}
      {/* The grid is its own scroll container, so its box is what shows (the sticky header stays on top). */}
      <Table
        ref={scrollRef}
        component="div"
        role="grid"
        aria-label={props.label}
        aria-rowcount={zeilen.length + 1}
        aria-colcount={spalten.length}
        aria-busy={props.loading || undefined}
        size="small"
        onKeyDown={tasten}
        sx={{
          display: 'block',
          overflow: 'auto',
          flex: '1 1 auto',
          minHeight: 0,
          scrollPaddingTop: `${KOPF_PX}px`,
          '& .lt-kopf, & .lt-body': { minWidth: minBreite },
          '& .lt-zeile': { display: 'flex', width: '100%', height: ZEILE_PX },
          '& .lt-zelle': {
            boxSizing: 'border-box',
            display: 'block',
            px: 1.25,
            py: 0,
            lineHeight: `${ZEILE_PX - 1}px`,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          },
          '& .lt-zahl': { textAlign: 'right' },
          // What MUI's TableRow (hover) and TableCell (body, small) give their elements, for the plain body rows.
          '& .lt-body .lt-zeile': { color: 'inherit', outline: 0 },
          '& .lt-body .lt-zeile:hover': { bgcolor: 'action.hover' },
          '& .lt-body .lt-zelle': (t) => ({
            ...t.typography.body2,
            lineHeight: `${ZEILE_PX - 1}px`,
            color: t.palette.text.primary,
            textAlign: 'left',
            borderBottom: `1px solid ${lighten(alpha(t.palette.divider, 1), 0.88)}`,
          }),
          '& .lt-body .lt-zelle.lt-zahl': { textAlign: 'right' },
          '& .lt-body .zeile-geloescht .lt-zelle': { color: 'text.disabled' },
          // An unsorted column's arrow takes no room: every header reads in full at 1366 px.
          '& .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': { display: 'none' },
          '& .lt-body .lt-zeile:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
        }}
      >
        <TableHead
          component="div"
          role="rowgroup"
          className="lt-kopf"
          sx={{ display: 'block', position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper' }}
        >
          <TableRow component="div" role="row" aria-rowindex={1} className="lt-zeile" sx={{ height: `${KOPF_PX}px !important` }}>
            {table.getHeaderGroups()[0]?.headers.map((h, n) => {
              const s = spalten[n]!;
              const richtung = h.column.getIsSorted();
              return (
                <TableCell
                  key={h.id}
                  component="div"
                  role="columnheader"
                  variant="head"
                  aria-sort={
                    h.column.getCanSort() ? (richtung === 'asc' ? 'ascending' : richtung === 'desc' ? 'descending' : 'none') : undefined
                  }
                  className={s.type === 'number' ? 'lt-zelle lt-zahl' : 'lt-zelle'}
                  style={breite(s)}
                  sx={{ lineHeight: `${KOPF_PX - 1}px`, fontWeight: 500 }}
                >
                  {h.column.getCanSort() ? (
                    <TableSortLabel
                      active={richtung !== false}
                      direction={richtung === false ? 'asc' : richtung}
                      onClick={h.column.getToggleSortingHandler()}
                      sx={{ maxWidth: '100%', flexDirection: s.type === 'number' ? 'row-reverse' : 'row' }}
                    >
                      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                        {s.headerName}
                      </Box>
                    </TableSortLabel>
                  ) : (
                    s.headerName
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody
          component="div"
          role="rowgroup"
          className="lt-body"
          sx={{ display: 'block', position: 'relative', height: leer ? ZEILE_PX * 2 : virtualizer.getTotalSize() }}
        >
          {leer ? (
            <TableRow component="div" role="row" aria-rowindex={2} className="lt-zeile">
              <TableCell
                component="div"
                role="gridcell"
                aria-colspan={spalten.length}
                className="lt-zelle"
                sx={{ flex: 1, border: 0, color: 'text.secondary' }}
              >
                {suche.trim() ? TABELLEN_TEXT.keineTreffer : TABELLEN_TEXT.keineEintraege}
              </TableCell>
            </TableRow>
          ) : (
            // Body rows and cells are plain elements styled once by the grid's sx (.lt-zeile, .lt-zelle): a MUI
            // TableRow/TableCell per cell computed its styles again for each of the hundreds of cells in view, the
            // largest share of the list's first render (apps/admin-web/bench/profil-mitgliederliste.mjs).
            sichtbar.map((v) => {
              const zeile = zeilen[v.index]!;
              const tab = v.index === tabZeile ? 0 : -1;
              return (
                <div
                  key={zeile.id}
                  role="row"
                  aria-rowindex={v.index + 2}
                  data-id={zeile.id}
                  data-index={v.index}
                  tabIndex={tab}
                  onFocus={() => setAktiv(v.index)}
                  className={getRowClassName ? `lt-zeile ${getRowClassName({ row: zeile.original })}` : 'lt-zeile'}
                  style={{ position: 'absolute', top: 0, left: 0, transform: `translateY(${v.start}px)` }}
                >
                  <ZeilenTabIndex value={tab}>
                    {spalten.map((s) => (
                      <div
                        key={s.field}
                        role="gridcell"
                        data-field={s.field}
                        className={s.type === 'number' ? 'lt-zelle lt-zahl' : 'lt-zelle'}
                        style={breite(s)}
                      >
                        {s.renderCell
                          ? s.renderCell({ row: zeile.original, value: rohWert(s, zeile.original) })
                          : zellenText(s, zeile.original)}
                      </div>
                    ))}
                  </ZeilenTabIndex>
                </div>
              );
            })
          )}
        </TableBody>
      </Table>
      <ZeilenHinweise bereich={scrollRef} />
    </Box>
  );
}
