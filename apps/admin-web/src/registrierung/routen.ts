/** The club's registration: open routes (shell/routen.tsx). */
import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute, seite } from '../shell/routen';

export const registrierungRouten = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/vereinregistrieren',
    component: seite(() => import('./VereinRegistrierenScreen')),
  }),
  // The address people guess (and say) for the registration.
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/registrierung',
    beforeLoad: () => {
      throw redirect({ to: '/vereinregistrieren', replace: true });
    },
  }),
];
