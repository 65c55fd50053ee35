/**
 * Whether the app shows older data: the browser says it is offline, or the last API call failed for
 * network reasons or was answered from the service worker's cache (header OFFLINE_HEADER).
 *
 *   const offline = useOffline();
 *   netzErgebnis(ok)   // called by the api's fetch after every request
 */
import { beobachtbar } from '@vereinsportal/web-ui/beobachtbar';

/** Set by the service worker on an answer it served from its cache. */
export const OFFLINE_HEADER = 'X-Vereinsportal-Offline';

let netzFehler = false;
let zustand = berechnen();
const beobachtet = beobachtbar(istOffline);

function berechnen(): boolean {
  const online = globalThis.navigator?.onLine ?? true;
  return !online || netzFehler;
}

function aktualisieren(): void {
  const neu = berechnen();
  if (neu === zustand) return;
  zustand = neu;
  beobachtet.melden();
}

/** Records whether the last request reached the server. */
export function netzErgebnis(ok: boolean): void {
  netzFehler = !ok;
  aktualisieren();
}

globalThis.addEventListener?.('online', aktualisieren);
globalThis.addEventListener?.('offline', aktualisieren);

export function istOffline(): boolean {
  return zustand;
}

export const useOffline: () => boolean = beobachtet.useWert;

/** fetch that reports to netzErgebnis: a thrown fetch or a cached answer counts as offline. */
export function createMeldenderFetch(basis: typeof fetch = (input, init) => globalThis.fetch(input, init)): typeof fetch {
  return async (input, init) => {
    try {
      const antwort = await basis(input, init);
      netzErgebnis(antwort.headers.get(OFFLINE_HEADER) !== '1');
      return antwort;
    } catch (error) {
      netzErgebnis(false);
      throw error;
    }
  };
}
