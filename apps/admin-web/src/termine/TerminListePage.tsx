import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { ListenSpalte } from '../common/ListenTabelle';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { type Termin, LEERE_LISTE } from '@vereinsportal/domain';
import { api } from '../common/api';
import { ButtonLink } from '../common/links';
import { BereichsListe } from '../common/BereichsListe';
import { ZeilenAktion } from '../common/aktionen';
import { datumDe, hakenText } from '../common/format';
import { TERMINE_KEYS, terminListeQuery } from './queries';
import { KalenderAboButton } from './KalenderAbo';
import { SaisonExportKnopf } from './AnwesenheitSaison';
import { TerminTitel } from './TerminTitel';

const SPALTEN: ListenSpalte<Termin>[] = [
  // Occurrences of a series and cancelled events are marked beside the title (docs/termine.md "Serien").
  { field: 'Titel', headerName: 'Titel', flex: 2, minWidth: 180, renderCell: ({ row }) => <TerminTitel termin={row} /> },
  { field: 'Datum', headerName: 'Datum', width: 110, valueFormatter: (v) => datumDe(v as string) },
  { field: 'DatumBis', headerName: 'Datum bis', width: 110, valueFormatter: (v) => datumDe(v as string) },
  { field: 'Zeit', headerName: 'Zeit', width: 80 },
  { field: 'ZeitBis', headerName: 'Zeit bis', width: 80 },
  { field: 'Ganztaegig', headerName: 'Ganztägig', width: 100, valueFormatter: (v) => hakenText(v as number) },
  { field: 'FuerMitgliedschaftsart', headerName: 'Mitgliederkategorien', flex: 1, minWidth: 150 },
];
// A phone shows the date before the title (docs/produkt.md §2).
const SCHMAL = ['Datum', 'Titel'];
const terminId = (t: Termin) => t.TerminId;
const terminTitel = (t: Termin) => t.Titel;
const LOESCHEN = {
  erfolg: 'terminGeloescht',
  listeKey: TERMINE_KEYS.alle,
  aufruf: (t: Termin) => api.deleteTermin({ params: { TerminId: t.TerminId } }),
} as const;

// In the head and, while the list is empty, below its text.
const ERFASSEN = (
  <ButtonLink to="/terminbearbeiten/$terminId" params={{ terminId: '0' }} variant="contained">
    Termin erfassen
  </ButtonLink>
);

/** /terminliste (docs/produkt.md §2). */
export default function TerminListePage() {
  const navigate = useNavigate();
  const bearbeiten = useCallback(
    (t: Termin) => void navigate({ to: '/terminbearbeiten/$terminId', params: { terminId: String(t.TerminId) } }),
    [navigate],
  );
  // Events with sign-up also lead to their sign-up list.
  const weitereAktionen = useCallback(
    (t: Termin) =>
      t.MitAnAbmeldung === 1
        ? [
            <ZeilenAktion
              key="anab"
              icon={<HowToRegIcon />}
              label={`An-/Abmeldungen von ${terminTitel(t) ?? 'Termin'} anzeigen`}
              tooltip="An-/Abmeldungen"
              onClick={() => navigate({ to: '/terminanabmeldungen/$terminId', params: { terminId: String(t.TerminId) } })}
            />,
          ]
        : [],
    [navigate],
  );
  return (
    <BereichsListe<Termin>
      titel="Terminliste"
      kopfDazu={
        <>
          <KalenderAboButton />
          <SaisonExportKnopf />
        </>
      }
      erfassen={ERFASSEN}
      filterLabel="Auch vergangene Termine anzeigen"
      abfrage={terminListeQuery}
      zeilenId={terminId}
      art="Termin"
      titelVon={terminTitel}
      bearbeiten={bearbeiten}
      weitereAktionen={weitereAktionen}
      loeschen={LOESCHEN}
      aktionenBreite={130}
      spalten={SPALTEN}
      schmal={SCHMAL}
      leerText={LEERE_LISTE.termine}
    />
  );
}
