import { BOTCHECK_HEADER, BOTCHECK_VERLANGT } from '@vereinsportal/contract';
import { emailSchluessel } from '@vereinsportal/domain';
import { createQueryId } from 'kysely';
import type { AppDeps } from '../context.js';
import { HttpError, tooManyRequests, unauthorized } from '../http/errors.js';
import { SERVER_MELDUNG } from '../http/messages.js';
import type { BotCheck } from '../services/botcheck.js';
import { hashPassword, verifyPassword } from '../services/passwords.js';
import { CredentialCache, gleicheZeile, type AuthInfo, type MitgliedZeile } from './credential-cache.js';
import { createFailureThrottle, createTrustedClients } from './throttle.js';

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
/** Blocked clients remembered in process (see `gesperrtBis`). */
const GESPERRT_MAX = 10_000;

/** The member's sign-in columns, read at the password check and again on each cache hit. */
const ZEILE = [
  'VereinId',
  'Emailadresse',
  'EmailNormalisiert',
  'PasswortHash',
  'Status',
  'HatSystemZugriff',
  'IstVereinsAdministrator',
] as const;

/** 429 asking for a solved bot check; the header lets the client tell it from a plain block. */
const botcheckVerlangt = () => new HttpError(429, SERVER_MELDUNG.anmeldungBotcheck, { [BOTCHECK_HEADER]: BOTCHECK_VERLANGT });

/**
 * Failures are counted per (account, client address) and per client address: a block on those
 * answers 429 to that client only, so an attacker cannot lock the owner out. Failures per account
 * across all clients only make every client prove work (a solved ALTCHA) before its password is checked.
 * Counters and trusted clients live in the database, so they hold across server instances; a cached
 * sign-in is re-checked against the member's row on every use (see `nochGueltig`).
 */
