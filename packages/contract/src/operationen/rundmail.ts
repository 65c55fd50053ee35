/** Rundmail: preview of the recipients, send (through the outbox), the list of sent Rundmails. */
import {
  FEHLER_TITEL,
  rundmailEntity,
  rundmailGesendetEntity,
  rundmailSchema,
  rundmailVorschauEntity,
  rundmailVorschauQuery,
} from '@vereinsportal/domain';
import * as v from 'valibot';
import { adminGruppe, gruppe } from '../operation.js';

export const rundmailOperationen = gruppe(adminGruppe('Rundmail'), {
  rundmailVorschau: {
    methode: 'GET',
    pfad: '/rundmailVorschau',
    query: rundmailVorschauQuery,
    antwort: rundmailVorschauEntity,
    fehlerTitel: FEHLER_TITEL.rundmailVorschau,
    // The live preview follows every change of the choice; it must not block the page.
    spinner: false,
    beschreibung:
      'Vorschau: Anzahl Empfänger (aktive Mitglieder mit E-Mail-Adresse, optional nur bestimmter Kategorien) und Mitglieder der Auswahl ohne E-Mail-Adresse',
  },
  rundmailSenden: {
    methode: 'POST',
    pfad: '/rundmail',
    body: rundmailSchema,
    antwort: rundmailGesendetEntity,
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.rundmailSenden,
    beschreibung: 'Rundmail senden: eine E-Mail je Empfänger in den Postausgang, Antwort-an die E-Mail-Adresse des Vereins',
  },
  getRundmails: {
    methode: 'GET',
    pfad: '/rundmail',
    antwort: v.array(rundmailEntity),
    fehlerTitel: FEHLER_TITEL.rundmailsLaden,
    beschreibung: 'Gesendete Rundmails, neueste zuerst',
  },
});
