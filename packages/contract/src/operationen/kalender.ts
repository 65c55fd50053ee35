/**
 * Calendar subscription (docs/produkt.md "Kalender abonnieren"): the secret iCalendar address of the
 * club (administrators) and of the signed-in member (member app), its renewal, and the feed itself,
 * served without sign-in to whoever holds the secret.
 */
import { FEHLER_TITEL, kalenderAboEntity, kalenderParams } from '@vereinsportal/domain';
import { gruppe } from '../operation.js';
import { ADMIN_PFAD, APP_PFAD } from '../pfade.js';

/** The feed's path below the base path; the secret is the only key (docs/produkt.md "Kalender abonnieren"). */
const KALENDER_FEED_PFAD = '/kalender/:Geheimnis.ics';

const verein = gruppe(
  { pfad: `${ADMIN_PFAD}/kalender`, zugang: 'admin', bereich: 'Termine' },
  {
    getKalenderAbo: {
      methode: 'GET',
      pfad: '',
      antwort: kalenderAboEntity,
      fehlerTitel: FEHLER_TITEL.kalenderLaden,
      beschreibung: 'Die geheime Kalenderadresse des Vereins (alle Termine); beim ersten Abruf wird sie erstellt',
    },
    kalenderAboErneuern: {
      methode: 'POST',
      pfad: '/erneuern',
      antwort: kalenderAboEntity,
      fehlerTitel: FEHLER_TITEL.kalenderErneuern,
      beschreibung: 'Neue Kalenderadresse des Vereins; die bisherige antwortet sofort mit 404',
    },
  },
);

const app = gruppe(
  { pfad: `${APP_PFAD}/kalender`, zugang: 'mitglied', bereich: 'Mitglieder-App' },
  {
    getAppKalender: {
      methode: 'GET',
      pfad: '',
      antwort: kalenderAboEntity,
      fehlerTitel: FEHLER_TITEL.kalenderLaden,
      beschreibung: 'Die geheime Kalenderadresse des Mitglieds (die Termine, die es sieht); beim ersten Abruf wird sie erstellt',
    },
    changeAppKalender: {
      methode: 'POST',
      pfad: '/erneuern',
      antwort: kalenderAboEntity,
      fehlerTitel: FEHLER_TITEL.kalenderErneuern,
      beschreibung: 'Neue Kalenderadresse des Mitglieds; die bisherige antwortet sofort mit 404',
    },
  },
);

const feed = gruppe(
  { pfad: '', zugang: 'offen', bereich: 'Termine' },
  {
    getKalenderFeed: {
      methode: 'GET',
      pfad: KALENDER_FEED_PFAD,
      params: kalenderParams,
      antwort: { art: 'datei', contentType: 'text/calendar', zeichensatz: 'utf-8' },
      fehlerTitel: null,
      spinner: false,
      beschreibung:
        'Der Kalender (iCalendar) zu einer geheimen Kalenderadresse: die Termine der letzten 90 Tage und alle künftigen; eine unbekannte oder erneuerte Adresse ist ein 404',
    },
  },
);

export const kalenderOperationen = { ...verein, ...app, ...feed };
