import { createHmac } from 'node:crypto';
import { emailSchluessel } from '@vereinsportal/domain';

export interface AuthInfo {
  vereinId: number;
  mitgliedId: number;
  emailadresse: string;
  /** An administrator may also use the portal; every signed-in member may use the member app. */
  istAdmin: boolean;
}

interface Entry {
  auth: AuthInfo;
  expiresAt: number;
}

/**
 * Verified credentials, kept briefly so an authenticated call does not pay the slow hash each time.
 * Keyed by an HMAC of the three headers under a per-process secret: the plain password is never stored.
 */
export class CredentialCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byVerein = new Map<number, Set<string>>();

  constructor(
    private readonly secret: string,
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 10_000,
  ) {}

  key(vereinId: number, emailadresse: string, passwort: string): string {
    return createHmac('sha256', this.secret).update(`${vereinId}\u0000${emailSchluessel(emailadresse)}\u0000${passwort}`).digest('base64');
  }

  get(key: string, now: number): AuthInfo | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= now) {
      this.remove(key, entry.auth.vereinId);
      return null;
    }
    return entry.auth;
  }

  set(key: string, auth: AuthInfo, now: number): void {
    if (this.entries.size >= this.maxEntries) this.clear();
    this.entries.set(key, { auth, expiresAt: now + this.ttlMs });
    let keys = this.byVerein.get(auth.vereinId);
    if (!keys) this.byVerein.set(auth.vereinId, (keys = new Set()));
    keys.add(key);
  }

  /** Called on every member change of a club (password, flags, status, e-mail). */
  invalidateVerein(vereinId: number): void {
    for (const key of this.byVerein.get(vereinId) ?? []) this.entries.delete(key);
    this.byVerein.delete(vereinId);
  }

  clear(): void {
    this.entries.clear();
    this.byVerein.clear();
  }

  private remove(key: string, vereinId: number): void {
    this.entries.delete(key);
    this.byVerein.get(vereinId)?.delete(key);
  }
}
