import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createMemoryThrottle } from '../src/auth/throttle.js';
import { HttpError } from '../src/http/errors.js';
import { MELDUNG } from '../src/http/messages.js';
import { ConcurrencyLimit, hashLimit, hashPassword, verifyPassword } from '../src/services/passwords.js';

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
    expect(abgewiesen).toMatchObject({ status: 503, body: MELDUNG.serverAusgelastet });
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

describe('failure throttle memory', () => {
  it('stays bounded under a flood of distinct keys and keeps the most recent ones', () => {
    const throttle = createMemoryThrottle(2, 60_000, 100);
    throttle.recordFailure('ziel', 1);
    throttle.recordFailure('ziel', 2);
    for (let i = 0; i < 1000; i++) throttle.recordFailure(`flut-${i}`, 3);
    expect(throttle.size).toBe(100);
    throttle.recordFailure('ziel', 4);
    throttle.recordFailure('ziel', 5);
    expect(throttle.isBlocked('ziel', 6)).toBe(true);
    expect(throttle.size).toBe(100);
  });

  it('keeps a sliding window with at most the limit of entries per key', () => {
    const throttle = createMemoryThrottle(3, 1000);
    for (let t = 0; t < 50; t++) throttle.recordFailure('k', t);
    expect(throttle.isBlocked('k', 100)).toBe(true);
    // Only the newest three (47, 48, 49) are kept; the window passes 47 at 1047.
    expect(throttle.isBlocked('k', 1046)).toBe(true);
    expect(throttle.isBlocked('k', 1047)).toBe(false);
    throttle.reset('k');
    expect(throttle.size).toBe(0);
  });
});
