import { useMemo, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { GridColDef } from '@mui/x-data-grid';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { Dokument } from '@vereinsportal/domain';
import { api } from '../../lib/api';
import { apiCall, useApiQuery } from '../../lib/useApiCall';
import { ConfirmDialog } from '../../lib/ConfirmDialog';
import { ButtonLink } from '../../components/links';
import { ListenTabelle } from '../shared/LazyListenTabelle';
import { aktionenSpalte, ZeilenAktion } from '../shared/aktionen';
import { Seitenkopf } from '../shared/Seitenkopf';
import { datumDe, hakenText } from '../shared/format';
import { DokumentModulBanner } from './DokumentModulBanner';

/** /dokumentliste (SPEC §2). */
export default function DokumentListePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [zuLoeschen, setZuLoeschen] = useState<Dokument | null>(null);
  const { data = [], isFetching } = useApiQuery({
    queryKey: ['dokumente'],
    queryFn: () => api.getDokumente(),
    fehler: 'dokumentlisteLaden',
  });

  const loeschen = async (d: Dokument) => {
    await apiCall('dokumentLoeschen', () => api.deleteDokument(d.DokumentId), { erfolg: 'dokumentGeloescht' });
    await queryClient.invalidateQueries({ queryKey: ['dokumente'] });
  };

  const columns = useMemo<GridColDef<Dokument>[]>(
    () => [
      aktionenSpalte<Dokument>(100, (row) => [
          <ZeilenAktion key="del" icon={<DeleteIcon />} label={`${row.DokumentBezeichnung ?? 'Dokument'} löschen`} onClick={() => setZuLoeschen(row)} />,
          <ZeilenAktion
            key="edit"
            icon={<EditIcon />}
            label={`${row.DokumentBezeichnung ?? 'Dokument'} bearbeiten`}
            onClick={() => navigate({ to: '/dokumentbearbeiten/$dokumentId', params: { dokumentId: String(row.DokumentId) } })}
          />,
        ]),
      { field: 'DokumentBezeichnung', headerName: 'Titel', flex: 2, minWidth: 200 },
      { field: 'AnzeigenVon', headerName: 'Anzeigen von', width: 130, valueFormatter: (v) => datumDe(v as string) },
      { field: 'AnzeigenBis', headerName: 'Anzeigen bis', width: 130, valueFormatter: (v) => datumDe(v as string) },
      { field: 'InternetLinkVerwenden', headerName: 'Internet Link', width: 110, valueFormatter: (v) => hakenText(v as number) },
      { field: 'FuerMitgliedschaftsart', headerName: 'Mitgliederkategorien', flex: 1, minWidth: 160 },
    ],
    [navigate],
  );

  return (
    <>
      <Seitenkopf titel="Dokumentliste">
        <ButtonLink to="/dokumentbearbeiten/$dokumentId" params={{ dokumentId: '0' }} variant="contained">
          Dokument erfassen
        </ButtonLink>
      </Seitenkopf>
      <DokumentModulBanner />
      <ListenTabelle label="Dokumentliste" rows={data} columns={columns} getRowId={(d) => d.DokumentId} loading={isFetching && data.length === 0} />
      <ConfirmDialog
        open={zuLoeschen !== null}
        titel="Dokument löschen"
        text={`Wollen Sie das Dokument '${zuLoeschen?.DokumentBezeichnung ?? ''}' wirklich löschen?`}
        bestaetigen="Löschen"
        onConfirm={() => zuLoeschen && void loeschen(zuLoeschen).catch(() => undefined)}
        onClose={() => setZuLoeschen(null)}
      />
    </>
  );
}
