/**
 * Calendar subscription (docs/produkt.md "Kalender abonnieren"): the secret iCalendar address of the
 * club (administrators) and of the signed-in member (member app), its renewal, and the feed itself,
 * served without sign-in to whoever holds the secret.
 */
import { FEHLER_TITEL, kalenderAboEntity, kalenderParams } from '@vereinsportal/domain';
import { operation } from '../operation.js';
import { ADMIN_PFAD, APP_PFAD } from '../pfade.js';

/** The feed's path below the base path; the secret is the only key (docs/produkt.md "Kalender abonnieren"). */
export const KALENDER_FEED_PFAD = '/kalender/:Geheimnis.ics';

export const kalenderOperationen = {
  getKalenderAbo: operation({
    methode: 'GET',
    pfad: `${ADMIN_PFAD}/kalender`,
    antwort: kalenderAboEntity,
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.kalenderLaden,
    bereich: 'Termine',
    beschreibung: 'Die geheime Kalenderadresse des Vereins (alle Termine); beim ersten Abruf wird sie erstellt',
  }),
  kalenderAboErneuern: operation({
    methode: 'POST',
    pfad: `${ADMIN_PFAD}/kalender/erneuern`,
    antwort: kalenderAboEntity,
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.kalenderErneuern,
    bereich: 'Termine',
    beschreibung: 'Neue Kalenderadresse des Vereins; die bisherige antwortet sofort mit 404',
  }),
  getAppKalender: operation({
    methode: 'GET',
    pfad: `${APP_PFAD}/kalender`,
    antwort: kalenderAboEntity,
    zugang: 'mitglied',
    fehlerTitel: FEHLER_TITEL.kalenderLaden,
    bereich: 'Mitglieder-App',
    beschreibung: 'Die geheime Kalenderadresse des Mitglieds (die Termine, die es sieht); beim ersten Abruf wird sie erstellt',
  }),
  changeAppKalender: operation({
    methode: 'POST',
    pfad: `${APP_PFAD}/kalender/erneuern`,
    antwort: kalenderAboEntity,
    zugang: 'mitglied',
    fehlerTitel: FEHLER_TITEL.kalenderErneuern,
    bereich: 'Mitglieder-App',
    beschreibung: 'Neue Kalenderadresse des Mitglieds; die bisherige antwortet sofort mit 404',
  }),
  getKalenderFeed: operation({
    methode: 'GET',
    pfad: KALENDER_FEED_PFAD,
    params: kalenderParams,
    antwort: { art: 'datei', contentType: 'text/calendar', zeichensatz: 'utf-8' },
    zugang: 'offen',
    fehlerTitel: null,
    spinner: false,
    bereich: 'Termine',
    beschreibung:
      'Der Kalender (iCalendar) zu einer geheimen Kalenderadresse: die Termine der letzten 90 Tage und alle künftigen; eine unbekannte oder erneuerte Adresse ist ein 404',
  }),
};
