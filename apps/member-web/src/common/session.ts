/**
 * The signed-in member, kept in localStorage so an installed app stays signed in. The app keeps the
 * device token of `appAnmelden`, never the password (README "Die App").
 *
 *   const sitzung = useSitzung();          // React: null when signed out
 *   getSitzung() / speichereSitzung(s) / loescheSitzung()   // outside React (api credentials)
 *   altesPasswort()                        // a password an older app version stored (anmeldung/umstellung.ts)
 */
import { beobachtbar } from '@vereinsportal/web-ui/beobachtbar';
import { SITZUNG_KEY, sitzungLesen, type Sitzung } from './sitzungLesen';

export { SITZUNG_KEY, type Sitzung };

let alt: string | null = null;
let aktuell: Sitzung | null = lesen();
const beobachtet = beobachtbar(getSitzung);

function gespeichert(): string | null {
  try {
    return globalThis.localStorage?.getItem(SITZUNG_KEY) ?? null;
  } catch {
    // Storage blocked (some private modes): nobody is signed in.
    return null;
  }
}

function lesen(): Sitzung | null {
  const gelesen = sitzungLesen(gespeichert());
  alt = gelesen.altesPasswort;
  return gelesen.sitzung;
}

export function getSitzung(): Sitzung | null {
  return aktuell;
}

/** The password an older app version stored with the session; null once exchanged for a token. */
export function altesPasswort(): string | null {
  return aktuell === null ? null : alt;
}

export function speichereSitzung(s: Sitzung): void {
  aktuell = { ...s };
  alt = null;
  globalThis.localStorage?.setItem(SITZUNG_KEY, JSON.stringify(aktuell));
  beobachtet.melden();
}

export function loescheSitzung(): void {
  aktuell = null;
  alt = null;
  globalThis.localStorage?.removeItem(SITZUNG_KEY);
  beobachtet.melden();
}

/** Re-reads the stored session (tests; another tab signing out). */
export function sitzungNeuLesen(): void {
  aktuell = lesen();
  beobachtet.melden();
}

export const useSitzung: () => Sitzung | null = beobachtet.useWert;

// Another tab of the app signed in or out: follow it.
globalThis.addEventListener?.('storage', (e: StorageEvent) => {
  if (e.key === SITZUNG_KEY) sitzungNeuLesen();
});
