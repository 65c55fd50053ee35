import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { joinKategorien, LEERE_LISTE, MAX, MELDUNG, splitKategorien, TEXT } from '@vereinsportal/domain';
import { useKategorien } from './useKategorien';

/** Maximum length of the joined category text (docs/produkt.md §5). */
const KATEGORIEN_MAX = MAX.kategorienText;

/** The member-category picker (docs/produkt.md §2): existing categories as checkboxes plus new ones. Mount only while open. */
export function KategorienDialog(props: { value: string | null; onClose: (value: string | null | undefined) => void; title?: string }) {
  const { data: vorhandene = [] } = useKategorien();
  const [ausgewaehlt, setAusgewaehlt] = useState<Set<string>>(() => new Set(splitKategorien(props.value ?? '')));
  const [neue, setNeue] = useState('');

  // Categories already on the record stay selectable even if no member uses them (yet).
  const alle = useMemo(() => {
    const names = [...vorhandene];
    for (const name of ausgewaehlt) if (!names.includes(name)) names.push(name);
    return names.sort((a, b) => a.localeCompare(b, 'de'));
  }, [vorhandene, ausgewaehlt]);

  const ergebnis = joinKategorien([...alle.filter((n) => ausgewaehlt.has(n)), ...splitKategorien(neue)]);
  const zuLang = (ergebnis?.length ?? 0) > KATEGORIEN_MAX;

  const toggle = (name: string) =>
    setAusgewaehlt((prev) => {
      const next = new Set(prev);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  return (
    <Dialog open onClose={() => props.onClose(undefined)} fullWidth maxWidth="xs">
      <DialogTitle>{props.title ?? 'Mitgliederkategorien'}</DialogTitle>
      <DialogContent dividers>
        {alle.length === 0 ? (
          <Typography color="text.secondary">{LEERE_LISTE.kategorien}</Typography>
        ) : (
          <FormGroup>
            {alle.map((name) => (
              <FormControlLabel
                key={name}
                control={<Checkbox checked={ausgewaehlt.has(name)} onChange={() => toggle(name)} />}
                label={name}
              />
            ))}
          </FormGroup>
        )}
        <TextField
          fullWidth
          margin="normal"
          label="Neue Kategorien"
          helperText={zuLang ? MELDUNG.maxLaenge('Mitgliedschaftsart', KATEGORIEN_MAX) : 'Mehrere durch Komma trennen'}
          error={zuLang}
          value={neue}
          onChange={(e) => setNeue(e.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => props.onClose(undefined)}>{TEXT.abbrechen}</Button>
        <Button variant="contained" disabled={zuLang} onClick={() => props.onClose(ergebnis)}>
          {TEXT.uebernehmen}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
