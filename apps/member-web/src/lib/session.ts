/**
 * The signed-in member, kept in localStorage so an installed app stays signed in.
 *
 *   const sitzung = useSitzung();          // React: null when signed out
 *   getSitzung() / speichereSitzung(s) / loescheSitzung()   // outside React (api credentials)
 */
import { useSyncExternalStore } from 'react';

export interface Sitzung {
  vereinId: number;
  emailadresse: string;
  passwort: string;
  vereinsName: string;
  mitgliedId: number;
  vorname: string | null;
  nachname: string | null;
}

export const SITZUNG_KEY = 'vereinsportal.app.sitzung';

const listeners = new Set<() => void>();
let aktuell: Sitzung | null = lesen();

function istSitzung(x: unknown): x is Sitzung {
  if (typeof x !== 'object' || x === null) return false;
  const s = x as Record<string, unknown>;
  return (
    typeof s.vereinId === 'number' &&
    s.vereinId > 0 &&
    typeof s.emailadresse === 'string' &&
    typeof s.passwort === 'string' &&
    typeof s.vereinsName === 'string' &&
    typeof s.mitgliedId === 'number'
  );
}

function lesen(): Sitzung | null {
  try {
    const roh = globalThis.localStorage?.getItem(SITZUNG_KEY);
    if (!roh) return null;
    const wert: unknown = JSON.parse(roh);
    return istSitzung(wert) ? { ...wert, vorname: wert.vorname ?? null, nachname: wert.nachname ?? null } : null;
  } catch {
    return null;
  }
}

function melden(): void {
  for (const l of listeners) l();
}

export function getSitzung(): Sitzung | null {
  return aktuell;
}

export function speichereSitzung(s: Sitzung): void {
  aktuell = { ...s };
  globalThis.localStorage?.setItem(SITZUNG_KEY, JSON.stringify(aktuell));
  melden();
}

/** Only the password changes (after 'Passwort ändern'). */
export function speicherePasswort(passwort: string): void {
  if (aktuell) speichereSitzung({ ...aktuell, passwort });
}

export function loescheSitzung(): void {
  aktuell = null;
  globalThis.localStorage?.removeItem(SITZUNG_KEY);
  melden();
}

/** Re-reads the stored session (tests; another tab signing out). */
export function sitzungNeuLesen(): void {
  aktuell = lesen();
  melden();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSitzung(): Sitzung | null {
  return useSyncExternalStore(subscribe, getSitzung, getSitzung);
}

// Another tab of the app signed in or out: follow it.
globalThis.addEventListener?.('storage', (e: StorageEvent) => {
  if (e.key === SITZUNG_KEY) sitzungNeuLesen();
});
