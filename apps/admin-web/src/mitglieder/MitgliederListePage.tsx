import type { JSX } from 'react';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Button from '@mui/material/Button';
import type { ListenSpalte } from '../common/ListenTabelle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { LEERE_LISTE, TEXT, vollerName, zugangsStatus, type MitgliedListenEintrag as Mitglied } from '@vereinsportal/domain';
import { api } from '../common/api';
import { useApiQuery } from '../common/useApiCall';
import { useSpeichern } from '../common/useSpeichern';
import { useSession } from '../common/session';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ButtonLink } from '../common/links';
import { ListenTabelle } from '../common/LazyListenTabelle';
import { aktionenSpalte, ZeilenAktion, ZeilenAktionPlatz } from '../common/aktionen';
import { Seitenkopf } from '../common/Seitenkopf';
import { LeereListe } from '../common/LeereListe';
import { hakenText } from '../common/format';
import { useZeitzone } from '../common/einstellungen';
import { MITGLIEDER_KEYS, mitgliederListeOptionen } from './queries';
import { fehlerText, zeigeFehlerToast } from '../common/notify';

type Aktion = { art: 'loeschen' | 'senden'; mitglied: Mitglied } | null;

const name = (m: Mitglied) => vollerName(m) ?? '';

// Stable props: a new rows array or callback on every render would make the grid redo its row work.
const KEINE_MITGLIEDER: Mitglied[] = [];
const mitgliedId = (m: Mitglied) => m.MitgliedId;
const zeilenKlasse = ({ row }: { row: Mitglied }) => (row.Status === 'D' ? 'zeile-geloescht' : '');

/** /mitgliederliste (docs/produkt.md §2): members with the deleted filter and row actions. */
// In the head and, while the club has no member but the signed-in one, below the empty list's text.
const NEUE_MITGLIEDER = (
  <>
    <ButtonLink to="/mitgliederimportieren" variant="outlined">
      Mitglieder importieren
    </ButtonLink>
    <ButtonLink to="/mitgliedbearbeiten/$mitgliedId" params={{ mitgliedId: '0' }} variant="contained">
      Mitglied erfassen
    </ButtonLink>
  </>
);

