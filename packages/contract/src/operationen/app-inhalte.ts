/**
 * The member app's content (at /app/): news, upcoming events with the member's own sign-up, documents. A
 * member sees only their own club and what the category and date-window rules allow (domain app-regeln.ts).
 */
import {
  anAbmeldungAntwort,
  anAbmeldungSchema,
  appDokumentEntity,
  appNewsEntity,
  appTerminEntity,
  FEHLER_TITEL,
} from '@vereinsportal/domain';
import * as v from 'valibot';
import { appGruppe, gruppe } from '../operation.js';
import { idParams } from '../parameter.js';

export const appInhalteOperationen = gruppe(appGruppe(), {
  getAppNews: {
    methode: 'GET',
    pfad: '/news',
    antwort: v.array(appNewsEntity),
    fehlerTitel: FEHLER_TITEL.appNewsLaden,
    beschreibung: 'Aktuelle News für das Mitglied (Anzeigefenster enthält heute, Kategorie passt), neueste zuerst',
  },
  getAppTermine: {
    methode: 'GET',
    pfad: '/termin',
    antwort: v.array(appTerminEntity),
    fehlerTitel: FEHLER_TITEL.appTermineLaden,
    beschreibung: 'Kommende Termine für das Mitglied, mit seinem An-/Abmeldestatus',
  },
  setAppAnAbmeldung: {
    methode: 'PUT',
    pfad: '/termin/:TerminId/anabmeldung',
    params: idParams('TerminId'),
    body: anAbmeldungSchema,
    antwort: anAbmeldungAntwort,
    // 409: the event has no sign-up, or it has started.
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.appAnAbmelden,
    beschreibung:
      'Eigene An-/Abmeldung setzen (1 anmelden, 2 abmelden, 3 provisorisch), bis der Termin beginnt; über MaxTeilnehmende hinaus auf die Warteliste (WartelistePlatz), bei einer Abmeldung rückt die erste Person nach',
  },
  getAppDokumente: {
    methode: 'GET',
    pfad: '/dokument',
    antwort: v.array(appDokumentEntity),
    fehler: [403],
    fehlerTitel: FEHLER_TITEL.appDokumenteLaden,
    beschreibung: 'Dokumente für das Mitglied (Anzeigefenster, Kategorie, Vertrag mit Dokumentenmodul)',
  },
  getAppDokumentDatei: {
    methode: 'GET',
    pfad: '/dokument/:DokumentId/datei',
    params: idParams('DokumentId'),
    antwort: { art: 'datei', contentType: 'application/pdf' },
    fehler: [403],
    fehlerTitel: FEHLER_TITEL.appDokumentLaden,
    beschreibung: 'Die PDF-Datei eines Dokuments, das das Mitglied sehen darf',
  },
});
