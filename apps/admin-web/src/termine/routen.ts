/** The event pages and their menu. */
import { createRoute } from '@tanstack/react-router';
import { angemeldetRoute, seite } from '../shell/routen';

export const termineRouten = [
  createRoute({ getParentRoute: () => angemeldetRoute, path: '/terminliste', component: seite(() => import('./TerminListePage')) }),
  createRoute({
    getParentRoute: () => angemeldetRoute,
    path: '/terminbearbeiten/$terminId',
    component: seite(() => import('./TerminBearbeitenPage')),
  }),
  createRoute({
    getParentRoute: () => angemeldetRoute,
    path: '/terminanabmeldungen/$terminId',
    component: seite(() => import('./TerminAnAbmeldungenPage')),
  }),
];
