/** The member pages and their menu entries (the 'Mitglieder' menu also holds rundmail/'s). */
import { createRoute } from '@tanstack/react-router';
import { angemeldetRoute, seite } from '../shell/routen';
import { listenTabelleLaden } from '../common/listenTabelleCode';

export const mitgliederRouten = [
  createRoute({
    getParentRoute: () => angemeldetRoute,
    path: '/mitgliederliste',
    component: seite(() => import('./MitgliederListePage')),
    // Starts the large member list request together with the page and grid code, not after them. Waits
    // for the tiny query module and the grid code, never for the data (queries.ts). The grid code is asked
    // for beside the query module, not after it: on a first load that is one round trip less.
    loader: () =>
      Promise.all([
        import('./queries').then(
          (m) => m.mitgliederListeVorladen(),
          () => undefined,
        ),
        listenTabelleLaden().catch(() => undefined),
      ]),
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
