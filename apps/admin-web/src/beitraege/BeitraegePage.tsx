/**
 * /beitraege (docs/produkt.md "Beiträge"): the club's bank account at a glance (with why it does not do, and
 * the way to edit it), the yearly fee of every member category and what a member in several categories pays.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { betragTextInCents, fromCents, MEHRFACH_REGEL_TEXT } from '@vereinsportal/domain';
import { api } from '../common/api';
import { Seitenkopf } from '../common/Seitenkopf';
import { SpeichernButton } from '../common/SpeichernButton';
import { TextField } from '../common/forms';
import { useSpeichern } from '../common/useSpeichern';
import { beitraegeNeuLaden, einstellungenQuery, type BeitragsEinstellungen } from './queries';
import { KontoKarte } from './BeitragsKontoKarte';
import { BEITRAEGE_TEXT } from './texte';

const T = BEITRAEGE_TEXT.einstellungen;

export default function BeitraegePage() {
  const { data } = useQuery(einstellungenQuery);
  return (
    <>
      <Seitenkopf titel={T.titel} />
      {data ? (
        <>
          <KontoKarte einstellungen={data} />
          <TarifeFormular key={JSON.stringify(data)} einstellungen={data} />
        </>
      ) : null}
    </>
  );
}

type Regel = BeitragsEinstellungen['MehrfachRegel'];

function TarifeFormular({ einstellungen }: { einstellungen: BeitragsEinstellungen }) {
  const [texte, setTexte] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      einstellungen.Tarife.map((t) => [t.Kategorie, t.Betrag === null ? '' : fromCents(Math.round(t.Betrag * 100)).toFixed(2)]),
    ),
  );
  const [regel, setRegel] = useState<Regel>(einstellungen.MehrfachRegel);
  const fehler = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(texte)
          .filter(([, text]) => text.trim() !== '' && betragTextInCents(text) === null)
          .map(([kategorie]) => [kategorie, [T.betragUngueltig]]),
      ),
    [texte],
  );
  const ok = Object.keys(fehler).length === 0;
  const speichern = useSpeichern({
    aufruf: (body: Parameters<typeof api.updateBeitragsEinstellungen>[0]['body']) => api.updateBeitragsEinstellungen({ body }),
    erfolg: 'beitraegeGespeichert',
    danach: beitraegeNeuLaden,
  });
  const absenden = (e: FormEvent) => {
    e.preventDefault();
    if (!ok) return;
    speichern.starten({
      Konto: einstellungen.Konto,
      MehrfachRegel: regel,
      Tarife: einstellungen.Tarife.map((t) => {
        const cents = betragTextInCents(texte[t.Kategorie] ?? '');
        return { Kategorie: t.Kategorie, Betrag: cents === null ? null : fromCents(cents) };
      }),
    });
  };

  return (
    <Card component="section" aria-labelledby="tarife-titel">
      <CardContent component="form" noValidate onSubmit={absenden}>
        <Typography variant="h2" gutterBottom id="tarife-titel">
          {T.tarifeTitel}
        </Typography>
        {einstellungen.Tarife.length === 0 ? (
          <Typography>{T.keineKategorien}</Typography>
        ) : (
          <>
            <Typography color="text.secondary">{T.tarifeErklaerung}</Typography>
            <Grid container columnSpacing={2}>
              {einstellungen.Tarife.map((t) => (
                <Grid key={t.Kategorie} size={{ xs: 12, sm: 6, md: 4 }}>
                  <TextField
                    label={T.betragLabel(t.Kategorie)}
                    value={texte[t.Kategorie] ?? ''}
                    onChange={(v) => setTexte((alt) => ({ ...alt, [t.Kategorie]: v ?? '' }))}
                    feld={t.Kategorie}
                    errors={fehler}
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  />
                </Grid>
              ))}
            </Grid>
          </>
        )}
        <FormControl sx={{ mt: 2 }}>
          <FormLabel id="mehrfach-regel">{T.mehrfachTitel}</FormLabel>
          <RadioGroup aria-labelledby="mehrfach-regel" value={regel} onChange={(e) => setRegel(e.target.value as Regel)}>
            <FormControlLabel value="hoechster" control={<Radio />} label={MEHRFACH_REGEL_TEXT.hoechster} />
            <FormControlLabel value="summe" control={<Radio />} label={MEHRFACH_REGEL_TEXT.summe} />
          </RadioGroup>
        </FormControl>
        <Box sx={{ mt: 2 }}>
          <SpeichernButton type="submit" laeuft={speichern.laeuft} disabled={!ok}>
            {T.speichern}
          </SpeichernButton>
        </Box>
      </CardContent>
    </Card>
  );
}
