/** /vereingeschlossen (docs/produkt.md "Datenschutz"): the club was closed; its cached data is dropped. */
import { useEffect } from 'react';
import { useSearch } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { DATENSCHUTZ_TEXT } from '@vereinsportal/domain';
import { ButtonLink } from '../common/links';
import { OffeneKarte } from '../common/OffeneKarte';

export default function VereinGeschlossenPage() {
  const { nr } = useSearch({ from: '/vereingeschlossen' });
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.clear();
  }, [queryClient]);
  return (
    <OffeneKarte titel={DATENSCHUTZ_TEXT.vereinGeschlossenTitel} breite={520}>
      <Typography sx={{ mb: 3 }}>{DATENSCHUTZ_TEXT.vereinGeschlossen(Number(nr) || 0)}</Typography>
      <ButtonLink to="/anmeldung" variant="contained">
        {DATENSCHUTZ_TEXT.zurStartseite}
      </ButtonLink>
    </OffeneKarte>
  );
}
