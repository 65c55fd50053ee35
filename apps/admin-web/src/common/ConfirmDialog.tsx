/**
 * Confirmation dialog (delete, send credentials). MUI Dialog: focus is trapped inside, Escape
 * cancels, the confirm button gets focus first so Enter confirms.
 *
 *   <ConfirmDialog open={offen} titel="Mitglied löschen" text="Wollen Sie ... wirklich löschen?"
 *                  bestaetigen="Löschen" gefaehrlich onConfirm={loeschen} onClose={() => setOffen(false)} />
 */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  titel: string;
  text: ReactNode;
  /** Confirm button text, default 'Ja'. */
  bestaetigen?: string;
  /** Cancel button text, default 'Abbrechen'. */
  abbrechen?: string;
  /** Something that cannot be undone (delete): the confirm button is red. */
  gefaehrlich?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  open,
  titel,
  text,
  bestaetigen = 'Ja',
  abbrechen = 'Abbrechen',
  gefaehrlich = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="confirm-dialog-titel" aria-describedby="confirm-dialog-text">
      <DialogTitle id="confirm-dialog-titel">{titel}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-dialog-text" component="div">
          {text}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{abbrechen}</Button>
        <Button
          variant="contained"
          color={gefaehrlich ? 'error' : 'primary'}
          autoFocus
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {bestaetigen}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
