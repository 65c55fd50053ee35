/** The portal's sign-in check. */
import { ANMELDUNG_FEHLGESCHLAGEN, benutzerInfoEntity } from '@vereinsportal/domain';
import { adminGruppe, gruppe } from '../operation.js';

export const benutzerOperationen = gruppe(adminGruppe('Anmeldung'), {
  getBenutzerinfo: {
    methode: 'GET',
    pfad: '/benutzerinfo',
    antwort: benutzerInfoEntity,
    fehler: [429],
    // Every failure of the sign-in check shows the sign-in title.
    fehlerTitel: ANMELDUNG_FEHLGESCHLAGEN,
    beschreibung: 'Anmeldeprüfung: Verein und Name des angemeldeten Administrators',
  },
});
