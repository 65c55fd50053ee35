/** A titled card of a screen (the profile's sections): a region named by its h2, with the space above it. */
import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export function Abschnitt({
  id,
  titel,
  titelAbstand = 0.5,
  children,
}: {
  id: string;
  titel: ReactNode;
  titelAbstand?: number;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ mt: 2 }}>
      <CardContent>
        <Typography id={id} variant="h2" sx={{ mb: titelAbstand }}>
          {titel}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
