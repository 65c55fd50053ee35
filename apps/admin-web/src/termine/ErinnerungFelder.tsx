/**
 * The Termin form's reminder (docs/produkt.md "Erinnerungen"): 'Erinnerung senden', 'Stunden vorher' and
 * 'auch an Angemeldete'. The hours are kept as typed, so a wrong entry stays visible with its message; a
 * series copies the values to each occurrence.
 */
import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import { ERINNERUNG_STANDARD_STUNDEN, ERINNERUNG_TEXT, type FieldErrors, type Termin } from '@vereinsportal/domain';
import { TextField } from '../common/forms';
// The same reading as the maximum: digits -> number, anything else NaN, which the schema names.
import { maxTeilnehmendeAusText } from './terminRegeln';

type Erinnerung = Pick<Termin, 'ErinnerungStunden' | 'ErinnerungAuchAngemeldete'>;

export function ErinnerungFelder({
  wert,
  onChange,
  errors,
}: {
  wert: Erinnerung;
  onChange: (patch: Partial<Erinnerung>) => void;
  errors: FieldErrors;
}) {
  const [text, setText] = useState<string | null>(wert.ErinnerungStunden === null ? null : String(wert.ErinnerungStunden));
  const an = wert.ErinnerungStunden !== null || text !== null;
  return (
    <Grid container columnSpacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Grid size={{ xs: 12 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={an}
              onChange={(e) => {
                const stunden = e.target.checked ? ERINNERUNG_STANDARD_STUNDEN : null;
                setText(stunden === null ? null : String(stunden));
                onChange(e.target.checked ? { ErinnerungStunden: stunden } : { ErinnerungStunden: null, ErinnerungAuchAngemeldete: 0 });
              }}
            />
          }
          label={ERINNERUNG_TEXT.senden}
        />
      </Grid>
      {an && (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={ERINNERUNG_TEXT.stunden}
              required
              value={text}
              onChange={(v) => {
                setText(v);
                onChange({ ErinnerungStunden: maxTeilnehmendeAusText(v) });
              }}
              feld="ErinnerungStunden"
              errors={errors}
              helperText={ERINNERUNG_TEXT.hilfe}
              maxLength={3}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={wert.ErinnerungAuchAngemeldete === 1}
                  onChange={(e) => onChange({ ErinnerungAuchAngemeldete: e.target.checked ? 1 : 0 })}
                />
              }
              label={ERINNERUNG_TEXT.auchAngemeldete}
            />
          </Grid>
        </>
      )}
    </Grid>
  );
}
