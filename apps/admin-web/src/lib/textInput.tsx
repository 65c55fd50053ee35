/**
 * The text-input rules of the portal (docs/produkt.md §2: trim, '' -> null; docs/produkt.md §5 field errors), shared by
 * lib/forms.tsx's TextField and by PlainTextField here.
 *
 *   <PlainTextField label="Passwort" type="password" value={v} onChange={setV} feld="passwort"
 *                   errors={errors} trimmen={false} required autoComplete="current-password" />
 *
 * PlainTextField looks and behaves like lib/forms' TextField (outlined, dense, full width, label,
 * helper/error text, required asterisk), but is built from FormControl + InputLabel + OutlinedInput +
 * FormHelperText instead of MUI's TextField, which always bundles Select (with Menu, Popover and
 * Modal). The sign-in screen uses it so /anmeldung does not download those. Prefer lib/forms'
 * TextField elsewhere (it passes every MUI TextField prop through).
 */
import { useId, useState, type ChangeEvent, type FocusEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { firstError, trimToNull, type FieldErrors } from '@vereinsportal/domain';

/** The field's first German message, or undefined. */
export function feldFehler(errors: FieldErrors | null | undefined, feld: string | undefined): string | undefined {
  return feld ? firstError(errors, feld) : undefined;
}

type Element = HTMLInputElement | HTMLTextAreaElement;

export interface TrimmedTextOptions {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  feld?: string | undefined;
  errors?: FieldErrors | null | undefined;
  zeigeFehler?: boolean | undefined;
  trimmen?: boolean | undefined;
  onBlur?: ((e: FocusEvent<Element>) => void) | undefined;
}

/**
 * State of a trimmed text input: the typed text (kept untrimmed until blur), the error to show
 * (once touched, or always with zeigeFehler) and the change/blur handlers.
 */
export function useTrimmedText({ value, onChange, feld, errors, zeigeFehler = false, trimmen = true, onBlur }: TrimmedTextOptions) {
  const normal = (s: string): string | null => (trimmen ? trimToNull(s) : s === '' ? null : s);
  const [text, setText] = useState(value ?? '');
  const [beruehrt, setBeruehrt] = useState(false);
  const [letzterWert, setLetzterWert] = useState(value);

  // Follow outside changes (loaded data, reset) without fighting the user's untrimmed typing
  // (adjusted while rendering, as React recommends instead of an effect).
  if (value !== letzterWert) {
    setLetzterWert(value);
    if (normal(text) !== (value ?? null)) setText(value ?? '');
  }

  const fehler = zeigeFehler || beruehrt ? feldFehler(errors, feld) : undefined;

  return {
    text,
    fehler,
    onChange: (e: ChangeEvent<Element>) => {
      setText(e.target.value);
      setBeruehrt(true);
      onChange(normal(e.target.value));
    },
    onBlur: (e: FocusEvent<Element>) => {
      const getrimmt = normal(e.target.value);
      setText(getrimmt ?? '');
      setBeruehrt(true);
      if (getrimmt !== (value ?? null)) onChange(getrimmt);
      onBlur?.(e);
    },
  };
}

export interface PlainTextFieldProps extends Omit<TrimmedTextOptions, 'onBlur'> {
  label: string;
  maxLength?: number;
  helperText?: ReactNode;
  type?: string;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
  name?: string;
  id?: string;
  onBlur?: (e: FocusEvent<Element>) => void;
  /** Extra attributes of the <input> (as TextField's slotProps.htmlInput). */
  slotProps?: { htmlInput?: InputHTMLAttributes<HTMLInputElement> };
}

/** Single-line outlined text field without MUI's Select (see the file comment). */
export function PlainTextField({
  label,
  maxLength,
  helperText,
  type,
  required,
  disabled,
  autoComplete,
  autoFocus,
  name,
  id: idVorgabe,
  slotProps,
  ...optionen
}: PlainTextFieldProps) {
  const { text, fehler, onChange, onBlur } = useTrimmedText(optionen);
  const eigeneId = useId();
  const id = idVorgabe ?? eigeneId;
  const hilfe = fehler ?? helperText;
  const hilfeId = hilfe ? `${id}-helper-text` : undefined;

  // The same structure and ids as MUI's TextField (variant outlined).
  return (
    <FormControl fullWidth margin="dense" variant="outlined" error={Boolean(fehler)} required={required} disabled={disabled}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        fullWidth
        id={id}
        label={label}
        type={type}
        name={name}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        value={text}
        onChange={onChange}
        onBlur={onBlur}
        aria-describedby={hilfeId}
        inputProps={{ ...slotProps?.htmlInput, ...(maxLength ? { maxLength } : {}) }}
      />
      {hilfe ? <FormHelperText id={hilfeId}>{hilfe}</FormHelperText> : null}
    </FormControl>
  );
}
