/**
 * Root layout of docs/produkt.md §2: the current screen and the spinner. The sign-in page is laid out with
 * plain markup (main.css), every other screen inside the MUI layout (PortalRahmen: theme, TanStack Query,
 * the menu bar when signed in), which the sign-in page therefore does not download.
 */
import { Suspense } from 'react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { Spinner } from './Spinner';
import { portalRahmen, SCHLICHTE_ROUTE } from './portalLaden';

const PortalRahmen = portalRahmen.Komponente;

export function RootLayout() {
  // The rendered leaf route (not the one being loaded), so layout and screen always change together.
  const schlicht = useRouterState({ select: (s) => s.matches.at(-1)?.routeId === SCHLICHTE_ROUTE });
  return (
    <>
      {schlicht ? (
        <div className="vp-wurzel">
          <main className="vp-main">
            <Outlet />
          </main>
        </div>
      ) : (
        <Suspense fallback={null}>
          <PortalRahmen />
        </Suspense>
      )}
      <Spinner />
    </>
  );
}
