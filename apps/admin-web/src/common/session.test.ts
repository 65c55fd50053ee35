import { describe, expect, it } from 'vitest';
import { LEERER_BENUTZER, clearSession, getSession, saveSession } from './session';

// Every field set (none empty, 0 or false), so clearing shows on each.
const user = {
  benutzerAngemeldet: true,
  vereinId: 1000,
  emailadresse: 'demo@vereinsportal.ch',
  passwort: 'demo1234',
  vereinsName: 'Demo',
  userMitgliedId: 1,
  userNachname: 'Muster',
  userVorname: 'Hans',
};

describe('session', () => {
  it('keeps the user in sessionStorage', () => {
    saveSession(user);
    expect(getSession()).toEqual(user);
    expect(JSON.parse(sessionStorage.getItem('vereinsportal.sessionUser') ?? '{}')).toEqual(user);
  });

  it('clear resets every field to empty, 0 or false', () => {
    saveSession(user);
    clearSession();
    expect(getSession()).toEqual(LEERER_BENUTZER);
    expect(Object.keys(getSession()).sort()).toEqual(Object.keys(user).sort());
    for (const wert of Object.values(getSession())) expect([false, 0, '']).toContain(wert);
  });
});
