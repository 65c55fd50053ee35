/**
 * Entry: the router (its root layout holds the spinner; screens other than the sign-in get the MUI theme
 * and TanStack Query from shell/PortalRahmen.tsx, loaded on demand). Toasts load with the first one
 * (shell/Toasts.tsx). A start failure only logs (docs/produkt.md §8).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import './main.css';
import { router } from './router';
import { setNavigator } from './common/navigieren';
import { setToastLader } from './common/toasts';

setNavigator((to) => {
  void router.navigate({ href: to });
});
setToastLader(() => import('./shell/Toasts').then((m) => m.toastsMontieren()));

try {
  const el = document.getElementById('root');
  if (!el) throw new Error('#root fehlt');
  createRoot(el).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
} catch (error) {
  console.error('Vereinsportal konnte nicht gestartet werden', error);
}
