/**
 * The signed-in member, kept in localStorage so an installed app stays signed in. The app keeps the
 * device token of `appAnmelden`, never the password (README "Die App").
 *
 *   const sitzung = useSitzung();          // React: null when signed out
 *   getSitzung() / speichereSitzung(s) / loescheSitzung()   // outside React (api credentials)
 *   altesPasswort()                        // a password an older app version stored (anmeldung/umstellung.ts)
 */
import { beobachtbar } from '@vereinsportal/web-ui/beobachtbar';

export interface Sitzung {
  vereinId: number;
  emailadresse: string;
  /** The device token; null only while a session stored by an older app awaits its exchange. */
  token: string | null;
  /** This installation's id (anmeldung/geraet.ts), as the server knows it. */
  geraetId: string | null;
  vereinsName: string;
  mitgliedId: number;
  vorname: string | null;
  nachname: string | null;
}

export const SITZUNG_KEY = 'vereinsportal.app.sitzung';

let alt: string | null = null;
let aktuell: Sitzung | null = lesen();
const beobachtet = beobachtbar(getSitzung);

function lesen(): Sitzung | null {
  alt = null;
  try {
    const roh = globalThis.localStorage?.getItem(SITZUNG_KEY);
    if (!roh) return null;
    const s: unknown = JSON.parse(roh);
    if (typeof s !== 'object' || s === null) return null;
    const w = s as Record<string, unknown>;
    const token = typeof w.token === 'string' && w.token !== '' ? w.token : null;
    // Apps before the device token stored the password: it is kept in memory only until it is exchanged.
    if (token === null && typeof w.passwort === 'string') alt = w.passwort;
    if (
      typeof w.vereinId !== 'number' ||
      w.vereinId <= 0 ||
      typeof w.emailadresse !== 'string' ||
      typeof w.vereinsName !== 'string' ||
      typeof w.mitgliedId !== 'number' ||
      (token === null && alt === null)
    ) {
      alt = null;
      return null;
    }
    const text = (x: unknown) => (typeof x === 'string' ? x : null);
    return {
      vereinId: w.vereinId,
      emailadresse: w.emailadresse,
      token,
      geraetId: text(w.geraetId),
      vereinsName: w.vereinsName,
      mitgliedId: w.mitgliedId,
      vorname: text(w.vorname),
      nachname: text(w.nachname),
    };
  } catch {
    return null;
  }
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
