/**
 * The attendance part of an event's sign-up page (docs/produkt.md "Anwesenheit"): everyone expected, with
 * what they answered (also 'keine Antwort'), and from the event's start a box 'anwesend' per member, saved at
 * once. CSV export and printing: the print stylesheet shows this table only (no menu, no buttons).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { ANTWORT_TEXT, ANWESENHEIT_TEXT, formatDatumDe, vollerName } from '@vereinsportal/domain';
import { DateiKnopf } from '../beitraege/DateiKnopf';
import { visuallyHidden } from '../common/visuallyHidden';
import { anwesenheitCsvHerunterladen, anwesenheitSetzen, terminAnwesenheitQuery } from './anwesenheitQueries';

const DRUCK_ID = 'anwesenheit-druck';

// Printing: only the attendance section. Everything that neither holds it nor is inside it is left out of
// the layout (not just hidden), so the paper has no menu and no blank pages; the buttons stay on screen.
const druckStil = (
  <GlobalStyles
    styles={{
      '@media print': {
        [`body *:not(:has(#${DRUCK_ID})):not(#${DRUCK_ID}):not(#${DRUCK_ID} *)`]: { display: 'none' },
        [`#${DRUCK_ID} .nicht-drucken`]: { display: 'none' },
      },
    }}
  />
);

// A phone shows name, answer and the box without scrolling sideways: the address only from 600 px and on paper.
const ADRESSE = { overflowWrap: 'anywhere', display: { xs: 'none', sm: 'table-cell' }, '@media print': { display: 'table-cell' } } as const;

export function AnwesenheitListe({ terminId }: { terminId: number }) {
  const { data } = useQuery(terminAnwesenheitQuery(terminId));
  const [meldung, setMeldung] = useState('');
  if (!data) return null;
  const anwesend = data.Zeilen.filter((z) => z.Anwesend === 1).length;
  const name = (z: (typeof data.Zeilen)[number]) => vollerName(z) ?? '';
  const ticken = (z: (typeof data.Zeilen)[number], wert: 0 | 1) => {
    setMeldung('');
    anwesenheitSetzen(terminId, z.MitgliedId, wert).then(
      () => setMeldung(ANWESENHEIT_TEXT.gespeichert(name(z), wert)),
      () => undefined, // the failure toast has said it; the list reloads as it is stored
    );
  };
  return (
    <section aria-labelledby="anwesenheit-titel" id={DRUCK_ID}>
      {druckStil}
      <Typography variant="h2" id="anwesenheit-titel" gutterBottom>
        {ANWESENHEIT_TEXT.titel} ({ANWESENHEIT_TEXT.anzahl(anwesend, data.Zeilen.length)})
      </Typography>
      {/* On paper the heading names the event: the page's own heading is not printed. */}
      <Typography sx={{ display: 'none', '@media print': { display: 'block', mb: 1 } }}>
        {data.Titel}, {formatDatumDe(data.Datum)}
        {data.Zeit ? ` ${data.Zeit}` : ''}
      </Typography>
      <Box className="nicht-drucken" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <DateiKnopf laden={() => anwesenheitCsvHerunterladen(data)} label={ANWESENHEIT_TEXT.csvExport}>
          {ANWESENHEIT_TEXT.csvExport}
        </DateiKnopf>
        <Button size="small" variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {ANWESENHEIT_TEXT.drucken}
        </Button>
        {!data.Begonnen && <Typography variant="body2">{ANWESENHEIT_TEXT.erstAbBeginn}</Typography>}
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {meldung}
      </Box>
      <TableContainer component={Paper}>
        <Table size="small" aria-labelledby="anwesenheit-titel">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell sx={ADRESSE}>E-Mail-Adresse</TableCell>
              <TableCell>{ANWESENHEIT_TEXT.antwort}</TableCell>
              <TableCell padding="checkbox">{ANWESENHEIT_TEXT.anwesend}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.Zeilen.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4}>{ANWESENHEIT_TEXT.keineMitglieder}</TableCell>
              </TableRow>
            ) : (
              data.Zeilen.map((z) => (
                <TableRow key={z.MitgliedId} hover>
                  <TableCell>{[z.Nachname, z.Vorname].filter(Boolean).join(' ')}</TableCell>
                  <TableCell sx={ADRESSE}>{z.Emailadresse}</TableCell>
                  <TableCell>{ANTWORT_TEXT[z.Antwort]}</TableCell>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={z.Anwesend === 1}
                      disabled={!data.Begonnen}
                      onChange={(e) => ticken(z, e.target.checked ? 1 : 0)}
                      slotProps={{ input: { 'aria-label': `${name(z)} ${ANWESENHEIT_TEXT.anwesend}` } }}
                    />
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
