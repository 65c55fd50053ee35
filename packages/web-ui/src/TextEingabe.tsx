/**
 * The plain text input of the signed-out screens in both apps, without a UI library (the first load must
 * stay small, docs/architecture.md "member-web"): the trimmed-text rules, label, required asterisk, and the
 * German error (or a hint) below. Each app keeps its look through props and its own main.css:
 *
 *   <TextEingabe umrandet hilfeKlasse="vp-feld-hilfe" ... />   the portal's sign-in page, outlined like MUI's
 *   <TextEingabe ... />                                          the member app: label above a plain input
 *
 * Screens hand it to the blocks of anmeldeFelder.tsx as their `Feld`.
 */
import type { EingabeProps } from './anmeldeFelder';
import { useTextEingabe } from './trimmedText';

export interface TextEingabeProps extends EingabeProps {
  /**
   * MUI's outlined field drawn in plain HTML: the outline is a fieldset with a gap (legend) for the label,
   * which rises while the input has focus or text (class vp-feld-gefuellt), and the asterisk is set off by a
   * thin space as MUI does.
   */
  umrandet?: boolean;
  /** Class of the line below the input (error or hint), as the app's main.css names it. */
  hilfeKlasse?: string;
}

export function TextEingabe({
  label,
  type = 'text',
  required,
  autoComplete,
  hilfe,
  input,
  umrandet = false,
  hilfeKlasse = 'vp-hilfe',
  ...optionen
}: TextEingabeProps) {
  const { id, text, fehler, unten, hilfeId, eingabe } = useTextEingabe(optionen, { hilfe });
  const klassen = ['vp-feld', umrandet && text !== '' ? 'vp-feld-gefuellt' : '', fehler ? 'vp-feld-fehler' : ''].filter(Boolean).join(' ');
  const stern = required ? (umrandet ? '\u2009*' : ' *') : '';
  const feld = (
    <input {...input} {...eingabe} type={type} required={required} autoComplete={autoComplete} aria-invalid={fehler ? true : undefined} />
  );
  return (
    <div className={klassen}>
      <label htmlFor={id} id={`${id}-label`}>
        {label}
        {required ? <span aria-hidden="true">{stern}</span> : null}
      </label>
      {umrandet ? (
        <div className="vp-feld-rahmen">
          {feld}
          <fieldset aria-hidden="true">
            <legend>
              <span>
                {label}
                {stern}
              </span>
            </legend>
          </fieldset>
        </div>
      ) : (
        feld
      )}
      {unten ? (
        <p id={hilfeId} className={hilfeKlasse}>
          {unten}
        </p>
      ) : null}
    </div>
  );
}
