/** The device token's rules (auth/geraete-token.ts): random, stored only as a hash, read strictly from its header. */
import { GERAETE_TOKEN_HEADER } from '@vereinsportal/contract';
import { describe, expect, it } from 'vitest';
import { geraeteTokenHash, neuesGeraeteToken, readGeraeteToken } from '../../src/auth/geraete-token.js';

describe('device tokens', () => {
  it('are 32 random bytes in base64url, and what is stored is their SHA-256, never the token', () => {
    const tokens = Array.from({ length: 50 }, () => neuesGeraeteToken());
    for (const { token, hash } of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(hash).toBe(geraeteTokenHash(token));
      expect(hash).not.toBe(token);
      expect(Buffer.from(hash, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens.map((t) => t.token)).size).toBe(50);
  });

  it('are read from their header only in their exact form: absent is null, anything else a refusal', () => {
    const { token } = neuesGeraeteToken();
    expect(readGeraeteToken({})).toBeNull();
    expect(readGeraeteToken({ [GERAETE_TOKEN_HEADER]: token })).toBe(token);
    for (const falsch of ['', 'kurz', `${token}x`, `${token.slice(0, 42)}%`, ` ${token.slice(1)}`]) {
      expect(readGeraeteToken({ [GERAETE_TOKEN_HEADER]: falsch })).toBe('');
    }
  });
});
