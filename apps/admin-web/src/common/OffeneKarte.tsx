/**
 * The one card of an open screen (sign-out, the password pages, the registration's confirmation, the closed
 * club): centred below the top, its heading first; with `onSubmit` the card's content is the form.
 */
import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export function OffeneKarte({
  titel,
  breite = 460,
  onSubmit,
  children,
}: {
  titel: ReactNode;
  breite?: number;
  onSubmit?: (e: FormEvent) => void;
  children: ReactNode;
}) {
  const inhalt = (
    <>
      <Typography variant="h1" gutterBottom>
        {titel}
      </Typography>
      {children}
    </>
  );
  return (
    <Box sx={{ maxWidth: breite, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
      <Card>
        {onSubmit ? (
          <CardContent component="form" noValidate onSubmit={onSubmit} sx={{ p: 3 }}>
            {inhalt}
          </CardContent>
        ) : (
          <CardContent sx={{ p: 3 }}>{inhalt}</CardContent>
        )}
      </Card>
    </Box>
  );
}
