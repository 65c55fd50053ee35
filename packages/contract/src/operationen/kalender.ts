/**
 * Calendar subscription (docs/produkt.md "Kalender abonnieren"): the secret iCalendar address of the
 * club (administrators) and of the signed-in member (member app), its renewal, and the feed itself,
 * served without sign-in to whoever holds the secret.
 */
import { FEHLER_TITEL, kalenderAboEntity, kalenderParams } from '@vereinsportal/domain';
import { adminGruppe, appGruppe, gruppe, offeneGruppe } from '../operation.js';

/** The feed's path below the base path; the secret is the only key (docs/produkt.md "Kalender abonnieren"). */
const KALENDER_FEED_PFAD = '/kalender/:Geheimnis.ics';

const verein = gruppe(adminGruppe('Termine', '/kalender'), {
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
});

const app = gruppe(appGruppe('/kalender'), {
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
});

const feed = gruppe(offeneGruppe('Termine'), {
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
});

export const kalenderOperationen = { ...verein, ...app, ...feed };
