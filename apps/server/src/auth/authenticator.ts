import { emailSchluessel } from '@vereinsportal/domain';
import type { AppDeps } from '../context.js';
import { tooManyRequests, unauthorized } from '../http/errors.js';
import { hashPassword, verifyPassword } from '../services/passwords.js';
import { CredentialCache, type AuthInfo } from './credential-cache.js';
import { createMemoryThrottle, type FailureThrottle } from './throttle.js';

export interface Credentials {
  vereinId: number;
  emailadresse: string;
  passwort: string;
}

export interface Authenticator {
  /** Throws 401/429 HttpErrors; returns the signed-in administrator. */
  authenticate(credentials: Credentials | null, clientIp: string): Promise<AuthInfo>;
  /** Drop cached sign-ins of a club after any member change. */
  invalidateVerein(vereinId: number): void;
}

export function createAuthenticator(deps: AppDeps): Authenticator {
  const { config, db, clock } = deps;
  const cache = new CredentialCache(config.serverSecret);
  const perUser: FailureThrottle = createMemoryThrottle(config.authMaxFailsPerUser, config.authThrottleWindowMs);
  const perIp: FailureThrottle = createMemoryThrottle(config.authMaxFailsPerIp, config.authThrottleWindowMs);
  // Unknown users still pay one hash, so response time does not reveal which e-mails exist.
  const dummyHash = hashPassword('dummy-password', config.passwordHashCost);

  return {
    invalidateVerein: (vereinId) => cache.invalidateVerein(vereinId),
    async authenticate(credentials, clientIp) {
      const now = clock.now().getTime();
      if (!credentials) {
        throw unauthorized();
      }
      const userKey = `${credentials.vereinId}:${emailSchluessel(credentials.emailadresse)}`;
      const ipKey = clientIp;
      const cacheKey = cache.key(credentials.vereinId, credentials.emailadresse, credentials.passwort);
      const cached = cache.get(cacheKey, now);
      if (cached) return cached;
      if (perUser.isBlocked(userKey, now) || perIp.isBlocked(ipKey, now)) throw tooManyRequests();

      const mitglied = await db
        .selectFrom('mitglied')
        .select(['MitgliedId', 'VereinId', 'Emailadresse', 'PasswortHash', 'Status', 'IstVereinsAdministrator', 'HatSystemZugriff'])
        .where('VereinId', '=', credentials.vereinId)
        .where('EmailNormalisiert', '=', emailSchluessel(credentials.emailadresse))
        .executeTakeFirst();
      const allowed =
        mitglied !== undefined &&
        mitglied.Status === 'A' &&
        mitglied.IstVereinsAdministrator === 1 &&
        mitglied.HatSystemZugriff === 1 &&
        mitglied.PasswortHash !== null;
      const passwordOk = allowed
        ? await verifyPassword(credentials.passwort, mitglied.PasswortHash)
        : (await verifyPassword(credentials.passwort, await dummyHash), false);
      if (!allowed || !passwordOk) {
        perUser.recordFailure(userKey, now);
        perIp.recordFailure(ipKey, now);
        throw unauthorized();
      }
      perUser.reset(userKey);
      const auth: AuthInfo = {
        vereinId: mitglied.VereinId,
        mitgliedId: mitglied.MitgliedId,
        emailadresse: mitglied.Emailadresse ?? credentials.emailadresse,
      };
      cache.set(cacheKey, auth, now);
      return auth;
    },
  };
}
