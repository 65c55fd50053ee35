import { describe, expect, it } from 'vitest';
import { getSitzung, loescheSitzung, SITZUNG_KEY, sitzungNeuLesen, speicherePasswort, speichereSitzung, type Sitzung } from './session';

const JANA: Sitzung = {
  vereinId: 1000,
  emailadresse: 'jana@example.ch',
  passwort: 'alt-passwort',
  vereinsName: 'TV',
  mitgliedId: 7,
  vorname: 'Jana',
  nachname: 'Junior',
};

describe('session', () => {
  it('is kept in localStorage (an installed app stays signed in) and cleared at sign-out', () => {
    speichereSitzung(JANA);
    sitzungNeuLesen();
    expect(getSitzung()).toEqual(JANA);
    speicherePasswort('neu-passwort');
    expect(JSON.parse(localStorage.getItem(SITZUNG_KEY) ?? '{}')).toMatchObject({ passwort: 'neu-passwort' });
    loescheSitzung();
    expect(getSitzung()).toBeNull();
    expect(localStorage.getItem(SITZUNG_KEY)).toBeNull();
  });

  it('ignores stored garbage', () => {
    localStorage.setItem(SITZUNG_KEY, '{"vereinId":"x"}');
    sitzungNeuLesen();
    expect(getSitzung()).toBeNull();
    localStorage.setItem(SITZUNG_KEY, 'kein json');
    sitzungNeuLesen();
    expect(getSitzung()).toBeNull();
  });
});
