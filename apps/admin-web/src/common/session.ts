/**
 * The signed-in user (docs/produkt.md §3), kept in browser sessionStorage so a reload keeps the sign-in
 * but a new tab or browser session starts signed out.
 *
 * Usage:
 *   const { user, setUser, clear } = useSession();   // React components (re-render on change)
 *   getSession() / saveSession(user) / clearSession() // outside React (api credentials, router guard)
 */
import { beobachtbar } from '@vereinsportal/web-ui/beobachtbar';
import type { SessionUser } from '@vereinsportal/domain';

const STORAGE_KEY = 'vereinsportal.sessionUser';

/** The signed-out user: every field empty, 0 or false (docs/produkt.md §3 "Clearing"). */
export const LEERER_BENUTZER: SessionUser = Object.freeze({
  benutzerAngemeldet: false,
  vereinId: 0,
  emailadresse: '',
  passwort: '',
  vereinsName: '',
  userMitgliedId: 0,
  userNachname: '',
  userVorname: '',
});

// Cached so useSyncExternalStore gets a stable snapshot between changes.
let current: SessionUser = lesen();
const sitzung = beobachtbar(getSession);

function lesen(): SessionUser {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    if (!raw) return LEERER_BENUTZER;
    return { ...LEERER_BENUTZER, ...(JSON.parse(raw) as Partial<SessionUser>) };
  } catch {
    return LEERER_BENUTZER;
  }
}

export function getSession(): SessionUser {
  return current;
}

export function istAngemeldet(): boolean {
  return current.benutzerAngemeldet;
}

export function saveSession(user: SessionUser): void {
  current = { ...user };
  globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(current));
  sitzung.melden();
}

/** Resets the user to empty/0/false and stores that state. */
export function clearSession(): void {
  current = LEERER_BENUTZER;
  globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(current));
  sitzung.melden();
}

/** Session user as React state plus setters. */
export function useSession(): { user: SessionUser; setUser: (u: SessionUser) => void; clear: () => void } {
  const user = sitzung.useWert();
  return { user, setUser: saveSession, clear: clearSession };
}
