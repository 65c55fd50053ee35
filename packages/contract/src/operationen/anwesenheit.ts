/**
 * Attendance of events (docs/produkt.md "Anwesenheit"): an event's list (who answered what, who has not
 * answered, who was there), ticking 'anwesend', the list as CSV, a member's season and the season of all
 * members as CSV. The reminder settings travel with the event itself (termine.ts).
 */
import {
  anwesenheitSetzenSchema,
  FEHLER_TITEL,
  recordIdEntity,
  saisonQuerySchema,
  saisonUebersichtEntity,
  terminAnwesenheitEntity,
} from '@vereinsportal/domain';
import { adminGruppe, gruppe } from '../operation.js';
import { idParams } from '../parameter.js';

const ANWESENHEIT = '/termin/:TerminId/anwesenheit';
const CSV = { art: 'datei', contentType: 'text/csv', zeichensatz: 'utf-8' } as const;

export const anwesenheitOperationen = gruppe(adminGruppe('Anwesenheit'), {
  getTerminAnwesenheit: {
    methode: 'GET',
    pfad: ANWESENHEIT,
    params: idParams('TerminId'),
    antwort: terminAnwesenheitEntity,
    fehlerTitel: FEHLER_TITEL.anwesenheitLaden,
    beschreibung:
      'Die Anwesenheitsliste eines Termins: die Mitglieder seiner Kategorien mit Systemzugriff und alle, die geantwortet haben oder als anwesend erfasst sind, mit Antwort (auch «keine Antwort») und anwesend',
  },
  setTerminAnwesenheit: {
    methode: 'PUT',
    pfad: `${ANWESENHEIT}/:MitgliedId`,
    params: idParams('TerminId', 'MitgliedId'),
    body: anwesenheitSetzenSchema,
    antwort: recordIdEntity,
    // 409: the event has no sign-up or has not started yet.
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.anwesenheitSpeichern,
    beschreibung: 'Erfasst ein Mitglied als anwesend (Anwesend 1) oder nimmt es zurück (0), ab Beginn des Termins; im Änderungsprotokoll',
  },
  getTerminAnwesenheitCsv: {
    methode: 'GET',
    pfad: `${ANWESENHEIT}.csv`,
    params: idParams('TerminId'),
    antwort: CSV,
    fehlerTitel: FEHLER_TITEL.anwesenheitCsv,
    beschreibung: 'Die Anwesenheitsliste als CSV (UTF-8 mit BOM, Semikolon): Nachname, Vorname, E-Mail-Adresse, Antwort, Anwesend',
  },
  getMitgliedAnwesenheit: {
    methode: 'GET',
    pfad: '/mitglied/:MitgliedId/anwesenheit',
    params: idParams('MitgliedId'),
    query: saisonQuerySchema,
    antwort: saisonUebersichtEntity,
    fehlerTitel: FEHLER_TITEL.saisonLaden,
    beschreibung:
      'Die Saison eines Mitglieds (Saison = Kalenderjahr, ohne Angabe das laufende): begonnene Termine mit An-/Abmeldung, auf deren Liste es stand, davon anwesend, und die Quote in Prozent',
  },
  getAnwesenheitSaisonCsv: {
    methode: 'GET',
    pfad: '/anwesenheit/saison.csv',
    query: saisonQuerySchema,
    antwort: CSV,
    fehlerTitel: FEHLER_TITEL.saisonCsv,
    beschreibung: 'Die Saison aller aktiven Mitglieder als CSV: Termine, davon anwesend, Anwesenheit in Prozent',
  },
});
