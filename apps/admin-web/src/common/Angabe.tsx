/** One read-only label/value pair of a data sheet (account view, subscription partner block). */
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function Angabe({ label, wert, breit = false }: { label: string; wert: ReactNode; breit?: boolean }) {
  return (
    <Grid size={{ xs: 12, sm: breit ? 12 : 6 }}>
      <Typography variant="body2" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div" data-angabe={label}>
        {wert === null || wert === undefined || wert === '' ? '–' : wert}
      </Typography>
    </Grid>
  );
}
