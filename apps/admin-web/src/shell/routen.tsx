/**
 * The two parents every area's routes hang from (router.tsx assembles them): the root (sign-in,
 * registration, the mailed password links, the demo outbox, the closed-club page) and `angemeldetRoute`, the
 * signed-in guard as a pathless layout route: everything below it redirects to /anmeldung without a signed-in
 * user. `seite` loads a screen with the MUI layout (shell/PortalRahmen.tsx) before it shows.
 *
 *   createRoute({ getParentRoute: () => angemeldetRoute, path: '/newsliste', component: seite(() => import('./NewsListePage')) })
 */
import { createRootRoute, createRoute, lazyRouteComponent, Navigate, redirect } from '@tanstack/react-router';
import { istAngemeldet } from '../common/session';
import { NichtGefunden } from './NichtGefunden';
import { portalLaden } from './portalLaden';
import { RootLayout } from './RootLayout';

export const rootRoute = createRootRoute({
  component: RootLayout,
  // Signed out, an unknown address goes to the sign-in like every protected one.
  notFoundComponent: () => (istAngemeldet() ? <NichtGefunden /> : <Navigate to="/anmeldung" replace />),
});

export const angemeldetRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_angemeldet',
  beforeLoad: () => {
    if (!istAngemeldet()) throw redirect({ to: '/anmeldung', replace: true });
  },
});

/**
 * A screen inside the MUI layout (shell/PortalRahmen.tsx): the router loads the layout together with the
 * screen's code (and its loader's data) before it shows them, so neither flashes in late.
 */
export function seite<T extends Record<string, unknown>, K extends keyof T = 'default'>(laden: () => Promise<T>, name?: K) {
  return lazyRouteComponent(() => Promise.all([laden(), portalLaden()]).then(([m]) => m), name);
}

// Also read without the router by the light sign-in page (anmeldung/leicht.tsx).
export { suchText } from '../common/suche';