export function createAuthenticator(deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'metriken'>, botCheck: BotCheck): Authenticator {
  const { config, db, clock } = deps;
  const cache = new CredentialCache(config.serverSecret);
  // One window and one table for the three counters: per (account, client), per client, per account.
  const fehler = createFailureThrottle(db, config.serverSecret, config.authThrottleWindowMs);
  const maxProClient = config.authMaxFailsPerUser;
  const maxProAdresse = config.authMaxFailsPerIp;
  // Over (not at) the per-user limit: one client is blocked at that limit, so it takes failures
  // from several clients before everyone is asked for a bot check.
  const maxProKonto = config.authMaxFailsPerUser + 1;
  // (account, client) pairs that signed in lately: an open session keeps working without a bot check.
  // Only successful sign-ins add entries, and the password is still checked, so this opens no guessing.
  const vertraut = createTrustedClients(db, config.serverSecret);
  // A block on a client (per account and client, or per address) ends when its failures leave the window:
  // the address counter is never reset, and a success that resets the other needs an unblocked client
  // (only one already past the check when the block began). Once read, a block is kept here until it
  // ends, so a flood from a blocked client costs no query.
  const gesperrtBis = new Map<string, number>();
  const istGesperrt = (key: string, now: number) => {
    const bis = gesperrtBis.get(key);
    if (bis !== undefined && bis <= now) gesperrtBis.delete(key);
    return bis !== undefined && bis > now;
  };
  const sperreMerken = (key: string, bis: number) => {
    gesperrtBis.delete(key);
    gesperrtBis.set(key, bis);
    // Bounded: the oldest entries go first; a forgotten block is read from the database again.
    for (const aeltester of gesperrtBis.keys()) {
      if (gesperrtBis.size <= GESPERRT_MAX) break;
      gesperrtBis.delete(aeltester);
    }
  };
  // Unknown users still pay one hash, so response time does not reveal which e-mails exist.
  const dummyHash = hashPassword('dummy-password', config.passwordHashCost);

  const laufend = new Map<string, { stand: number; auth: Promise<AuthInfo | null> }>();
  /**
   * Reads the member and checks the password: the signed-in member (cached), or null when the member is
   * unknown, inactive, without system access or the password is wrong. The role is the caller's check.
   */
  const pruefen = async (
    credentials: Credentials,
    cacheKey: string,
    vorrang: boolean,
    now: number,
    stand: number,
  ): Promise<AuthInfo | null> => {
    const mitglied = await db
      .selectFrom('mitglied')
      .select(['MitgliedId', ...ZEILE])
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
    const { MitgliedId: _id, ...zeile } = mitglied;
    cache.set(cacheKey, auth, now, stand, zeile);
    return auth;
  };

  /**
   * A cached sign-in holds only while the member's row reads as it did at the password check: a change
   * of password, status, system access, administrator flag or e-mail (or a deletion) made through another
   * instance reaches this cache only through the row. One read by primary key, no hash; the in-process
   * invalidation stays the fast path for changes made here.
   */
  // Compiled once: it runs on every authenticated request, and building the SQL cost as much as running it.
  const zeileAbfrage = db.selectFrom('mitglied').select(ZEILE).where('MitgliedId', '=', 0).compile();
  const nochGueltig = async (auth: AuthInfo, zeile: MitgliedZeile | null): Promise<boolean> => {
    if (zeile === null) return false;
    const { rows } = await db.executeQuery<MitgliedZeile>({ ...zeileAbfrage, parameters: [auth.mitgliedId], queryId: createQueryId() });
    const jetzt = rows[0];
    return jetzt !== undefined && gleicheZeile(jetzt, zeile);
  };

  return {
    invalidateMitglied: (vereinId, mitgliedId) => cache.invalidateMitglied(vereinId, mitgliedId),
    invalidateVerein: (vereinId) => cache.invalidateVerein(vereinId),
    async authenticate(credentials, clientIp, botcheck = null, rolle = 'admin') {
      const now = clock.now().getTime();
      const abgelehnt = () => unauthorized(rolle === 'admin' ? SERVER_MELDUNG.anmeldungFalsch : SERVER_MELDUNG.appAnmeldungFalsch);
      if (!credentials) {
        throw abgelehnt();
      }
      const konto = `${credentials.vereinId}:${emailSchluessel(credentials.emailadresse)}`;
      // The counters' keys, told apart by a prefix (they share one table).
      const userKey = `konto:${konto}`;
      const ipKey = `adresse:${clientIp}`;
      const userClientKey = `konto-adresse:${konto}\u0000${clientIp}`;
      const cacheKey = cache.key(credentials.vereinId, credentials.emailadresse, credentials.passwort);
      // One cache for both roles: a member's entry does not open the portal (that path checks afresh).
      const cached = cache.eintrag(cacheKey, now);
      if (cached && (rolle === 'mitglied' || cached.auth.istAdmin)) {
        if (await nochGueltig(cached.auth, cached.zeile)) {
          deps.metriken.anmeldeCache(true);
          return cached.auth;
        }
        cache.delete(cacheKey);
      }
      // A miss: the password is checked (or the sign-in refused), whatever follows.
      deps.metriken.anmeldeCache(false);
      if (istGesperrt(userClientKey, now) || istGesperrt(ipKey, now)) throw tooManyRequests();
      const [proClient = 0, proAdresse = 0, proKonto = 0] = await fehler.counts([userClientKey, ipKey, userKey], now);
      if (proClient >= maxProClient || proAdresse >= maxProAdresse) {
        if (proClient >= maxProClient) sperreMerken(userClientKey, await fehler.blockedUntil(userClientKey, maxProClient, now));
        if (proAdresse >= maxProAdresse) sperreMerken(ipKey, await fehler.blockedUntil(ipKey, maxProAdresse, now));
        throw tooManyRequests();
      }
      // Checked before the slow hash: without a fresh solved challenge the password is not even tried.
      if (proKonto >= maxProKonto && !(await vertraut.isTrusted(userClientKey, now))) {
        if (botcheck === null || !(await botCheck.verify(botcheck))) throw botcheckVerlangt();
      }

      // Concurrent sign-ins with the same credentials (a client's parallel calls when its entry expired)
      // share one read and hash; each still counts its own failure or success below.
      // Not one that began before a member change: it may have read the member as it was.
      const stand = cache.stand();
      let pruefung = laufend.get(cacheKey);
      // A parallel call may have finished that check while this one read the counters: its fresh entry serves.
      const inzwischen = pruefung ? null : cache.eintrag(cacheKey, now);
      if (inzwischen && (rolle === 'mitglied' || inzwischen.auth.istAdmin)) {
        pruefung = { stand, auth: Promise.resolve(inzwischen.auth) };
      } else if (!pruefung || pruefung.stand !== stand) {
        const neu = { stand, auth: pruefen(credentials, cacheKey, proAdresse === 0, now, stand) };
        laufend.set(cacheKey, neu);
        void neu.auth
          .finally(() => {
            if (laufend.get(cacheKey) === neu) laufend.delete(cacheKey);
          })
          .catch(() => undefined);
        pruefung = neu;
      }
      const auth = await pruefung.auth;
      if (!auth || (rolle === 'admin' && !auth.istAdmin)) {
        await fehler.recordFailure([userClientKey, ipKey, userKey], now);
        throw abgelehnt();
      }
      // The address counter is not reset: one valid account of its own would let a client spray others.
      // Nor the account-wide one: each of the owner's sign-ins would give a distributed attacker new tries.
      await fehler.reset(userClientKey);
      gesperrtBis.delete(userClientKey);
      await vertraut.trust(userClientKey, now + VERTRAUT_MS, now);
      return auth;
    },
  };
}
