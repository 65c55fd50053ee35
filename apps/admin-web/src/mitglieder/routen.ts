/** The member pages and their menu entries (the 'Mitglieder' menu also holds rundmail/'s). */
import { angemeldeteSeite, vorladen } from '../common/seitenRoute';
import { listenTabelleLaden } from '../common/listenTabelleCode';

export const mitgliederRouten = [
  angemeldeteSeite('/mitgliederliste', () => import('./MitgliederListePage'), {
    // Starts the large member list request together with the page and grid code, not after them. Waits
    // for the tiny query module and the grid code, never for the data (queries.ts). The grid code is asked
    // for beside the query module, not after it: on a first load that is one round trip less.
    loader: () =>
      Promise.all([vorladen(import('./queries'), (m) => m.mitgliederListeVorladen()), listenTabelleLaden().catch(() => undefined)]),
  }),
  angemeldeteSeite('/mitgliedbearbeiten/$mitgliedId', () => import('./MitgliedBearbeitenPage')),
  angemeldeteSeite('/mitgliederimportieren', () => import('./MitgliederImportierenPage')),
];
