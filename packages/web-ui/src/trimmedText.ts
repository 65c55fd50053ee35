/**
 * The text-input rules of both web apps (docs/produkt.md §2: trim, empty -> null; §5 field errors)
 * without any UI library, so signed-out screens with plain inputs can use them as well as MUI fields.
 */
import { useState, type ChangeEvent, type FocusEvent } from 'react';
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
