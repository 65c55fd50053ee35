/**
 * The portal: the router on a React root (main.tsx at once; the light sign-in page anmeldung/leicht.tsx
 * when the user leaves it). Its root layout holds the spinner; screens other than the sign-in get the MUI
 * theme and TanStack Query from shell/PortalRahmen.tsx, loaded on demand.
 */
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { router } from './router';
import { setNavigator } from './common/navigieren';

/** Shows the router on `root`; with `ziel`, first goes there and loads it (so the page shows at once). */
export async function portalStarten(root: Root, ziel?: string): Promise<void> {
  setNavigator((to) => {
    void router.navigate({ href: to });
  });
  if (ziel !== undefined) {
    router.history.push(ziel);
    await router.load();
  }
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
