/**
 * The MUI part of the layout, loaded lazily: the sign-in page (the first load) shows without it. router.tsx
 * loads it with every other screen's code (`seite`), so layout and screen show together.
 */
import { vorladbar } from '../common/vorladbar';
import { istAngemeldet } from '../common/session';
import { navBar } from './navBarLaden';

/** The one route laid out without MUI (RootLayout). */
export const SCHLICHTE_ROUTE = '/anmeldung';

export const portalRahmen = vorladbar(() => import('./PortalRahmen').then((m) => m.PortalRahmen));

/** Loads the MUI layout, with the menu bar when signed in. */
export function portalLaden(): Promise<unknown> {
  return Promise.all([portalRahmen.vorladen(), istAngemeldet() ? navBar.vorladen() : null]);
}
