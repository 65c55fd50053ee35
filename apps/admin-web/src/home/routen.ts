/** Home (/) and its menu entry. */
import { createRoute } from '@tanstack/react-router';
import { angemeldetRoute, seite } from '../shell/routen';

export const homeRouten = [
  createRoute({
    getParentRoute: () => angemeldetRoute,
    path: '/',
    component: seite(() => import('./HomeScreen')),
    // The contract banners and the overdue-invoice banner open the home screen: with the account and the
    // invoices fetched before it shows (in parallel with its code), they do not push the page down when they arrive.
    loader: () =>
      Promise.all([
        import('../common/queries').then(
          (m) => m.vereinsKontoVorladen(),
          () => undefined,
        ),
        import('../rechnungen/queries').then(
          (m) => m.rechnungenVorladen(),
          () => undefined,
        ),
      ]).then(() => undefined),
  }),
];
