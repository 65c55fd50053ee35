/**
 * The text-input rules of both web apps (docs/produkt.md §2: trim, empty -> null; §5 field errors)
 * without any UI library, so signed-out screens with plain inputs can use them as well as MUI fields.
 */
import { useId, useState, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
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

/**
 * useTrimmedText for a text input with a line below it (the error, else `hilfe`): `unten` is that line and
 * `hilfeId` its id; `eingabe` holds the input's own attributes (id, value, handlers, aria-describedby).
 * `id` replaces the generated id; `hilfeEndung` ends the line's id (MUI's fields: '-helper-text').
 */
export function useTextEingabe(
  optionen: TrimmedTextOptions,
  { hilfe, id: idVorgabe, hilfeEndung = '-hilfe' }: { hilfe?: ReactNode; id?: string | undefined; hilfeEndung?: string },
) {
  const { text, fehler, onChange, onBlur } = useTrimmedText(optionen);
  const eigeneId = useId();
  const id = idVorgabe ?? eigeneId;
  const unten = fehler ?? hilfe;
  const hilfeId = unten ? `${id}${hilfeEndung}` : undefined;
  return { id, text, fehler, unten, hilfeId, eingabe: { id, value: text, onChange, onBlur, 'aria-describedby': hilfeId } };
}
