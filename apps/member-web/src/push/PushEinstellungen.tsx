/**
 * 'Benachrichtigungen' in the profile (docs/push.md): this device's state (on, off, blocked in the
 * browser, not possible here) with a button to turn it on or off, and a switch per kind. The switches
 * are the member's and hold on every device.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PUSH_ART_SPALTE,
  PUSH_ART_TEXT,
  PUSH_ARTEN,
  PUSH_TEXT,
  type PushEinstellung,
  type PushEinstellungPatch,
} from '@vereinsportal/domain';
import { api } from '../common/api';
import { zeigeErfolg, zeigeFehler } from '../common/notify';
import { useAppQuery } from '../common/queries';
import { Zustand } from '../common/Zustand';
import { pushFehlerZeigen } from './pushFehler';
import { pushAusschalten, pushEinschalten, pushZustand, type PushZustand } from './pushDienst';
import { Abschnitt } from '../common/Abschnitt';

export const PUSH_KEY = ['app', 'push'] as const;

function zustandText(zustand: PushZustand, abonniert: boolean): string {
  if (zustand === 'nichtUnterstuetzt') return PUSH_TEXT.nichtUnterstuetzt;
  if (zustand === 'blockiert') return PUSH_TEXT.blockiert;
  return zustand === 'erlaubt' && abonniert ? PUSH_TEXT.aktiv : PUSH_TEXT.aus;
}

function Inhalt({ einstellung }: { einstellung: PushEinstellung }) {
  const queryClient = useQueryClient();
  const [zustand, setZustand] = useState(pushZustand);
  const abonniert = einstellung.DiesesGeraetAbonniert === 1;
  const neuLaden = () => queryClient.invalidateQueries({ queryKey: PUSH_KEY });
  const geraet = useMutation({
    mutationFn: async (an: boolean) => {
      if (an) setZustand(await pushEinschalten());
      else await pushAusschalten();
    },
    onSettled: neuLaden,
    onError: pushFehlerZeigen,
  });
  const schalter = useMutation({
    mutationFn: (patch: PushEinstellungPatch) => api.updatePushEinstellung({ body: patch }),
    // The switch moves at once; a refused save puts it back.
    onMutate: async (patch) => {
      // A reading still on its way (e.g. after this device subscribed) would put the switch back.
      await queryClient.cancelQueries({ queryKey: PUSH_KEY });
      const vorher = queryClient.getQueryData<PushEinstellung>(PUSH_KEY);
      if (vorher) queryClient.setQueryData<PushEinstellung>(PUSH_KEY, { ...vorher, ...patch });
      return vorher;
    },
    onSuccess: (neu) => {
      queryClient.setQueryData(PUSH_KEY, neu);
      zeigeErfolg(PUSH_TEXT.gespeichert);
    },
    onError: (error, _patch, vorher) => {
      if (vorher) queryClient.setQueryData(PUSH_KEY, vorher);
      zeigeFehler(error);
    },
  });
  const aktiv = zustand === 'erlaubt' && abonniert;
  return (
    <>
      <Typography variant="body2" role="status" sx={{ mb: 1 }} color={zustand === 'blockiert' ? 'error' : 'text.secondary'}>
        {zustandText(zustand, abonniert)}
      </Typography>
      {zustand === 'nichtUnterstuetzt' || zustand === 'blockiert' ? null : (
        <Button variant={aktiv ? 'outlined' : 'contained'} disabled={geraet.isPending} onClick={() => geraet.mutate(!aktiv)} sx={{ mb: 1 }}>
          {aktiv ? PUSH_TEXT.ausschalten : PUSH_TEXT.einschalten}
        </Button>
      )}
      <FormGroup>
        {PUSH_ARTEN.map((art) => {
          const spalte = PUSH_ART_SPALTE[art];
          return (
            <FormControlLabel
              key={art}
              control={<Switch checked={einstellung[spalte] === 1} onChange={(_e, an) => schalter.mutate({ [spalte]: an ? 1 : 0 })} />}
              label={PUSH_ART_TEXT[art]}
            />
          );
        })}
      </FormGroup>
    </>
  );
}

export function PushEinstellungen() {
  const query = useAppQuery(PUSH_KEY, () => api.getPushEinstellung());
  return (
    <Abschnitt id="push-titel" titel={PUSH_TEXT.profilTitel}>
      <Zustand query={query}>{(einstellung) => <Inhalt einstellung={einstellung} />}</Zustand>
    </Abschnitt>
  );
}
