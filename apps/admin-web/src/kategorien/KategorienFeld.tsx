import { useState } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { KategorienDialog } from './KategorienDialog';

/** A form input showing the chosen categories with a '...' button that opens the picker (docs/produkt.md §2). */
export function KategorienFeld(props: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  disabled?: boolean;
  helperText?: string;
}) {
  const [offen, setOffen] = useState(false);
  return (
    <>
      <TextField
        fullWidth
        label={props.label}
        value={props.value ?? ''}
        disabled={props.disabled}
        helperText={props.helperText}
        slotProps={{
          input: {
            readOnly: true,
            endAdornment: (
              <InputAdornment position="end">
                <Button
                  size="small"
                  variant="outlined"
                  disabled={props.disabled}
                  aria-label={`${props.label} auswählen`}
                  onClick={() => setOffen(true)}
                  sx={{ minWidth: 40 }}
                >
                  ...
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
      {offen && (
        <KategorienDialog
          title={props.label}
          value={props.value}
          onClose={(value) => {
            setOffen(false);
            if (value !== undefined) props.onChange(value);
          }}
        />
      )}
    </>
  );
}
