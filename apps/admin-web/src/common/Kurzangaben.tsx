/** A phone's compact label/value list (an invoice's block instead of a table row): a <dl> in two columns. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function Kurzangaben({ eintraege }: { eintraege: readonly (readonly [label: string, wert: string])[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '6rem 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 1.5 }}>
      {eintraege.map(([label, wert]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {wert}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
