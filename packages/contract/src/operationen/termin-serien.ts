/**
 * Recurring events and cancellations (docs/termine.md "Serien"): create a series, read it, edit 'diesen und
 * alle folgenden', cancel and reinstate one event, and the member's answer for 'alle künftigen'. 'Nur diesen
 * Termin' is the ordinary updateTermin on the occurrence. Server: routes/termin-serien.ts, services/termine/.
 */
import {
  absageAntwort,
  absageSchema,
  anAbmeldungSchema,
  FEHLER_TITEL,
  serieAntwort,
  serienAnmeldungAntwort,
  terminSerieEntity,
  terminSerieSchema,
} from '@vereinsportal/domain';
import { adminGruppe, appGruppe, gruppe } from '../operation.js';
import { idParams } from '../parameter.js';

const ABSAGE = '/termin/:TerminId/absage';

const verwaltung = gruppe(adminGruppe('Termine'), {
  createTerminSerie: {
    methode: 'POST',
    pfad: '/terminserie',
    body: terminSerieSchema,
    antwort: serieAntwort,
    fehlerTitel: FEHLER_TITEL.terminSerieSpeichern,
    beschreibung:
      'Termin mit Wiederholung erfassen: speichert die Regel (RRULE mit EXDATE) und legt jeden Termin der Serie an (höchstens zwei Jahre weit)',
  },
  getTerminSerie: {
    methode: 'GET',
    pfad: '/terminserie/:SerieId',
    params: idParams('SerieId'),
    antwort: terminSerieEntity,
    fehlerTitel: FEHLER_TITEL.terminSerieLaden,
    beschreibung: 'Eine Serie: Regel, Vorlage und ihre Termine mit Anzahl Antworten',
  },
  updateTerminFolgende: {
    methode: 'PUT',
    pfad: '/termin/:TerminId/folgende',
    params: idParams('TerminId'),
    body: terminSerieSchema,
    antwort: serieAntwort,
    // 409: the event belongs to no series.
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.terminSerieSpeichern,
    beschreibung:
      "'Diesen und alle folgenden' ändern: ab diesem Termin gelten die Felder und die Wiederholung; bestehende Termine behalten Id und An-/Abmeldungen, neue Daten kommen dazu, wegfallende ohne Antworten werden gelöscht, solche mit Antworten bleiben (Hinweis)",
  },
  absagenTermin: {
    methode: 'PUT',
    pfad: ABSAGE,
    params: idParams('TerminId'),
    body: absageSchema,
    antwort: absageAntwort,
    // 409: already cancelled.
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.terminAbsagen,
    beschreibung:
      'Einen Termin absagen, mit Notiz: die An-/Abmeldungen bleiben, die Angemeldeten erhalten eine Push-Nachricht oder E-Mail, App und Kalender zeigen ihn als abgesagt',
  },
  ansetzenTermin: {
    methode: 'DELETE',
    pfad: ABSAGE,
    params: idParams('TerminId'),
    antwort: absageAntwort,
    // 409: not cancelled.
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.terminAnsetzen,
    beschreibung: 'Einen abgesagten Termin wieder ansetzen; die Angemeldeten werden benachrichtigt',
  },
});

const app = gruppe(appGruppe(), {
  setAppSerieAnAbmeldung: {
    methode: 'PUT',
    pfad: '/terminserie/:SerieId/anabmeldung',
    params: idParams('SerieId'),
    body: anAbmeldungSchema,
    antwort: serienAnmeldungAntwort,
    // 409: the series has no future occurrence with sign-up.
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.appSerieAnAbmelden,
    beschreibung:
      "'Alle künftigen': dieselbe An-/Abmeldung für jeden künftigen Termin der Serie, den das Mitglied sieht; je Termin mit Warteliste wie einzeln; abgesagte werden übersprungen. Die Antwort sagt je Termin, was geschah",
  },
});

export const terminSerienOperationen = { ...verwaltung, ...app };
