/** /vereingeschlossen (docs/produkt.md "Datenschutz"): the club was closed; its cached data is dropped. */
import { useEffect } from 'react';
import { useSearch } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { DATENSCHUTZ_TEXT } from '@vereinsportal/domain';
import { ButtonLink } from '../common/links';

export default function VereinGeschlossenPage() {
  const { nr } = useSearch({ from: '/vereingeschlossen' });
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.clear();
  }, [queryClient]);
  return (
    <Box sx={{ maxWidth: 520, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
      <Card>
        <CardContent sx={{ p: 3 }}>
          <Typography variant="h1" gutterBottom>
            {DATENSCHUTZ_TEXT.vereinGeschlossenTitel}
          </Typography>
          <Typography sx={{ mb: 3 }}>{DATENSCHUTZ_TEXT.vereinGeschlossen(Number(nr) || 0)}</Typography>
          <ButtonLink to="/anmeldung" variant="contained">
            {DATENSCHUTZ_TEXT.zurStartseite}
          </ButtonLink>
        </CardContent>
      </Card>
    </Box>
  );
}
