/**
 * Every route of docs/produkt.md §2 (TanStack Router, code-based). Screens load lazily, so the sign-in route
 * downloads neither the rich-text editor, the data grid nor the date pickers; every screen but the sign-in
 * loads with the MUI layout (`seite`), which the sign-in page (plain markup) does without.
 *
 * Access guard: without a signed-in user every route except OFFENE_ROUTEN redirects to /anmeldung.
 * Route params are strings: in a content page use e.g.
 *   const { newsId } = useParams({ from: '/newsbearbeiten/$newsId' });   // Number(newsId), '0' = new
 * After the first save of a new record:
 *   navigate({ to: '/newsbearbeiten/$newsId', params: { newsId: String(RecordId) }, replace: true });
 */
import { createRootRoute, createRoute, createRouter, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { RootLayout } from './shell/RootLayout';
import { portalLaden } from './shell/portalLaden';
import { NichtGefunden } from './shell/NichtGefunden';
import { Ladefehler } from './common/Ladefehler';
import { PASSWORT_SETZEN_ROUTE } from '@vereinsportal/domain';
import { istAngemeldet } from './common/session';
import { listenCodeVorladen } from './shell/vorladen';

/** Routes reachable without sign-in: sign-in, sign-out, registration, the mailed set-password link and asking for one, the demo outbox. */
export const OFFENE_ROUTEN = [
  '/anmeldung',
  '/abmeldung',
  '/vereinregistrieren',
  '/registrierung',
  PASSWORT_SETZEN_ROUTE,
  '/passwortvergessen',
  '/outbox',
  '/vereingeschlossen',
] as const;

export function istOffeneRoute(pfad: string): boolean {
  const p = pfad.replace(/\/+$/, '') || '/';
  return (OFFENE_ROUTEN as readonly string[]).includes(p);
}

const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NichtGefunden,
  beforeLoad: ({ location }) => {
    if (!istAngemeldet() && !istOffeneRoute(location.pathname)) {
      throw redirect({ to: '/anmeldung', replace: true });
    }
  },
});

export interface AnmeldungSuche {
  vereinid?: string;
  userid?: string;
  passwort?: string;
}

function text(v: unknown): string | undefined {
  if (typeof v === 'string' && v !== '') return v;
  if (typeof v === 'number') return String(v);
  return undefined;
}

/**
 * A screen inside the MUI layout (shell/PortalRahmen.tsx): the router loads the layout together with the
 * screen's code (and its loader's data) before it shows them, so neither flashes in late.
 */
function seite<T extends Record<string, unknown>, K extends keyof T = 'default'>(laden: () => Promise<T>, name?: K) {
  return lazyRouteComponent(() => Promise.all([laden(), portalLaden()]).then(([m]) => m), name);
}

const route = <P extends string>(path: P, component: ReturnType<typeof lazyRouteComponent>) =>
  createRoute({ getParentRoute: () => rootRoute, path, component });

const anmeldungRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/anmeldung',
  // Auto sign-in parameters (docs/produkt.md §2); kept as text, the screen validates them.
  validateSearch: (search: Record<string, unknown>): AnmeldungSuche => {
    const s: AnmeldungSuche = {};
    const vereinid = text(search.vereinid);
    const userid = text(search.userid);
    const passwort = text(search.passwort);
    if (vereinid) s.vereinid = vereinid;
    if (userid) s.userid = userid;
    if (passwort) s.passwort = passwort;
    return s;
  },
  component: lazyRouteComponent(() => import('./anmeldung/AnmeldungScreen')), // plain, without the MUI layout
});

const feature = {
  vereinsInfo: seite(() => import('./vereinsinfo/VereinsInfoBearbeitenPage')),
  newsListe: seite(() => import('./news/NewsListePage')),
  newsBearbeiten: seite(() => import('./news/NewsBearbeitenPage')),
  terminListe: seite(() => import('./termine/TerminListePage')),
  terminBearbeiten: seite(() => import('./termine/TerminBearbeitenPage')),
  terminAnAbmeldungen: seite(() => import('./termine/TerminAnAbmeldungenPage')),
  mitgliederListe: seite(() => import('./mitglieder/MitgliederListePage')),
  mitgliedBearbeiten: seite(() => import('./mitglieder/MitgliedBearbeitenPage')),
  mitgliederImportieren: seite(() => import('./mitglieder/MitgliederImportierenPage')),
  dokumentListe: seite(() => import('./dokumente/DokumentListePage')),
  rundmail: seite(() => import('./rundmail/RundmailPage')),
  dokumentBearbeiten: seite(() => import('./dokumente/DokumentBearbeitenPage')),
};

