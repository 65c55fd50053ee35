/**
 * A member's season (docs/produkt.md "Anwesenheit"): on the member page the events of the chosen season the
 * member was on the list of, how many present and the rate; a season is a calendar year, the current one
 * first. The season of all members as CSV, here and on the event list.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ANTWORT_TEXT, ANWESENHEIT_TEXT, saisonVon } from '@vereinsportal/domain';
import { DateiKnopf } from '../beitraege/DateiKnopf';
import { datumDe } from '../common/format';
import { heuteIso } from '../datenschutz/herunterladen';
import { mitgliedSaisonQuery, saisonCsvHerunterladen } from './anwesenheitQueries';

// A phone shows date, title and 'anwesend'; the answer from 600 px on.
const BREIT = { display: { xs: 'none', sm: 'table-cell' } } as const;
// A long one-word title ('Unterhaltungsabend') breaks instead of widening a phone's page.
const TITEL = { overflowWrap: 'anywhere' } as const;

/** The seasons to choose: next year down to five years back. */
function saisonen(aktuell: number): number[] {
  return Array.from({ length: 7 }, (_, i) => aktuell + 1 - i);
}

/** The season of all members as CSV (the event list's button: the current season). */
export function SaisonExportKnopf({ saison }: { saison?: number }) {
  const jahr = saison ?? saisonVon(heuteIso());
  return (
    <DateiKnopf laden={() => saisonCsvHerunterladen(jahr)} label={`${ANWESENHEIT_TEXT.saisonExport} ${jahr}`}>
      {ANWESENHEIT_TEXT.saisonExport}
    </DateiKnopf>
  );
}

export function AnwesenheitSaisonKarte({ mitgliedId }: { mitgliedId: number }) {
  const aktuell = saisonVon(heuteIso());
  const [saison, setSaison] = useState(aktuell);
  const { data } = useQuery(mitgliedSaisonQuery(mitgliedId, saison));
  return (
    <Paper sx={{ p: 2, mt: 3 }} component="section" aria-labelledby="anwesenheit-saison">
      <Typography variant="h2" gutterBottom id="anwesenheit-saison">
        {ANWESENHEIT_TEXT.saisonKarte}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <MuiTextField
          select
          size="small"
          label={ANWESENHEIT_TEXT.saison}
          value={saison}
          onChange={(e) => setSaison(Number(e.target.value))}
          helperText={ANWESENHEIT_TEXT.saisonHilfe}
          sx={{ minWidth: 140 }}
        >
          {saisonen(aktuell).map((j) => (
            <MenuItem key={j} value={j}>
              {j}
            </MenuItem>
          ))}
        </MuiTextField>
        <SaisonExportKnopf saison={saison} />
      </Box>
      {data && (
        <>
          <Typography sx={{ mb: 1 }} aria-live="polite">
            {ANWESENHEIT_TEXT.saisonZahlen(data.Anwesend, data.Termine, data.Quote)}
          </Typography>
          {data.Liste.length > 0 && (
            <Table size="small" aria-labelledby="anwesenheit-saison">
              <TableHead>
                <TableRow>
                  <TableCell>Datum</TableCell>
                  <TableCell sx={TITEL}>Titel</TableCell>
                  <TableCell sx={BREIT}>{ANWESENHEIT_TEXT.antwort}</TableCell>
                  <TableCell>{ANWESENHEIT_TEXT.anwesend}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.Liste.map((t) => (
                  <TableRow key={t.TerminId}>
                    <TableCell>{datumDe(t.Datum)}</TableCell>
                    <TableCell sx={TITEL}>{t.Titel}</TableCell>
                    <TableCell sx={BREIT}>{ANTWORT_TEXT[t.Antwort]}</TableCell>
                    <TableCell>{t.Anwesend === 1 ? 'ja' : 'nein'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </Paper>
  );
}
