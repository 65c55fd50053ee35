/**
 * Home's red banner while an invoice is overdue (docs/produkt.md "Rechnungen"; text from domain's
 * ueberfaelligBanner), with a link to the invoices in the account.
 */
import Alert from '@mui/material/Alert';
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
    <Alert
      severity="error"
      variant="filled"
      data-banner="rechnungUeberfaellig"
      sx={{ mb: 3, flexWrap: 'wrap' }}
      action={
        <ButtonLink to="/vereinskonto" hash={RECHNUNGEN_ANKER} color="inherit" size="small" variant="outlined">
          {RECHNUNGSLISTE_TEXT.zuDenRechnungen}
        </ButtonLink>
      }
    >
      {text}
    </Alert>
  );
}
