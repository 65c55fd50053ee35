import { availableParallelism } from 'node:os';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFailureThrottle } from '../../src/auth/throttle.js';
import { toNumber } from '../../src/db/dialect.js';
import { HttpError } from '../../src/http/errors.js';
import { createBotCheck } from '../../src/services/botcheck.js';
import { ConcurrencyLimit, hashLimit, hashPassword, verifyPassword } from '../../src/services/passwords.js';
import { expectApiError } from '../helpers/expect-error.js';
import { clientHinterProxy } from '../helpers/hinter-proxy.js';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/test-server.js';

/** A task the test finishes by hand, so nothing depends on timing. */
function offeneAufgabe() {
  let fertig: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (fertig = resolve));
  return { promise, fertig: () => fertig() };
}

const ruhe = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('bounded password hashing', () => {
  it('never runs more tasks at once than its bound; a full queue refuses with a German 503', async () => {
    const limit = new ConcurrencyLimit(2, 3);
    const aufgaben = Array.from({ length: 6 }, offeneAufgabe);
    let gleichzeitig = 0;
    let hoechstens = 0;
    const laeufe = aufgaben.map((a) =>
      limit
        .run(async () => {
          gleichzeitig++;
          hoechstens = Math.max(hoechstens, gleichzeitig);
          await a.promise;
          gleichzeitig--;
        })
        .then(
          () => 'ok',
          (e: unknown) => e,
        ),
    );
    await ruhe();
    expect(limit.running).toBe(2);
    expect(limit.queued).toBe(3);
    const abgewiesen = await laeufe[5];
    expect(abgewiesen).toBeInstanceOf(HttpError);
    expect(abgewiesen).toMatchObject({
      status: 503,
      body: 'Der Server ist im Moment ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.',
    });
    for (const a of aufgaben.slice(0, 5)) {
      a.fertig();
      await ruhe();
      expect(limit.running).toBeLessThanOrEqual(2);
    }
    expect(await Promise.all(laeufe.slice(0, 5))).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(hoechstens).toBe(2);
    expect(limit.peak).toBe(2);
    expect(limit.running).toBe(0);
    expect(limit.queued).toBe(0);
  });

  it('a task with priority (a client without failures) runs before the waiting flood and is never refused for it', async () => {
    const limit = new ConcurrencyLimit(1, 2);
    const reihenfolge: string[] = [];
    const erste = offeneAufgabe();
    const laeufe = [limit.run(() => erste.promise)];
    for (const name of ['flut1', 'flut2']) laeufe.push(limit.run(async () => void reihenfolge.push(name)));
    // The flood queue is full: another flood task is refused, a priority task still gets in, first.
    await expect(limit.run(async () => undefined)).rejects.toMatchObject({ status: 503 });
    laeufe.push(limit.run(async () => void reihenfolge.push('vorrang'), true));
    await ruhe();
    erste.fertig();
    await Promise.all(laeufe);
    expect(reihenfolge).toEqual(['vorrang', 'flut1', 'flut2']);
  });

  it('a failing task frees its slot', async () => {
    const limit = new ConcurrencyLimit(1, 1);
    await expect(limit.run(() => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    expect(await limit.run(async () => 42)).toBe(42);
    expect(limit.running).toBe(0);
  });

  it('a flood of password checks runs at most one hash per core and refuses what the queue cannot hold', async () => {
    const hash = await hashPassword('richtig', 1024);
    const anzahl = hashLimit.concurrency + hashLimit.maxWaiting + 10;
    const ergebnisse = await Promise.all(
      Array.from({ length: anzahl }, () =>
        verifyPassword('falsch', hash).then(
          (ok) => ok,
          (e: unknown) => e,
        ),
      ),
    );
    expect(hashLimit.concurrency).toBe(availableParallelism());
    expect(hashLimit.peak).toBeLessThanOrEqual(hashLimit.concurrency);
    expect(ergebnisse.filter((e) => e === false)).toHaveLength(hashLimit.concurrency + hashLimit.maxWaiting);
    expect(ergebnisse.filter((e) => e instanceof HttpError && e.status === 503)).toHaveLength(10);
    expect(await verifyPassword('richtig', hash)).toBe(true);
  });
});

describe(`sign-in failures, trusted clients and used bot checks in the database (${TEST_DB})`, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await s?.close();
  });

  /** Failure rows with a time in [von, bis). */
  const fehlerZeilen = async (von: number, bis: number) =>
    toNumber(
      (
        await s.db
          .selectFrom('anmelde_fehler')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('Zeit', '>=', von)
          .where('Zeit', '<', bis)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('keeps a sliding window per key; throttles with the same secret count together, another secret does not', async () => {
    const t0 = 5_000_000;
    const eins = createFailureThrottle(s.db, 'gemeinsames-geheimnis', 1000);
    const zwei = createFailureThrottle(s.db, 'gemeinsames-geheimnis', 1000);
    const fremd = createFailureThrottle(s.db, 'ein-anderes-geheimnis', 1000);
    await eins.recordFailure(['k', 'j'], t0);
    await zwei.recordFailure(['k'], t0 + 10);
    expect(await eins.counts(['k', 'j', 'x'], t0 + 20)).toEqual([2, 1, 0]);
    expect(await zwei.counts(['k'], t0 + 20)).toEqual([2]);
    expect(await fremd.counts(['k'], t0 + 20)).toEqual([0]);
    // At a limit of 2 the key is blocked until its second newest failure leaves the window.
    expect(await eins.blockedUntil('k', 2, t0 + 20)).toBe(t0 + 1000);
    expect(await eins.blockedUntil('k', 1, t0 + 20)).toBe(t0 + 1010);
    expect(await eins.blockedUntil('k', 3, t0 + 20)).toBe(t0 + 20);
    // The window passes the first failure at t0 + 1000, the second at t0 + 1010.
    expect(await eins.counts(['k'], t0 + 999)).toEqual([2]);
    expect(await eins.counts(['k'], t0 + 1000)).toEqual([1]);
    expect(await eins.counts(['k'], t0 + 1010)).toEqual([0]);
    await zwei.reset('k');
    expect(await eins.counts(['k', 'j'], t0 + 20)).toEqual([0, 1]);
  });

  it('deletes failures older than the window on a later write, at most once a minute', async () => {
    const t0 = 50_000_000;
    const throttle = createFailureThrottle(s.db, 'geheimnis-aufraeumen', 1000);
    await throttle.recordFailure(['a', 'b'], t0);
    await throttle.recordFailure(['c'], t0 + 30_000);
    expect(await fehlerZeilen(t0, t0 + 100_000)).toBe(3);
    await throttle.recordFailure(['d'], t0 + 61_000);
    expect(await fehlerZeilen(t0, t0 + 100_000)).toBe(1);
  });

  it("keeps each limit's rows apart: the same key counts per limit, and a short window's purge leaves a day's rows", async () => {
    const t0 = 90_000_000;
    const anmeldung = createFailureThrottle(s.db, 'geheimnis-arten', 1000);
    const registrierung = createFailureThrottle(s.db, 'geheimnis-arten', 86_400_000, 'registrierung');
    await registrierung.recordFailure(['client:198.51.100.1'], t0);
    await anmeldung.recordFailure(['client:198.51.100.1'], t0);
    expect(await anmeldung.counts(['client:198.51.100.1'], t0 + 1)).toEqual([1]);
    expect(await registrierung.counts(['client:198.51.100.1'], t0 + 1)).toEqual([1]);
    // A sign-in failure two minutes later purges the sign-in row (1 s window), not the registration.
    await anmeldung.recordFailure(['andere'], t0 + 120_000);
    expect(await fehlerZeilen(t0, t0 + 1)).toBe(1);
    expect(await registrierung.counts(['client:198.51.100.1'], t0 + 120_000)).toEqual([1]);
  });

  it('stores neither the e-mail address nor the client address in clear', async () => {
    const v = await s.createVerein();
    const ip = '203.0.113.77';
    const client = (passwort: string) => clientHinterProxy(s.apiBase, ip, { ...v.credentials, passwort });
    for (let i = 0; i < 2; i++) await expectApiError(client('falsch').getBenutzerinfo(), 401);
    await client(v.credentials.passwort).getBenutzerinfo();
    const fehler = await s.db.selectFrom('anmelde_fehler').selectAll().execute();
    const vertraut = await s.db.selectFrom('anmelde_vertraut').selectAll().execute();
    // The address's and the account's failures stay; the client signed in, so it is trusted.
    expect(fehler.length).toBeGreaterThanOrEqual(4);
    expect(vertraut).toHaveLength(1);
    const gespeichert = JSON.stringify([fehler, vertraut]).toLowerCase();
    for (const klartext of [v.credentials.emailadresse.toLowerCase(), v.credentials.emailadresse.split('@')[0]!, ip, '203.0.113']) {
      expect(gespeichert).not.toContain(klartext.toLowerCase());
    }
  });

  it('a used bot-check id counts once and is deleted after 15 minutes', async () => {
    const jetzt = Date.now();
    await s.db
      .insertInto('botcheck_verbraucht')
      .values([
        { ChallengeId: 'vor-16-minuten', Zeit: jetzt - 16 * 60_000 },
        { ChallengeId: 'vor-14-minuten', Zeit: jetzt - 14 * 60_000 },
      ])
      .execute();
    const botCheck = createBotCheck(s.deps.config, s.db);
    const challenge = (await botCheck.challenge()) as unknown as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    expect(await botCheck.verify(payload)).toBe(true);
    expect(await botCheck.verify(payload)).toBe(false);
    // Another instance (its own BotCheck on the same database) refuses it too.
    expect(await createBotCheck(s.deps.config, s.db).verify(payload)).toBe(false);
    const ids = (await s.db.selectFrom('botcheck_verbraucht').select('ChallengeId').execute()).map((z) => z.ChallengeId);
    expect(ids).not.toContain('vor-16-minuten');
    expect(ids).toContain('vor-14-minuten');
    expect(ids).toHaveLength(2);
  });
});
