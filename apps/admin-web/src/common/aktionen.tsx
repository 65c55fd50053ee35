import { createContext, useContext, useEffect, useState, type ReactNode, type RefObject } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popper from '@mui/material/Popper';
import Tooltip from '@mui/material/Tooltip';
import { alpha } from '@mui/material/styles';
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
  // In a list table one shared tooltip (ZeilenHinweise) shows it: a Tooltip per button in every row made
  // the list's first paint slow (docs/architecture.md).
  if (tabIndex !== undefined) {
    return (
      <IconButton size="small" aria-label={props.label} onClick={props.onClick} tabIndex={tabIndex} data-hinweis={props.tooltip}>
        {props.icon}
      </IconButton>
    );
  }
  return (
    <Tooltip title={props.tooltip} describeChild>
      <IconButton size="small" aria-label={props.label} onClick={props.onClick} tabIndex={tabIndex}>
        {props.icon}
      </IconButton>
    </Tooltip>
  );
}

/**
 * The one tooltip of a list table's row actions: shows the `data-hinweis` of the button under the pointer or
 * with the keyboard focus inside `bereich`, looking like MUI's Tooltip.
 */
export function ZeilenHinweise({ bereich }: { bereich: RefObject<HTMLElement | null> }) {
  const [knopf, setKnopf] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const el = bereich.current;
    if (!el) return;
    const zeigen = (e: Event) => setKnopf((e.target as HTMLElement).closest<HTMLElement>('[data-hinweis]'));
    const weg = () => setKnopf(null);
    const hoerer = [
      ['mouseover', zeigen],
      ['focusin', zeigen],
      ['mouseleave', weg],
      ['focusout', weg],
    ] as const;
    for (const [art, fn] of hoerer) el.addEventListener(art, fn);
    return () => {
      for (const [art, fn] of hoerer) el.removeEventListener(art, fn);
    };
  }, [bereich]);
  if (!knopf?.isConnected) return null;
  return (
    // Popper's element has the role tooltip.
    <Popper open anchorEl={knopf} placement="bottom" sx={{ zIndex: 'tooltip', pointerEvents: 'none' }}>
      <Box
        sx={(t) => ({
          mt: '14px',
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: alpha(t.palette.grey[700], 0.92),
          color: 'common.white',
          fontSize: t.typography.pxToRem(11),
          fontWeight: 500,
        })}
      >
        {knopf.dataset.hinweis}
      </Box>
    </Popper>
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
