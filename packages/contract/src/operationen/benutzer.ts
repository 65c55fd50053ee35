/** The portal's sign-in check. */
import { ANMELDUNG_FEHLGESCHLAGEN, benutzerInfoEntity } from '@vereinsportal/domain';
import { gruppe } from '../operation.js';
import { ADMIN_PFAD } from '../pfade.js';

export const benutzerOperationen = gruppe(
  { pfad: ADMIN_PFAD, zugang: 'admin', bereich: 'Anmeldung' },
  {
    getBenutzerinfo: {
      methode: 'GET',
      pfad: '/benutzerinfo',
      antwort: benutzerInfoEntity,
      fehler: [429],
      // Every failure of the sign-in check shows the sign-in title.
      fehlerTitel: ANMELDUNG_FEHLGESCHLAGEN,
      beschreibung: 'Anmeldeprüfung: Verein und Name des angemeldeten Administrators',
    },
  },
);
