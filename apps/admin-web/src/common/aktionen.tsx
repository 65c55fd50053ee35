import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';

/**
 * One icon button of a row's action column: the label ('Anna Muster löschen') is its accessible name, the
 * tooltip on hover and keyboard focus says the action ('Löschen'), so an icon never has to be guessed.
 */
export function ZeilenAktion(props: { icon: ReactNode; label: string; tooltip: string; onClick: () => void }) {
  return (
    <Tooltip title={props.tooltip} describeChild>
      <IconButton size="small" aria-label={props.label} onClick={props.onClick}>
        {props.icon}
      </IconButton>
    </Tooltip>
  );
}

/** An empty slot of an action's size: a row without one of the actions keeps the others in their columns. */
export function ZeilenAktionPlatz() {
  return <Box aria-hidden sx={{ width: 34, height: 34, flex: 'none' }} />;
}

/**
 * The action column of a list. Plain buttons instead of GridActionsCellItem, so list pages import the
 * grid only as types and can start loading their data before the (large) grid code has arrived.
 */
export function aktionenSpalte<R extends GridValidRowModel>(width: number, aktionen: (row: R) => ReactNode[]): GridColDef<R> {
  return {
    field: 'aktionen',
    headerName: 'Aktionen',
    width,
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    renderCell: ({ row }) => <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>{aktionen(row)}</Box>,
  };
}

/** The delete and edit buttons of a row; `name` names the row in their labels ('{name} löschen'). */
export function loeschenUndBearbeiten(name: string, loeschen: () => void, bearbeiten: () => void): ReactNode[] {
  return [
    <ZeilenAktion key="del" icon={<DeleteIcon />} label={`${name} löschen`} tooltip="Löschen" onClick={loeschen} />,
    <ZeilenAktion key="edit" icon={<EditIcon />} label={`${name} bearbeiten`} tooltip="Bearbeiten" onClick={bearbeiten} />,
  ];
}
