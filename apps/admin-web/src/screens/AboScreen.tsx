/**
 * The three subscription screens of docs/produkt.md §2 in one layout: /aboabschluss, /aboanpassung and
 * /aboerneuerung. Stepper, totals and the submit rule come from domain (abo.ts, money.ts).
 */
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MuiTextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  ARTIKEL_JAHRESABO_ID,
  TEXT,
  aboAbsendenErlaubt,
  aboKosten,
  aboMinus,
  aboMinusErlaubt,
  aboPlus,
  aboStartwert,
  erneuerungStart,
  formatBetrag,
  formatDatumDe,
  heuteInZeitzone,
  laufzeitEnde,
  type AboArt,
  type AboBestellung,
  type VereinsKonto,
} from '@vereinsportal/domain';
import { api } from '../lib/api';
import type { ErfolgKey } from '../lib/notify';
import { VEREINSKONTO_KEY, VEREINSUEBERSICHT_KEY, useArtikel, useVereinsKonto } from '../lib/queries';
import { useSpeichern } from '../lib/useSpeichern';
import { SpeichernButton } from '../components/SpeichernButton';
import { ButtonLink } from '../components/links';
import { AGB_URL } from './rechtlicheLinks';

interface AboVariante {
  titel: string;
  knopf: string;
  erfolg: ErfolgKey;
  senden: (b: AboBestellung) => Promise<unknown>;
}

const VARIANTEN: Record<AboArt, AboVariante> = {
  abschluss: {
    titel: 'Jahresabonnement abschliessen',
    knopf: TEXT.aboAbschliessenButton,
    erfolg: 'aboAbgeschlossen',
    senden: (b) => api.abonnementAbschliessen({ body: b }),
  },
  anpassung: {
    titel: 'Jahresabonnement anpassen',
    knopf: TEXT.aboAnpassenButton,
    erfolg: 'aboAngepasst',
    senden: (b) => api.abonnementAnpassen({ body: b }),
  },
  erneuerung: {
    titel: 'Jahresabonnement erneuern',
    knopf: TEXT.aboErneuernButton,
    erfolg: 'aboErneuert',
    senden: (b) => api.abonnementErneuern({ body: b }),
  },
};

function Laufzeit({ art, konto }: { art: AboArt; konto: VereinsKonto }) {
  const heute = heuteInZeitzone();
  if (art === 'anpassung') {
    return (
      <Typography>
        Aktuelle Laufzeit: {formatDatumDe(konto.VertragsLaufzeitVon)} bis {formatDatumDe(konto.VertragsLaufzeitBis)},
        bisher {konto.VertragAnzahlMitglieder} Mitglieder mit Systemzugriff.
      </Typography>
    );
  }
  const start = art === 'erneuerung' ? erneuerungStart(konto.VertragsLaufzeitBis, heute) : heute;
  return (
    <Typography>
      Laufzeit: {formatDatumDe(start)} bis {formatDatumDe(laufzeitEnde(start))}
    </Typography>
  );
}

