import { describe, expect, it } from 'vitest';
import { ApiError } from '@vereinsportal/api-client';
import { darfWiederholen } from './queries';

const fehler = (status: number) =>
  new ApiError({ status, body: undefined, message: 'x', call: 'getAppNews', method: 'GET', path: '/api/app/news' });

describe('queries', () => {
  it('retries a server error once, never a 4xx or a missing connection', () => {
    expect(darfWiederholen(0, fehler(503))).toBe(true);
    expect(darfWiederholen(1, fehler(503))).toBe(false);
    expect(darfWiederholen(0, fehler(401))).toBe(false);
    expect(darfWiederholen(0, fehler(0))).toBe(false);
    expect(darfWiederholen(0, new Error('x'))).toBe(false);
  });
});
