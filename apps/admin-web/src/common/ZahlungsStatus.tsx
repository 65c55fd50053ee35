/**
 * An invoice's payment status as a chip, with one line beneath (what is still open, the payment day, a
 * cancellation's reason). Shared by the club's own invoices (rechnungen/) and the fee invoices (beitraege/).
 */
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RechnungsStatus } from '@vereinsportal/domain';

const FARBE: Record<RechnungsStatus, ChipProps['color']> = {
  offen: 'info',
  'teilweise bezahlt': 'warning',
  bezahlt: 'success',
  überfällig: 'error',
  storniert: 'default',
};

/** `rechts`: right-aligned, as at the top right of an invoice's block on a phone. */
export function ZahlungsStatus({ status, zusatz, rechts = false }: { status: RechnungsStatus; zusatz: string | null; rechts?: boolean }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: rechts ? 'flex-end' : 'flex-start', textAlign: rechts ? 'right' : 'left' }}>
      <Chip
        size="small"
        label={status}
        color={FARBE[status]}
        // Only the overdue one is filled: it is the one that asks for something.
        variant={status === 'überfällig' ? 'filled' : 'outlined'}
        data-status={status}
      />
      {zusatz ? (
        <Typography variant="body2" color="text.secondary">
          {zusatz}
        </Typography>
      ) : null}
    </Stack>
  );
}
