import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { ListenSpalte } from '../common/ListenTabelle';
import { type News, LEERE_LISTE } from '@vereinsportal/domain';
import { api } from '../common/api';
import { ButtonLink } from '../common/links';
import { BereichsListe } from '../common/BereichsListe';
import { datumDe } from '../common/format';
import { NEWS_KEYS, newsListeQuery } from './queries';

const SPALTEN: ListenSpalte<News>[] = [
  { field: 'Titel', headerName: 'Titel', flex: 2, minWidth: 200 },
  { field: 'AnzeigenVon', headerName: 'Anzeigen von', width: 130, valueFormatter: (v) => datumDe(v as string) },
  { field: 'AnzeigenBis', headerName: 'Anzeigen bis', width: 130, valueFormatter: (v) => datumDe(v as string) },
  { field: 'FuerMitgliedschaftsart', headerName: 'Mitgliederkategorien', flex: 1, minWidth: 160 },
];
// A phone shows the date before the title (docs/produkt.md §2).
const SCHMAL = ['AnzeigenVon', 'Titel'];
const newsId = (n: News) => n.NewsId;
const newsTitel = (n: News) => n.Titel;
const LOESCHEN = {
  erfolg: 'newsGeloescht',
  listeKey: NEWS_KEYS.alle,
  aufruf: (n: News) => api.deleteNews({ params: { NewsId: n.NewsId } }),
} as const;

// In the head and, while the list is empty, below its text.
const ERFASSEN = (
  <ButtonLink to="/newsbearbeiten/$newsId" params={{ newsId: '0' }} variant="contained">
    News erfassen
  </ButtonLink>
);

/** /newsliste (docs/produkt.md §2). */
export default function NewsListePage() {
  const navigate = useNavigate();
  const bearbeiten = useCallback(
    (n: News) => void navigate({ to: '/newsbearbeiten/$newsId', params: { newsId: String(n.NewsId) } }),
    [navigate],
  );
  return (
    <BereichsListe<News>
      titel="Newsliste"
      erfassen={ERFASSEN}
      filterLabel="Auch vergangene News anzeigen"
      abfrage={newsListeQuery}
      zeilenId={newsId}
      art="News"
      titelVon={newsTitel}
      bearbeiten={bearbeiten}
      loeschen={LOESCHEN}
      aktionenBreite={100}
      spalten={SPALTEN}
      schmal={SCHMAL}
      leerText={LEERE_LISTE.news}
    />
  );
}
