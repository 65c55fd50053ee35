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
