/** Member fees (docs/produkt.md "Beiträge"): the pages and their menu. */
import { createRoute } from '@tanstack/react-router';
import { angemeldetRoute, seite, suchText } from '../shell/routen';
import { angemeldeteSeite } from '../common/seitenRoute';

export const beitraegeRouten = [
  angemeldeteSeite('/beitraege', () => import('./BeitraegePage')),
  angemeldeteSeite('/beitragskonto', () => import('./BeitragsKontoPage')),
  angemeldeteSeite('/beitragslauf', () => import('./BeitragslaufPage')),
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
  angemeldeteSeite('/beitragszahlungen', () => import('./BeitragsZahlungenPage')),
];
