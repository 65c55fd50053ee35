import { BOTCHECK_HEADER, BOTCHECK_VERLANGT } from '@vereinsportal/contract';
import { emailSchluessel } from '@vereinsportal/domain';
import type { AppDeps } from '../context.js';
import { HttpError, tooManyRequests, unauthorized } from '../http/errors.js';
import { MELDUNG } from '../http/messages.js';
import type { BotCheck } from '../services/botcheck.js';
import { hashPassword, verifyPassword } from '../services/passwords.js';
import { CredentialCache, type AuthInfo } from './credential-cache.js';
import { createMemoryThrottle, type FailureThrottle } from './throttle.js';

export interface Credentials {
  vereinId: number;
  emailadresse: string;
  passwort: string;
}

/** Who may sign in: 'admin' the portal's administrators, 'mitglied' any member with system access (the member app). */
export type Rolle = 'admin' | 'mitglied';

export interface Authenticator {
  /**
   * Throws 401/429 HttpErrors; returns the signed-in member, who has the role. `botcheck` is a solved
   * ALTCHA payload, needed only while the account has had too many failures from several clients.
   */
  authenticate(credentials: Credentials | null, clientIp: string, botcheck?: string | null, rolle?: Rolle): Promise<AuthInfo>;
  /**
   * Drop one member's cached sign-ins: call after a change of their password, status, system access,
   * administrator flag or e-mail (or their deletion), so the next request checks afresh.
   */
  invalidateMitglied(vereinId: number, mitgliedId: number): void;
  /** Drop every cached sign-in of a club. */
  invalidateVerein(vereinId: number): void;
}

/** How long a client that signed in to an account needs no bot check for it. */
const VERTRAUT_MS = 12 * 60 * 60_000;
const VERTRAUT_MAX = 10_000;

/** 429 asking for a solved bot check; the header lets the client tell it from a plain block. */
const botcheckVerlangt = () => new HttpError(429, MELDUNG.anmeldungBotcheck, { [BOTCHECK_HEADER]: BOTCHECK_VERLANGT });

/**
 * Failures are counted per (account, client address) and per client address: a block on those
 * answers 429 to that client only, so an attacker cannot lock the owner out. Failures per account
 * across all clients only make every client prove work (a solved ALTCHA) before its password is checked.
 */
