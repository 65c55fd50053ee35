import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { HttpError } from '../http/errors.js';
import { SERVER_MELDUNG } from '../http/messages.js';

const KEY_LENGTH = 32;

/**
 * At most `concurrency` tasks run at once; up to `maxWaiting` more wait in order, any further one is
 * refused at once with a 503. Keeps a flood of bad sign-ins from queueing unbounded hashes in front
 * of a fresh sign-in. A task with `vorrang` (a client without recent failures) waits in front of the
 * others, so a flood from strangers delays it by one hash at most per slot, not by the whole queue.
 */
export class ConcurrencyLimit {
  private active = 0;
  private highest = 0;
  private total = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly waitingFirst: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  /** Tasks running now. */
  get running(): number {
    return this.active;
  }

  /** The most tasks that ever ran at once. */
  get peak(): number {
    return this.highest;
  }

  /** Tasks started so far (for the hash limit: hashes computed). */
  get started(): number {
    return this.total;
  }

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waiting.length + this.waitingFirst.length;
  }

  async run<T>(task: () => Promise<T>, vorrang = false): Promise<T> {
    if (this.active < this.concurrency) {
      this.active++;
    } else {
      // Each queue has its own bound: a full flood queue never refuses a client without failures.
      const queue = vorrang ? this.waitingFirst : this.waiting;
      if (queue.length >= this.maxWaiting) {
        throw new HttpError(503, SERVER_MELDUNG.serverAusgelastet, { 'retry-after': '1' });
      }
      // The finishing task hands its slot over, so `active` already counts this task when it resumes.
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    this.highest = Math.max(this.highest, this.active);
    this.total++;
    try {
      return await task();
    } finally {
      const next = this.waitingFirst.shift() ?? this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

/** scrypt runs on libuv's thread pool; more hashes at once than cores only make each one slower. */
export const hashLimit = new ConcurrencyLimit(availableParallelism(), 32 * availableParallelism());

function scryptAsync(password: string, salt: Buffer, cost: number, vorrang: boolean): Promise<Buffer> {
  const options: ScryptOptions = { N: cost, r: 8, p: 1, maxmem: 256 * cost * 8 + 1024 * 1024 };
  return hashLimit.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
    vorrang,
  );
}

/** Slow salted hash: `scrypt$N$salt$hash` (the cost travels with the hash so it can be raised later). */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  // Hashing a new password follows a valid link (or the server's own start): never a stranger's flood.
  const key = await scryptAsync(password, salt, cost, true);
  return `scrypt$${cost}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** `vorrang`: the client has no recent failures, so its check goes before a flood's (see ConcurrencyLimit). */
export async function verifyPassword(password: string, stored: string | null, vorrang = false): Promise<boolean> {
  if (!stored) return false;
  const [scheme, costText, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !costText || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64');
  const actual = await scryptAsync(password, Buffer.from(saltText, 'base64'), Number(costText), vorrang);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
