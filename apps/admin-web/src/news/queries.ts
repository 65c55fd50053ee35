/** The news' queries (key and fetcher together); every news write invalidates NEWS_KEYS.alle. */
import { api } from '../common/api';
import { datensatzQueries } from '../common/datensatzQueries';

const news = datensatzQueries('news', {
  liste: (auchVergangene) => api.getNewsListe({ query: { AuchVergangeneNewsAnzeigen: auchVergangene } }),
  eintrag: (id) => api.getNews({ params: { NewsId: id } }),
});

export const NEWS_KEYS = news.keys;
export const newsListeQuery = news.liste;
export const newsQuery = news.eintrag;
