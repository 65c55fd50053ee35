import { useMemo, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { GridColDef } from '@mui/x-data-grid';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { TEXT, type Termin } from '@vereinsportal/domain';
import { api } from '../shared/api';
import { useApiQuery } from '../shared/useApiCall';
import { ButtonLink } from '../shared/links';
import { ListenTabelle } from '../shared/LazyListenTabelle';
import { aktionenSpalte, loeschenUndBearbeiten, ZeilenAktion } from '../shared/aktionen';
import { Seitenkopf } from '../shared/Seitenkopf';
import { datumDe, hakenText } from '../shared/format';
import { useZeileLoeschen } from '../shared/useZeileLoeschen';
import { QUERY_KEYS } from '../shared/queryKeys';
import { KalenderAboButton } from './KalenderAbo';

// Stable props: a new rows array or callback on every render would make the grid redo its row work.
const KEINE_TERMINE: Termin[] = [];
const terminId = (t: Termin) => t.TerminId;

/** /terminliste (docs/produkt.md §2). */
export default function TerminListePage() {
  const navigate = useNavigate();
  const [auchVergangene, setAuchVergangene] = useState(false);
  const { data, isFetching, isError } = useApiQuery({
    queryKey: QUERY_KEYS.termine.liste(auchVergangene),
    queryFn: () => api.getTermine({ query: { AuchVergangeneTermineAnzeigen: auchVergangene } }),
  });
  const termine = data ?? KEINE_TERMINE;
  const { fragen: loeschenFragen, dialog: loeschenDialog } = useZeileLoeschen<Termin>({
    titel: 'Termin löschen',
    text: (t) => TEXT.loeschenFrage('Termin', t?.Titel ?? ''),
    erfolg: 'terminGeloescht',
    listeKey: QUERY_KEYS.termine.alle,
    loeschen: (t) => api.deleteTermin({ params: { TerminId: t.TerminId } }),
  });

  const columns = useMemo<GridColDef<Termin>[]>(
    () => [
      aktionenSpalte<Termin>(130, (row) => {
        const titel = row.Titel ?? 'Termin';
        const items = loeschenUndBearbeiten(
          titel,
          () => loeschenFragen(row),
          () => void navigate({ to: '/terminbearbeiten/$terminId', params: { terminId: String(row.TerminId) } }),
        );
        if (row.MitAnAbmeldung === 1) {
          items.push(
            <ZeilenAktion
              key="anab"
              icon={<HowToRegIcon />}
              label={`An-/Abmeldungen von ${titel} anzeigen`}
              onClick={() => navigate({ to: '/terminanabmeldungen/$terminId', params: { terminId: String(row.TerminId) } })}
            />,
          );
        }
        return items;
      }),
      { field: 'Titel', headerName: 'Titel', flex: 2, minWidth: 180 },
      { field: 'Datum', headerName: 'Datum', width: 110, valueFormatter: (v) => datumDe(v as string) },
      { field: 'DatumBis', headerName: 'Datum bis', width: 110, valueFormatter: (v) => datumDe(v as string) },
      { field: 'Zeit', headerName: 'Zeit', width: 80 },
      { field: 'ZeitBis', headerName: 'Zeit bis', width: 80 },
      { field: 'Ganztaegig', headerName: 'Ganztägig', width: 100, valueFormatter: (v) => hakenText(v as number) },
      { field: 'FuerMitgliedschaftsart', headerName: 'Mitgliederkategorien', flex: 1, minWidth: 150 },
    ],
    [navigate, loeschenFragen],
  );

  return (
    <>
      <Seitenkopf titel="Terminliste">
        <KalenderAboButton />
        <ButtonLink to="/terminbearbeiten/$terminId" params={{ terminId: '0' }} variant="contained">
          Termin erfassen
        </ButtonLink>
      </Seitenkopf>
      <FormControlLabel
        control={<Checkbox checked={auchVergangene} onChange={(e) => setAuchVergangene(e.target.checked)} />}
        label="Auch vergangene Termine anzeigen"
      />
      <ListenTabelle
        label="Terminliste"
        rows={termine}
        columns={columns}
        getRowId={terminId}
        loading={isFetching && termine.length === 0}
        ersteDatenDa={data !== undefined || isError}
      />
      {loeschenDialog}
    </>
  );
}
