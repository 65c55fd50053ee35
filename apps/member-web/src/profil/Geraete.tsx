/**
 * 'Angemeldete Geräte' in the profile: every device signed in to the member's account (name, last use,
 * 'dieses Gerät'), each with 'abmelden' after a confirmation. Its token stops working at once; signing
 * out this device is the same as 'Abmelden'.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppGeraet } from '@vereinsportal/domain';
import { api } from '../common/api';
import { abmelden } from '../anmeldung/anmeldung';
import { zeigeErfolg, zeigeFehler } from '../common/notify';
import { KEYS, useAppQuery } from '../common/queries';
import { GERAETE_TEXT } from '../common/texte';
import { Zustand } from '../common/Zustand';
import { Abschnitt } from '../common/Abschnitt';

/** 'dd.MM.yyyy, HH:mm' in the member's time zone. */
function zeitpunkt(iso: string): string {
  return new Date(iso).toLocaleString('de-CH', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

export function Geraete() {
  const queryClient = useQueryClient();
  const query = useAppQuery(KEYS.geraete, () => api.getAppGeraete());
  const [frage, setFrage] = useState<AppGeraet | null>(null);
  const entfernen = useMutation({
    mutationFn: (g: AppGeraet) => api.deleteAppGeraet({ params: { GeraetId: g.GeraetId } }),
    onSuccess: () => {
      zeigeErfolg(GERAETE_TEXT.abgemeldet);
      void queryClient.invalidateQueries({ queryKey: KEYS.geraete });
    },
    onError: zeigeFehler,
  });
  const bestaetigt = (g: AppGeraet) => {
    setFrage(null);
    // This device: the ordinary sign-out (server, then local, with its confirmation).
    if (g.DiesesGeraet === 1) void abmelden();
    else entfernen.mutate(g);
  };
  return (
    <Abschnitt id="geraete-titel" titel={GERAETE_TEXT.titel}>
      <Typography variant="body2" color="text.secondary">
        {GERAETE_TEXT.erklaerung}
      </Typography>
      <Zustand query={query} leer={(d) => d.length === 0} leerText={GERAETE_TEXT.keine}>
        {(geraete) => (
          <List disablePadding aria-labelledby="geraete-titel">
            {geraete.map((g) => (
              <ListItem
                key={g.GeraetId}
                divider
                disableGutters
                secondaryAction={
                  <Button size="small" color="error" disabled={entfernen.isPending} onClick={() => setFrage(g)}>
                    {GERAETE_TEXT.abmelden}
                  </Button>
                }
              >
                <ListItemText
                  primary={`${g.Bezeichnung ?? GERAETE_TEXT.unbenannt}${g.DiesesGeraet === 1 ? ` (${GERAETE_TEXT.diesesGeraet})` : ''}`}
                  secondary={`${GERAETE_TEXT.zuletzt} ${zeitpunkt(g.ZuletztAm)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Zustand>
      <Dialog open={frage !== null} onClose={() => setFrage(null)} aria-describedby="geraet-frage">
        <DialogContent>
          <DialogContentText id="geraet-frage">
            {frage?.DiesesGeraet === 1 ? GERAETE_TEXT.frageDiesesGeraet : GERAETE_TEXT.frage(frage?.Bezeichnung ?? GERAETE_TEXT.unbenannt)}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setFrage(null)}>{GERAETE_TEXT.abbrechen}</Button>
          <Button variant="contained" color="error" autoFocus onClick={() => frage && bestaetigt(frage)}>
            {GERAETE_TEXT.abmelden}
          </Button>
        </DialogActions>
      </Dialog>
    </Abschnitt>
  );
}
