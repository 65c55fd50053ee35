/** Home (/) and its menu entry. */
import { angemeldeteSeite, vorladen } from '../common/seitenRoute';

export const homeRouten = [
  angemeldeteSeite('/', () => import('./HomeScreen'), {
    // The contract banners and the overdue-invoice banner open the home screen: with the account and the
    // invoices fetched before it shows (in parallel with its code), they do not push the page down when they arrive.
    loader: () =>
      Promise.all([
        vorladen(import('../common/queries'), (m) => m.vereinsKontoVorladen()),
        vorladen(import('../rechnungen/queries'), (m) => m.rechnungenVorladen()),
      ]),
  }),
];
