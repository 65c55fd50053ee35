/**
 * Saving an occurrence of a series asks what the change is for (docs/termine.md "Serien"): 'Nur diesen
 * Termin' (the occurrence alone; it stays in the series) or 'Diesen und alle folgenden' (this one and every
 * later occurrence, ids and sign-ups kept). A changed rule only fits the second. MUI Dialog: focus is trapped,
 * Escape cancels, the first choice has the focus.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { SERIE_WEB } from './serieTexte';

export type SerienUmfang = 'diesen' | 'folgende';

export function SerienBearbeitenDialog(p: {
  open: boolean;
  /** The rule was changed: only 'Diesen und alle folgenden' can apply it. */
  regelGeaendert: boolean;
  datum: string;
  onWahl: (umfang: SerienUmfang) => void;
  onClose: () => void;
}) {
  const waehlen = (umfang: SerienUmfang) => {
    p.onClose();
    p.onWahl(umfang);
  };
  return (
    <Dialog open={p.open} onClose={p.onClose} aria-labelledby="serie-bearbeiten-titel" aria-describedby="serie-bearbeiten-text">
      <DialogTitle id="serie-bearbeiten-titel">{SERIE_WEB.umfangTitel}</DialogTitle>
      <DialogContent>
        <DialogContentText id="serie-bearbeiten-text" component="div">
          {p.regelGeaendert ? SERIE_WEB.umfangRegelGeaendert : SERIE_WEB.umfangFrage(p.datum)}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={p.onClose}>Abbrechen</Button>
        <Button variant="outlined" autoFocus={!p.regelGeaendert} disabled={p.regelGeaendert} onClick={() => waehlen('diesen')}>
          {SERIE_WEB.nurDiesen}
        </Button>
        <Button variant="contained" autoFocus={p.regelGeaendert} onClick={() => waehlen('folgende')}>
          {SERIE_WEB.dieseUndFolgende}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
