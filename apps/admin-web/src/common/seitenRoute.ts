/** A signed-in page's route (below shell/routen.tsx angemeldetRoute), its component loaded lazily with `seite`. */
import { createRoute } from '@tanstack/react-router';
import { angemeldetRoute, seite } from '../shell/routen';

export function angemeldeteSeite<const P extends string>(path: P, laden: Parameters<typeof seite>[0]) {
  return createRoute({ getParentRoute: () => angemeldetRoute, path, component: seite(laden) });
}
