/**
 * The account's 'Rechnungen' section (docs/produkt.md "Rechnungen"): every invoice of the club, newest first,
 * with status, reminder level and its PDF. A table from the laptop up; on a phone one block per invoice, so
 * the page never scrolls sideways. Reachable directly as /vereinskonto#rechnungen (the home banner's link).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';
import {
  formatBetrag,
  formatDatumDe,
  MAHNSTUFE_TEXT,
  RECHNUNGSLISTE_TEXT,
  toCents,
  type RechnungListenEintrag,
} from '@vereinsportal/domain';
import { RECHNUNGEN_ANKER, rechnungenQuery, rechnungPdfHerunterladen } from './queries';
import { RechnungStatus } from './RechnungStatus';
import { visuallyHidden } from '../common/visuallyHidden';
import { Kurzangaben } from '../common/Kurzangaben';
import { ALS_BLOCK, EintragListe } from '../common/EintragListe';

const betrag = (r: RechnungListenEintrag) => formatBetrag(toCents(r.Total), r.Waehrung);
const mahnstufe = (r: RechnungListenEintrag) => (r.Mahnstufe === 1 || r.Mahnstufe === 2 ? MAHNSTUFE_TEXT[r.Mahnstufe] : '–');

function PdfKnopf({ rechnung, breit = false }: { rechnung: RechnungListenEintrag; breit?: boolean }) {
  const [laeuft, setLaeuft] = useState(false);
  // The ref sees a second click of the same moment, before the state has re-rendered.
  const laeuftRef = useRef(false);
  const name = RECHNUNGSLISTE_TEXT.pdfHerunterladen(rechnung.RechnungId);
  const laden = () => {
    // A second click while the file comes is ignored. Not `disabled`: that would take the button out of the
    // keyboard order under the user's focus and silence its tooltip.
    if (laeuftRef.current) return;
    laeuftRef.current = true;
    setLaeuft(true);
    // A failure has shown its toast (apiCall); the button is ready for another try.
    rechnungPdfHerunterladen(rechnung.RechnungId)
      .catch(() => undefined)
      .finally(() => {
        laeuftRef.current = false;
        setLaeuft(false);
      });
  };
  return (
    <Tooltip title={name}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DownloadIcon />}
        aria-label={name}
        aria-busy={laeuft}
        onClick={laden}
        fullWidth={breit}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {RECHNUNGSLISTE_TEXT.spalten.pdf}
      </Button>
    </Tooltip>
  );
}

function RechnungenTabelle({ rechnungen, titelId }: { rechnungen: RechnungListenEintrag[]; titelId: string }) {
  const s = RECHNUNGSLISTE_TEXT.spalten;
  return (
    // Narrow cell padding: all eight columns fit from 900 px; should they not (a large font), the table
    // scrolls inside the card, never the page.
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby={titelId} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{s.nr}</TableCell>
            <TableCell>{s.datum}</TableCell>
            <TableCell>{s.leistung}</TableCell>
            <TableCell align="right">{s.betrag}</TableCell>
            <TableCell>{s.faelligAm}</TableCell>
            <TableCell>{s.status}</TableCell>
            <TableCell>{s.mahnstufe}</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {s.pdf}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rechnungen.map((r) => (
            <TableRow key={r.RechnungId} data-rechnung={r.RechnungId}>
              <TableCell>{r.RechnungId}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDatumDe(r.Rechnungsdatum)}</TableCell>
              <TableCell>{r.Leistung}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {betrag(r)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDatumDe(r.FaelligAm)}</TableCell>
              <TableCell>
                <RechnungStatus rechnung={r} />
              </TableCell>
              <TableCell data-spalte="mahnstufe" sx={{ whiteSpace: 'nowrap' }}>
                {mahnstufe(r)}
              </TableCell>
              <TableCell>
                <PdfKnopf rechnung={r} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** On a phone: one block per invoice, label and value in two columns. */
function RechnungenBloecke({ rechnungen }: { rechnungen: RechnungListenEintrag[] }) {
  const s = RECHNUNGSLISTE_TEXT.spalten;
  return (
    <EintragListe eintraege={rechnungen} id={(r) => r.RechnungId} daten="rechnung" sx={ALS_BLOCK}>
      {(r) => (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 1 }}>
            <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem' }}>
              {RECHNUNGSLISTE_TEXT.rechnungNr(r.RechnungId)}
            </Typography>
            <RechnungStatus rechnung={r} rechts />
          </Box>
          <Kurzangaben
            eintraege={[
              [s.datum, formatDatumDe(r.Rechnungsdatum)],
              [s.leistung, r.Leistung],
              [s.betrag, betrag(r)],
              [s.faelligAm, formatDatumDe(r.FaelligAm)],
              ...(r.Mahnstufe > 0 ? [[s.mahnstufe, mahnstufe(r)] as const] : []),
            ]}
          />
          <PdfKnopf rechnung={r} breit />
        </>
      )}
    </EintragListe>
  );
}

export function RechnungenKarte() {
  const theme = useTheme();
  const tabelle = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const titelId = useId();
  const { data: rechnungen } = useQuery(rechnungenQuery);
  const anker = useRef<HTMLDivElement>(null);
  const geladen = rechnungen !== undefined;
  // Opened from the home banner (/vereinskonto#rechnungen): scroll to the invoices once they are laid out.
  useEffect(() => {
    if (geladen && window.location.hash === `#${RECHNUNGEN_ANKER}`) anker.current?.scrollIntoView({ block: 'start' });
  }, [geladen]);

  return (
    <Card sx={{ mb: 3, scrollMarginTop: 80 }} id={RECHNUNGEN_ANKER} ref={anker} component="section" aria-labelledby={titelId}>
      <CardContent>
        <Typography variant="h2" gutterBottom id={titelId}>
          {RECHNUNGSLISTE_TEXT.titel}
        </Typography>
        {rechnungen === undefined ? null : rechnungen.length === 0 ? (
          <>
            <Typography>{RECHNUNGSLISTE_TEXT.keine}</Typography>
            <Typography color="text.secondary">{RECHNUNGSLISTE_TEXT.keineErklaerung}</Typography>
          </>
        ) : tabelle ? (
          <RechnungenTabelle rechnungen={rechnungen} titelId={titelId} />
        ) : (
          <RechnungenBloecke rechnungen={rechnungen} />
        )}
      </CardContent>
    </Card>
  );
}