function AboFormular({ art, konto }: { art: AboArt; konto: VereinsKonto }) {
  const v = VARIANTEN[art];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: artikel } = useArtikel(ARTIKEL_JAHRESABO_ID);
  const baseline = konto.VertragAnzahlMitglieder;
  const [anzahl, setAnzahl] = useState(() => aboStartwert(art, { vertragAnzahl: baseline }));
  const [bestaetigtPartner, setBestaetigtPartner] = useState(false);
  const [bestaetigtAgb, setBestaetigtAgb] = useState(false);

  const kosten = artikel ? aboKosten(artikel, art, anzahl, baseline) : null;
  const erlaubt = aboAbsendenErlaubt({ anzahl, bestaetigtPartner, bestaetigtAgb, art, vertragAnzahl: baseline });

  const bestellen = useSpeichern({
    aufruf: (bestellung: AboBestellung) => v.senden(bestellung),
    erfolg: v.erfolg,
    danach: async () => {
      await queryClient.invalidateQueries({ queryKey: VEREINSKONTO_KEY });
      await queryClient.invalidateQueries({ queryKey: VEREINSUEBERSICHT_KEY });
      await navigate({ to: '/vereinskonto' });
    },
  });

  return (
    <>
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h2" gutterBottom>
            Anzahl Mitglieder mit Systemzugriff
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <MuiTextField
              label="Anzahl Mitglieder"
              value={anzahl}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'abo-anzahl' } }}
              sx={{ maxWidth: 200 }}
            />
            <Button variant="outlined" onClick={() => setAnzahl(aboPlus(anzahl))}>
              {TEXT.plus5}
            </Button>
            <Button
              variant="outlined"
              disabled={!aboMinusErlaubt(anzahl, art, baseline)}
              onClick={() => setAnzahl(aboMinus(anzahl, art, baseline))}
            >
              {TEXT.minus5}
            </Button>
          </Stack>
          <Box sx={{ mt: 2 }}>
            <Laufzeit art={art} konto={konto} />
          </Box>
        </CardContent>
      </Card>

      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h2" gutterBottom>
            Kosten
          </Typography>
          {kosten ? (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Kosten">
                <TableHead>
                  <TableRow>
                    <TableCell>Artikel</TableCell>
                    <TableCell align="right">Anzahl</TableCell>
                    <TableCell align="right">Einzelpreis</TableCell>
                    <TableCell align="right">Betrag</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  <TableRow>
                    <TableCell>{kosten.artikelBezeichnung}</TableCell>
                    <TableCell align="right" data-testid="kosten-anzahl">
                      {kosten.anzahl}
                    </TableCell>
                    <TableCell align="right">{formatBetrag(kosten.einzelpreis, kosten.waehrung)}</TableCell>
                    <TableCell align="right">{formatBetrag(kosten.total, kosten.waehrung)}</TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell colSpan={3} sx={{ fontWeight: 700 }}>
                      Total
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="kosten-total">
                      {formatBetrag(kosten.total, kosten.waehrung)}
                    </TableCell>
                  </TableRow>
                  {kosten.mwstAnzeigen ? (
                    <TableRow>
                      <TableCell colSpan={3}>
                        inkl. {kosten.mwstProzent}% {kosten.mwstBezeichnung}
                      </TableCell>
                      <TableCell align="right" data-testid="kosten-mwst">
                        {formatBetrag(kosten.mwst, kosten.waehrung)}
                      </TableCell>
                    </TableRow>
                  ) : null}
                </TableBody>
              </Table>
            </Box>
          ) : null}
        </CardContent>
      </Card>

      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h2" gutterBottom>
            Vertragspartner
          </Typography>
          <Typography sx={{ fontWeight: 500 }}>{konto.VereinsName}</Typography>
          <Typography sx={{ mt: 1 }}>Vertreten durch</Typography>
          <Typography component="address" sx={{ fontStyle: 'normal' }}>
            {konto.Vorname} {konto.Nachname}
            <br />
            {konto.Strasse}
            <br />
            {konto.Postleitzahl} {konto.Ort}
            <br />
            {konto.LandBezeichnung}
          </Typography>
        </CardContent>
      </Card>

      <Card sx={{ mb: 3 }}>
        <CardContent>
          <FormControlLabel
            control={<Checkbox checked={bestaetigtPartner} onChange={(e) => setBestaetigtPartner(e.target.checked)} />}
            label="Ich bestätige, dass die Angaben zum Vertragspartner korrekt sind und der Verein seinen Sitz im selben Land hat wie sein Vertreter."
          />
          <FormControlLabel
            control={<Checkbox checked={bestaetigtAgb} onChange={(e) => setBestaetigtAgb(e.target.checked)} />}
            label={
              <>
                Ich akzeptiere die{' '}
                <Link href={AGB_URL} target="_blank" rel="noopener noreferrer">
                  Allgemeinen Geschäftsbedingungen (AGB)
                </Link>
                .
              </>
            }
          />
          <Typography sx={{ mt: 2 }}>
            Die Rechnung wird Ihnen über unseren Zahlungsanbieter an die E-Mail-Adresse des Vereins ({konto.Emailadresse})
            gesendet. Sie können sie mit Kreditkarte, über ein Konto des Zahlungsanbieters oder mit einem anderen vom
            Zahlungsanbieter angebotenen lokalen Zahlungsmittel bezahlen.
          </Typography>
          <Box component="ul" sx={{ mt: 2, pl: 3, color: 'text.secondary' }}>
            <li>
              Ein erneuertes Jahresabonnement beginnt am Tag nach dem Ende des aktuellen Vertrags, oder am Tag der
              Erneuerung, falls dieser bereits abgelaufen ist.
            </li>
            <li>Das Jahresabonnement ist ein Jahr gültig und verlängert sich nicht automatisch.</li>
            <li>Der Preis richtet sich nach der Anzahl Mitglieder mit Systemzugriff, mindestens 10.</li>
            <li>Eine spätere Erhöhung der Anzahl Mitglieder wird für die ganze Restlaufzeit verrechnet.</li>
            <li>Eine Reduktion der Anzahl Mitglieder ist nur bei der Erneuerung möglich.</li>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            <SpeichernButton laeuft={bestellen.laeuft} disabled={!erlaubt || !kosten} onClick={() => bestellen.starten({ AnzahlMitglieder: anzahl })}>
              {v.knopf}
            </SpeichernButton>
            <ButtonLink to="/vereinskonto" variant="outlined">
              {TEXT.abbrechen}
            </ButtonLink>
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}

function AboScreen({ art }: { art: AboArt }) {
  const { data: konto } = useVereinsKonto();
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {VARIANTEN[art].titel}
      </Typography>
      {/* The key restarts the stepper when the screen or the contracted count changes. */}
      {konto ? <AboFormular key={`${art}-${konto.VertragAnzahlMitglieder}`} art={art} konto={konto} /> : null}
    </>
  );
}

export function AboAbschlussScreen() {
  return <AboScreen art="abschluss" />;
}

export function AboAnpassungScreen() {
  return <AboScreen art="anpassung" />;
}

export function AboErneuerungScreen() {
  return <AboScreen art="erneuerung" />;
}
