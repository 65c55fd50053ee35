/** MUI theme: friendly, readable, primary blue; Roboto if installed, else system fonts (no web font download). */
import { createTheme } from '@mui/material/styles';
import { deDE } from '@mui/material/locale';

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#1565c0' },
      secondary: { main: '#00796b' },
      // Darker than MUI's defaults so white text on filled alerts and toasts meets WCAG AA (4.5:1).
      error: { main: '#c62828' },
      info: { main: '#01579b' },
      success: { main: '#2e7d32' },
      warning: { main: '#8a4b00' },
      background: { default: '#f5f7fb' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'Roboto, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
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
