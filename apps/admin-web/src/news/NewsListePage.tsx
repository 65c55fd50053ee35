import { useMemo, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { GridColDef } from '@mui/x-data-grid';
import { TEXT, type News } from '@vereinsportal/domain';
import { api } from '../shared/api';
import { useApiQuery } from '../shared/useApiCall';
import { ButtonLink } from '../shared/links';
import { ListenTabelle } from '../shared/LazyListenTabelle';
import { aktionenSpalte, loeschenUndBearbeiten } from '../shared/aktionen';
import { Seitenkopf } from '../shared/Seitenkopf';
import { datumDe } from '../shared/format';
import { useZeileLoeschen } from '../shared/useZeileLoeschen';
import { QUERY_KEYS } from '../shared/queryKeys';

// Stable props: a new rows array or callback on every render would make the grid redo its row work.
const KEINE_NEWS: News[] = [];
const newsId = (n: News) => n.NewsId;

/** /newsliste (docs/produkt.md §2). */
export default function NewsListePage() {
  const navigate = useNavigate();
  const [auchVergangene, setAuchVergangene] = useState(false);
  const { data, isFetching, isError } = useApiQuery({
    queryKey: QUERY_KEYS.news.liste(auchVergangene),
    queryFn: () => api.getNewsListe({ query: { AuchVergangeneNewsAnzeigen: auchVergangene } }),
  });
  const news = data ?? KEINE_NEWS;
  const { fragen: loeschenFragen, dialog: loeschenDialog } = useZeileLoeschen<News>({
    titel: 'News löschen',
    text: (n) => TEXT.loeschenFrage('News', n?.Titel ?? ''),
    erfolg: 'newsGeloescht',
    listeKey: QUERY_KEYS.news.alle,
    loeschen: (n) => api.deleteNews({ params: { NewsId: n.NewsId } }),
  });

  const columns = useMemo<GridColDef<News>[]>(
    () => [
      aktionenSpalte<News>(100, (row) =>
        loeschenUndBearbeiten(
          row.Titel ?? 'News',
          () => loeschenFragen(row),
          () => void navigate({ to: '/newsbearbeiten/$newsId', params: { newsId: String(row.NewsId) } }),
        ),
      ),
      { field: 'Titel', headerName: 'Titel', flex: 2, minWidth: 200 },
      { field: 'AnzeigenVon', headerName: 'Anzeigen von', width: 130, valueFormatter: (v) => datumDe(v as string) },
      { field: 'AnzeigenBis', headerName: 'Anzeigen bis', width: 130, valueFormatter: (v) => datumDe(v as string) },
      { field: 'FuerMitgliedschaftsart', headerName: 'Mitgliederkategorien', flex: 1, minWidth: 160 },
    ],
    [navigate, loeschenFragen],
  );

  return (
    <>
      <Seitenkopf titel="Newsliste">
        <ButtonLink to="/newsbearbeiten/$newsId" params={{ newsId: '0' }} variant="contained">
          News erfassen
        </ButtonLink>
      </Seitenkopf>
      <FormControlLabel
        control={<Checkbox checked={auchVergangene} onChange={(e) => setAuchVergangene(e.target.checked)} />}
        label="Auch vergangene News anzeigen"
      />
      <ListenTabelle
        label="Newsliste"
        rows={news}
        columns={columns}
        getRowId={newsId}
        loading={isFetching && news.length === 0}
        ersteDatenDa={data !== undefined || isError}
      />
      {loeschenDialog}
    </>
  );
}
