/**
 * The three subscription screens of docs/produkt.md §2 in one layout: /aboabschluss, /aboanpassung and
 * /aboerneuerung. Stepper, totals and the submit rule come from domain (abo.ts, money.ts). A screen shows
 * its form only when the account view would offer it (domain's kontoAktionen, the server's rules); otherwise
 * it says why and links the screens that apply, with the follow-on contract if there is one.
 */
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
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
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  ABO_MELDUNG,
  ABO_MIN_MITGLIEDER,
  ABO_SCHRITT,
  ARTIKEL_JAHRESABO_ID,
  BANNER,
  TEXT,
  aboAbsendenErlaubt,
  aboAnzahlFehler,
  aboKosten,
  aboMinus,
  aboMinusErlaubt,
  aboPlus,
  aboStartwert,
  erneuerungStart,
  formatBetrag,
  formatDatumDe,
  heuteInZeitzone,
  kontoAktionen,
  laufzeitEnde,
  type AboArt,
  type AboBestellung,
  type AboKosten,
  type KontoAktionen,
  type VereinsKonto,
} from '@vereinsportal/domain';
import { api } from '../common/api';
import type { ErfolgKey } from '../common/notify';
import { useArtikel, useVereinsKonto, useVereinsUebersicht } from '../common/queries';
import { useSpeichern } from '../common/useSpeichern';
import { AnschlussVertragKarte } from './AnschlussVertragKarte';
import { SpeichernButton } from '../common/SpeichernButton';
import { ButtonLink } from '../common/links';
import { useEinstellungen, useZeitzone } from '../common/einstellungen';
import { QUERY_KEYS } from '../common/queryKeys';
import { Karte } from '../common/Karte';

interface AboVariante {
  titel: string;
  knopf: string;
  erfolg: ErfolgKey;
  senden: (b: AboBestellung) => Promise<unknown>;
  route: '/aboabschluss' | '/aboanpassung' | '/aboerneuerung';
  /** The account view's button to this screen, used where another screen points here. */
  link: string;
  /** Whether the account view offers this screen. */
  gilt: (a: KontoAktionen) => boolean;
}

const VARIANTEN: Record<AboArt, AboVariante> = {
  abschluss: {
    titel: 'Jahresabonnement abschliessen',
    knopf: TEXT.aboAbschliessenButton,
    erfolg: 'aboAbgeschlossen',
    senden: (b) => api.abonnementAbschliessen({ body: b }),
    route: '/aboabschluss',
    link: 'Jahresabonnement abschliessen',
    gilt: (a) => a.abschliessenButton,
  },
  anpassung: {
    titel: 'Jahresabonnement anpassen',
    knopf: TEXT.aboAnpassenButton,
    erfolg: 'aboAngepasst',
    senden: (b) => api.abonnementAnpassen({ body: b }),
    route: '/aboanpassung',
    link: 'Anzahl Mitglieder erhöhen',
    gilt: (a) => a.anpassenButton,
  },
  erneuerung: {
    titel: 'Jahresabonnement erneuern',
    knopf: TEXT.aboErneuernButton,
    erfolg: 'aboErneuert',
    senden: (b) => api.abonnementErneuern({ body: b }),
    route: '/aboerneuerung',
    link: 'Jahresabonnement erneuern',
    gilt: (a) => a.erneuernButton,
  },
};

const ARTEN: readonly AboArt[] = ['abschluss', 'anpassung', 'erneuerung'];

/**
 * Why a screen does not apply to the account: the server's 409 answer to the same order; /aboabschluss after an
 * expired subscription repeats the expired banner, which asks to renew (docs/produkt.md §4).
 */
function grundNichtMoeglich(art: AboArt, konto: VereinsKonto): string {
  if (konto.AnschlussVertragLaufzeitVon !== null) return ABO_MELDUNG.anschlussVorhanden;
  if (art === 'abschluss') return konto.VertragAbgelaufen ? BANNER.aboAbgelaufen : ABO_MELDUNG.laufendesAboVorhanden;
  if (art === 'anpassung') return ABO_MELDUNG.keinLaufendesAbo;
  return ABO_MELDUNG.keinAboZumErneuern;
}

