import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

/** Asks for the address of a link; an empty address removes the link. Mount it only while open. */
export function LinkDialog(props: { initialUrl: string; onClose: (url: string | null) => void }) {
  const [url, setUrl] = useState(props.initialUrl);
  return (
    <Dialog open onClose={() => props.onClose(null)}>
      <DialogTitle>Link einfügen</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Adresse (URL)"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') props.onClose(url.trim());
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => props.onClose(null)}>Abbrechen</Button>
        <Button variant="contained" onClick={() => props.onClose(url.trim())}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
