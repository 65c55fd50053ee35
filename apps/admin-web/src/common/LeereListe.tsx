import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** An empty list's place (docs/produkt.md §2 "Erste Schritte"): what to do next, with the button that does it. */
export function LeereListe({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      role="status"
      sx={{ p: 3, my: 2, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}
    >
      <Typography>{text}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{children}</Box>
    </Paper>
  );
}
