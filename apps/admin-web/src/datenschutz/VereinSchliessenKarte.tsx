/**
 * The club account's data-protection card (docs/produkt.md "Datenschutz"): export every row of the club as
 * JSON, and close the club after typing its number; closing signs out and shows /vereingeschlossen.
 */
import { useId, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MuiTextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DATENSCHUTZ_TEXT, vereinsdatenDateiname } from '@vereinsportal/domain';
import { api } from '../common/api';
import { apiCall } from '../common/useApiCall';
import { useSpeichern } from '../common/useSpeichern';
import { SpeichernButton } from '../common/SpeichernButton';
import { useSession } from '../common/session';
import { herunterladen, heuteIso } from './herunterladen';

export function VereinSchliessenKarte() {
  const navigate = useNavigate();
  const { user, clear } = useSession();
  const vereinId = user.vereinId;
  const [offen, setOffen] = useState(false);
  const [eingabe, setEingabe] = useState('');
  const titelId = useId();
  const textId = useId();
  const bestaetigt = eingabe.trim() === String(vereinId);

  const exportieren = async () => {
    const blob = await apiCall(() => api.getVereinsdaten());
    herunterladen(blob, vereinsdatenDateiname(vereinId, heuteIso()));
  };

  const schliessen = useSpeichern({
    aufruf: (Vereinsnummer: number) => api.vereinSchliessen({ body: { Vereinsnummer } }),
    danach: async () => {
      clear();
      // The cached club data is dropped by the success page, once no screen uses it any more.
      await navigate({ to: '/vereingeschlossen', search: { nr: String(vereinId) } });
    },
  });

  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h2" gutterBottom>
          Datenschutz
        </Typography>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {DATENSCHUTZ_TEXT.vereinSchliessenErklaerung}
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" onClick={() => void exportieren().catch(() => undefined)}>
            {DATENSCHUTZ_TEXT.vereinsdatenExport}
          </Button>
          <SpeichernButton color="error" laeuft={schliessen.laeuft} onClick={() => setOffen(true)}>
            {DATENSCHUTZ_TEXT.vereinSchliessen}
          </SpeichernButton>
        </Stack>
      </CardContent>
      <Dialog
        open={offen}
        onClose={() => setOffen(false)}
        aria-labelledby={titelId}
        aria-describedby={textId}
        slotProps={{ transition: { onExited: () => setEingabe('') } }}
      >
        <DialogTitle id={titelId}>{DATENSCHUTZ_TEXT.vereinSchliessen}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {DATENSCHUTZ_TEXT.vereinSchliessenErklaerung} {DATENSCHUTZ_TEXT.vereinsnummerBestaetigen(vereinId)}
          </DialogContentText>
          <MuiTextField
            label="Vereinsnummer"
            value={eingabe}
            onChange={(e) => setEingabe(e.target.value)}
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOffen(false)}>Abbrechen</Button>
          <Button
            variant="contained"
            color="error"
            disabled={!bestaetigt}
            onClick={() => {
              setOffen(false);
              schliessen.starten(vereinId);
            }}
          >
            {DATENSCHUTZ_TEXT.vereinSchliessen}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
