/**
 * A value kept outside React (the session, the route, the offline state, the pending requests) that
 * components follow: the module calls `melden()` after each change; `useWert()` in a component reads the
 * value and renders again after each `melden()` (useSyncExternalStore). `lesen` returns a stable snapshot.
 *
 *   const sitzung = beobachtbar(getSitzung);
 *   export const useSitzung = sitzung.useWert;   // …  aktuell = neu; sitzung.melden();
 */
import { useSyncExternalStore } from 'react';

export function beobachtbar<T>(lesen: () => T, lesenOhneBrowser: () => T = lesen) {
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    melden(): void {
      for (const l of listeners) l();
    },
    useWert(): T {
      return useSyncExternalStore(subscribe, lesen, lesenOhneBrowser);
    },
  };
}