export function createAuthenticator(deps: AppDeps, botCheck: BotCheck): Authenticator {
  const { config, db, clock } = deps;
  const cache = new CredentialCache(config.serverSecret);
  const windowMs = config.authThrottleWindowMs;
  const perUserClient: FailureThrottle = createMemoryThrottle(config.authMaxFailsPerUser, windowMs);
  const perIp: FailureThrottle = createMemoryThrottle(config.authMaxFailsPerIp, windowMs);
  // Over (not at) the per-user limit: one client is blocked at that limit, so it takes failures
  // from several clients before everyone is asked for a bot check.
  const perUser: FailureThrottle = createMemoryThrottle(config.authMaxFailsPerUser + 1, windowMs);
  // (account, client) pairs that signed in lately: an open session keeps working without a bot check.
  // Only successful sign-ins add entries, and the password is still checked, so this opens no guessing.
  const vertraut = new Map<string, number>();
  const istVertraut = (key: string, now: number) => {
    const bis = vertraut.get(key);
    if (bis !== undefined && bis <= now) vertraut.delete(key);
    return bis !== undefined && bis > now;
  };
  const vertrauen = (key: string, now: number) => {
    vertraut.delete(key);
    vertraut.set(key, now + VERTRAUT_MS);
    for (const aeltester of vertraut.keys()) {
      if (vertraut.size <= VERTRAUT_MAX) break;
      vertraut.delete(aeltester);
    }
  };
  // Unknown users still pay one hash, so response time does not reveal which e-mails exist.
  const dummyHash = hashPassword('dummy-password', config.passwordHashCost);

  const laufend = new Map<string, { stand: number; auth: Promise<AuthInfo | null> }>();
  /**
   * Reads the member and checks the password: the signed-in member (cached), or null when the member is
   * unknown, inactive, without system access or the password is wrong. The role is the caller's check.
   */
  const pruefen = async (credentials: Credentials, cacheKey: string, vorrang: boolean, now: number, stand: number): Promise<AuthInfo | null> => {
    const mitglied = await db
      .selectFrom('mitglied')
      .select(['MitgliedId', 'VereinId', 'Emailadresse', 'PasswortHash', 'Status', 'IstVereinsAdministrator', 'HatSystemZugriff'])
      .where('VereinId', '=', credentials.vereinId)
      .where('EmailNormalisiert', '=', emailSchluessel(credentials.emailadresse))
      .executeTakeFirst();
    const allowed = mitglied !== undefined && mitglied.Status === 'A' && mitglied.HatSystemZugriff === 1 && mitglied.PasswortHash !== null;
    const passwordOk = allowed
      ? await verifyPassword(credentials.passwort, mitglied.PasswortHash, vorrang)
      : (await verifyPassword(credentials.passwort, await dummyHash, vorrang), false);
    if (!allowed || !passwordOk) return null;
    const auth: AuthInfo = {
      vereinId: mitglied.VereinId,
      mitgliedId: mitglied.MitgliedId,
      emailadresse: mitglied.Emailadresse ?? credentials.emailadresse,
      istAdmin: mitglied.IstVereinsAdministrator === 1,
    };
    // A member entry is kept for the portal too: it does not open the portal (see the cache check).
    cache.set(cacheKey, auth, now, stand);
    return auth;
  };

  return {
    invalidateMitglied: (vereinId, mitgliedId) => cache.invalidateMitglied(vereinId, mitgliedId),
    invalidateVerein: (vereinId) => cache.invalidateVerein(vereinId),
    async authenticate(credentials, clientIp, botcheck = null, rolle = 'admin') {
      const now = clock.now().getTime();
      const abgelehnt = () => unauthorized(rolle === 'admin' ? MELDUNG.anmeldungFalsch : MELDUNG.appAnmeldungFalsch);
      if (!credentials) {
        throw abgelehnt();
      }
      const userKey = `${credentials.vereinId}:${emailSchluessel(credentials.emailadresse)}`;
      const ipKey = clientIp;
      const userClientKey = `${userKey}\u0000${clientIp}`;
      const cacheKey = cache.key(credentials.vereinId, credentials.emailadresse, credentials.passwort);
      // One cache for both roles: a member's entry does not open the portal (that path checks afresh).
      const cached = cache.get(cacheKey, now);
      if (cached && (rolle === 'mitglied' || cached.istAdmin)) return cached;
      if (perUserClient.isBlocked(userClientKey, now) || perIp.isBlocked(ipKey, now)) throw tooManyRequests();
      // Checked before the slow hash: without a fresh solved challenge the password is not even tried.
      if (perUser.isBlocked(userKey, now) && !istVertraut(userClientKey, now)) {
        if (botcheck === null || !(await botCheck.verify(botcheck))) throw botcheckVerlangt();
      }

      // Concurrent sign-ins with the same credentials (a client's parallel calls when its entry expired)
      // share one read and hash; each still counts its own failure or success below.
      // Not one that began before a member change: it may have read the member as it was.
      const stand = cache.stand();
      let pruefung = laufend.get(cacheKey);
      if (!pruefung || pruefung.stand !== stand) {
        const neu = { stand, auth: pruefen(credentials, cacheKey, perIp.count(ipKey, now) === 0, now, stand) };
        laufend.set(cacheKey, neu);
        void neu.auth.finally(() => {
          if (laufend.get(cacheKey) === neu) laufend.delete(cacheKey);
        }).catch(() => undefined);
        pruefung = neu;
      }
      const auth = await pruefung.auth;
      if (!auth || (rolle === 'admin' && !auth.istAdmin)) {
        perUserClient.recordFailure(userClientKey, now);
        perIp.recordFailure(ipKey, now);
        perUser.recordFailure(userKey, now);
        throw abgelehnt();
      }
      // The address counter is not reset: one valid account of its own would let a client spray others.
      // Nor the account-wide one: each of the owner's sign-ins would give a distributed attacker new tries.
      perUserClient.reset(userClientKey);
      vertrauen(userClientKey, now);
      return auth;
    },
  };
}
