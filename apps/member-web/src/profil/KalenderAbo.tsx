/**
 * 'Kalender abonnieren' in the profile (docs/produkt.md "Kalender abonnieren"): the member's own secret
 * iCalendar address (the events the app shows them) to copy into a calendar app, and a new address
 * after a confirmation; the old one stops working at once.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webcalUrl } from '@vereinsportal/domain';
import { api } from '../common/api';
import { zeigeErfolg, zeigeFehler, zeigeInfo } from '../common/notify';
import { KEYS, useAppQuery } from '../common/queries';
import { KALENDER_APP } from '../common/texte';
import { Zustand } from '../common/Zustand';
import { Abschnitt } from '../common/Abschnitt';

async function kopieren(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function KalenderAbo() {
  const queryClient = useQueryClient();
  const query = useAppQuery(KEYS.kalender, () => api.getAppKalender());
  const [fragen, setFragen] = useState(false);
  const erneuern = useMutation({
    mutationFn: () => api.changeAppKalender(),
    onSuccess: (antwort) => {
      queryClient.setQueryData(KEYS.kalender, antwort);
      zeigeErfolg(KALENDER_APP.neueAdresseErstellt);
    },
    onError: zeigeFehler,
  });
  return (
    <Abschnitt id="kalender-titel" titel={KALENDER_APP.titel} titelAbstand={1}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {KALENDER_APP.erklaerung}
      </Typography>
      <Zustand query={query}>
        {({ URL: url }) =>
          url === null ? (
            <Alert severity="info">{KALENDER_APP.nichtLesbar}</Alert>
          ) : (
            <>
              <TextField
                label={KALENDER_APP.adresse}
                value={url}
                fullWidth
                size="small"
                slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, inputLabel: { shrink: true } }}
                onFocus={(e) => e.target.select()}
              />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                <Button
                  variant="contained"
                  onClick={() =>
                    void kopieren(url).then((ok) => (ok ? zeigeErfolg(KALENDER_APP.kopiert) : zeigeInfo(KALENDER_APP.nichtKopiert)))
                  }
                >
                  {KALENDER_APP.kopieren}
                </Button>
                <Button href={webcalUrl(url)}>{KALENDER_APP.oeffnen}</Button>
              </Box>
            </>
          )
        }
      </Zustand>
      <Button
        variant="outlined"
        color="warning"
        fullWidth
        sx={{ mt: 2 }}
        disabled={erneuern.isPending || query.data === undefined}
        onClick={() => setFragen(true)}
      >
        {KALENDER_APP.neueAdresse}
      </Button>
      <Dialog open={fragen} onClose={() => setFragen(false)} aria-describedby="kalender-frage">
        <DialogContent>
          <DialogContentText id="kalender-frage">{KALENDER_APP.neueAdresseFrage}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setFragen(false)}>{KALENDER_APP.abbrechen}</Button>
          <Button
            variant="contained"
            autoFocus
            onClick={() => {
              setFragen(false);
              erneuern.mutate();
            }}
          >
            {KALENDER_APP.neueAdresse}
          </Button>
        </DialogActions>
      </Dialog>
    </Abschnitt>
  );
}
