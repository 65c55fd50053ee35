/**
 * 'Kalender abonnieren' on the event list (docs/produkt.md "Kalender abonnieren"): the club's secret
 * iCalendar address to copy into a calendar app, and 'Neue Adresse erstellen' (after a confirmation)
 * when the address got into the wrong hands; the old address stops working at once.
 */
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventIcon from '@mui/icons-material/Event';
import { KALENDER_TEXT, TEXT, webcalUrl, type KalenderAbo as KalenderAboDaten } from '@vereinsportal/domain';
import { api } from '../common/api';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { zeigeErfolg } from '../common/notify';
import { kalenderAboQuery } from './queries';
import { SpeichernButton } from '../common/SpeichernButton';
import { useApiQuery } from '../common/useApiCall';
import { useSpeichern } from '../common/useSpeichern';

/** Copies text to the clipboard; without the Clipboard API (plain http) through a selected text area. */
export async function inZwischenablage(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const feld = document.createElement('textarea');
    feld.value = text;
    feld.setAttribute('readonly', '');
    feld.style.position = 'fixed';
    feld.style.opacity = '0';
    document.body.appendChild(feld);
    feld.select();
    const ok = document.execCommand('copy');
    feld.remove();
    return ok;
  }
}

export function KalenderAboButton() {
  const [offen, setOffen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<EventIcon />} onClick={() => setOffen(true)}>
        {KALENDER_TEXT.titel}
      </Button>
      {offen && <KalenderAboDialog onClose={() => setOffen(false)} />}
    </>
  );
}

function KalenderAboDialog({ onClose }: { onClose: () => void }) {
  const titelId = useId();
  const queryClient = useQueryClient();
  const [fragen, setFragen] = useState(false);
  const { data } = useApiQuery(kalenderAboQuery);
  const erneuern = useSpeichern<void, KalenderAboDaten>({
    aufruf: () => api.kalenderAboErneuern(),
    erfolg: 'kalenderAdresseErneuert',
    danach: (antwort) => queryClient.setQueryData(kalenderAboQuery.queryKey, antwort),
  });
  const url = data?.URL ?? null;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titelId} fullWidth maxWidth="md">
      <DialogTitle id={titelId}>{KALENDER_TEXT.titel}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{KALENDER_TEXT.erklaerung}</DialogContentText>
        {data === undefined ? (
          <DialogContentText>{TEXT.laden}</DialogContentText>
        ) : url === null ? (
          <Alert severity="info">{KALENDER_TEXT.nichtLesbar}</Alert>
        ) : (
          <>
            <TextField
              label={KALENDER_TEXT.adresse}
              value={url}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, inputLabel: { shrink: true } }}
              onFocus={(e) => e.target.select()}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <Button
                variant="contained"
                startIcon={<ContentCopyIcon />}
                onClick={() => void inZwischenablage(url).then((ok) => (ok ? zeigeErfolg('kalenderAdresseKopiert') : undefined))}
              >
                {KALENDER_TEXT.kopieren}
              </Button>
              <Button href={webcalUrl(url)}>{KALENDER_TEXT.inKalenderOeffnen}</Button>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <SpeichernButton
          variant="outlined"
          color="warning"
          laeuft={erneuern.laeuft}
          disabled={data === undefined}
          onClick={() => setFragen(true)}
        >
          {KALENDER_TEXT.neueAdresse}
        </SpeichernButton>
        <Button onClick={onClose}>{KALENDER_TEXT.schliessen}</Button>
      </DialogActions>
      <ConfirmDialog
        open={fragen}
        titel={KALENDER_TEXT.neueAdresse}
        text={KALENDER_TEXT.neueAdresseFrage}
        bestaetigen={KALENDER_TEXT.neueAdresse}
        // The old address stops working for every calendar that subscribed to it.
        gefaehrlich
        onConfirm={() => erneuern.starten()}
        onClose={() => setFragen(false)}
      />
    </Dialog>
  );
}
