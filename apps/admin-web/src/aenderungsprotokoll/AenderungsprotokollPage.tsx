import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import MuiTextField from '@mui/material/TextField';
import type { ListenSpalte } from '../common/ListenTabelle';
import {
  AENDERUNGS_BEREICHE,
  feldText,
  formatZeitpunktDe,
  type Aenderung,
  type AenderungsBereich,
  type FeldAenderung,
} from '@vereinsportal/domain';
import { useZeitzone } from '../common/einstellungen';
import { useApiQuery } from '../common/useApiCall';
import { ListenTabelle } from '../common/LazyListenTabelle';
import { Seitenkopf } from '../common/Seitenkopf';
import { DateField } from '../common/forms';
import { aenderungsprotokollQuery } from './queries';

const KEINE: Aenderung[] = [];
const aenderungId = (a: Aenderung) => a.AenderungId;

/** /aenderungsprotokoll: who changed what and when (docs/produkt.md, Änderungsprotokoll). */
export default function AenderungsprotokollPage() {
  const [bereich, setBereich] = useState<AenderungsBereich | ''>('');
  const [von, setVon] = useState<string | null>(null);
  const [bis, setBis] = useState<string | null>(null);
  const filter = { Bereich: bereich, Von: von ?? '', Bis: bis ?? '' };
  const { data, isFetching, isError } = useApiQuery(aenderungsprotokollQuery(filter));
  const eintraege = data ?? KEINE;
  const zeitzone = useZeitzone();

  const columns = useMemo<ListenSpalte<Aenderung>[]>(
    () => [
      { field: 'Zeitpunkt', headerName: 'Zeitpunkt', width: 150, valueFormatter: (v) => formatZeitpunktDe(v as string, zeitzone) },
      { field: 'AdministratorName', headerName: 'Administrator', width: 170 },
      { field: 'Bereich', headerName: 'Bereich', width: 120 },
      { field: 'Objekt', headerName: 'Objekt', flex: 1, minWidth: 160 },
      { field: 'Aktion', headerName: 'Aktion', width: 110 },
      {
        field: 'Felder',
        headerName: 'Felder (alt → neu)',
        flex: 2,
        minWidth: 260,
        sortable: false,
        valueGetter: (felder: FeldAenderung[], row) => felder.map((f) => feldText(f, row.Aktion)).join('; '),
        renderCell: (p) => <span title={p.value as string}>{p.value as string}</span>,
      },
    ],
    [zeitzone],
  );

  return (
    <>
      <Seitenkopf titel="Änderungsprotokoll" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
        <MuiTextField
          select
          id="aenderungsprotokoll-bereich"
          label="Bereich"
          value={bereich}
          onChange={(e) => setBereich(e.target.value as AenderungsBereich | '')}
          margin="dense"
          sx={{ minWidth: 180 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Alle</option>
          {AENDERUNGS_BEREICHE.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </MuiTextField>
        <Box sx={{ width: 190 }}>
          <DateField label="Von" value={von} onChange={setVon} />
        </Box>
        <Box sx={{ width: 190 }}>
          <DateField label="Bis" value={bis} onChange={setBis} />
        </Box>
      </Box>
      <ListenTabelle
        label="Änderungsprotokoll"
        rows={eintraege}
        columns={columns}
        getRowId={aenderungId}
        loading={isFetching && eintraege.length === 0}
        ersteDatenDa={data !== undefined || isError}
      />
    </>
  );
}
