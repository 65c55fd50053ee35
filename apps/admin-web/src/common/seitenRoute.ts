/**
 * A page's route, its component loaded lazily with `seite`: below shell/routen.tsx angemeldetRoute (signed in)
 * or the open rootRoute. `name` picks a named export of the module; `loader` fetches ahead (see vorladen).
 */
import { createRoute } from '@tanstack/react-router';
import { angemeldetRoute, rootRoute, seite } from '../shell/routen';

interface SeitenOptionen<K> {
  name?: K;
  loader?: () => Promise<unknown>;
}

export function angemeldeteSeite<const P extends string, T extends Record<string, unknown>, K extends keyof T = 'default'>(
  path: P,
  laden: () => Promise<T>,
  { name, loader }: SeitenOptionen<K> = {},
) {
  return createRoute({ getParentRoute: () => angemeldetRoute, path, loader, component: seite(laden, name) });
}

export function offeneSeite<const P extends string, T extends Record<string, unknown>>(path: P, laden: () => Promise<T>) {
  return createRoute({ getParentRoute: () => rootRoute, path, component: seite(laden) });
}

/** A route loader's part: loads `modul` and starts its fetch; a failed load is the page's business, not the route's. */
export function vorladen<M>(modul: Promise<M>, start: (m: M) => unknown): Promise<unknown> {
  return modul.then(start, () => undefined);
}
