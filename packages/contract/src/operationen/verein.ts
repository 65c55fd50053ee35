/** The club: its overview (contract, places with system access) and its account. */
import { FEHLER_TITEL, recordIdEntity, vereinsKontoEntity, vereinsKontoSchema, vereinsUebersichtEntity } from '@vereinsportal/domain';
import { adminGruppe, gruppe } from '../operation.js';

export const vereinOperationen = gruppe(adminGruppe('Verein'), {
  getVereinsUebersicht: {
    methode: 'GET',
    pfad: '/vereinsUebersicht',
    antwort: vereinsUebersichtEntity,
    fehlerTitel: FEHLER_TITEL.vereinsUebersichtLaden,
    beschreibung: 'Vereinsübersicht: Vertrag und Anzahl Mitglieder mit Systemzugriff',
  },
  getVereinsKonto: {
    methode: 'GET',
    pfad: '/vereinsKonto',
    antwort: vereinsKontoEntity,
    fehlerTitel: FEHLER_TITEL.vereinsKontoLaden,
    beschreibung: 'Vereinskonto mit Vertrag und Anschlussvertrag',
  },
  updateVereinsKonto: {
    methode: 'PATCH',
    pfad: '/vereinsKonto',
    body: vereinsKontoSchema,
    antwort: recordIdEntity,
    fehlerTitel: FEHLER_TITEL.vereinsKontoSpeichern,
    beschreibung: 'Vereinskonto ändern (RecordId = Vereinsnummer)',
  },
});
