/** The subscription screens (reached from the account and the contract banner, not the menu). */
import { createRoute } from '@tanstack/react-router';
import { angemeldetRoute, seite } from '../shell/routen';

export const aboRouten = [
  createRoute({
    getParentRoute: () => angemeldetRoute,
    path: '/aboabschluss',
    component: seite(() => import('./AboScreen'), 'AboAbschlussScreen'),
  }),
  createRoute({
    getParentRoute: () => angemeldetRoute,
    path: '/aboanpassung',
    component: seite(() => import('./AboScreen'), 'AboAnpassungScreen'),
  }),
  createRoute({
    getParentRoute: () => angemeldetRoute,
    path: '/aboerneuerung',
    component: seite(() => import('./AboScreen'), 'AboErneuerungScreen'),
  }),
];
