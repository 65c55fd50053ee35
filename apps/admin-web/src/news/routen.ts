/** The news pages and their menu. */
import { createRoute } from '@tanstack/react-router';
import { angemeldetRoute, seite } from '../shell/routen';

export const newsRouten = [
  createRoute({ getParentRoute: () => angemeldetRoute, path: '/newsliste', component: seite(() => import('./NewsListePage')) }),
  createRoute({
    getParentRoute: () => angemeldetRoute,
    path: '/newsbearbeiten/$newsId',
    component: seite(() => import('./NewsBearbeitenPage')),
  }),
];
