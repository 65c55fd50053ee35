import { createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { isPostgres, toNumber } from '../db/dialect.js';
import type { Database } from '../db/schema.js';

/**
 * Failed sign-ins per key in a sliding window, kept in the database: every server instance on it
 * counts the same failures (docs/architecture.md, several instances). The limits are the caller's.
 */
export interface FailureThrottle {
  /** Failures of each key within the window, in the order of `keys` (one query). */
  counts(keys: readonly string[], now: number): Promise<number[]>;
  /**
   * When the key's count within the window falls below `limit` again, if no failure is added:
   * the time its `limit`-th newest failure leaves the window (`now` when it is not at the limit).
   */
  blockedUntil(key: string, limit: number, now: number): Promise<number>;
  /** One failure for each key. */
  recordFailure(keys: readonly string[], now: number): Promise<void>;
  /**
   * One entry for each key, only when every key's count is below its limit (`limits` in the order of
   * `keys`); false when one is at its limit. Run it in the transaction of what it limits: concurrent
   * calls of this limit are serialised until that commits, so they cannot all count before any records.
   */
  recordIfBelow(trx: Kysely<Database>, keys: readonly string[], limits: readonly number[], now: number): Promise<boolean>;
  /** Forgets the key's failures. */
  reset(key: string): Promise<void>;
}

/** Keys that signed in lately (an open session needs no bot check), shared like the failures. */
export interface TrustedClients {
  isTrusted(key: string, now: number): Promise<boolean>;
  trust(key: string, until: number, now: number): Promise<void>;
}

/**
 * The limits kept in anmelde_fehler, each with its own window: failed sign-ins, registrations and
 * 'Passwort vergessen' requests (each of the latter two sends a mail to a stranger-chosen address).
 */
export type LimitArt = 'anmeldung' | 'registrierung' | 'passwort-vergessen';

/** How often one instance deletes rows that no longer count (on its next write). */
const AUFRAEUMEN_MS = 60_000;

/**
 * Keys name an account (e-mail) and a client address: the table holds an HMAC under the server
 * secret, so neither is stored in clear, and instances with the same SERVER_SECRET count together.
 */
function schluessel(secret: string, key: string, art: LimitArt = 'anmeldung'): string {
  return createHmac('sha256', secret).update(`${art}\u0000${key}`).digest('base64url');
}

/**
 * Runs `aufraeumen` at most every AUFRAEUMEN_MS of clock time (also after the clock went back): the
 * purge of rows that no longer count, shared by the sign-in limits and the used bot checks.
 */
export function gelegentlich(aufraeumen: (now: number) => Promise<unknown>): (now: number) => Promise<void> {
  let zuletzt: number | null = null;
  return async (now) => {
    if (zuletzt !== null && now >= zuletzt && now - zuletzt < AUFRAEUMEN_MS) return;
    zuletzt = now;
    await aufraeumen(now);
  };
}

/**
 * Rows are written only for a failure that got past the limits and paid a password hash (the hash
 * limiter bounds their rate), and rows older than the window are deleted on an instance's next
 * write at most once a minute: the table stays bounded under a flood.
 */
export function createFailureThrottle(
  db: Kysely<Database>,
  secret: string,
  windowMs: number,
  art: LimitArt = 'anmeldung',
): FailureThrottle {
  // Only this limit's rows: the others have longer windows (a day for registrations).
  const aufraeumen = gelegentlich((now) =>
    db
      .deleteFrom('anmelde_fehler')
      .where('Art', '=', art)
      .where('Zeit', '<=', now - windowMs)
      .execute(),
  );
  /** Failures within the window per stored key, in the keys' order. */
  const zaehlen = async (q: Kysely<Database>, schluesselListe: string[], now: number): Promise<number[]> => {
    const zeilen = await q
      .selectFrom('anmelde_fehler')
      .select((eb) => ['Schluessel', eb.fn.countAll().as('anzahl')])
      .where('Schluessel', 'in', schluesselListe)
      .where('Zeit', '>', now - windowMs)
      .groupBy('Schluessel')
      .execute();
    const anzahl = new Map(zeilen.map((z) => [z.Schluessel, toNumber(z.anzahl)]));
    return schluesselListe.map((s) => anzahl.get(s) ?? 0);
  };
  return {
    async counts(keys, now) {
      return keys.length === 0
        ? []
        : zaehlen(
            db,
            keys.map((k) => schluessel(secret, k, art)),
            now,
          );
    },
    async blockedUntil(key, limit, now) {
      const zeile = await db
        .selectFrom('anmelde_fehler')
        .select('Zeit')
        .where('Schluessel', '=', schluessel(secret, key, art))
        .where('Zeit', '>', now - windowMs)
        .orderBy('Zeit', 'desc')
        .limit(1)
        .offset(limit - 1)
        .executeTakeFirst();
      return zeile ? toNumber(zeile.Zeit) + windowMs : now;
    },
    async recordFailure(keys, now) {
      if (keys.length === 0) return;
      await db
        .insertInto('anmelde_fehler')
        .values(keys.map((k) => ({ Schluessel: schluessel(secret, k, art), Zeit: now, Art: art })))
        .execute();
      await aufraeumen(now);
    },
    async recordIfBelow(trx, keys, limits, now) {
      // SQLite runs one transaction at a time; PostgreSQL needs a lock held until commit.
      if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${`anmelde_fehler:${art}`}))`.execute(trx);
      const schluesselListe = keys.map((k) => schluessel(secret, k, art));
      const anzahl = await zaehlen(trx, schluesselListe, now);
      if (anzahl.some((n, i) => n >= (limits[i] ?? 0))) return false;
      await trx
        .insertInto('anmelde_fehler')
        .values(schluesselListe.map((s) => ({ Schluessel: s, Zeit: now, Art: art })))
        .execute();
      // Not `aufraeumen`: it runs outside this transaction, which holds SQLite's only connection.
      await trx
        .deleteFrom('anmelde_fehler')
        .where('Art', '=', art)
        .where('Zeit', '<=', now - windowMs)
        .execute();
      return true;
    },
    async reset(key) {
      await db
        .deleteFrom('anmelde_fehler')
        .where('Schluessel', '=', schluessel(secret, key, art))
        .execute();
    },
  };
}

/** Only successful sign-ins add entries; expired ones are deleted like old failures. */
export function createTrustedClients(db: Kysely<Database>, secret: string): TrustedClients {
  const aufraeumen = gelegentlich((now) => db.deleteFrom('anmelde_vertraut').where('Bis', '<=', now).execute());
  return {
    async isTrusted(key, now) {
      const zeile = await db
        .selectFrom('anmelde_vertraut')
        .select('Schluessel')
        .where('Schluessel', '=', schluessel(secret, key))
        .where('Bis', '>', now)
        .executeTakeFirst();
      return zeile !== undefined;
    },
    async trust(key, until, now) {
      await db
        .insertInto('anmelde_vertraut')
        .values({ Schluessel: schluessel(secret, key), Bis: until })
        .onConflict((oc) => oc.column('Schluessel').doUpdateSet({ Bis: until }))
        .execute();
      await aufraeumen(now);
    },
  };
}
