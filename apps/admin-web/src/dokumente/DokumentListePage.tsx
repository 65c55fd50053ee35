import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { ListenSpalte } from '../common/ListenTabelle';
import { TEXT, type Dokument, LEERE_LISTE } from '@vereinsportal/domain';
import { api } from '../common/api';
import { ButtonLink } from '../common/links';
import { ListenSeite } from '../common/ListenSeite';
import { datumDe, hakenText } from '../common/format';
import { DOKUMENTE_KEYS, dokumenteQuery } from './queries';
import { DokumentModulBanner } from './DokumentModulBanner';

const SPALTEN: ListenSpalte<Dokument>[] = [
  { field: 'DokumentBezeichnung', headerName: 'Titel', flex: 2, minWidth: 200 },
  { field: 'AnzeigenVon', headerName: 'Anzeigen von', width: 130, valueFormatter: (v) => datumDe(v as string) },
  { field: 'AnzeigenBis', headerName: 'Anzeigen bis', width: 130, valueFormatter: (v) => datumDe(v as string) },
  { field: 'InternetLinkVerwenden', headerName: 'Internet Link', width: 110, valueFormatter: (v) => hakenText(v as number) },
  { field: 'FuerMitgliedschaftsart', headerName: 'Mitgliederkategorien', flex: 1, minWidth: 160 },
];
// A phone shows the date before the title (docs/produkt.md §2).
const SCHMAL = ['AnzeigenVon', 'DokumentBezeichnung'];
const dokumentId = (d: Dokument) => d.DokumentId;
const dokumentName = (d: Dokument) => d.DokumentBezeichnung ?? 'Dokument';
const LOESCHEN = {
  titel: 'Dokument löschen',
  text: (d: Dokument | null) => TEXT.loeschenFrage('Dokument', d?.DokumentBezeichnung ?? ''),
  erfolg: 'dokumentGeloescht',
  listeKey: DOKUMENTE_KEYS.alle,
  aufruf: (d: Dokument) => api.deleteDokument({ params: { DokumentId: d.DokumentId } }),
} as const;

// In the head and, while the list is empty, below its text.
const ERFASSEN = (
  <ButtonLink to="/dokumentbearbeiten/$dokumentId" params={{ dokumentId: '0' }} variant="contained">
    Dokument erfassen
  </ButtonLink>
);

/** /dokumentliste (docs/produkt.md §2). */
export default function DokumentListePage() {
  const navigate = useNavigate();
  const bearbeiten = useCallback(
    (d: Dokument) => void navigate({ to: '/dokumentbearbeiten/$dokumentId', params: { dokumentId: String(d.DokumentId) } }),
    [navigate],
  );
  return (
    <ListenSeite<Dokument>
      titel="Dokumentliste"
      kopf={ERFASSEN}
      hinweis={<DokumentModulBanner />}
      abfrage={dokumenteQuery}
      zeilenId={dokumentId}
      zeilenName={dokumentName}
      bearbeiten={bearbeiten}
      loeschen={LOESCHEN}
      aktionenBreite={100}
      spalten={SPALTEN}
      schmal={SCHMAL}
      leer={{
        text: LEERE_LISTE.dokumente,
        knopf: ERFASSEN,
      }}
    />
  );
}
