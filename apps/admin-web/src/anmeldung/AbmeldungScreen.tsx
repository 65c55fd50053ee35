/** Sign-out confirmation (/abmeldung, docs/produkt.md §2). Drops the signed-out club's cached data. */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { TEXT } from '@vereinsportal/domain';
import { ButtonLink } from '../common/links';
import { OffeneKarte } from '../common/OffeneKarte';
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
    <OffeneKarte titel="Abmeldung">
      <Typography sx={{ mb: 3 }}>{TEXT.abgemeldet}</Typography>
      <ButtonLink to="/anmeldung" variant="contained">
        Zur Anmeldung
      </ButtonLink>
    </OffeneKarte>
  );
}
