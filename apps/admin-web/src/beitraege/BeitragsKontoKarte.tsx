/**
 * The club's bank account for member fees as the QR-bill will show it, or why there is none that does
 * (docs/produkt.md "Beiträge"), with the way to edit it: on Beiträge and in Vereinskonto.
 */
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { BEITRAG_MELDUNG, ibanFormatiert } from '@vereinsportal/domain';
import { Angabe } from '../common/Angabe';
import { ButtonLink } from '../common/links';
import { einstellungenQuery, type BeitragsEinstellungen } from './queries';
import { BEITRAEGE_TEXT } from './texte';
import { Karte } from '../common/Karte';

const T = BEITRAEGE_TEXT.einstellungen;

/** The account as the QR-bill will show it, or why there is none that does. */
export function KontoKarte({ einstellungen, mitLink = true }: { einstellungen: BeitragsEinstellungen; mitLink?: boolean }) {
  const k = einstellungen.Konto;
  const K = BEITRAEGE_TEXT.konto;
  return (
    <Karte titel={T.kontoTitel} id="beitragskonto-titel" sx={{ mb: 3 }}>
      {!einstellungen.KontoGueltig ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-banner="beitragsKonto">
          {einstellungen.KontoMeldung ?? BEITRAG_MELDUNG.kontoFehlt}
        </Alert>
      ) : null}
      {k ? (
        <Grid container spacing={2}>
          <Angabe label={K.iban} wert={k.Iban ? ibanFormatiert(k.Iban) : null} />
          <Angabe label={K.kontoinhaber} wert={k.Kontoinhaber} />
          <Angabe label={`${K.strasse} / ${K.hausnummer}`} wert={[k.Strasse, k.Hausnummer].filter(Boolean).join(' ')} />
          <Angabe label={`${K.postleitzahl} / ${K.ort}`} wert={[k.Land, k.Postleitzahl, k.Ort].filter(Boolean).join(' ')} />
          {k.Uid ? <Angabe label={K.uid} wert={k.Uid} /> : null}
        </Grid>
      ) : (
        <Typography color="text.secondary">{K.karteText}</Typography>
      )}
      {mitLink ? (
        <Box sx={{ mt: 2 }}>
          <ButtonLink to="/beitragskonto" variant="outlined">
            {T.kontoBearbeiten}
          </ButtonLink>
        </Box>
      ) : null}
    </Karte>
  );
}

/** Vereinskonto's card: loads the settings itself. */
export function BeitragsKontoKarte() {
  const { data } = useQuery(einstellungenQuery);
  return data ? <KontoKarte einstellungen={data} /> : null;
}
