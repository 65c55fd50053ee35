/** A fee invoice's status as a chip (overdue filled red), with what is open, the payment day or the reversal's reason beneath. */
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDatumDe, RECHNUNGSLISTE_TEXT } from '@vereinsportal/domain';
import type { BeitragsrechnungEintrag, BeitragsStatus } from './queries';
import { chf } from './format';
import { BEITRAEGE_TEXT } from './texte';

const FARBE: Record<BeitragsStatus, ChipProps['color']> = {
  offen: 'info',
  'teilweise bezahlt': 'warning',
  bezahlt: 'success',
  überfällig: 'error',
  storniert: 'default',
};

export function statusZusatz(r: BeitragsrechnungEintrag): string | null {
  if (r.Status === 'teilweise bezahlt') return RECHNUNGSLISTE_TEXT.nochOffen(chf(r.Offen));
  if (r.Status === 'bezahlt' && r.BezahltAm) return RECHNUNGSLISTE_TEXT.bezahltAm(formatDatumDe(r.BezahltAm));
  if (r.Status === 'storniert' && r.StornoGrund) return BEITRAEGE_TEXT.posten.storniert(r.StornoGrund);
  return null;
}

export function BeitragStatus({ rechnung, rechts = false }: { rechnung: BeitragsrechnungEintrag; rechts?: boolean }) {
  const zusatz = statusZusatz(rechnung);
  return (
    <Stack spacing={0.5} sx={{ alignItems: rechts ? 'flex-end' : 'flex-start', textAlign: rechts ? 'right' : 'left' }}>
      <Chip
        size="small"
        label={rechnung.Status}
        color={FARBE[rechnung.Status]}
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
