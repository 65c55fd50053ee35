import type { ListenSpalte } from '../common/ListenTabelle';
import { type Dokument, LEERE_LISTE } from '@vereinsportal/domain';
import { api } from '../common/api';
import { BereichsListe } from '../common/BereichsListe';
import { anzeigeSpalten, hakenSpalte, kategorienSpalte } from '../common/bereichsSpalten';
import { DOKUMENTE_KEYS, dokumenteQuery } from './queries';
import { DokumentModulBanner } from './DokumentModulBanner';

const SPALTEN: ListenSpalte<Dokument>[] = [
  { field: 'DokumentBezeichnung', headerName: 'Titel', flex: 2, minWidth: 200 },
  ...anzeigeSpalten<Dokument>(),
  hakenSpalte('InternetLinkVerwenden', 'Internet Link', 110),
  kategorienSpalte(160),
];
// A phone shows the date before the title (docs/produkt.md §2).
const SCHMAL = ['AnzeigenVon', 'DokumentBezeichnung'];
const dokumentId = (d: Dokument) => d.DokumentId;
const dokumentTitel = (d: Dokument) => d.DokumentBezeichnung;
const bearbeitenSeite = (dokumentId: string) => ({ to: '/dokumentbearbeiten/$dokumentId', params: { dokumentId } }) as const;
const LOESCHEN = {
  erfolg: 'dokumentGeloescht',
  listeKey: DOKUMENTE_KEYS.alle,
  aufruf: (d: Dokument) => api.deleteDokument({ params: { DokumentId: d.DokumentId } }),
} as const;

/** /dokumentliste (docs/produkt.md §2). */
export default function DokumentListePage() {
  return (
    <BereichsListe<Dokument>
      titel="Dokumentliste"
      hinweis={<DokumentModulBanner />}
      abfrage={dokumenteQuery}
      zeilenId={dokumentId}
      art="Dokument"
      titelVon={dokumentTitel}
      bearbeitenSeite={bearbeitenSeite}
      loeschen={LOESCHEN}
      aktionenBreite={100}
      spalten={SPALTEN}
      schmal={SCHMAL}
      leerText={LEERE_LISTE.dokumente}
    />
  );
}
