/** MUI theme of the app: the portal's colours, larger touch targets, system fonts (no web font download). */
import { createTheme } from '@mui/material/styles';
import { PALETTE, SCHRIFTEN } from '@vereinsportal/web-ui/palette';

export const theme = createTheme({
  palette: PALETTE,
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: SCHRIFTEN,
    h1: { fontSize: '1.5rem', fontWeight: 500 },
    h2: { fontSize: '1.25rem', fontWeight: 500 },
    h3: { fontSize: '1.1rem', fontWeight: 500 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', minHeight: 44 } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
});

/** Height of the bottom navigation; toasts and the page end keep clear of it. */
export const NAV_HOEHE = 64;
