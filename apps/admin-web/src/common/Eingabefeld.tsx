/**
 * Outlined text field of the sign-in page without MUI (the first load must stay small): the portal's
 * trimmed-text rules, label, required asterisk and German error below, styled like MUI's (main.css .vp-feld).
 *
 *   <Eingabefeld label="Passwort" type="password" value={v} onChange={setV} feld="passwort"
 *                errors={errors} trimmen={false} required autoComplete="current-password" />
 */
import { useId } from 'react';
import type { EingabeProps } from '@vereinsportal/web-ui/anmeldeFelder';
import { useTrimmedText } from '@vereinsportal/web-ui/trimmedText';

export function Eingabefeld({ label, type = 'text', required, autoComplete, input, ...optionen }: Omit<EingabeProps, 'hilfe'>) {
  const { text, fehler, onChange, onBlur } = useTrimmedText(optionen);
  const id = useId();
  const hilfeId = fehler ? `${id}-helper-text` : undefined;
  const klassen = ['vp-feld', text === '' ? '' : 'vp-feld-gefuellt', fehler ? 'vp-feld-fehler' : ''].filter(Boolean).join(' ');
  // MUI separates the asterisk by a thin space.
  const stern = required ? '\u2009*' : '';
  return (
    <div className={klassen}>
      <label htmlFor={id} id={`${id}-label`}>
        {label}
        {required ? <span aria-hidden="true">{stern}</span> : null}
      </label>
      <div className="vp-feld-rahmen">
        <input
          {...input}
          id={id}
          type={type}
          value={text}
          onChange={onChange}
          onBlur={onBlur}
          required={required}
          autoComplete={autoComplete}
          aria-invalid={Boolean(fehler)}
          aria-describedby={hilfeId}
        />
        {/* The outline with a gap for the raised label, as MUI's OutlinedInput draws it. */}
        <fieldset aria-hidden="true">
          <legend>
            <span>
              {label}
              {stern}
            </span>
          </legend>
        </fieldset>
      </div>
      {fehler ? (
        <p id={hilfeId} className="vp-feld-hilfe">
          {fehler}
        </p>
      ) : null}
    </div>
  );
}
