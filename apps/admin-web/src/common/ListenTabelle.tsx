import { useEffect, useMemo, type RefObject } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  DataGrid,
  gridFilteredSortedRowEntriesSelector,
  useGridApiRef,
  type GridColDef,
  type GridRowIdGetter,
  type GridValidRowModel,
  type GridRowClassNameParams,
} from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';
import { schweizerDeutsch } from './schweizerDeutsch';
import { TABELLEN_HOEHE } from './tabellenHoehe';

const LOCALE_TEXT = schweizerDeutsch(deDE.components.MuiDataGrid.defaultProps.localeText);

/** The phone's columns: the action column, then the named fields in their order, a flexible one no wider than it must be. */
function schmaleSpalten<R extends GridValidRowModel>(spalten: GridColDef<R>[], felder: readonly string[]): GridColDef<R>[] {
  const aktionen = spalten.filter((s) => s.field === 'aktionen');
  const gewaehlt = felder.flatMap((f) => spalten.filter((s) => s.field === f));
  return [...aktionen, ...gewaehlt.map((s) => (s.flex ? { ...s, minWidth: Math.min(s.minWidth ?? 100, 100) } : s))];
}

/**
 * A sortable, virtualised list table (MUI X Data Grid). The MIT grid pages at most 100 rows;
 * within a page rows are virtualised, so thousands of records stay smooth.
 */
export function ListenTabelle<R extends GridValidRowModel>(props: {
  rows: readonly R[];
  columns: GridColDef<R>[];
  getRowId: GridRowIdGetter<R>;
  loading?: boolean;
  label: string;
  getRowClassName?: (params: GridRowClassNameParams<R>) => string;
  /**
   * Filled with a function giving the rows the grid shows: after its quick filter, filters and sort, across
   * all pages (what an export takes). A plain ref, so the page need not load the grid's code to read it.
   */
  sichtbareZeilenRef?: RefObject<(() => R[]) | null>;
  /**
   * On a phone (below 600 px) only the action column and these fields, in this order (the date first), so
   * what identifies a row is visible without scrolling sideways. Default: every column.
   */
  schmal?: readonly string[];
}) {
  const apiRef = useGridApiRef();
  const { sichtbareZeilenRef, schmal, columns: alleSpalten } = props;
  const telefon = useMediaQuery(useTheme().breakpoints.down('sm'));
  const columns = useMemo(() => (telefon && schmal ? schmaleSpalten(alleSpalten, schmal) : alleSpalten), [telefon, schmal, alleSpalten]);
  useEffect(() => {
    if (!sichtbareZeilenRef) return;
    sichtbareZeilenRef.current = () => gridFilteredSortedRowEntriesSelector(apiRef).map((e) => e.model as R);
    return () => {
      sichtbareZeilenRef.current = null;
    };
  }, [apiRef, sichtbareZeilenRef]);
  return (
    // A flex column with a maximum height: a short list is as tall as its rows, a long one scrolls inside.
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        maxHeight: TABELLEN_HOEHE,
        minHeight: 220,
        width: '100%',
        '& .zeile-geloescht': { color: 'text.disabled' },
      }}
    >
      <DataGrid<R>
        apiRef={apiRef}
        rows={props.rows}
        columns={columns}
        getRowId={props.getRowId}
        loading={props.loading}
        localeText={LOCALE_TEXT}
        aria-label={props.label}
        density="compact"
        disableRowSelectionOnClick
        initialState={{ pagination: { paginationModel: { pageSize: 100, page: 0 } } }}
        pageSizeOptions={[25, 50, 100]}
        getRowClassName={props.getRowClassName}
        // Search box above the table: with thousands of rows, finding one by name is the common task.
        showToolbar
        slotProps={{
          toolbar: { showQuickFilter: true, csvOptions: { disableToolbarButton: true }, printOptions: { disableToolbarButton: true } },
        }}
      />
    </Box>
  );
}
