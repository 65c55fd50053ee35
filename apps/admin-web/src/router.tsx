/**
 * Every route of docs/produkt.md §2 (TanStack Router, code-based), assembled from the areas: each area's
 * routen.ts declares its routes (and its menu entries, shell/menue.ts). Screens load lazily, so the sign-in
 * route downloads neither the rich-text editor, the list table nor the date pickers; every screen but the
 * sign-in loads with the MUI layout (shell/routen.tsx `seite`), which the sign-in page (plain markup) does without.
 *
 * Access guard: the pathless layout route `angemeldetRoute` (shell/routen.tsx); only the areas hung at the
 * root (sign-in, registration, the password links, the demo outbox, the closed-club page) are open.
 * Route params are strings: in a content page use e.g.
 *   const { newsId } = useParams({ from: '/_angemeldet/newsbearbeiten/$newsId' });   // Number(newsId), '0' = new
 * After the first save of a new record:
 *   navigate({ to: '/newsbearbeiten/$newsId', params: { newsId: String(RecordId) }, replace: true });
 */
import { createRouter } from '@tanstack/react-router';
import { Ladefehler } from './common/Ladefehler';
import { istAngemeldet } from './common/session';
import { angemeldetRoute, rootRoute } from './shell/routen';
import { listenCodeVorladen } from './shell/vorladen';
import { aboRouten } from './abo/routen';
import { aenderungsprotokollRouten } from './aenderungsprotokoll/routen';
import { anmeldungRouten } from './anmeldung/routen';
import { beitraegeRouten } from './beitraege/routen';
import { datenschutzRouten } from './datenschutz/routen';
import { dokumenteRouten } from './dokumente/routen';
import { homeRouten } from './home/routen';
import { kontoRouten } from './konto/routen';
import { mitgliederRouten } from './mitglieder/routen';
import { newsRouten } from './news/routen';
import { postausgangRouten } from './postausgang/routen';
import { registrierungRouten } from './registrierung/routen';
import { rundmailRouten } from './rundmail/routen';
import { termineRouten } from './termine/routen';
import { vereinsinfoRouten } from './vereinsinfo/routen';

const routeTree = rootRoute.addChildren([
  ...anmeldungRouten,
  ...registrierungRouten,
  ...postausgangRouten,
  ...datenschutzRouten,
  angemeldetRoute.addChildren([
    ...homeRouten,
    ...vereinsinfoRouten,
    ...newsRouten,
    ...termineRouten,
    ...mitgliederRouten,
    ...rundmailRouten,
    ...dokumenteRouten,
    ...kontoRouten,
    ...aboRouten,
    ...aenderungsprotokollRouten,
    ...beitraegeRouten,
  ]),
]);

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultErrorComponent: Ladefehler,
  scrollRestoration: true,
});

// Signed in: fetch the list screens' code (and the list table) at idle, before the user opens one.
router.subscribe('onResolved', () => {
  if (istAngemeldet()) listenCodeVorladen();
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