const routeTree = rootRoute.addChildren([
  anmeldungRoute,
  route(
    '/abmeldung',
    seite(() => import('./anmeldung/AbmeldungScreen')),
  ),
  route(
    '/vereinregistrieren',
    seite(() => import('./registrierung/VereinRegistrierenScreen')),
  ),
  // The address people guess (and say) for the registration.
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/registrierung',
    beforeLoad: () => {
      throw redirect({ to: '/vereinregistrieren', replace: true });
    },
  }),
  route(
    PASSWORT_SETZEN_ROUTE,
    seite(() => import('./anmeldung/PasswortSetzenScreen')),
  ),
  route(
    '/passwortvergessen',
    seite(() => import('./anmeldung/PasswortVergessenScreen')),
  ),
  route(
    '/outbox',
    seite(() => import('./postausgang/OutboxScreen')),
  ),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: seite(() => import('./home/HomeScreen')),
    // The contract banners and the overdue-invoice banner open the home screen: with the account and the
    // invoices fetched before it shows (in parallel with its code), they do not push the page down when they arrive.
    loader: () =>
      Promise.all([
        import('./common/queries').then(
          (m) => m.vereinsKontoVorladen(),
          () => undefined,
        ),
        import('./rechnungen/queries').then(
          (m) => m.rechnungenVorladen(),
          () => undefined,
        ),
      ]).then(() => undefined),
  }),
  route('/vereinsinfobearbeiten', feature.vereinsInfo),
  route('/newsliste', feature.newsListe),
  route('/newsbearbeiten/$newsId', feature.newsBearbeiten),
  route('/terminliste', feature.terminListe),
  route('/terminbearbeiten/$terminId', feature.terminBearbeiten),
  route('/terminanabmeldungen/$terminId', feature.terminAnAbmeldungen),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/mitgliederliste',
    component: feature.mitgliederListe,
    // Starts the large member list request together with the page and grid code, not after them. Waits
    // for the tiny query module and the grid code, never for the data (mitgliederListeQuery.ts).
    loader: () =>
      import('./mitglieder/mitgliederListeQuery').then(
        (m) => m.mitgliederListeVorladen(),
        () => undefined,
      ),
  }),
  route('/mitgliedbearbeiten/$mitgliedId', feature.mitgliedBearbeiten),
  route('/mitgliederimportieren', feature.mitgliederImportieren),
  route('/rundmail', feature.rundmail),
  route('/dokumentliste', feature.dokumentListe),
  // docs/produkt.md: '0 or absent = new'.
  route('/dokumentbearbeiten', feature.dokumentBearbeiten),
  route('/dokumentbearbeiten/$dokumentId', feature.dokumentBearbeiten),
  route(
    '/vereinskonto',
    seite(() => import('./konto/VereinsKontoScreen')),
  ),
  route(
    '/vereinskontobearbeiten',
    seite(() => import('./konto/VereinsKontoBearbeitenScreen')),
  ),
  route(
    '/aboabschluss',
    seite(() => import('./abo/AboScreen'), 'AboAbschlussScreen'),
  ),
  route(
    '/aboanpassung',
    seite(() => import('./abo/AboScreen'), 'AboAnpassungScreen'),
  ),
  route(
    '/aboerneuerung',
    seite(() => import('./abo/AboScreen'), 'AboErneuerungScreen'),
  ),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/vereingeschlossen',
    validateSearch: (search: Record<string, unknown>): { nr?: string } => {
      const nr = text(search.nr);
      return nr ? { nr } : {};
    },
    component: seite(() => import('./datenschutz/VereinGeschlossenPage')),
  }),
  route(
    '/aenderungsprotokoll',
    seite(() => import('./aenderungsprotokoll/AenderungsprotokollPage')),
  ),
  // Member fees (docs/produkt.md "Beiträge").
  route(
    '/beitraege',
    seite(() => import('./beitraege/BeitraegePage')),
  ),
  route(
    '/beitragskonto',
    seite(() => import('./beitraege/BeitragsKontoPage')),
  ),
  route(
    '/beitragslauf',
    seite(() => import('./beitraege/BeitragslaufPage')),
  ),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/beitragsrechnungen',
    // From a member's edit page: that member's fee invoices; from a fee run: that run's.
    validateSearch: (search: Record<string, unknown>): { mitglied?: number; lauf?: number } => {
      // Numbers, so the address reads ?lauf=3 (a text would be written as JSON: ?lauf=%223%22).
      const mitglied = Number(text(search.mitglied));
      const lauf = Number(text(search.lauf));
      return { ...(mitglied > 0 ? { mitglied } : {}), ...(lauf > 0 ? { lauf } : {}) };
    },
    component: seite(() => import('./beitraege/BeitragsrechnungenPage')),
  }),
  route(
    '/beitragszahlungen',
    seite(() => import('./beitraege/BeitragsZahlungenPage')),
  ),
]);

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultErrorComponent: Ladefehler,
  scrollRestoration: true,
});

// Signed in: fetch the list screens' code (and the data grid) at idle, before the user opens one.
router.subscribe('onResolved', () => {
  if (istAngemeldet()) listenCodeVorladen();
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
