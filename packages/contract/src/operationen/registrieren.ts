/** Registering a club, without sign-in: the bot check's challenge and the registration. */
import { FEHLER_TITEL, recordIdEntity, registrierungPayloadSchema } from '@vereinsportal/domain';
import { gruppe, offeneGruppe } from '../operation.js';
import { ADMIN_PFAD } from '../pfade.js';
import { botcheckChallengeAntwort } from '../schemas.js';

export const registrierenOperationen = gruppe(offeneGruppe('Registrierung'), {
  getBotcheckChallenge: {
    methode: 'GET',
    pfad: '/api/botcheck/challenge',
    antwort: botcheckChallengeAntwort,
    // The challenge belongs to the registration form, so its failure is a registration failure.
    fehlerTitel: FEHLER_TITEL.registrieren,
    beschreibung: 'ALTCHA-Challenge für das Registrierungsformular',
  },
  registrieren: {
    methode: 'POST',
    pfad: `${ADMIN_PFAD}/registrieren`,
    body: registrierungPayloadSchema,
    antwort: recordIdEntity,
    // 429: too many registrations from this client or for this address today.
    fehler: [429],
    fehlerTitel: FEHLER_TITEL.registrieren,
    beschreibung: 'Verein registrieren (RecordId = neue Vereinsnummer)',
  },
});
