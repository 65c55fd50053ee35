import { describe, expect, it } from 'vitest';
import { CredentialCache, type AuthInfo } from '../../src/auth/credential-cache.js';

const a: AuthInfo = { vereinId: 1, mitgliedId: 10, emailadresse: 'a@example.ch', istAdmin: true };
const b: AuthInfo = { vereinId: 1, mitgliedId: 11, emailadresse: 'b@example.ch', istAdmin: false };

describe('credential cache', () => {
  it("drops only the changed member's sign-ins", () => {
    const cache = new CredentialCache('geheim');
    const ka = cache.key(1, 'a@example.ch', 'pw-a');
    const kb = cache.key(1, 'b@example.ch', 'pw-b');
    const kb2 = cache.key(1, 'B@Example.ch', 'pw-b-alt');
    cache.set(ka, a, 0);
    cache.set(kb, b, 0);
    cache.set(kb2, b, 0);
    cache.invalidateMitglied(1, 11);
    expect(cache.get(ka, 1)).toEqual(a);
    expect(cache.get(kb, 1)).toBeNull();
    expect(cache.get(kb2, 1)).toBeNull();
    cache.invalidateVerein(1);
    expect(cache.get(ka, 1)).toBeNull();
  });

  it('does not keep a sign-in that read the member before a change of that member', () => {
    const cache = new CredentialCache('geheim');
    const kb = cache.key(1, 'b@example.ch', 'pw-b');
    const ka = cache.key(1, 'a@example.ch', 'pw-a');
    // Both sign-ins read their member, then B is deactivated while their hashes run.
    const stand = cache.stand();
    cache.invalidateMitglied(1, 11);
    cache.set(kb, b, 0, stand);
    cache.set(ka, a, 0, stand);
    expect(cache.get(kb, 1)).toBeNull();
    expect(cache.get(ka, 1)).toEqual(a);
    // A sign-in that read B after the change is kept.
    cache.set(kb, b, 0, cache.stand());
    expect(cache.get(kb, 1)).toEqual(b);
  });
});
