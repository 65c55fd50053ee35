/** A signed-in member's stored session, as tests need one; never imported by the app itself. */
import type { Sitzung } from './session';

export const JANA: Sitzung = {
  vereinId: 1000,
  emailadresse: 'jana@example.ch',
  token: 'Z2VyYWV0ZXRva2VuLXZvbi1qYW5hLWZ1ZXItZGllLWFwcA',
  geraetId: 'geraet-0001',
  vereinsName: 'TV',
  mitgliedId: 7,
  vorname: 'Jana',
  nachname: 'Junior',
};
