import { useMemo, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { GridColDef } from '@mui/x-data-grid';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import type { Termin } from '@vereinsportal/domain';
import { api } from '../../lib/api';
import { apiCall, useApiQuery } from '../../lib/useApiCall';
import { ConfirmDialog } from '../../lib/ConfirmDialog';
import { ButtonLink } from '../../components/links';
import { ListenTabelle } from '../shared/LazyListenTabelle';
import { aktionenSpalte, ZeilenAktion } from '../shared/aktionen';
import { Seitenkopf } from '../shared/Seitenkopf';
import { datumDe, hakenText } from '../shared/format';

/** /terminliste (SPEC §2). */
export default function TerminListePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [auchVergangene, setAuchVergangene] = useState(false);
  const [zuLoeschen, setZuLoeschen] = useState<Termin | null>(null);
  const { data = [], isFetching } = useApiQuery({
    queryKey: ['termine', auchVergangene],
    queryFn: () => api.getTermine({ AuchVergangeneTermineAnzeigen: auchVergangene }),
    fehler: 'terminlisteLaden',
  });

  const loeschen = async (t: Termin) => {
    await apiCall('terminLoeschen', () => api.deleteTermin(t.TerminId), { erfolg: 'terminGeloescht' });
    await queryClient.invalidateQueries({ queryKey: ['termine'] });
  };

  const columns = useMemo<GridColDef<Termin>[]>(
    () => [
      aktionenSpalte<Termin>(130, (row) => {
          const titel = row.Titel ?? 'Termin';
          const items = [
            <ZeilenAktion key="del" icon={<DeleteIcon />} label={`${titel} löschen`} onClick={() => setZuLoeschen(row)} />,
            <ZeilenAktion
              key="edit"
              icon={<EditIcon />}
              label={`${titel} bearbeiten`}
              onClick={() => navigate({ to: '/terminbearbeiten/$terminId', params: { terminId: String(row.TerminId) } })}
            />,
          ];
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
    [navigate],
  );

  return (
    <>
      <Seitenkopf titel="Terminliste">
        <ButtonLink to="/terminbearbeiten/$terminId" params={{ terminId: '0' }} variant="contained">
          Termin erfassen
        </ButtonLink>
      </Seitenkopf>
      <FormControlLabel
        control={<Checkbox checked={auchVergangene} onChange={(e) => setAuchVergangene(e.target.checked)} />}
        label="Auch vergangene Termine anzeigen"
      />
      <ListenTabelle label="Terminliste" rows={data} columns={columns} getRowId={(t) => t.TerminId} loading={isFetching && data.length === 0} />
      <ConfirmDialog
        open={zuLoeschen !== null}
        titel="Termin löschen"
        text={`Wollen Sie den Termin '${zuLoeschen?.Titel ?? ''}' wirklich löschen?`}
        bestaetigen="Löschen"
        onConfirm={() => zuLoeschen && void loeschen(zuLoeschen).catch(() => undefined)}
        onClose={() => setZuLoeschen(null)}
      />
    </>
  );
}
