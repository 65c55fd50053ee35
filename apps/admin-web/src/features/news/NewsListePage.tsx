import { useMemo, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { GridColDef } from '@mui/x-data-grid';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { News } from '@vereinsportal/domain';
import { api } from '../../lib/api';
import { apiCall, useApiQuery } from '../../lib/useApiCall';
import { ConfirmDialog } from '../../lib/ConfirmDialog';
import { ButtonLink } from '../../components/links';
import { ListenTabelle } from '../shared/LazyListenTabelle';
import { aktionenSpalte, ZeilenAktion } from '../shared/aktionen';
import { Seitenkopf } from '../shared/Seitenkopf';
import { datumDe } from '../shared/format';

/** /newsliste (SPEC §2). */
export default function NewsListePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [auchVergangene, setAuchVergangene] = useState(false);
  const [zuLoeschen, setZuLoeschen] = useState<News | null>(null);
  const { data = [], isFetching } = useApiQuery({
    queryKey: ['news', auchVergangene],
    queryFn: () => api.getNewsListe({ AuchVergangeneNewsAnzeigen: auchVergangene }),
    fehler: 'newslisteLaden',
  });

  const loeschen = async (n: News) => {
    await apiCall('newsLoeschen', () => api.deleteNews(n.NewsId), { erfolg: 'newsGeloescht' });
    await queryClient.invalidateQueries({ queryKey: ['news'] });
  };

  const columns = useMemo<GridColDef<News>[]>(
    () => [
      aktionenSpalte<News>(100, (row) => [
          <ZeilenAktion key="del" icon={<DeleteIcon />} label={`${row.Titel ?? 'News'} löschen`} onClick={() => setZuLoeschen(row)} />,
          <ZeilenAktion
            key="edit"
            icon={<EditIcon />}
            label={`${row.Titel ?? 'News'} bearbeiten`}
            onClick={() => navigate({ to: '/newsbearbeiten/$newsId', params: { newsId: String(row.NewsId) } })}
          />,
        ]),
      { field: 'Titel', headerName: 'Titel', flex: 2, minWidth: 200 },
      { field: 'AnzeigenVon', headerName: 'Anzeigen von', width: 130, valueFormatter: (v) => datumDe(v as string) },
      { field: 'AnzeigenBis', headerName: 'Anzeigen bis', width: 130, valueFormatter: (v) => datumDe(v as string) },
      { field: 'FuerMitgliedschaftsart', headerName: 'Mitgliederkategorien', flex: 1, minWidth: 160 },
    ],
    [navigate],
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
      <ListenTabelle label="Newsliste" rows={data} columns={columns} getRowId={(n) => n.NewsId} loading={isFetching && data.length === 0} />
      <ConfirmDialog
        open={zuLoeschen !== null}
        titel="News löschen"
        text={`Wollen Sie die News '${zuLoeschen?.Titel ?? ''}' wirklich löschen?`}
        bestaetigen="Löschen"
        onConfirm={() => zuLoeschen && void loeschen(zuLoeschen).catch(() => undefined)}
        onClose={() => setZuLoeschen(null)}
      />
    </>
  );
}
