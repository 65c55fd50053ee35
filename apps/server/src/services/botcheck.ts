import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { create } from 'altcha-lib/frameworks/fastify';
import type { Config } from '../config.js';

export interface BotCheck {
  challenge(): Promise<Challenge>;
  /** True when the widget's payload (RecaptchaResponse) solves one of our unexpired, unused challenges. */
  verify(payload: string): Promise<boolean>;
}

/** Self-hosted ALTCHA proof of work (docs/produkt.md §10). BOTCHECK=off accepts any non-empty payload (tests, intranet). */
export function createBotCheck(config: Config): BotCheck {
  if (config.botcheck === 'off') {
    return { challenge: async () => ({}) as Challenge, verify: async (payload) => payload.trim() !== '' };
  }
  const secret = `${config.serverSecret}:altcha`;
  // Used challenge ids, so one solution registers one club only. Expired ids fall out after 15 min.
  const used = new Map<string, number>();
  const store = {
    get: (key: string) => used.has(key),
    set: (key: string) => void used.set(key, Date.now()),
    setIfAbsent: (key: string) => {
      const now = Date.now();
      for (const [k, t] of used) if (t < now - 15 * 60_000) used.delete(k);
      if (used.has(key)) return false;
      used.set(key, now);
      return true;
    },
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
