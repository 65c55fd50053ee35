import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { ListenSpalte } from '../common/ListenTabelle';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { type Termin, LEERE_LISTE } from '@vereinsportal/domain';
import { api } from '../common/api';
import { BereichsListe } from '../common/BereichsListe';
import { ZeilenAktion } from '../common/aktionen';
import { datumSpalte, hakenSpalte, kategorienSpalte } from '../common/bereichsSpalten';
import { TERMINE_KEYS, terminListeQuery } from './queries';
import { KalenderAboButton } from './KalenderAbo';
import { SaisonExportKnopf } from './AnwesenheitSaison';
import { TerminTitel } from './TerminTitel';

const SPALTEN: ListenSpalte<Termin>[] = [
  // Occurrences of a series and cancelled events are marked beside the title (docs/termine.md "Serien").
  { field: 'Titel', headerName: 'Titel', flex: 2, minWidth: 180, renderCell: ({ row }) => <TerminTitel termin={row} /> },
  datumSpalte('Datum', 'Datum', 110),
  datumSpalte('DatumBis', 'Datum bis', 110),
  { field: 'Zeit', headerName: 'Zeit', width: 80 },
  { field: 'ZeitBis', headerName: 'Zeit bis', width: 80 },
  hakenSpalte('Ganztaegig', 'Ganztägig', 100),
  kategorienSpalte(150),
];
// A phone shows the date before the title (docs/produkt.md §2).
const SCHMAL = ['Datum', 'Titel'];
const terminId = (t: Termin) => t.TerminId;
const terminTitel = (t: Termin) => t.Titel;
const bearbeitenSeite = (terminId: string) => ({ to: '/terminbearbeiten/$terminId', params: { terminId } }) as const;
const LOESCHEN = {
  erfolg: 'terminGeloescht',
  listeKey: TERMINE_KEYS.alle,
  aufruf: (t: Termin) => api.deleteTermin({ params: { TerminId: t.TerminId } }),
} as const;

/** /terminliste (docs/produkt.md §2). */
export default function TerminListePage() {
  const navigate = useNavigate();
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
      filterLabel="Auch vergangene Termine anzeigen"
      abfrage={terminListeQuery}
      zeilenId={terminId}
      art="Termin"
      titelVon={terminTitel}
      bearbeitenSeite={bearbeitenSeite}
      weitereAktionen={weitereAktionen}
      loeschen={LOESCHEN}
      aktionenBreite={130}
      spalten={SPALTEN}
      schmal={SCHMAL}
      leerText={LEERE_LISTE.termine}
    />
  );
}
