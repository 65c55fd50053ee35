import { describe, expect, it } from 'vitest';
import { PASSWORT_SETZEN_ROUTE } from '@vereinsportal/domain';
import { router } from './router';

describe('access guard', () => {
  it('leaves only sign-in, sign-out, registration, the password links, the outbox and the closed-club page open', () => {
    const offen = Object.values(router.routesById)
      .filter((r) => !r.isRoot && !(r.id as string).startsWith('/_angemeldet'))
      .map((r) => r.fullPath)
      .sort();
    expect(offen).toEqual(
      [
        '/anmeldung',
        '/abmeldung',
        '/vereinregistrieren',
        '/registrierung',
        PASSWORT_SETZEN_ROUTE,
        '/passwortvergessen',
        '/outbox',
        '/vereingeschlossen',
      ].sort(),
    );
    const geschuetzt = Object.values(router.routesById)
      .filter((r) => r.id.startsWith('/_angemeldet/'))
      .map((r) => r.fullPath);
    expect(geschuetzt).toEqual(expect.arrayContaining(['/', '/mitgliederliste', '/aboabschluss', '/newsbearbeiten/$newsId']));
  });
});
