/**
 * The title cell of the event list with its marks (docs/termine.md "Serien"): a repeat icon for an occurrence of
 * a series (small, so a phone's narrow column keeps the title readable; its name 'Serie' for screen readers and
 * as the hover tip) and, for a cancelled event, the title struck through and an 'abgesagt' chip.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import type { Termin } from '@vereinsportal/domain';
import { SERIE_WEB } from './serieTexte';

export function TerminTitel({ termin }: { termin: Termin }) {
  const abgesagt = termin.Abgesagt === 1;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0, maxWidth: '100%' }}>
      {termin.SerieId !== null && (
        <EventRepeatIcon titleAccess={SERIE_WEB.serie} sx={{ fontSize: 18, color: 'text.secondary', flex: 'none' }} />
      )}
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', ...(abgesagt ? { textDecoration: 'line-through' } : {}) }}>
        {termin.Titel}
      </Box>
      {abgesagt && <Chip size="small" color="error" label={SERIE_WEB.abgesagt} sx={{ flex: 'none' }} />}
    </Box>
  );
}
