/** MUI theme of the app: the portal's colours, larger touch targets, system fonts (no web font download). */
import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#1565c0' },
    secondary: { main: '#00796b' },
    // Dark enough for white text (WCAG AA).
    error: { main: '#c62828' },
    info: { main: '#01579b' },
    success: { main: '#2e7d32' },
    warning: { main: '#8a4b00' },
    background: { default: '#f5f7fb' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Roboto, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
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
