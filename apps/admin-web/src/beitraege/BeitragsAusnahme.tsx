/**
 * The member edit page's fee exception (docs/produkt.md "Beiträge"): the fee by category, 'beitragsbefreit',
 * or another amount, each exception with its reason; and the way to the member's fee invoices.
 */
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { betragTextInCents, fromCents, toCents } from '@vereinsportal/domain';
import { api } from '../common/api';
import { TextField } from '../common/forms';
import { ButtonLink } from '../common/links';
import { SpeichernButton } from '../common/SpeichernButton';
import { API_QUERY_META } from '../common/useApiCall';
import { useSpeichern } from '../common/useSpeichern';
import { BEITRAEGE_KEYS, beitraegeNeuLaden } from './queries';
import { BEITRAEGE_TEXT } from './texte';
import { BetragFeld } from './BetragFeld';

const T = BEITRAEGE_TEXT.ausnahme;

type Ausnahme = Awaited<ReturnType<typeof api.getBeitragsAusnahme>>;
type Wahl = 'normal' | 'befreit' | 'betrag';

export function BeitragsAusnahmeKarte({ mitgliedId }: { mitgliedId: number }) {
  const { data, isSuccess, dataUpdatedAt } = useQuery({
    queryKey: BEITRAEGE_KEYS.ausnahme(mitgliedId),
    queryFn: () => api.getBeitragsAusnahme({ params: { MitgliedId: mitgliedId } }),
    meta: API_QUERY_META,
  });
  if (!isSuccess) return null;
  return <AusnahmeFormular key={dataUpdatedAt} mitgliedId={mitgliedId} ausnahme={data} />;
}

function AusnahmeFormular({ mitgliedId, ausnahme }: { mitgliedId: number; ausnahme: Ausnahme }) {
  const [wahl, setWahl] = useState<Wahl>(ausnahme ? (ausnahme.Art === 'befreit' ? 'befreit' : 'betrag') : 'normal');
  const [betrag, setBetrag] = useState<string | null>(ausnahme?.Betrag ? fromCents(toCents(ausnahme.Betrag)).toFixed(2) : null);
  const [grund, setGrund] = useState<string | null>(ausnahme?.Grund ?? null);
  const cents = betrag ? betragTextInCents(betrag) : null;
  const fehler = {
    ...(wahl === 'betrag' && (cents === null || cents <= 0) ? { Betrag: [BEITRAEGE_TEXT.einstellungen.betragUngueltig] } : {}),
    ...(wahl !== 'normal' && !grund ? { Grund: [BEITRAEGE_TEXT.posten.grundFehlt] } : {}),
  };
  const ok = Object.keys(fehler).length === 0;
  const speichern = useSpeichern({
    aufruf: async (w: Wahl) => {
      if (w === 'normal') {
        if (ausnahme) await api.deleteBeitragsAusnahme({ params: { MitgliedId: mitgliedId } });
        return;
      }
      await api.setBeitragsAusnahme({
        params: { MitgliedId: mitgliedId },
        body: { Art: w, Betrag: w === 'betrag' && cents !== null ? fromCents(cents) : null, Grund: grund ?? '' },
      });
    },
    erfolg: 'beitragsausnahmeGespeichert',
    danach: beitraegeNeuLaden,
  });
  const absenden = (e: FormEvent) => {
    e.preventDefault();
    if (ok) speichern.starten(wahl);
  };
  return (
    <Paper sx={{ p: 2, mt: 3 }} component="section" aria-labelledby="beitrag-ausnahme">
      <form noValidate onSubmit={absenden}>
        <Typography variant="h2" gutterBottom id="beitrag-ausnahme">
          {T.titel}
        </Typography>
        <RadioGroup aria-labelledby="beitrag-ausnahme" value={wahl} onChange={(e) => setWahl(e.target.value as Wahl)}>
          <FormControlLabel value="normal" control={<Radio />} label={T.normal} />
          <FormControlLabel value="befreit" control={<Radio />} label={T.befreit} />
          <FormControlLabel value="betrag" control={<Radio />} label={T.betrag} />
        </RadioGroup>
        {wahl === 'betrag' ? <BetragFeld label={T.betragLabel} value={betrag} onChange={setBetrag} errors={fehler} /> : null}
        {wahl !== 'normal' ? <TextField label={T.grund} required value={grund} onChange={setGrund} feld="Grund" errors={fehler} /> : null}
        <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <SpeichernButton type="submit" laeuft={speichern.laeuft} disabled={!ok}>
            {T.speichern}
          </SpeichernButton>
          <ButtonLink to="/beitragsrechnungen" search={{ mitglied: mitgliedId }} variant="outlined">
            {T.rechnungen}
          </ButtonLink>
        </Box>
      </form>
    </Paper>
  );
}
