/**
 * Account view (/vereinskonto, docs/produkt.md §2, §4): club and contact data read-only, contract data by
 * VertragsArt, banners, and the buttons of domain's kontoAktionen (buy, raise, renew) or the
 * follow-on contract read-only; below them the club's invoices.
 */
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDatumDe, kontoAktionen } from '@vereinsportal/domain';
import { useVereinsKonto, useVereinsUebersicht } from '../common/queries';
import { Angabe } from '../common/Angabe';
import { AnschlussVertragKarte } from '../abo/AnschlussVertragKarte';
import { ButtonLink } from '../common/links';
import { VertragsBanner } from '../abo/VertragsBanner';
import { VERTRAGSART_TEXT } from './vertragsTexte';
import { VereinSchliessenKarte } from '../datenschutz/VereinSchliessenKarte';
import { RechnungenKarte } from '../rechnungen';
import { BeitragsKontoKarte } from '../beitraege/BeitragsKontoKarte';
import { Karte } from '../common/Karte';

export default function VereinsKontoScreen() {
  const { data: konto } = useVereinsKonto();
  const { data: uebersicht } = useVereinsUebersicht();
  if (!konto) return null;
  const aktionen = kontoAktionen(konto);
  const art = VERTRAGSART_TEXT[konto.VertragsArt];

  return (
    <>
      <Typography variant="h1" gutterBottom>
        Vereinskonto
      </Typography>
      <VertragsBanner konto={konto} />

      <Karte titel="Verein und Kontakt" sx={{ mb: 3 }}>
        <Grid container spacing={2}>
          <Angabe label="Vereinsname" wert={konto.VereinsName} breit />
          <Angabe label="Vorname" wert={konto.Vorname} />
          <Angabe label="Nachname" wert={konto.Nachname} />
          <Angabe label="Strasse / Hausnummer" wert={konto.Strasse} breit />
          <Angabe label="Postleitzahl" wert={konto.Postleitzahl} />
          <Angabe label="Ort" wert={konto.Ort} />
          <Angabe label="Land" wert={konto.LandBezeichnung} />
          <Angabe label="E-Mail-Adresse" wert={konto.Emailadresse} />
        </Grid>
        <Box sx={{ mt: 2 }}>
          <ButtonLink to="/vereinskontobearbeiten" variant="outlined">
            Vereinskonto bearbeiten
          </ButtonLink>
        </Box>
      </Karte>

      <Karte titel="Vertrag" sx={{ mb: 3 }}>
        <Grid container spacing={2}>
          <Angabe label="Vertragsart" wert={art.name} />
          <Angabe label="Beschreibung" wert={art.beschreibung} />
          {konto.VertragsArt === 'Werbung' ? (
            <Angabe label="Laufzeit" wert="unbefristet" />
          ) : (
            <>
              <Angabe label="Laufzeit von" wert={formatDatumDe(konto.VertragsLaufzeitVon)} />
              <Angabe label="Laufzeit bis" wert={formatDatumDe(konto.VertragsLaufzeitBis)} />
            </>
          )}
          <Angabe label="Anzahl Mitglieder mit Systemzugriff (Vertrag)" wert={konto.VertragAnzahlMitglieder} />
          {uebersicht ? <Angabe label="Davon erfasst" wert={uebersicht.AnzahlMitgliederMitSystemZugriff} /> : null}
          <Angabe label="Status" wert={konto.VertragAbgelaufen ? 'abgelaufen' : 'aktiv'} />
        </Grid>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          {aktionen.abschliessenButton ? (
            <ButtonLink to="/aboabschluss" variant="contained">
              Jahresabonnement abschliessen
            </ButtonLink>
          ) : null}
          {aktionen.anpassenButton ? (
            <ButtonLink to="/aboanpassung" variant="contained">
              Anzahl Mitglieder erhöhen
            </ButtonLink>
          ) : null}
          {aktionen.erneuernButton ? (
            <ButtonLink to="/aboerneuerung" variant="contained">
              Jahresabonnement erneuern
            </ButtonLink>
          ) : null}
        </Stack>
      </Karte>

      {aktionen.anschlussVertragAnzeigen ? <AnschlussVertragKarte konto={konto} sx={{ mb: 3 }} /> : null}
      <BeitragsKontoKarte />
      <RechnungenKarte />
      <VereinSchliessenKarte />
    </>
  );
}
