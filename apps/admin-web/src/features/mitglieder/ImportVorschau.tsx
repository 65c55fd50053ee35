import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { IMPORT_HEADER, type ImportPruefung, type ImportZeile } from '@vereinsportal/domain';
import { ListenTabelle } from '../shared/ListenTabelle';

type VorschauZeile = ImportZeile & { meldungen: string[] };

const ZEILEN_PREFIX = /^Zeilen Nr\. (\d+): /;
// Thousands of messages would only slow the page; the table shows every row's messages anyway.
const MAX_LISTE = 100;

/** Step 2 of the import: every row with its messages in red, and the list of all errors (SPEC §5). */
export function ImportVorschau({ pruefung }: { pruefung: ImportPruefung }) {
  const zeilen = useMemo<VorschauZeile[]>(() => {
    const proZeile = new Map<number, string[]>();
    for (const f of pruefung.fehler) {
      const m = ZEILEN_PREFIX.exec(f);
      if (!m) continue;
      const nr = Number(m[1]);
      const liste = proZeile.get(nr) ?? [];
      liste.push(f.slice(m[0].length));
      proZeile.set(nr, liste);
    }
    return pruefung.zeilen.map((z) => ({ ...z, meldungen: proZeile.get(z.zeilenNr) ?? [] }));
  }, [pruefung]);

  const columns = useMemo<GridColDef<VorschauZeile>[]>(
    () => [
      { field: 'zeilenNr', headerName: 'Zeile', type: 'number', width: 70 },
      {
        field: 'meldungen',
        headerName: 'Meldungen',
        minWidth: 320,
        flex: 2,
        sortComparator: (a: string[], b: string[]) => a.length - b.length,
        renderCell: ({ value }) => (
          <Box sx={{ color: 'error.main', whiteSpace: 'normal', lineHeight: 1.3, py: 0.75 }}>{(value as string[]).join(' ')}</Box>
        ),
      },
      ...IMPORT_HEADER.map((name): GridColDef<VorschauZeile> => ({ field: name, headerName: name, minWidth: 110, flex: 1 })),
    ],
    [],
  );

  const fehler = pruefung.fehler;
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        {zeilen.length} Zeilen gelesen, {pruefung.mitglieder.length} ohne Fehler.
      </Typography>
      {fehler.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="import-fehler">
          <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 240, overflow: 'auto' }}>
            {fehler.slice(0, MAX_LISTE).map((f, i) => (
              <li key={i}>{f}</li>
            ))}
          </Box>
          {fehler.length > MAX_LISTE && <Typography variant="body2">… und {fehler.length - MAX_LISTE} weitere Meldungen.</Typography>}
        </Alert>
      )}
      {zeilen.length > 0 && (
        <ListenTabelle label="Vorschau der Importdatei" rows={zeilen} columns={columns} getRowId={(z) => z.zeilenNr} height={480} autoRowHeight />
      )}
    </>
  );
}
