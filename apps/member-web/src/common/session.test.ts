import { describe, expect, it, vi } from 'vitest';
import { altesPasswort, getSitzung, loescheSitzung, SITZUNG_KEY, sitzungNeuLesen, speichereSitzung } from './session';
import { JANA } from './sitzung.fixture';

describe('session', () => {
  it('is kept in localStorage (an installed app stays signed in) with the device token, and cleared at sign-out', () => {
    speichereSitzung(JANA);
    sitzungNeuLesen();
    expect(getSitzung()).toEqual(JANA);
    expect(altesPasswort()).toBeNull();
    loescheSitzung();
    expect(getSitzung()).toBeNull();
    expect(localStorage.getItem(SITZUNG_KEY)).toBeNull();
  });

  it("reads an older app's session with the password until it is exchanged; storing the token removes the password", () => {
    const { token: _t, geraetId: _g, ...alt } = JANA;
    localStorage.setItem(SITZUNG_KEY, JSON.stringify({ ...alt, passwort: 'alt-passwort' }));
    sitzungNeuLesen();
    expect(getSitzung()).toMatchObject({ mitgliedId: 7, token: null });
    expect(altesPasswort()).toBe('alt-passwort');
    speichereSitzung(JANA);
    expect(altesPasswort()).toBeNull();
    expect(localStorage.getItem(SITZUNG_KEY)).not.toContain('alt-passwort');
    expect(JSON.parse(localStorage.getItem(SITZUNG_KEY) ?? '{}')).not.toHaveProperty('passwort');
  });

  it('ignores stored garbage', () => {
    localStorage.setItem(SITZUNG_KEY, '{"vereinId":"x"}');
    sitzungNeuLesen();
    expect(getSitzung()).toBeNull();
    localStorage.setItem(SITZUNG_KEY, JSON.stringify({ ...JANA, token: null }));
    sitzungNeuLesen();
    expect(getSitzung()).toBeNull();
    localStorage.setItem(SITZUNG_KEY, 'kein json');
    sitzungNeuLesen();
    expect(getSitzung()).toBeNull();
  });

  it('reads nobody signed in when the browser blocks storage, instead of failing the app', () => {
    speichereSitzung(JANA);
    const gesperrt = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Speicher gesperrt', 'SecurityError');
    });
    try {
      expect(() => sitzungNeuLesen()).not.toThrow();
      expect(getSitzung()).toBeNull();
    } finally {
      gesperrt.mockRestore();
    }
  });
});
