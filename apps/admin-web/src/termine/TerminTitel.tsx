/** The title cell of the event list: the title with 'Serie' and 'abgesagt' marks (docs/termine.md "Serien"). */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { Termin } from '@vereinsportal/domain';
import { SERIE_WEB } from './serieTexte';

export function TerminTitel({ termin }: { termin: Termin }) {
  const abgesagt = termin.Abgesagt === 1;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minWidth: 0, maxWidth: '100%' }}>
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', ...(abgesagt ? { textDecoration: 'line-through' } : {}) }}>
        {termin.Titel}
      </Box>
      {termin.SerieId !== null && <Chip size="small" variant="outlined" label={SERIE_WEB.serie} />}
      {abgesagt && <Chip size="small" color="error" label={SERIE_WEB.abgesagt} />}
    </Box>
  );
}
