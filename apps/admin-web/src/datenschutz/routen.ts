/** The page after closing the club: open (shell/routen.tsx), the club no longer exists. */
import { createRoute } from '@tanstack/react-router';
import { rootRoute, seite, suchText } from '../shell/routen';

export const datenschutzRouten = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/vereingeschlossen',
    validateSearch: (search: Record<string, unknown>): { nr?: string } => {
      const nr = suchText(search.nr);
      return nr ? { nr } : {};
    },
    component: seite(() => import('./VereinGeschlossenPage')),
  }),
];
