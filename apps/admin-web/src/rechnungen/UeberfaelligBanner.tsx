/**
 * Home's red banner while an invoice is overdue (docs/produkt.md "Rechnungen"; text from domain's
 * ueberfaelligBanner), with a link to the invoices in the account.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { RECHNUNGSLISTE_TEXT, ueberfaelligBanner } from '@vereinsportal/domain';
import { ButtonLink } from '../common/links';
import { RECHNUNGEN_ANKER, rechnungenQuery } from './queries';

export function UeberfaelligBanner() {
  // Fetched by the home route's loader before home shows (router.tsx), so the banner does not arrive late.
  const { data: rechnungen } = useQuery({ ...rechnungenQuery, staleTime: 10_000, retryOnMount: false });
  const text = rechnungen ? ueberfaelligBanner(rechnungen) : null;
  if (!text) return null;
  return (
    // The link sits under the text (not as the alert's action), so a long text keeps its width on a phone.
    <Alert severity="error" variant="filled" data-banner="rechnungUeberfaellig" sx={{ mb: 3 }}>
      <Box>{text}</Box>
      <ButtonLink to="/vereinskonto" hash={RECHNUNGEN_ANKER} color="inherit" size="small" variant="outlined" sx={{ mt: 1 }}>
        {RECHNUNGSLISTE_TEXT.zuDenRechnungen}
      </ButtonLink>
    </Alert>
  );
}
