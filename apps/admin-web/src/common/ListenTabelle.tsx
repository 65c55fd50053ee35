import { useEffect, type RefObject } from 'react';
import Box from '@mui/material/Box';
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
import { TABELLEN_HOEHE } from './tabellenHoehe';

const LOCALE_TEXT = deDE.components.MuiDataGrid.defaultProps.localeText;

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
}) {
  const apiRef = useGridApiRef();
  const { sichtbareZeilenRef } = props;
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
        columns={props.columns}
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
