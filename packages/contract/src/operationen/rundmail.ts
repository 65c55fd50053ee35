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
import { operation } from '../operation.js';
import { ADMIN_PFAD } from '../pfade.js';

export const rundmailOperationen = {
  rundmailVorschau: operation({
    methode: 'GET',
    pfad: `${ADMIN_PFAD}/rundmailVorschau`,
    query: rundmailVorschauQuery,
    antwort: rundmailVorschauEntity,
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.rundmailVorschau,
    // The live preview follows every change of the choice; it must not block the page.
    spinner: false,
    bereich: 'Rundmail',
    beschreibung:
      'Vorschau: Anzahl Empfänger (aktive Mitglieder mit E-Mail-Adresse, optional nur bestimmter Kategorien) und Mitglieder der Auswahl ohne E-Mail-Adresse',
  }),
  rundmailSenden: operation({
    methode: 'POST',
    pfad: `${ADMIN_PFAD}/rundmail`,
    body: rundmailSchema,
    antwort: rundmailGesendetEntity,
    zugang: 'admin',
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.rundmailSenden,
    bereich: 'Rundmail',
    beschreibung: 'Rundmail senden: eine E-Mail je Empfänger in den Postausgang, Antwort-an die E-Mail-Adresse des Vereins',
  }),
  getRundmails: operation({
    methode: 'GET',
    pfad: `${ADMIN_PFAD}/rundmail`,
    antwort: v.array(rundmailEntity),
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.rundmailsLaden,
    bereich: 'Rundmail',
    beschreibung: 'Gesendete Rundmails, neueste zuerst',
  }),
};