/** Instead of a form that must fail: what applies, and links to the screens the account view offers. */
function AboNichtMoeglich({ art, konto }: { art: AboArt; konto: VereinsKonto }) {
  const aktionen = kontoAktionen(konto);
  const ziele = ARTEN.filter((a) => a !== art && VARIANTEN[a].gilt(aktionen));
  return (
    <>
      <Alert severity="info" sx={{ mb: 3 }}>
        {grundNichtMoeglich(art, konto)}
      </Alert>
      {aktionen.anschlussVertragAnzeigen ? <AnschlussVertragKarte konto={konto} sx={{ mb: 3 }} /> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {ziele.map((z) => (
          <ButtonLink key={z} to={VARIANTEN[z].route} variant="contained">
            {VARIANTEN[z].link}
          </ButtonLink>
        ))}
        <ButtonLink to="/vereinskonto" variant="outlined">
          Zum Vereinskonto
        </ButtonLink>
      </Stack>
    </>
  );
}

function Laufzeit({ art, konto }: { art: AboArt; konto: VereinsKonto }) {
  const heute = heuteInZeitzone(useZeitzone());
  if (art === 'anpassung') {
    return (
      <Typography>
        Aktuelle Laufzeit: {formatDatumDe(konto.VertragsLaufzeitVon)} bis {formatDatumDe(konto.VertragsLaufzeitBis)}, bisher{' '}
        {konto.VertragAnzahlMitglieder} Mitglieder mit Systemzugriff.
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

/**
 * The cost table. On a phone (below 'sm') four columns do not fit 390 px and the amounts would scroll out
 * of sight, so it shows one figure per row, label left and amount right.
 */
function KostenTabelle({ kosten }: { kosten: AboKosten }) {
  const theme = useTheme();
  const schmal = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const betrag = (cents: number) => formatBetrag(cents, kosten.waehrung);
  const mwstLabel = `inkl. ${kosten.mwstProzent}% ${kosten.mwstBezeichnung}`;
  if (schmal) {
    const zeile = (label: string, wert: string | number, testId?: string, fett = false) => (
      <TableRow>
        <TableCell component="th" scope="row" sx={fett ? { fontWeight: 700 } : undefined}>
          {label}
        </TableCell>
        <TableCell align="right" data-testid={testId} sx={fett ? { fontWeight: 700 } : undefined}>
          {wert}
        </TableCell>
      </TableRow>
    );
    return (
      <Table size="small" aria-label="Kosten">
        <TableBody>
          {zeile('Artikel', kosten.artikelBezeichnung)}
          {zeile('Anzahl', kosten.anzahl, 'kosten-anzahl')}
          {zeile('Einzelpreis', betrag(kosten.einzelpreis))}
          {zeile('Betrag', betrag(kosten.total), 'kosten-betrag')}
          {zeile('Total', betrag(kosten.total), 'kosten-total', true)}
          {kosten.mwstAnzeigen ? zeile(mwstLabel, betrag(kosten.mwst), 'kosten-mwst') : null}
        </TableBody>
      </Table>
    );
  }
  return (
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
          <TableCell align="right">{betrag(kosten.einzelpreis)}</TableCell>
          <TableCell align="right" data-testid="kosten-betrag">
            {betrag(kosten.total)}
          </TableCell>
        </TableRow>
        <TableRow>
          <TableCell colSpan={3} sx={{ fontWeight: 700 }}>
            Total
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="kosten-total">
            {betrag(kosten.total)}
          </TableCell>
        </TableRow>
        {kosten.mwstAnzeigen ? (
          <TableRow>
            <TableCell colSpan={3}>{mwstLabel}</TableCell>
            <TableCell align="right" data-testid="kosten-mwst">
              {betrag(kosten.mwst)}
            </TableCell>
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  );
}

/** The account and the members with system access a screen is decided on. */
interface AboStand {
  konto: VereinsKonto;
  mitgliederMitSystemZugriff: number;
}

function AboFormular({ art, stand, beiBestellt }: { art: AboArt; stand: AboStand; beiBestellt: () => void }) {
  const { konto, mitgliederMitSystemZugriff } = stand;
  const v = VARIANTEN[art];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { AgbUrl } = useEinstellungen();
  const { data: artikel } = useArtikel(ARTIKEL_JAHRESABO_ID);
  const baseline = konto.VertragAnzahlMitglieder;
  // A new contract or renewal must cover the members with system access (docs/produkt.md §4), so it starts there.
  const [anzahl, setAnzahl] = useState(() => aboStartwert(art, { vertragAnzahl: baseline, mitgliederMitSystemZugriff }));
  const [bestaetigtPartner, setBestaetigtPartner] = useState(false);
  const [bestaetigtAgb, setBestaetigtAgb] = useState(false);

  const kosten = artikel ? aboKosten(artikel, art, anzahl, baseline) : null;
  const erlaubt = aboAbsendenErlaubt({
    anzahl,
    bestaetigtPartner,
    bestaetigtAgb,
    art,
    vertragAnzahl: baseline,
    mitgliederMitSystemZugriff,
  });
  const minusErlaubt = aboMinusErlaubt(anzahl, art, baseline, mitgliederMitSystemZugriff);
  // A blocked button says why beside it (docs/produkt.md §2).
  const minusGrund = minusErlaubt
    ? null
    : aboAnzahlFehler(art, anzahl - ABO_SCHRITT, { vertragAnzahl: baseline, mitgliederMitSystemZugriff })[0];

  const bestellen = useSpeichern({
    aufruf: (bestellung: AboBestellung) => v.senden(bestellung),
    erfolg: v.erfolg,
    danach: async () => {
      beiBestellt();
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.vereinsKonto });
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.vereinsUebersicht });
      await navigate({ to: '/vereinskonto' });
    },
  });

  return (
    <>
      <Karte titel="Anzahl Mitglieder mit Systemzugriff" sx={{ mb: 3 }}>
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
            disabled={!minusErlaubt}
            onClick={() => setAnzahl(aboMinus(anzahl, art, baseline, mitgliederMitSystemZugriff))}
          >
            {TEXT.minus5}
          </Button>
        </Stack>
        {minusGrund ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="abo-minus-grund">
            {minusGrund}
          </Typography>
        ) : null}
        <Box sx={{ mt: 2 }}>
          <Laufzeit art={art} konto={konto} />
        </Box>
      </Karte>

      <Karte titel="Kosten" sx={{ mb: 3 }}>
        {kosten ? <KostenTabelle kosten={kosten} /> : null}
      </Karte>

      <Karte titel="Vertragspartner" sx={{ mb: 3 }}>
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
      </Karte>

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
                <Link href={AgbUrl} target="_blank" rel="noopener noreferrer">
                  Allgemeinen Geschäftsbedingungen (AGB)
                </Link>
                .
              </>
            }
          />
          <Typography sx={{ mt: 2 }}>
            Die Rechnung wird Ihnen über unseren Zahlungsanbieter an die E-Mail-Adresse des Vereins ({konto.Emailadresse}) gesendet. Sie
            können sie mit Kreditkarte, über ein Konto des Zahlungsanbieters oder mit einem anderen vom Zahlungsanbieter angebotenen lokalen
            Zahlungsmittel bezahlen.
          </Typography>
          <Box component="ul" sx={{ mt: 2, pl: 3, color: 'text.secondary' }}>
            <li>
              Ein erneuertes Jahresabonnement beginnt am Tag nach dem Ende des aktuellen Vertrags, oder am Tag der Erneuerung, falls dieser
              bereits abgelaufen ist.
            </li>
            <li>Das Jahresabonnement ist ein Jahr gültig und verlängert sich nicht automatisch.</li>
            <li>Der Preis richtet sich nach der Anzahl Mitglieder mit Systemzugriff, mindestens {ABO_MIN_MITGLIEDER}.</li>
            <li>Eine spätere Erhöhung der Anzahl Mitglieder wird für die ganze Restlaufzeit verrechnet.</li>
            <li>Eine Reduktion der Anzahl Mitglieder ist nur bei der Erneuerung möglich.</li>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            <SpeichernButton
              laeuft={bestellen.laeuft}
              disabled={!erlaubt || !kosten}
              onClick={() => bestellen.starten({ AnzahlMitglieder: anzahl })}
            >
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
  const { data: uebersicht } = useVereinsUebersicht();
  // After an order the refreshed account no longer allows it: keep the form as ordered while the screen
  // moves on to /vereinskonto, instead of flashing the "does not apply" notice.
  const [nachBestellung, setNachBestellung] = useState<AboStand | null>(null);
  const geladen = konto && uebersicht ? { konto, mitgliederMitSystemZugriff: uebersicht.AnzahlMitgliederMitSystemZugriff } : null;
  const stand = nachBestellung ?? geladen;
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {VARIANTEN[art].titel}
      </Typography>
      {stand && !VARIANTEN[art].gilt(kontoAktionen(stand.konto)) ? <AboNichtMoeglich art={art} konto={stand.konto} /> : null}
      {stand && VARIANTEN[art].gilt(kontoAktionen(stand.konto)) ? (
        // The key restarts the stepper when the screen, the contracted count or the members with access change.
        <AboFormular
          key={`${art}-${stand.konto.VertragAnzahlMitglieder}-${stand.mitgliederMitSystemZugriff}`}
          art={art}
          stand={stand}
          beiBestellt={() => setNachBestellung(stand)}
        />
      ) : null}
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
