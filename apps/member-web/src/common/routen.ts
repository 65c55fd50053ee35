/**
 * The app's routes and their paths, without React: the router (router.ts) and the start frame (startbild/),
 * which runs before React has loaded, read a path alike.
 */
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
