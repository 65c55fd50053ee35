/**
 * A screen loaded on demand that renders without suspending once its code is loaded.
 *
 * Why: React keeps a Suspense fallback on screen for at least 300 ms before it reveals the content
 * (its fallback throttle). A tab whose code loads in a few milliseconds from the service worker's cache
 * still showed 'Laden...' for 300 ms: the Termine tab painted its first card about 400 ms after the tap
 * although the answer was there after about 110 ms (`pnpm bench`, scripts/bench/serien.mjs). The bottom
 * navigation therefore loads the screen's code first (`vorladen`) and navigates when it is there; the
 * screen then renders directly. Any other way to a screen (a link, the back button) falls back to `lazy`.
 *
 *   const TermineScreen = bildschirm(() => import('../termine/TermineScreen'));
 *   void TermineScreen.vorladen().then(() => navigate(...));
 */
import { lazy, useState, type ComponentType } from 'react';

export interface Bildschirm<P extends object> {
  (props: P): React.ReactNode;
  /** Loads the screen's code (once); resolves when it renders without suspending. */
  vorladen: () => Promise<unknown>;
}

export function bildschirm<P extends object>(laden: () => Promise<{ default: ComponentType<P> }>): Bildschirm<P> {
  let geladen: ComponentType<P> | null = null;
  let versprechen: Promise<{ default: ComponentType<P> }> | null = null;
  const vorladen = () => {
    versprechen ??= laden().then(
      (modul) => {
        geladen = modul.default;
        return modul;
      },
      (fehler: unknown) => {
        // A failed load may be retried by the next tap (e.g. back online); `lazy` shows the error meanwhile.
        versprechen = null;
        throw fehler;
      },
    );
    return versprechen;
  };
  const Verzoegert = lazy(vorladen);
  function Anzeige(props: P) {
    // Chosen once per mount: switching between the two would remount the screen and lose its state.
    const [Direkt] = useState(() => geladen);
    return Direkt ? <Direkt {...props} /> : <Verzoegert {...props} />;
  }
  return Object.assign(Anzeige, { vorladen });
}
