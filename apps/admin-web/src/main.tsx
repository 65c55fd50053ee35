/**
 * Entry of index.html: the portal at once (portalStart.tsx). A first load of /anmeldung gets the light
 * sign-in page instead (anmeldung.html -> anmeldung/leicht.tsx, docs/architecture.md), without the router.
 */
import { wurzelAnlegen } from './einstieg';
import { portalStarten } from './portalStart';

const root = wurzelAnlegen();
if (root) {
  portalStarten(root).catch((error: unknown) => {
    console.error('Vereinsportal konnte nicht gestartet werden', error);
  });
}
