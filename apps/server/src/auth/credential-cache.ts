import { createHmac } from 'node:crypto';
import { emailSchluessel } from '@vereinsportal/domain';

export interface AuthInfo {
  vereinId: number;
  mitgliedId: number;
  emailadresse: string;
  /** An administrator may also use the portal; every signed-in member may use the member app. */
  istAdmin: boolean;
  /** Set when the member app signed in with this device's token (auth/geraete-token.ts). */
  geraetId?: string;
}

const mitgliedSchluessel = (vereinId: number, mitgliedId: number) => `${vereinId}:${mitgliedId}`;

/**
 * The member's row as read when the password was checked. A cached sign-in holds only while the row
 * still reads the same: another server instance may have changed it, and its invalidation reaches
 * only its own cache (docs/architecture.md, several instances).
 */
export interface MitgliedZeile {
  VereinId: number;
  Emailadresse: string | null;
  EmailNormalisiert: string | null;
  PasswortHash: string | null;
  Status: string;
  HatSystemZugriff: number;
  IstVereinsAdministrator: number;
}

/** True when `b` is the row `a` (the same sign-in columns). */
export function gleicheZeile(a: MitgliedZeile, b: MitgliedZeile): boolean {
  return (
    a.VereinId === b.VereinId &&
    a.Emailadresse === b.Emailadresse &&
    a.EmailNormalisiert === b.EmailNormalisiert &&
    a.PasswortHash === b.PasswortHash &&
    a.Status === b.Status &&
    a.HatSystemZugriff === b.HatSystemZugriff &&
    a.IstVereinsAdministrator === b.IstVereinsAdministrator
  );
}

interface Entry {
  auth: AuthInfo;
  expiresAt: number;
  zeile: MitgliedZeile | null;
}

/**
 * Verified credentials, kept briefly so an authenticated call does not pay the slow hash each time.
 * Keyed by an HMAC of the three headers under a per-process secret: the plain password is never stored.
 */
export class CredentialCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byVerein = new Map<number, Set<string>>();
  // One member may have several entries (e-mail spellings, an old and a new password within the TTL).
  private readonly byMitglied = new Map<string, Set<string>>();
  // A sign-in that read the member before a change may finish its hash after the change was
  // invalidated: `stand()` taken before the read lets `set` refuse such a stale result.
  private seq = 0;
  private floor = 0;
  private readonly invalidiert = new Map<string, number>();

  constructor(
    private readonly secret: string,
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 10_000,
  ) {}

  key(vereinId: number, emailadresse: string, passwort: string): string {
    return createHmac('sha256', this.secret)
      .update(`${vereinId}\u0000${emailSchluessel(emailadresse)}\u0000${passwort}`)
      .digest('base64');
  }

  get(key: string, now: number): AuthInfo | null {
    return this.eintrag(key, now)?.auth ?? null;
  }

  /** The sign-in and the member's row it was checked against. */
  eintrag(key: string, now: number): { auth: AuthInfo; zeile: MitgliedZeile | null } | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= now) {
      this.remove(key, entry.auth);
      return null;
    }
    return entry;
  }

  /** Drops one entry (its member's row changed). */
  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry) this.remove(key, entry.auth);
  }

  /** Taken before reading the member; pass it to `set`. */
  stand(): number {
    return this.seq;
  }

  set(key: string, auth: AuthInfo, now: number, stand = this.seq, zeile: MitgliedZeile | null = null): void {
    if (stand < this.floor || (this.invalidiert.get(mitgliedSchluessel(auth.vereinId, auth.mitgliedId)) ?? -1) > stand) return;
    if (this.entries.size >= this.maxEntries) this.clear();
    this.entries.set(key, { auth, expiresAt: now + this.ttlMs, zeile });
    let keys = this.byVerein.get(auth.vereinId);
    if (!keys) this.byVerein.set(auth.vereinId, (keys = new Set()));
    keys.add(key);
    const mitglied = mitgliedSchluessel(auth.vereinId, auth.mitgliedId);
    let eigene = this.byMitglied.get(mitglied);
    if (!eigene) this.byMitglied.set(mitglied, (eigene = new Set()));
    eigene.add(key);
  }

  /** Drops one member's sign-ins: after a change of their password, flags, status or e-mail. */
  invalidateMitglied(vereinId: number, mitgliedId: number): void {
    const mitglied = mitgliedSchluessel(vereinId, mitgliedId);
    this.seq++;
    if (this.invalidiert.size >= this.maxEntries) {
      // Bounded: forgetting the marks refuses every sign-in still in flight, which only costs a hash later.
      this.invalidiert.clear();
      this.floor = this.seq;
    }
    this.invalidiert.set(mitglied, this.seq);
    const keys = this.byMitglied.get(mitglied);
    if (!keys) return;
    const vereinKeys = this.byVerein.get(vereinId);
    for (const key of keys) {
      this.entries.delete(key);
      vereinKeys?.delete(key);
    }
    this.byMitglied.delete(mitglied);
  }

  /** Drops every sign-in of a club. */
  invalidateVerein(vereinId: number): void {
    this.floor = ++this.seq;
    for (const key of this.byVerein.get(vereinId) ?? []) {
      const auth = this.entries.get(key)?.auth;
      this.entries.delete(key);
      if (auth) this.byMitglied.delete(mitgliedSchluessel(auth.vereinId, auth.mitgliedId));
    }
    this.byVerein.delete(vereinId);
  }

  clear(): void {
    this.entries.clear();
    this.byVerein.clear();
    this.byMitglied.clear();
  }

  private remove(key: string, auth: AuthInfo): void {
    this.entries.delete(key);
    this.byVerein.get(auth.vereinId)?.delete(key);
    this.byMitglied.get(mitgliedSchluessel(auth.vereinId, auth.mitgliedId))?.delete(key);
  }
}
