/**
 * A lazily loaded component that can be loaded ahead (e.g. by a route loader, in parallel with the screen's
 * data). Once loaded it renders at once; React.lazy alone would suspend for a tick even then and flash its
 * fallback. Before that it suspends like React.lazy: render it inside <Suspense>.
 *
 *   export const navBar = vorladbar(() => import('./NavBar').then((m) => m.NavBar));
 *   loader: () => navBar.vorladen()          <Suspense fallback={...}><navBar.Komponente /></Suspense>
 */
import { createElement, lazy, type ComponentType } from 'react';

export interface Vorladbar<P extends object> {
  vorladen: () => Promise<ComponentType<P>>;
  Komponente: ComponentType<P>;
}

export function vorladbar<P extends object>(laden: () => Promise<ComponentType<P>>): Vorladbar<P> {
  let geladen: ComponentType<P> | undefined;
  let versprechen: Promise<ComponentType<P>> | undefined;
  const vorladen = () =>
    (versprechen ??= laden().then(
      (k) => (geladen = k),
      (error: unknown) => {
        // A failed download is tried again by the next use.
        versprechen = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => vorladen().then((k) => ({ default: k })));
  function Komponente(props: P) {
    return createElement(geladen ?? Lazy, props);
  }
  return { vorladen, Komponente };
}
