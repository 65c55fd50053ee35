/** The document pages and their menu. */
import { createRoute } from '@tanstack/react-router';
import { angemeldetRoute, seite } from '../shell/routen';

const bearbeiten = seite(() => import('./DokumentBearbeitenPage'));

export const dokumenteRouten = [
  createRoute({ getParentRoute: () => angemeldetRoute, path: '/dokumentliste', component: seite(() => import('./DokumentListePage')) }),
  // docs/produkt.md: '0 or absent = new'.
  createRoute({ getParentRoute: () => angemeldetRoute, path: '/dokumentbearbeiten', component: bearbeiten }),
  createRoute({ getParentRoute: () => angemeldetRoute, path: '/dokumentbearbeiten/$dokumentId', component: bearbeiten }),
];
