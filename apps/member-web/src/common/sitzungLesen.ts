/**
 * The stored session read from its localStorage text, without React: the app's session store
 * (session.ts) and the start frame (startbild/), which runs before React has loaded, read it alike.
 */

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

export interface GeleseneSitzung {
  sitzung: Sitzung | null;
  /** The password an older app version stored instead of a device token (only with a session). */
  altesPasswort: string | null;
}

const KEINE: GeleseneSitzung = { sitzung: null, altesPasswort: null };

/** The session in `roh` (the stored text), or none when it is missing or not a whole session. */
export function sitzungLesen(roh: string | null | undefined): GeleseneSitzung {
  try {
    if (!roh) return KEINE;
    const s: unknown = JSON.parse(roh);
    if (typeof s !== 'object' || s === null) return KEINE;
    const w = s as Record<string, unknown>;
    const token = typeof w.token === 'string' && w.token !== '' ? w.token : null;
    // Apps before the device token stored the password: it is kept in memory only until it is exchanged.
    const alt = token === null && typeof w.passwort === 'string' ? w.passwort : null;
    if (
      typeof w.vereinId !== 'number' ||
      w.vereinId <= 0 ||
      typeof w.emailadresse !== 'string' ||
      typeof w.vereinsName !== 'string' ||
      typeof w.mitgliedId !== 'number' ||
      (token === null && alt === null)
    ) {
      return KEINE;
    }
    const text = (x: unknown) => (typeof x === 'string' ? x : null);
    return {
      sitzung: {
        vereinId: w.vereinId,
        emailadresse: w.emailadresse,
        token,
        geraetId: text(w.geraetId),
        vereinsName: w.vereinsName,
        mitgliedId: w.mitgliedId,
        vorname: text(w.vorname),
        nachname: text(w.nachname),
      },
      altesPasswort: alt,
    };
  } catch {
    return KEINE;
  }
}
