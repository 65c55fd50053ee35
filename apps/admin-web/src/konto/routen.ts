/** The club account pages and the menu entry 'Konto'. */
import { createRoute } from '@tanstack/react-router';
import { angemeldetRoute, seite } from '../shell/routen';

export const kontoRouten = [
  createRoute({ getParentRoute: () => angemeldetRoute, path: '/vereinskonto', component: seite(() => import('./VereinsKontoScreen')) }),
  createRoute({
    getParentRoute: () => angemeldetRoute,
    path: '/vereinskontobearbeiten',
    component: seite(() => import('./VereinsKontoBearbeitenScreen')),
  }),
];
