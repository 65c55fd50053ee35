import type { ListenSpalte } from '../common/ListenTabelle';
import { type News, LEERE_LISTE } from '@vereinsportal/domain';
import { api } from '../common/api';
import { BereichsListe } from '../common/BereichsListe';
import { anzeigeSpalten, kategorienSpalte } from '../common/bereichsSpalten';
import { NEWS_KEYS, newsListeQuery } from './queries';

const SPALTEN: ListenSpalte<News>[] = [
  { field: 'Titel', headerName: 'Titel', flex: 2, minWidth: 200 },
  ...anzeigeSpalten<News>(),
  kategorienSpalte(160),
];
// A phone shows the date before the title (docs/produkt.md §2).
const SCHMAL = ['AnzeigenVon', 'Titel'];
const newsId = (n: News) => n.NewsId;
const newsTitel = (n: News) => n.Titel;
const bearbeitenSeite = (newsId: string) => ({ to: '/newsbearbeiten/$newsId', params: { newsId } }) as const;
const LOESCHEN = {
  erfolg: 'newsGeloescht',
  listeKey: NEWS_KEYS.alle,
  aufruf: (n: News) => api.deleteNews({ params: { NewsId: n.NewsId } }),
} as const;

/** /newsliste (docs/produkt.md §2). */
export default function NewsListePage() {
  return (
    <BereichsListe<News>
      titel="Newsliste"
      filterLabel="Auch vergangene News anzeigen"
      abfrage={newsListeQuery}
      zeilenId={newsId}
      art="News"
      titelVon={newsTitel}
      bearbeitenSeite={bearbeitenSeite}
      loeschen={LOESCHEN}
      aktionenBreite={100}
      spalten={SPALTEN}
      schmal={SCHMAL}
      leerText={LEERE_LISTE.news}
    />
  );
}
