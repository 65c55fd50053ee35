/** Account edit (/vereinskontobearbeiten, docs/produkt.md §2, §5): the club/contact fields plus the country dropdown. */
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX, validate, vereinsKontoDaten, vereinsKontoSchema, type VereinsKonto, type VereinsKontoDaten } from '@vereinsportal/domain';
import { api } from '../common/api';
import { useVereinsKonto } from '../common/queries';
import { getSession, saveSession } from '../common/session';
import { useSpeichern } from '../common/useSpeichern';
import { SpeichernButton } from '../common/SpeichernButton';
import { ButtonLink } from '../common/links';
import { VereinsAdresseFelder } from './VereinsAdresseFelder';
import { QUERY_KEYS } from '../common/queryKeys';

export default function VereinsKontoBearbeitenScreen() {
  const { data: konto } = useVereinsKonto();
  // The form starts from the loaded account; it mounts only once the data is there.
  return konto ? <KontoFormular konto={konto} /> : null;
}

function KontoFormular({ konto }: { konto: VereinsKonto }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [daten, setDaten] = useState<VereinsKontoDaten>(() => vereinsKontoDaten(konto));

  const pruefung = useMemo(() => validate(vereinsKontoSchema, daten), [daten]);
  const errors = pruefung.success ? null : pruefung.errors;

  const setze = <K extends keyof VereinsKontoDaten>(feld: K, wert: VereinsKontoDaten[K]) => setDaten((d) => ({ ...d, [feld]: wert }));

  const speichern = useSpeichern({
    aufruf: (body: VereinsKontoDaten) => api.updateVereinsKonto({ body }),
    erfolg: 'vereinsKontoGespeichert',
    danach: async (_antwort, body) => {
      const s = getSession();
      saveSession({ ...s, vereinsName: body.VereinsName ?? s.vereinsName });
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.vereinsKonto });
      await navigate({ to: '/vereinskonto' });
    },
  });
  const absenden = (e: FormEvent) => {
    e.preventDefault();
    if (pruefung.success) speichern.starten(daten);
  };

  return (
    <>
      <Typography variant="h1" gutterBottom>
        Vereinskonto bearbeiten
      </Typography>
      <Card>
        <CardContent component="form" noValidate onSubmit={absenden}>
          <VereinsAdresseFelder
            werte={daten}
            onText={(feld, wert) => setze(feld, wert)}
            onLand={(id) => setze('LandId', id)}
            errors={errors}
            max={MAX.vereinsKonto}
          />
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            {/* A submit button: the form's onSubmit starts the save (also by Enter in a field). */}
            <SpeichernButton type="submit" laeuft={speichern.laeuft} disabled={!pruefung.success}>
              Speichern
            </SpeichernButton>
            <ButtonLink to="/vereinskonto" variant="outlined">
              {'Abbrechen'}
            </ButtonLink>
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
