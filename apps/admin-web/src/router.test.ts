import { describe, expect, it } from 'vitest';
import { istOffeneRoute } from './router';

describe('access guard', () => {
  it('leaves only sign-in, sign-out, registration and the outbox open', () => {
    expect(istOffeneRoute('/anmeldung')).toBe(true);
    expect(istOffeneRoute('/abmeldung/')).toBe(true);
    expect(istOffeneRoute('/vereinregistrieren')).toBe(true);
    expect(istOffeneRoute('/outbox')).toBe(true);
    expect(istOffeneRoute('/')).toBe(false);
    expect(istOffeneRoute('/mitgliederliste')).toBe(false);
    expect(istOffeneRoute('/aboabschluss')).toBe(false);
  });
});
