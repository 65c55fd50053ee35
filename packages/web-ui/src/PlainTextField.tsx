/**
 * MUI text input with the web apps' text-input rules (trimmedText.ts).
 *
 *   <PlainTextField label="Passwort" type="password" value={v} onChange={setV} feld="passwort"
 *                   errors={errors} trimmen={false} required autoComplete="current-password" />
 *
 * PlainTextField looks and behaves like lib/forms' TextField (outlined, dense, full width, label,
 * helper/error text, required asterisk), but is built from FormControl + InputLabel + OutlinedInput +
 * FormHelperText instead of MUI's TextField, which always bundles Select (with Menu, Popover and
 * Modal): screens that must stay small use it. In the portal prefer lib/forms' TextField elsewhere
 * (it passes every MUI TextField prop through).
 */
import type { FocusEvent, InputHTMLAttributes, ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useTextEingabe, type TrimmedTextOptions } from './trimmedText';
import type { EingabeProps } from './anmeldeFelder';

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
  onBlur?: (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
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
  const { id, fehler, unten, hilfeId, eingabe } = useTextEingabe(optionen, {
    hilfe: helperText,
    id: idVorgabe,
    hilfeEndung: '-helper-text',
  });

  // The same structure and ids as MUI's TextField (variant outlined).
  return (
    <FormControl fullWidth margin="dense" variant="outlined" error={Boolean(fehler)} required={required} disabled={disabled}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...eingabe}
        fullWidth
        label={label}
        type={type}
        name={name}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputProps={{ ...slotProps?.htmlInput, ...(maxLength ? { maxLength } : {}) }}
      />
      {unten ? <FormHelperText id={hilfeId}>{unten}</FormHelperText> : null}
    </FormControl>
  );
}

/** PlainTextField as the input of the shared sign-in and password blocks (anmeldeFelder.tsx). */
export function PlainEingabe({ hilfe, input, ...props }: EingabeProps) {
  return <PlainTextField {...props} helperText={hilfe} slotProps={{ htmlInput: input }} />;
}
