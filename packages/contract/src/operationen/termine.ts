/** Events: the list, one, create, change, delete, and an event's sign-ups. */
import {
  FEHLER_TITEL,
  recordIdEntity,
  terminAnAbmeldungEntity,
  terminEntity,
  terminPatchSchema,
  terminSchema,
} from '@vereinsportal/domain';
import * as v from 'valibot';
import { adminGruppe, gruppe } from '../operation.js';
import { idParams, queryFlags } from '../parameter.js';

const TERMIN = '/termin/:TerminId';

export const termineOperationen = gruppe(adminGruppe('Termine'), {
  getTermine: {
    methode: 'GET',
    pfad: '/termin',
    query: queryFlags('AuchVergangeneTermineAnzeigen'),
    antwort: v.array(terminEntity),
    fehlerTitel: FEHLER_TITEL.terminlisteLaden,
    beschreibung: 'Terminliste (vergangene nur mit Filter)',
  },
  getTermin: {
    methode: 'GET',
    pfad: TERMIN,
    params: idParams('TerminId'),
    antwort: terminEntity,
    fehlerTitel: FEHLER_TITEL.terminLaden,
    beschreibung: 'Ein Termin',
  },
  createTermin: {
    methode: 'POST',
    pfad: '/termin',
    body: terminSchema,
    antwort: recordIdEntity,
    fehlerTitel: FEHLER_TITEL.terminSpeichern,
    beschreibung: 'Termin erfassen',
  },
  updateTermin: {
    methode: 'PATCH',
    pfad: TERMIN,
    params: idParams('TerminId'),
    body: terminPatchSchema,
    antwort: recordIdEntity,
    fehlerTitel: FEHLER_TITEL.terminSpeichern,
    beschreibung: 'Termin ändern (gesendete Felder über dem gespeicherten Termin)',
  },
  deleteTermin: {
    methode: 'DELETE',
    pfad: TERMIN,
    params: idParams('TerminId'),
    antwort: recordIdEntity,
    fehlerTitel: FEHLER_TITEL.terminLoeschen,
    beschreibung: 'Termin mit seinen An- und Abmeldungen löschen',
  },
  getTerminAnAbmeldungen: {
    methode: 'GET',
    pfad: '/terminAnAbmeldung',
    query: idParams('terminId'),
    antwort: v.array(terminAnAbmeldungEntity),
    fehler: [404],
    fehlerTitel: FEHLER_TITEL.terminAnAbmeldungenLaden,
    beschreibung: 'An- und Abmeldungen eines Termins',
  },
});
