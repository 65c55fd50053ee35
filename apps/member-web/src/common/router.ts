/**
 * The app's small router: paths below /app/ (History API), one screen per path.
 *
 * Why not TanStack Router, as in the portal: the sign-in screen must load with at most 100 kB gzip of
 * JavaScript (bench/first-load.mjs, docs/architecture.md "member-web"), and it needs the route. Measured
 * 2026-11-26: this file is 0.6 kB gzip in the build and the first load 90.0 kB; @tanstack/react-router
 * 1.170 (createRouter, RouterProvider, Link, useNavigate; React not counted) bundles to 27.5 kB gzip
 * (esbuild --minify, gzip -9), which would put the first load at about 117 kB.
 *
 *   const route = useRoute();          // { name: 'termine' } ...
 *   navigate(pfadVon({ name: 'newsDetail', id: 3 }));
 */
import { beobachtbar } from '@vereinsportal/web-ui/beobachtbar';
import { APP_BASIS } from '@vereinsportal/domain';

export type Route =
  | { name: 'news' }
  | { name: 'newsDetail'; id: number }
  | { name: 'termine' }
  | { name: 'dokumente' }
  | { name: 'mitglieder' }
  | { name: 'mehr' }
  | { name: 'verein' }
  | { name: 'profil' }
  | { name: 'beitraege' }
  | { name: 'passwort' };

export type RouteName = Route['name'];

const EINFACH: readonly RouteName[] = ['termine', 'dokumente', 'mitglieder', 'mehr', 'verein', 'profil', 'beitraege', 'passwort'];

/** The route of a pathname; anything unknown below /app/ is the news list (the start screen). */
export function routeAusPfad(pathname: string): Route {
  const rest = pathname.startsWith(`${APP_BASIS}/`) ? pathname.slice(APP_BASIS.length + 1) : '';
  const teile = rest.split('/').filter((t) => t !== '');
  const [erster, zweiter] = teile;
  if (erster === 'news' && zweiter !== undefined && /^\d+$/.test(zweiter)) return { name: 'newsDetail', id: Number(zweiter) };
  const name = EINFACH.find((n) => n === erster);
  return name && teile.length === 1 ? ({ name } as Route) : { name: 'news' };
}

export function pfadVon(route: Route): string {
  switch (route.name) {
    case 'news':
      return `${APP_BASIS}/`;
    case 'newsDetail':
      return `${APP_BASIS}/news/${route.id}`;
    default:
      return `${APP_BASIS}/${route.name}`;
  }
}

let pfad = globalThis.location?.pathname ?? `${APP_BASIS}/`;
let route = routeAusPfad(pfad);
const beobachtet = beobachtbar(getRoute);

function aktualisieren(): void {
  const neu = globalThis.location?.pathname ?? `${APP_BASIS}/`;
  if (neu === pfad) return;
  pfad = neu;
  route = routeAusPfad(neu);
  beobachtet.melden();
}

globalThis.addEventListener?.('popstate', aktualisieren);

export function navigate(ziel: string, optionen: { replace?: boolean } = {}): void {
  if (optionen.replace) window.history.replaceState(null, '', ziel);
  else if (ziel !== window.location.pathname) window.history.pushState(null, '', ziel);
  aktualisieren();
  window.scrollTo?.(0, 0);
}

export function getRoute(): Route {
  return route;
}

export const useRoute: () => Route = beobachtet.useWert;
