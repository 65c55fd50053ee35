/** MUI theme of the portal: the shared palette and fonts, larger headings than the app. */
import { createTheme } from '@mui/material/styles';
import { deDE } from '@mui/material/locale';
import { PALETTE, SCHRIFTEN } from '@vereinsportal/web-ui/palette';

export const theme = createTheme(
  {
    palette: PALETTE,
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: SCHRIFTEN,
      h1: { fontSize: '2rem', fontWeight: 500 },
      h2: { fontSize: '1.5rem', fontWeight: 500 },
      h3: { fontSize: '1.25rem', fontWeight: 500 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  },
  deDE,
);
