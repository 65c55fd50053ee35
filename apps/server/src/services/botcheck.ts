import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { create } from 'altcha-lib/frameworks/fastify';
import type { Kysely } from 'kysely';
import { gelegentlich } from '../auth/throttle.js';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';

export interface BotCheck {
  challenge(): Promise<Challenge>;
  /** True when the widget's payload (RecaptchaResponse) solves one of our unexpired, unused challenges. */
  verify(payload: string): Promise<boolean>;
}

/** A used challenge id is kept this long; challenges expire after 10 minutes, so it cannot count again. */
const VERBRAUCHT_MS = 15 * 60_000;

/** Self-hosted ALTCHA proof of work (docs/produkt.md §10). BOTCHECK=off accepts any non-empty payload (tests, intranet). */
export function createBotCheck(config: Config, db: Kysely<Database>): BotCheck {
  if (config.botcheck === 'off') {
    return { challenge: async () => ({}) as Challenge, verify: async (payload) => payload.trim() !== '' };
  }
  const secret = `${config.serverSecret}:altcha`;
  // Used challenge ids in the database, so one solution registers one club or opens one sign-in, on
  // whichever server instance it is sent to: the insert that wins the primary key is the one use.
  const aufraeumen = gelegentlich((now) =>
    db
      .deleteFrom('botcheck_verbraucht')
      .where('Zeit', '<', now - VERBRAUCHT_MS)
      .execute(),
  );
  const setIfAbsent = async (key: string) => {
    const now = Date.now();
    await aufraeumen(now);
    const result = await db
      .insertInto('botcheck_verbraucht')
      .values({ ChallengeId: key, Zeit: now })
      .onConflict((oc) => oc.column('ChallengeId').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  };
  const store = {
    get: async (key: string) =>
      (await db.selectFrom('botcheck_verbraucht').select('ChallengeId').where('ChallengeId', '=', key).executeTakeFirst()) !== undefined,
    set: (key: string) => setIfAbsent(key),
    setIfAbsent,
  };
  const altcha = create({ deriveKey, hmacSignatureSecret: secret, store });
  return {
    challenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(Math.ceil(config.botcheckCost / 2), config.botcheckCost),
        deriveKey,
        hmacSignatureSecret: secret,
        expiresAt: new Date(Date.now() + 10 * 60_000),
      }),
    async verify(payload) {
      const result = await altcha.verify(payload, deriveKey, secret, undefined, store);
      return result.error === null;
    },
  };
}
