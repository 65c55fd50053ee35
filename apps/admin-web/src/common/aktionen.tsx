import { createContext, useContext, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ListenSpalte } from './ListenTabelle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';

/**
 * The tab index of the action buttons in a list table's row (ListenTabelle.tsx): 0 in the row that Tab
 * reaches, -1 in the others, so Tab leaves a list of thousands of rows after one row's buttons.
 * Outside a list table: the buttons' default.
 */
export const ZeilenTabIndex = createContext<number | undefined>(undefined);

/**
 * One icon button of a row's action column: the label ('Anna Muster löschen') is its accessible name, the
 * tooltip on hover and keyboard focus says the action ('Löschen'), so an icon never has to be guessed.
 */
export function ZeilenAktion(props: { icon: ReactNode; label: string; tooltip: string; onClick: () => void }) {
  const tabIndex = useContext(ZeilenTabIndex);
  return (
    <Tooltip title={props.tooltip} describeChild>
      <IconButton size="small" aria-label={props.label} onClick={props.onClick} tabIndex={tabIndex}>
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
 * The action column of a list: each action in its own slot (ZeilenAktionPlatz for a missing one). List pages
 * import the table only as types, so they can start loading their data before its code has arrived.
 */
export function aktionenSpalte<R>(width: number, aktionen: (row: R) => ReactNode[]): ListenSpalte<R> {
  return {
    field: 'aktionen',
    headerName: 'Aktionen',
    width,
    sortable: false,
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
