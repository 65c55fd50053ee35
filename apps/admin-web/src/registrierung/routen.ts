/** The club's registration: open routes (shell/routen.tsx). */
import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from '../shell/routen';
import { offeneSeite } from '../common/seitenRoute';

export const registrierungRouten = [
  offeneSeite('/vereinregistrieren', () => import('./VereinRegistrierenScreen')),
  // The address people guess (and say) for the registration.
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/registrierung',
    beforeLoad: () => {
      throw redirect({ to: '/vereinregistrieren', replace: true });
    },
  }),
];
