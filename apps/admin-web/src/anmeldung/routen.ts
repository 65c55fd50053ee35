/** Sign-in, sign-out and the password pages: open routes (shell/routen.tsx). */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { PASSWORT_SETZEN_ROUTE } from '@vereinsportal/domain';
import { rootRoute } from '../shell/routen';
import { offeneSeite } from '../common/seitenRoute';
import { anmeldungSuche, type AnmeldungSuche } from './suche';

export const anmeldungRouten = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/anmeldung',
    // Auto sign-in parameters (docs/produkt.md §2); kept as text, the screen validates them.
    validateSearch: (search: Record<string, unknown>): AnmeldungSuche => anmeldungSuche(search),
    component: lazyRouteComponent(() => import('./AnmeldungScreen')), // plain, without the MUI layout
  }),
  offeneSeite('/abmeldung', () => import('./AbmeldungScreen')),
  offeneSeite(PASSWORT_SETZEN_ROUTE, () => import('./PasswortSetzenScreen')),
  offeneSeite('/passwortvergessen', () => import('./PasswortVergessenScreen')),
];
