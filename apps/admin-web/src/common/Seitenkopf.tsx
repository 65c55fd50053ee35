import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Page heading (h1) with optional actions on the right. */
export function Seitenkopf(props: { titel: string; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      <Typography variant="h1" sx={{ flexGrow: 1 }}>
        {props.titel}
      </Typography>
      {props.children}
    </Box>
  );
}
