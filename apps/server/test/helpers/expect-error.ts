import { isApiError } from '@vereinsportal/api-client';
import { expect } from 'vitest';

/** Awaits a call that must fail; returns { status, body } of the ApiError. */
export async function expectApiError(promise: Promise<unknown>, status: number): Promise<unknown> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(err)) throw new Error(`expected an ApiError ${status}, got ${err === null ? 'success' : String(err)}`);
  expect(err.status, JSON.stringify(err.body)).toBe(status);
  return err.body;
}

/** The ApiError of a call that must fail with the bot-check 429. */
export async function expectBotcheckVerlangt(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected the bot-check 429, got ${String(error)}`);
  expect(error.status).toBe(429);
  expect(error.body).toBe(
    'Für dieses Konto gab es viele fehlgeschlagene Anmeldeversuche. Bitte bestätigen Sie, dass Sie kein Roboter sind, und melden Sie sich erneut an.',
  );
  expect(error.botcheckVerlangt).toBe(true);
}
