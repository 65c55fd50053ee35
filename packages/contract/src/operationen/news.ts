/** News: the list, one with its HTML, create, change, delete. */
import { FEHLER_TITEL, newsEntity, newsSchema, recordIdEntity, recordIdHinweisEntity } from '@vereinsportal/domain';
import * as v from 'valibot';
import { adminGruppe, gruppe, multipart } from '../operation.js';
import { idParams, queryFlags } from '../parameter.js';
import { HTML_TEILE } from '../schemas.js';

const newsBody = multipart(newsSchema, HTML_TEILE);

export const newsOperationen = gruppe(adminGruppe('News', '/news'), {
  getNewsListe: {
    methode: 'GET',
    pfad: '',
    query: queryFlags('AuchVergangeneNewsAnzeigen'),
    antwort: v.array(newsEntity),
    fehlerTitel: FEHLER_TITEL.newslisteLaden,
    beschreibung: 'Newsliste (ohne HTML; vergangene nur mit Filter)',
  },
  getNews: {
    methode: 'GET',
    pfad: '/:NewsId',
    params: idParams('NewsId'),
    antwort: newsEntity,
    fehlerTitel: FEHLER_TITEL.newsLaden,
    beschreibung: 'Eine News mit HTML',
  },
  createNews: {
    methode: 'POST',
    pfad: '',
    body: newsBody,
    antwort: recordIdHinweisEntity,
    fehler: [413],
    fehlerTitel: FEHLER_TITEL.newsSpeichern,
    beschreibung: 'News erfassen (HTML wird bereinigt)',
  },
  updateNews: {
    methode: 'POST',
    pfad: '/:NewsId',
    params: idParams('NewsId'),
    body: newsBody,
    antwort: recordIdHinweisEntity,
    fehler: [413],
    fehlerTitel: FEHLER_TITEL.newsSpeichern,
    beschreibung: 'News ändern; ohne HTML-Teil bleibt der gespeicherte Inhalt',
  },
  deleteNews: {
    methode: 'DELETE',
    pfad: '/:NewsId',
    params: idParams('NewsId'),
    antwort: recordIdEntity,
    fehlerTitel: FEHLER_TITEL.newsLoeschen,
    beschreibung: 'News löschen',
  },
});
