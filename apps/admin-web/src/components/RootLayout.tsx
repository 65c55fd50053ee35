/** Root layout of docs/produkt.md §2: the menu bar (only when signed in), the current screen and the spinner. */
import { lazy, Suspense } from 'react';
import { Outlet } from '@tanstack/react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useSession } from '../lib/session';

// Signed-out screens (sign-in) do not download the menu bar.
const NavBar = lazy(() => import('./NavBar').then((m) => ({ default: m.NavBar })));
import { Spinner } from './Spinner';

export function RootLayout() {
  const { user } = useSession();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {user.benutzerAngemeldet ? (
        <Suspense fallback={<Box sx={{ height: 64, bgcolor: 'primary.main' }} />}>
          <NavBar />
        </Suspense>
      ) : null}
      <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
        <Outlet />
      </Container>
      <Spinner />
    </Box>
  );
}
