import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ImportErgebnisDaten } from './importProtokoll';
import { VorschauTabelle } from './VorschauTabelle';

// Thousands of messages would only slow the page; the table shows every row's messages anyway.
const MAX_LISTE = 100;

/** Step 2 of the import: every row with its messages in red, and the list of all errors (docs/produkt.md §5). */
export function ImportVorschau({ pruefung }: { pruefung: ImportErgebnisDaten }) {
  const { zeilen, fehler } = pruefung;
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
      {zeilen.length > 0 && <VorschauTabelle label="Vorschau der Importdatei" zeilen={zeilen} />}
    </>
  );
}
