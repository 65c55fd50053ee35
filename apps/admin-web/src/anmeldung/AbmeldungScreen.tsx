/** Sign-out confirmation (/abmeldung, docs/produkt.md §2). Drops the signed-out club's cached data. */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { TEXT } from '@vereinsportal/domain';
import { ButtonLink } from '../common/links';
import { clearSession } from '../common/session';

export default function AbmeldungScreen() {
  const queryClient = useQueryClient();
  // Here no screen observes club queries any more, so clearing cannot trigger a refetch (and a 401).
  // The sign-in goes too: opened by its address (a bookmark, the back button), the page would otherwise
  // say 'abgemeldet' under the menu of a signed-in user.
  useEffect(() => {
    clearSession();
    queryClient.clear();
  }, [queryClient]);
  return (
    <Box sx={{ maxWidth: 460, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
      <Card>
        <CardContent sx={{ p: 3 }}>
          <Typography variant="h1" gutterBottom>
            Abmeldung
          </Typography>
          <Typography sx={{ mb: 3 }}>{TEXT.abgemeldet}</Typography>
          <ButtonLink to="/anmeldung" variant="contained">
            Zur Anmeldung
          </ButtonLink>
        </CardContent>
      </Card>
    </Box>
  );
}
