/** The club's info page (/vereinsinfobearbeiten) and its menu entry. */
import { createRoute } from '@tanstack/react-router';
import { angemeldetRoute, seite } from '../shell/routen';

export const vereinsinfoRouten = [
  createRoute({
    getParentRoute: () => angemeldetRoute,
    path: '/vereinsinfobearbeiten',
    component: seite(() => import('./VereinsInfoBearbeitenPage')),
  }),
];
