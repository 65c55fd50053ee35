/**
 * The layout of every screen but the sign-in (docs/produkt.md §2): MUI theme, TanStack Query, the menu bar
 * (only when signed in) and the current screen. Loaded lazily (portalLaden.ts).
 */
import { Suspense } from 'react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { theme } from '../theme';
import { queryClient } from '../common/queryClient';
import { useSession } from '../common/session';
import { einstellungenVorladen } from '../common/einstellungen';
import { navBar } from './navBarLaden';
import { INHALT_ID, useFokusNachNavigation } from './fokus';
import { SprungLink } from './SprungLink';

const NavBar = navBar.Komponente;

// The club's time zone and the legal addresses, before the first screen needs them.
einstellungenVorladen();

// The member list has ten columns; on a 1366 px laptop they need the whole width (forms keep 'lg').
const BREITE_SEITEN = new Set(['/mitgliederliste']);

export function PortalRahmen() {
  const { user } = useSession();
  const breit = useRouterState({ select: (s) => BREITE_SEITEN.has(s.location.pathname) });
  useFokusNachNavigation();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
          <SprungLink />
          {user.benutzerAngemeldet ? (
            // A toolbar-high bar until the menu bar is in, so the page does not move when it arrives.
            <Suspense fallback={<Toolbar sx={{ bgcolor: 'primary.main' }} />}>
              <NavBar />
            </Suspense>
          ) : null}
          <Container component="main" id={INHALT_ID} tabIndex={-1} maxWidth={breit ? false : 'lg'} sx={{ py: 3, outline: 'none' }}>
            <Outlet />
          </Container>
        </Box>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
