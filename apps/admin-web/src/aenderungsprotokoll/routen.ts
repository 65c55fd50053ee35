/** The change log and its menu entry. */
import { createRoute } from '@tanstack/react-router';
import { angemeldetRoute, seite } from '../shell/routen';

export const aenderungsprotokollRouten = [
  createRoute({
    getParentRoute: () => angemeldetRoute,
    path: '/aenderungsprotokoll',
    component: seite(() => import('./AenderungsprotokollPage')),
  }),
];