export default function MitgliederListePage() {
  const navigate = useNavigate();
  const zeitzone = useZeitzone();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [auchGeloeschte, setAuchGeloeschte] = useState(false);
  const [aktion, setAktion] = useState<Aktion>(null);
  // The route loader has usually started this request already (queries.ts).
  const { data, isFetching, isError } = useApiQuery(mitgliederListeOptionen(auchGeloeschte));
  const mitglieder = data ?? KEINE_MITGLIEDER;
  // The table gets the list as a deferred value: React renders it (thousands of rows for its row model,
  // the rows in view) interruptibly, in slices between which the browser stays responsive, instead of in
  // the one long task in which the answer arrived (apps/admin-web/bench/profil-mitgliederliste.mjs).
  const tabellenZeilen = useDeferredValue(mitglieder, KEINE_MITGLIEDER);
  // The grid fills this with its filtered, sorted rows; before it is there, the list is shown unfiltered.
  const sichtbareZeilenRef = useRef<(() => Mitglied[]) | null>(null);
  const exportieren = async (format: 'csv' | 'xlsx') => {
    const zeilen = sichtbareZeilenRef.current?.() ?? mitglieder;
    const verein = { vereinsName: user.vereinsName, vereinId: user.vereinId };
    try {
      // Loaded on the click: neither the file code nor the Excel writer weighs on the list's first load.
      const modul = await import('./mitgliederExport');
      if (format === 'csv') modul.csvExportieren(zeilen, verein);
      else await modul.excelExportieren(zeilen, verein);
    } catch (error) {
      await zeigeFehlerToast(TEXT.exportFehlgeschlagen, fehlerText(error));
    }
  };

  const loeschen = useSpeichern({
    aufruf: (m: Mitglied) => api.updateMitgliedStatus({ params: { MitgliedId: m.MitgliedId }, body: { Status: 'D' } }),
    erfolg: 'mitgliedStatusGespeichert',
    danach: () => queryClient.invalidateQueries({ queryKey: MITGLIEDER_KEYS.alle }),
  });
  const senden = useSpeichern({
    aufruf: (m: Mitglied) => api.appZugangsDatenSenden({ body: { MitgliedId: m.MitgliedId } }),
    erfolg: 'appZugangsDatenVersendet',
    // The list's Systemzugriff column shows the new invitation date.
    danach: () => queryClient.invalidateQueries({ queryKey: MITGLIEDER_KEYS.alle }),
  });

  const bearbeiten = useCallback(
    (m: Mitglied) => void navigate({ to: '/mitgliedbearbeiten/$mitgliedId', params: { mitgliedId: String(m.MitgliedId) } }),
    [navigate],
  );
  const columns = useMemo<ListenSpalte<Mitglied>[]>(
    () => [
      aktionenSpalte<Mitglied>(126, (row) => {
        const items: JSX.Element[] = [];
        // docs/produkt.md §2: delete only for active members other than oneself.
        if (row.Status === 'A' && row.MitgliedId !== user.userMitgliedId) {
          items.push(
            <ZeilenAktion
              key="del"
              icon={<DeleteIcon />}
              label={`${name(row)} löschen`}
              tooltip="Löschen"
              onClick={() => setAktion({ art: 'loeschen', mitglied: row })}
            />,
          );
        } else {
          items.push(<ZeilenAktionPlatz key="del" />);
        }
        items.push(
          <ZeilenAktion
            key="edit"
            icon={<EditIcon />}
            label={`${name(row)} bearbeiten`}
            tooltip="Bearbeiten"
            onClick={() => bearbeiten(row)}
          />,
        );
        if (row.HatSystemZugriff === 1) {
          items.push(
            <ZeilenAktion
              key="send"
              icon={<SendIcon />}
              label={`App Zugangsdaten an ${name(row)} senden`}
              tooltip="App Zugangsdaten senden"
              onClick={() => setAktion({ art: 'senden', mitglied: row })}
            />,
          );
        }
        return items;
      }),
      // Widths so every header reads in full at 1366 px (the page is full width, PortalRahmen.tsx).
      { field: 'Nachname', headerName: 'Nachname', flex: 1, minWidth: 100 },
      { field: 'Vorname', headerName: 'Vorname', flex: 1, minWidth: 90 },
      { field: 'Strasse', headerName: 'Strasse', flex: 1.3, minWidth: 110 },
      { field: 'Postleitzahl', headerName: 'PLZ', width: 70 },
      { field: 'Ort', headerName: 'Ort', flex: 1, minWidth: 90 },
      { field: 'Mitgliedschaftsart', headerName: 'Mitgliederkategorien', flex: 1, minWidth: 185 },
      // With the app access state, so the administrator knows whom to remind (docs/produkt.md §2): '✓ eingeladen am …'
      // until the member has set a password. One column: a second one would not fit at 1366 px.
      {
        field: 'HatSystemZugriff',
        headerName: 'Systemzugriff',
        width: 200,
        valueGetter: (_v, row) => [hakenText(row.HatSystemZugriff), zugangsStatus(row, zeitzone)].filter(Boolean).join(' '),
      },
      { field: 'AnzahlGeraete', headerName: 'App-Installationen', type: 'number', width: 160 },
      { field: 'IstVereinsAdministrator', headerName: 'Vereinsadministrator', width: 180, valueFormatter: (v) => hakenText(v as number) },
    ],
    [bearbeiten, user.userMitgliedId, zeitzone],
  );

  return (
    <>
      <Seitenkopf titel="Mitgliederliste">
        <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => void exportieren('csv')}>
          {TEXT.exportCsv}
        </Button>
        <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => void exportieren('xlsx')}>
          {TEXT.exportExcel}
        </Button>
        {NEUE_MITGLIEDER}
      </Seitenkopf>
      <FormControlLabel
        control={<Checkbox checked={auchGeloeschte} onChange={(e) => setAuchGeloeschte(e.target.checked)} />}
        label="Auch gelöschte Mitglieder anzeigen"
      />
      {data?.length === 1 && data[0]?.MitgliedId === user.userMitgliedId && (
        <LeereListe text={LEERE_LISTE.mitglieder}>{NEUE_MITGLIEDER}</LeereListe>
      )}
      <ListenTabelle
        label="Mitgliederliste"
        rows={tabellenZeilen}
        columns={columns}
        getRowId={mitgliedId}
        loading={isFetching && tabellenZeilen.length === 0}
        // The placeholder until the deferred rows are the loaded ones, so the table never shows empty first.
        ersteDatenDa={(data !== undefined && tabellenZeilen === mitglieder) || isError}
        getRowClassName={zeilenKlasse}
        oeffnen={bearbeiten}
        sichtbareZeilenRef={sichtbareZeilenRef}
      />
      <ConfirmDialog
        open={aktion?.art === 'loeschen'}
        titel="Mitglied löschen"
        text={aktion ? TEXT.loeschenFrage('Mitglied', name(aktion.mitglied)) : ''}
        bestaetigen="Löschen"
        gefaehrlich
        onConfirm={() => aktion && loeschen.starten(aktion.mitglied)}
        onClose={() => setAktion(null)}
      />
      <ConfirmDialog
        open={aktion?.art === 'senden'}
        titel="App Zugangsdaten senden"
        text={aktion ? TEXT.zugangsdatenSendenFrage(aktion.mitglied.Emailadresse ?? name(aktion.mitglied)) : ''}
        bestaetigen="Senden"
        onConfirm={() => aktion && senden.starten(aktion.mitglied)}
        onClose={() => setAktion(null)}
      />
    </>
  );
}
