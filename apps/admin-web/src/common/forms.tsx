/**
 * Form fields of the portal (docs/produkt.md §2: text inputs trim and turn '' into null; docs/produkt.md §5 field errors).
 *
 *   <TextField label="Vorname" value={m.Vorname} onChange={(v) => set({ ...m, Vorname: v })}
 *              feld="Vorname" errors={fieldErrors} maxLength={MAX.mitglied.Vorname} />
 *     value/onChange carry `string | null`: trimmed, '' -> null. The input keeps what the user types
 *     until blur (so inner spaces can be typed), then shows the trimmed text.
 *     trimmen={false} keeps spaces (passwords). The field's first German message from `errors[feld]` shows under it once the user touched it
 *     (or always with `zeigeFehler`). Any other MUI TextField prop passes through.
 *   <DateField label="Anzeigen von" value={iso | null} onChange={(iso) => ...} />  ('YYYY-MM-DD', shown dd.MM.yyyy)
 *   <TimeField label="Zeit" value={'HH:mm' | null} onChange={(t) => ...} />
 *     MUI X pickers with the German date-fns locale; loaded lazily, so screens without dates
 *     (sign-in) do not download them.
 *   feldFehler(errors, 'Vorname') -> first message or undefined.
 * The trimming and error rules live in web-ui (useTrimmedText), which also has a
 * Select-free PlainTextField for the sign-in screen.
 */
import { lazy, Suspense } from 'react';
import MuiTextField, { type TextFieldProps as MuiTextFieldProps } from '@mui/material/TextField';
import type { FieldErrors } from '@vereinsportal/domain';
import { feldFehler, useTrimmedText } from '@vereinsportal/web-ui/trimmedText';

export { feldFehler };

export type TextFieldProps = Omit<MuiTextFieldProps, 'value' | 'onChange' | 'error'> & {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  /** docs/produkt.md field name to look up in `errors`. */
  feld?: string;
  errors?: FieldErrors | null;
  maxLength?: number;
  /** Show the error before the field was touched. */
  zeigeFehler?: boolean;
  /** false keeps inner/outer spaces (passwords); '' still becomes null. */
  trimmen?: boolean;
};

export function TextField({
  value,
  onChange,
  feld,
  errors,
  maxLength,
  zeigeFehler = false,
  trimmen = true,
  onBlur,
  helperText,
  slotProps,
  ...rest
}: TextFieldProps) {
  const eingabe = useTrimmedText({ value, onChange, feld, errors, zeigeFehler, trimmen, onBlur });
  const fehler = eingabe.fehler;
  const htmlInput = (slotProps?.htmlInput ?? {}) as Record<string, unknown>;

  return (
    <MuiTextField
      fullWidth
      margin="dense"
      {...rest}
      value={eingabe.text}
      error={Boolean(fehler)}
      helperText={fehler ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { ...htmlInput, ...(maxLength ? { maxLength } : {}) } }}
      onChange={eingabe.onChange}
      onBlur={eingabe.onBlur}
    />
  );
}

export interface DatumFeldProps {
  label: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  feld?: string;
  errors?: FieldErrors | null;
  disabled?: boolean;
  required?: boolean;
  zeigeFehler?: boolean;
}

const LazyDateField = lazy(() => import('./pickers').then((m) => ({ default: m.DatePickerField })));
const LazyTimeField = lazy(() => import('./pickers').then((m) => ({ default: m.TimePickerField })));

function PickerPlatzhalter({ label }: { label: string }) {
  return <MuiTextField fullWidth margin="dense" label={label} disabled value="" />;
}

/** Date picker; value ISO 'YYYY-MM-DD' or null, displayed dd.MM.yyyy. */
export function DateField(props: DatumFeldProps) {
  return (
    <Suspense fallback={<PickerPlatzhalter label={props.label} />}>
      <LazyDateField {...props} />
    </Suspense>
  );
}

/** Time picker; value 'HH:mm' or null, 24 h. */
export function TimeField(props: DatumFeldProps) {
  return (
    <Suspense fallback={<PickerPlatzhalter label={props.label} />}>
      <LazyTimeField {...props} />
    </Suspense>
  );
}
