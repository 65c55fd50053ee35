/**
 * A card with its heading (h2): the portal's sections on the club account, subscription and fee pages. With
 * `id` it is a section named by its heading.
 */
import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

export function Karte({ titel, id, sx, children }: { titel: ReactNode; id?: string; sx?: SxProps<Theme>; children: ReactNode }) {
  const abschnitt = id ? ({ component: 'section', 'aria-labelledby': id } as const) : {};
  return (
    <Card sx={sx} {...abschnitt}>
      <CardContent>
        <Typography variant="h2" gutterBottom id={id}>
          {titel}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
