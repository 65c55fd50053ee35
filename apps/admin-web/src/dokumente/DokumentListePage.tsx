import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { GridColDef } from '@mui/x-data-grid';
import { TEXT, type Dokument } from '@vereinsportal/domain';
import { api } from '../shared/api';
import { useApiQuery } from '../shared/useApiCall';
import { ButtonLink } from '../shared/links';
import { ListenTabelle } from '../shared/LazyListenTabelle';
import { aktionenSpalte, loeschenUndBearbeiten } from '../shared/aktionen';
import { Seitenkopf } from '../shared/Seitenkopf';
import { datumDe, hakenText } from '../shared/format';
import { useZeileLoeschen } from '../shared/useZeileLoeschen';
import { DokumentModulBanner } from './DokumentModulBanner';
import { QUERY_KEYS } from '../shared/queryKeys';

// Stable props: a new rows array or callback on every render would make the grid redo its row work.
const KEINE_DOKUMENTE: Dokument[] = [];
const dokumentId = (d: Dokument) => d.DokumentId;

/** /dokumentliste (docs/produkt.md §2). */
export default function DokumentListePage() {
  const navigate = useNavigate();
  const { data, isFetching, isError } = useApiQuery({
    queryKey: QUERY_KEYS.dokumente.liste,
    queryFn: () => api.getDokumente(),
  });
  const dokumente = data ?? KEINE_DOKUMENTE;
  const { fragen: loeschenFragen, dialog: loeschenDialog } = useZeileLoeschen<Dokument>({
    titel: 'Dokument löschen',
    text: (d) => TEXT.loeschenFrage('Dokument', d?.DokumentBezeichnung ?? ''),
    erfolg: 'dokumentGeloescht',
    listeKey: QUERY_KEYS.dokumente.alle,
    loeschen: (d) => api.deleteDokument({ params: { DokumentId: d.DokumentId } }),
  });

  const columns = useMemo<GridColDef<Dokument>[]>(
    () => [
      aktionenSpalte<Dokument>(100, (row) =>
        loeschenUndBearbeiten(
          row.DokumentBezeichnung ?? 'Dokument',
          () => loeschenFragen(row),
          () => void navigate({ to: '/dokumentbearbeiten/$dokumentId', params: { dokumentId: String(row.DokumentId) } }),
        ),
      ),
      { field: 'DokumentBezeichnung', headerName: 'Titel', flex: 2, minWidth: 200 },
      { field: 'AnzeigenVon', headerName: 'Anzeigen von', width: 130, valueFormatter: (v) => datumDe(v as string) },
      { field: 'AnzeigenBis', headerName: 'Anzeigen bis', width: 130, valueFormatter: (v) => datumDe(v as string) },
      { field: 'InternetLinkVerwenden', headerName: 'Internet Link', width: 110, valueFormatter: (v) => hakenText(v as number) },
      { field: 'FuerMitgliedschaftsart', headerName: 'Mitgliederkategorien', flex: 1, minWidth: 160 },
    ],
    [navigate, loeschenFragen],
  );

  return (
    <>
      <Seitenkopf titel="Dokumentliste">
        <ButtonLink to="/dokumentbearbeiten/$dokumentId" params={{ dokumentId: '0' }} variant="contained">
          Dokument erfassen
        </ButtonLink>
      </Seitenkopf>
      <DokumentModulBanner />
      <ListenTabelle
        label="Dokumentliste"
        rows={dokumente}
        columns={columns}
        getRowId={dokumentId}
        loading={isFetching && dokumente.length === 0}
        ersteDatenDa={data !== undefined || isError}
      />
      {loeschenDialog}
    </>
  );
}
