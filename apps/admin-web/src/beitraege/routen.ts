/** Member fees (docs/produkt.md "Beiträge"): the pages and their menu. */
import { createRoute } from '@tanstack/react-router';
import { angemeldetRoute, seite, suchText } from '../shell/routen';

export const beitraegeRouten = [
  createRoute({ getParentRoute: () => angemeldetRoute, path: '/beitraege', component: seite(() => import('./BeitraegePage')) }),
  createRoute({ getParentRoute: () => angemeldetRoute, path: '/beitragskonto', component: seite(() => import('./BeitragsKontoPage')) }),
  createRoute({ getParentRoute: () => angemeldetRoute, path: '/beitragslauf', component: seite(() => import('./BeitragslaufPage')) }),
  createRoute({
    getParentRoute: () => angemeldetRoute,
    path: '/beitragsrechnungen',
    // From a member's edit page: that member's fee invoices; from a fee run: that run's.
    validateSearch: (search: Record<string, unknown>): { mitglied?: number; lauf?: number } => {
      // Numbers, so the address reads ?lauf=3 (a text would be written as JSON: ?lauf=%223%22).
      const mitglied = Number(suchText(search.mitglied));
      const lauf = Number(suchText(search.lauf));
      return { ...(mitglied > 0 ? { mitglied } : {}), ...(lauf > 0 ? { lauf } : {}) };
    },
    component: seite(() => import('./BeitragsrechnungenPage')),
  }),
  createRoute({
    getParentRoute: () => angemeldetRoute,
    path: '/beitragszahlungen',
    component: seite(() => import('./BeitragsZahlungenPage')),
  }),
];
