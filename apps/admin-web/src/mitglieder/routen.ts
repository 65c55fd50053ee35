/** The member pages and their menu entries (the 'Mitglieder' menu also holds rundmail/'s). */
import { createRoute } from '@tanstack/react-router';
import { angemeldetRoute, seite } from '../shell/routen';

export const mitgliederRouten = [
  createRoute({
    getParentRoute: () => angemeldetRoute,
    path: '/mitgliederliste',
    component: seite(() => import('./MitgliederListePage')),
    // Starts the large member list request together with the page and grid code, not after them. Waits
    // for the tiny query module and the grid code, never for the data (queries.ts).
    loader: () =>
      import('./queries').then(
        (m) => m.mitgliederListeVorladen(),
        () => undefined,
      ),
  }),
  createRoute({
    getParentRoute: () => angemeldetRoute,
    path: '/mitgliedbearbeiten/$mitgliedId',
    component: seite(() => import('./MitgliedBearbeitenPage')),
  }),
  createRoute({
    getParentRoute: () => angemeldetRoute,
    path: '/mitgliederimportieren',
    component: seite(() => import('./MitgliederImportierenPage')),
  }),
];
