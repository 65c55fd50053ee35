import { describe, expect, it } from 'vitest';
import { createMeldenderFetch, istOffline, OFFLINE_HEADER } from './offline';

describe('offline', () => {
  it('counts a failed fetch and a cached answer as offline, a network answer as online', async () => {
    const antwort = (headers: Record<string, string> = {}) => new Response('[]', { status: 200, headers });
    await createMeldenderFetch(async () => antwort())('/x');
    expect(istOffline()).toBe(false);
    await createMeldenderFetch(async () => antwort({ [OFFLINE_HEADER]: '1' }))('/x');
    expect(istOffline()).toBe(true);
    await createMeldenderFetch(async () => antwort())('/x');
    expect(istOffline()).toBe(false);
    await expect(createMeldenderFetch(async () => Promise.reject(new TypeError('Failed to fetch')))('/x')).rejects.toThrow(
      'Failed to fetch',
    );
    expect(istOffline()).toBe(true);
    await createMeldenderFetch(async () => antwort())('/x');
    expect(istOffline()).toBe(false);
  });
});
