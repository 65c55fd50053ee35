/**
 * Form fields of the portal (SPEC §2: text inputs trim and turn '' into null; SPEC §5 field errors).
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
 */
import { lazy, Suspense, useEffect, useState, type ChangeEvent, type FocusEvent } from 'react';
import MuiTextField, { type TextFieldProps as MuiTextFieldProps } from '@mui/material/TextField';
import { firstError, trimToNull, type FieldErrors } from '@vereinsportal/domain';

/** The field's first German message, or undefined. */
export function feldFehler(errors: FieldErrors | null | undefined, feld: string | undefined): string | undefined {
  return feld ? firstError(errors, feld) : undefined;
}

export type TextFieldProps = Omit<MuiTextFieldProps, 'value' | 'onChange' | 'error'> & {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  /** SPEC field name to look up in `errors`. */
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
  const normal = (s: string): string | null => (trimmen ? trimToNull(s) : s === '' ? null : s);
  const [text, setText] = useState(value ?? '');
  const [beruehrt, setBeruehrt] = useState(false);

  // Follow outside changes (loaded data, reset) without fighting the user's untrimmed typing.
  useEffect(() => {
    if (normal(text) !== (value ?? null)) setText(value ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const fehler = zeigeFehler || beruehrt ? feldFehler(errors, feld) : undefined;
  const htmlInput = (slotProps?.htmlInput ?? {}) as Record<string, unknown>;

  return (
    <MuiTextField
      fullWidth
      margin="dense"
      {...rest}
      value={text}
      error={Boolean(fehler)}
      helperText={fehler ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { ...htmlInput, ...(maxLength ? { maxLength } : {}) } }}
      onChange={(e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setText(e.target.value);
        setBeruehrt(true);
        onChange(normal(e.target.value));
      }}
      onBlur={(e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const getrimmt = normal(e.target.value);
        setText(getrimmt ?? '');
        setBeruehrt(true);
        if (getrimmt !== (value ?? null)) onChange(getrimmt);
        onBlur?.(e);
      }}
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
