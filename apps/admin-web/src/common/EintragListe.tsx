/**
 * A list without bullets, one item per entry with `data-{daten}` = its id (the browser tests find entries by it):
 * the fee runs, payments and invoices as rows or, on a phone, as blocks.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** An entry as a row: text beside its buttons, wrapping on a narrow screen. */
export const ALS_ZEILE: SxProps<Theme> = {
  py: 1.5,
  borderTop: 1,
  borderColor: 'divider',
  display: 'flex',
  gap: 2,
  flexWrap: 'wrap',
  alignItems: 'center',
};
/** An entry as a block (a phone's invoice), a rule between blocks. */
export const ALS_BLOCK: SxProps<Theme> = { py: 2, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } };

export function EintragListe<T>(props: {
  eintraege: readonly T[];
  id: (eintrag: T) => number;
  daten: string;
  sx: SxProps<Theme>;
  children: (eintrag: T) => ReactNode;
}) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {props.eintraege.map((e) => (
        <Box component="li" key={props.id(e)} {...{ [`data-${props.daten}`]: props.id(e) }} sx={props.sx}>
          {props.children(e)}
        </Box>
      ))}
    </Box>
  );
}
