import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { ListenSpalte } from '../common/ListenTabelle';
import { type Dokument, LEERE_LISTE } from '@vereinsportal/domain';
import { api } from '../common/api';
import { ButtonLink } from '../common/links';
import { BereichsListe } from '../common/BereichsListe';
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
const dokumentTitel = (d: Dokument) => d.DokumentBezeichnung;
const LOESCHEN = {
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
    <BereichsListe<Dokument>
      titel="Dokumentliste"
      erfassen={ERFASSEN}
      hinweis={<DokumentModulBanner />}
      abfrage={dokumenteQuery}
      zeilenId={dokumentId}
      art="Dokument"
      titelVon={dokumentTitel}
      bearbeiten={bearbeiten}
      loeschen={LOESCHEN}
      aktionenBreite={100}
      spalten={SPALTEN}
      schmal={SCHMAL}
      leerText={LEERE_LISTE.dokumente}
    />
  );
}
