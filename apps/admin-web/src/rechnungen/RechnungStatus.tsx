/** An invoice's status as a chip (overdue in red), with what is still open or the day it was paid beneath. */
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatBetrag, formatDatumDe, RECHNUNGSLISTE_TEXT, toCents, type RechnungListenEintrag } from '@vereinsportal/domain';

type Status = RechnungListenEintrag['Status'];

const FARBE: Record<Status, ChipProps['color']> = {
  offen: 'info',
  'teilweise bezahlt': 'warning',
  bezahlt: 'success',
  überfällig: 'error',
  storniert: 'default',
};

/** The line under the chip: the rest of a partly paid invoice, the payment day of a paid one. */
export function statusZusatz(r: RechnungListenEintrag): string | null {
  if (r.Status === 'teilweise bezahlt') return RECHNUNGSLISTE_TEXT.nochOffen(formatBetrag(toCents(r.Offen), r.Waehrung));
  if (r.Status === 'bezahlt' && r.BezahltAm) return RECHNUNGSLISTE_TEXT.bezahltAm(formatDatumDe(r.BezahltAm));
  return null;
}

/** `rechts`: right-aligned, as at the top right of an invoice's block on a phone. */
export function RechnungStatus({ rechnung, rechts = false }: { rechnung: RechnungListenEintrag; rechts?: boolean }) {
  const zusatz = statusZusatz(rechnung);
  return (
    <Stack spacing={0.5} sx={{ alignItems: rechts ? 'flex-end' : 'flex-start', textAlign: rechts ? 'right' : 'left' }}>
      <Chip
        size="small"
        label={rechnung.Status}
        color={FARBE[rechnung.Status]}
        // Only the overdue one is filled: it is the one that asks for something.
        variant={rechnung.Status === 'überfällig' ? 'filled' : 'outlined'}
        data-status={rechnung.Status}
      />
      {zusatz ? (
        <Typography variant="body2" color="text.secondary">
          {zusatz}
        </Typography>
      ) : null}
    </Stack>
  );
}
