/**
 * /beitragskonto (docs/produkt.md "Beiträge"): the club's bank account for member fees, reached from
 * Vereinskonto and from Beiträge: IBAN or QR-IBAN (checked as typed by the domain's rule), the account
 * holder and its structured address as the QR-bill prints them, the optional UID.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { beitragsKontoSchema, validate, type FieldErrors } from '@vereinsportal/domain';
import { api } from '../common/api';
import { ButtonLink } from '../common/links';
import { Seitenkopf } from '../common/Seitenkopf';
import { SpeichernButton } from '../common/SpeichernButton';
import { TextField } from '../common/forms';
import { useSpeichern } from '../common/useSpeichern';
import { beitraegeNeuLaden, einstellungenQuery, type BeitragsEinstellungen, type BeitragsKonto } from './queries';
import { BEITRAEGE_TEXT } from './texte';

const K = BEITRAEGE_TEXT.konto;

/** The countries a club's QR-bill address is mostly in; the QR-bill wants the ISO code. */
const LAENDER = [
  { code: 'CH', name: 'Schweiz' },
  { code: 'LI', name: 'Liechtenstein' },
  { code: 'DE', name: 'Deutschland' },
  { code: 'AT', name: 'Österreich' },
  { code: 'FR', name: 'Frankreich' },
  { code: 'IT', name: 'Italien' },
] as const;

type KontoEingabe = Record<keyof BeitragsKonto, string | null>;

const LEER: KontoEingabe = {
  Iban: null,
  Kontoinhaber: null,
  Strasse: null,
  Hausnummer: null,
  Postleitzahl: null,
  Ort: null,
  Land: 'CH',
  Uid: null,
};

/** What the form must fix before it can save: the domain's rule, which the server checks again. */
export function kontoFehler(k: KontoEingabe): FieldErrors {
  const pruefung = validate(beitragsKontoSchema, k);
  return pruefung.success ? {} : pruefung.errors;
}

export default function BeitragsKontoPage() {
  const { data } = useQuery(einstellungenQuery);
  return (
    <>
      <Seitenkopf titel={K.titel} />
      {data ? <KontoFormular einstellungen={data} /> : null}
    </>
  );
}

function KontoFormular({ einstellungen }: { einstellungen: BeitragsEinstellungen }) {
  const navigate = useNavigate();
  const [k, setK] = useState<KontoEingabe>(() => ({ ...LEER, ...(einstellungen.Konto ?? {}) }));
  const fehler = useMemo(() => kontoFehler(k), [k]);
  const ok = Object.keys(fehler).length === 0;
  const speichern = useSpeichern({
    aufruf: (body: Parameters<typeof api.updateBeitragsEinstellungen>[0]['body']) => api.updateBeitragsEinstellungen({ body }),
    erfolg: 'beitragsKontoGespeichert',
    danach: async () => {
      await beitraegeNeuLaden();
      await navigate({ to: '/beitraege' });
    },
  });
  const absenden = (e: FormEvent) => {
    e.preventDefault();
    if (!ok) return;
    speichern.starten({
      Konto: { ...k, Iban: k.Iban ?? '' },
      MehrfachRegel: einstellungen.MehrfachRegel,
      Tarife: einstellungen.Tarife,
    });
  };
  const feld = (name: keyof KontoEingabe, label: string, extra: { required?: boolean; helperText?: string; auto?: string } = {}) => (
    <TextField
      label={label}
      value={k[name]}
      onChange={(v) => setK((alt) => ({ ...alt, [name]: v }))}
      feld={name}
      errors={fehler}
      required={extra.required}
      helperText={extra.helperText}
      autoComplete={extra.auto}
    />
  );

  return (
    <Card>
      <CardContent component="form" noValidate onSubmit={absenden}>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {K.erklaerung}
        </Typography>
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12 }}>{feld('Iban', K.iban, { required: true, auto: 'off' })}</Grid>
          <Grid size={{ xs: 12 }}>{feld('Kontoinhaber', K.kontoinhaber, { required: true, auto: 'organization' })}</Grid>
          <Grid size={{ xs: 12, sm: 8 }}>{feld('Strasse', K.strasse, { auto: 'address-line1' })}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{feld('Hausnummer', K.hausnummer)}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{feld('Postleitzahl', K.postleitzahl, { required: true, auto: 'postal-code' })}</Grid>
          <Grid size={{ xs: 12, sm: 8 }}>{feld('Ort', K.ort, { required: true, auto: 'address-level2' })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField select label={K.land} value={k.Land} onChange={(v) => setK((alt) => ({ ...alt, Land: v }))} trimmen={false}>
              {LAENDER.map((l) => (
                <MenuItem key={l.code} value={l.code}>
                  {l.name}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{feld('Uid', K.uid, { helperText: K.uidHilfe })}</Grid>
        </Grid>
        <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <SpeichernButton type="submit" laeuft={speichern.laeuft} disabled={!ok}>
            {BEITRAEGE_TEXT.einstellungen.speichern}
          </SpeichernButton>
          <ButtonLink to="/beitraege" variant="outlined">
            {K.zuDenBeitraegen}
          </ButtonLink>
        </Box>
      </CardContent>
    </Card>
  );
}
