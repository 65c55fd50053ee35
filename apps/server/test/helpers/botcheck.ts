import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { ApiClient } from '@vereinsportal/api-client';

/** Fetches a challenge and solves it like the ALTCHA widget; returns the RecaptchaResponse payload. */
export async function solveBotcheck(client: ApiClient): Promise<string> {
  const challenge = (await client.getBotcheckChallenge()) as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
