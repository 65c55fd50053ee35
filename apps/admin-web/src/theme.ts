/** MUI theme of the portal: the shared palette and fonts, larger headings than the app, a visible focus ring. */
import { createTheme } from '@mui/material/styles';
import { deDE } from '@mui/material/locale';
import { PALETTE, SCHRIFTEN } from '@vereinsportal/web-ui/palette';
import { schweizerDeutsch } from './common/schweizerDeutsch';

/**
 * The keyboard focus ring (WCAG 2.4.7): at least 3:1 against what surrounds it: the primary blue on the light
 * page and on white (5:1), white on the blue app bar (5.8:1). MUI's own focus shows only as a faint ripple.
 */
export const FOKUS_RING = { farbe: PALETTE.primary.main, farbeAufPrimaer: '#ffffff', breite: 3, abstand: 2 } as const;

const fokus = (farbe: string) => ({ outline: `${FOKUS_RING.breite}px solid ${farbe}`, outlineOffset: FOKUS_RING.abstand });

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
      MuiCssBaseline: { styleOverrides: { 'a:focus-visible': fokus(FOKUS_RING.farbe) } },
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': fokus(FOKUS_RING.farbe) } } },
      MuiAppBar: {
        styleOverrides: {
          root: { '& .MuiButtonBase-root.Mui-focusVisible, & a:focus-visible': { outlineColor: FOKUS_RING.farbeAufPrimaer } },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  },
  // Swiss spelling: MUI's German says 'Schließen'.
  schweizerDeutsch(deDE),
);
