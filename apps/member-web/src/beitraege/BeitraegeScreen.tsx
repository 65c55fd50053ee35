/**
 * 'Meine Beiträge': the member's fee invoices with their status, newest first. An open one shows what is
 * still to pay, the QR code to scan with the banking app (an SVG the server draws, fetched with the
 * member's token and shown as a data URL), account, payee and reference to type instead, and the PDF (only
 * while open: its QR-bill must not invite a second payment); a paid one says 'bezahlt am'. The list refreshes
 * when the app comes back to the front (after paying).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import {
  beitragZahlbar,
  formatBetrag,
  ibanFormatiert,
  MEINE_BEITRAEGE,
  MEINE_BEITRAEGE_MELDUNG,
  referenzFormatiert,
  toCents,
  type MeinBeitrag,
  type RechnungsStatus,
} from '@vereinsportal/domain';
import { api } from '../common/api';
import { fehlerText, zeigeFehler } from '../common/notify';
import { zeigePdf } from '../common/pdf';
import { KEYS, useAppQuery } from '../common/queries';
import { Laden } from '../common/Laden';
import { Zustand } from '../common/Zustand';

const FARBE: Record<RechnungsStatus, ChipProps['color']> = {
  offen: 'info',
  'teilweise bezahlt': 'warning',
  überfällig: 'error',
  bezahlt: 'success',
  storniert: 'default',
};

const chf = (franken: number) => formatBetrag(toCents(franken), 'CHF');

/** The QR code of an open invoice; the image's text says what it pays. */
function QrCode({ b }: { b: MeinBeitrag }) {
  // A data URL: nothing to revoke when the card goes or the code is fetched again.
  const query = useAppQuery([...KEYS.beitraege, String(b.BeitragsrechnungId), 'qr', String(b.Offen)], async () => {
    const svg = await (await api.getMeinBeitragQr({ params: { BeitragsrechnungId: b.BeitragsrechnungId } })).text();
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  });
  const url = query.data ?? null;
  if (query.isError) return <Alert severity="warning">{fehlerText(query.error)}</Alert>;
  return (
    // White with a quiet zone around the code, as on the paper bill: banking apps need it to find the code.
    <Box sx={{ bgcolor: '#fff', p: 2, width: 'fit-content', maxWidth: '100%', mx: 'auto', borderRadius: 1, lineHeight: 0 }}>
      {url ? (
        <img src={url} alt={MEINE_BEITRAEGE.qrAlt(b)} width={220} height={220} style={{ maxWidth: '100%', height: 'auto' }} />
      ) : (
        <Box sx={{ width: 220, maxWidth: '100%', aspectRatio: '1', display: 'grid', placeItems: 'center' }}>
          <Laden text={MEINE_BEITRAEGE.qrLaedt} />
        </Box>
      )}
    </Box>
  );
}

/** Label and value, one below the other (long IBANs and references fit a phone). */
function Angabe({ titel, wert }: { titel: string; wert: string }) {
  return (
    <Box sx={{ mb: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {titel}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}>
        {wert}
      </Typography>
    </Box>
  );
}

function BeitragKarte({ b }: { b: MeinBeitrag }) {
  const [laedt, setLaedt] = useState(false);
  const zahlbar = beitragZahlbar(b);
  const titelId = `beitrag-${b.BeitragsrechnungId}`;

  const pdf = async () => {
    if (laedt) return;
    // Opened now, inside the tap, so the browser does not block it; filled when the PDF is here.
    const fenster = window.open('', '_blank');
    setLaedt(true);
    try {
      const blob = await api.getMeinBeitragPdf({ params: { BeitragsrechnungId: b.BeitragsrechnungId } });
      zeigePdf(blob, `Beitragsrechnung-${b.BeitragsrechnungId}.pdf`, fenster);
    } catch (error) {
      fenster?.close();
      zeigeFehler(error);
    } finally {
      setLaedt(false);
    }
  };

  return (
    <Card component="li" aria-labelledby={titelId}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="h2" id={titelId} sx={{ overflowWrap: 'anywhere' }}>
            {b.Bezeichnung}
          </Typography>
          <Chip label={b.Status} color={FARBE[b.Status]} size="small" />
        </Box>
        <Typography>
          {MEINE_BEITRAEGE.betrag}: {chf(b.Betrag)}
        </Typography>
        {b.Status === 'bezahlt' && b.BezahltAm ? (
          <Typography color="success.dark" sx={{ fontWeight: 500 }}>
            {MEINE_BEITRAEGE.bezahltAm(b.BezahltAm)}
          </Typography>
        ) : null}
        {zahlbar ? (
          <>
            <Typography sx={{ fontWeight: 500 }}>
              {MEINE_BEITRAEGE.offen}: {chf(b.Offen)}
            </Typography>
            <Typography color={b.Status === 'überfällig' ? 'error' : 'text.secondary'} sx={{ mb: 2 }}>
              {MEINE_BEITRAEGE.faellig(b.FaelligAm)}
            </Typography>
            {b.Iban && b.Empfaenger ? (
              <>
                <QrCode b={b} />
                <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 2 }}>
                  {MEINE_BEITRAEGE.qrHinweis}
                </Typography>
                <Box component="dl" sx={{ m: 0, mb: 1 }}>
                  <Angabe titel={MEINE_BEITRAEGE.konto} wert={ibanFormatiert(b.Iban)} />
                  <Angabe titel={MEINE_BEITRAEGE.empfaenger} wert={b.Empfaenger} />
                  <Angabe titel={MEINE_BEITRAEGE.referenz} wert={referenzFormatiert(b.Zahlungsreferenz)} />
                </Box>
              </>
            ) : (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {MEINE_BEITRAEGE_MELDUNG.keinKonto}
              </Alert>
            )}
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {MEINE_BEITRAEGE.rechnungVom(b.Rechnungsdatum)}
          </Typography>
        )}
        {/* Only while open: the page carries a QR-bill, which a paid invoice must not offer again. */}
        {zahlbar && b.Iban && b.Empfaenger ? (
          <Button
            variant="outlined"
            startIcon={laedt ? <CircularProgress size={18} aria-hidden /> : <PictureAsPdfIcon aria-hidden />}
            onClick={() => void pdf()}
            aria-busy={laedt}
            sx={{ mt: 1 }}
          >
            {MEINE_BEITRAEGE.pdf}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

export default function BeitraegeScreen() {
  const query = useAppQuery(KEYS.beitraege, () => api.getMeineBeitraege());
  return (
    <Zustand query={query} leer={(d) => d.length === 0} leerText={MEINE_BEITRAEGE.leer}>
      {(beitraege) => (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={MEINE_BEITRAEGE.titel}>
          {beitraege.map((b) => (
            <BeitragKarte key={b.BeitragsrechnungId} b={b} />
          ))}
        </Stack>
      )}
    </Zustand>
  );
}
