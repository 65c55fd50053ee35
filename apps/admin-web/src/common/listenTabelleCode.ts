/**
 * The list table's code (ListenTabelle.tsx), loaded once: by the idle prefetch after sign-in, a route loader or the
 * first list table. Once it is here, tables render it directly instead of through Suspense.
 *   await listenTabelleLaden();   geladeneListenTabelle()?.ListenTabelle
 */
import type * as Modul from './ListenTabelle';

let modul: typeof Modul | null = null;
let laden: Promise<typeof Modul> | null = null;

export function listenTabelleLaden(): Promise<typeof Modul> {
  laden ??= import('./ListenTabelle').then(
    (m) => (modul = m),
    (error: unknown) => {
      laden = null; // a later call tries again
      throw error;
    },
  );
  return laden;
}

export function geladeneListenTabelle(): typeof Modul | null {
  return modul;
}
