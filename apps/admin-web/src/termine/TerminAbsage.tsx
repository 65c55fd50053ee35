/**
 * 'Absagen' with a note and 'Wieder ansetzen' of a saved event (docs/termine.md "Serien"): both after a
 * confirmation, both tell the members who had signed up. A cancelled event stays with its sign-ups.
 *   <AbsageHinweis termin={t} />   the banner above the form of a cancelled event
 *   <AbsageKnopf termin={t} />     the button among the form's actions
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { ABSAGE_NOTIZ_MAX, type Termin } from '@vereinsportal/domain';
import { api } from '../common/api';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { TextField } from '../common/forms';
import { SpeichernButton } from '../common/SpeichernButton';
import { TERMINE_KEYS } from './queries';
import { useSpeichern } from '../common/useSpeichern';
import { SERIE_WEB } from './serieTexte';

export function AbsageHinweis({ termin }: { termin: Termin }) {
  if (termin.Abgesagt !== 1) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {SERIE_WEB.istAbgesagt(termin.AbsageNotiz)}
    </Alert>
  );
}

function useAbsageSpeichern(termin: Termin) {
  const queryClient = useQueryClient();
  return useSpeichern({
    aufruf: (notiz: string | null | undefined) =>
      notiz === undefined
        ? api.ansetzenTermin({ params: { TerminId: termin.TerminId } })
        : api.absagenTermin({ params: { TerminId: termin.TerminId }, body: { Notiz: notiz } }),
    erfolg: termin.Abgesagt === 1 ? 'terminAngesetzt' : 'terminAbgesagt',
    danach: () => queryClient.invalidateQueries({ queryKey: TERMINE_KEYS.alle }),
  });
}

export function AbsageKnopf({ termin, disabled }: { termin: Termin; disabled?: boolean }) {
  const [offen, setOffen] = useState(false);
  const [notiz, setNotiz] = useState<string | null>(null);
  const speichern = useAbsageSpeichern(termin);
  const titel = termin.Titel ?? '';
  const datum = termin.Datum ?? '';
  if (termin.Abgesagt === 1) {
    return (
      <>
        <SpeichernButton variant="outlined" laeuft={speichern.laeuft} disabled={disabled} onClick={() => setOffen(true)}>
          {SERIE_WEB.wiederAnsetzen}
        </SpeichernButton>
        <ConfirmDialog
          open={offen}
          titel={SERIE_WEB.wiederAnsetzenTitel}
          text={SERIE_WEB.wiederAnsetzenText(titel, datum)}
          bestaetigen={SERIE_WEB.wiederAnsetzen}
          onConfirm={() => speichern.starten(undefined)}
          onClose={() => setOffen(false)}
        />
      </>
    );
  }
  return (
    <>
      <SpeichernButton variant="outlined" color="error" laeuft={speichern.laeuft} disabled={disabled} onClick={() => setOffen(true)}>
        {SERIE_WEB.absagen}
      </SpeichernButton>
      <Dialog
        open={offen}
        onClose={() => setOffen(false)}
        aria-labelledby="absagen-titel"
        aria-describedby="absagen-text"
        slotProps={{ paper: { component: 'form' } }}
        // A form, so Enter in the note confirms like the button.
        onSubmit={(e: React.FormEvent) => {
          e.preventDefault();
          setOffen(false);
          speichern.starten(notiz);
        }}
      >
        <DialogTitle id="absagen-titel">{SERIE_WEB.absagenTitel}</DialogTitle>
        <DialogContent>
          <DialogContentText id="absagen-text">{SERIE_WEB.absagenText(titel, datum)}</DialogContentText>
          <TextField
            label={SERIE_WEB.absageNotiz}
            value={notiz}
            onChange={setNotiz}
            maxLength={ABSAGE_NOTIZ_MAX}
            helperText={SERIE_WEB.absageNotizHilfe}
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOffen(false)}>Abbrechen</Button>
          <Button type="submit" variant="contained" color="error">
            {SERIE_WEB.absagen}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
