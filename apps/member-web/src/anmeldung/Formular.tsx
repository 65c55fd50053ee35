/**
 * Plain form parts of the signed-out screens (sign-in, 'Passwort vergessen', set password). They use
 * no UI library, so the first screen loads only React (look: main.css, like the app's MUI theme).
 *
 *   <Karte titel="Anmelden" untertitel="..."> <form> <Feld label="E-Mail-Adresse" .../> <Knopf>Anmelden</Knopf> </form> </Karte>
 */
import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { APP_BASIS } from '@vereinsportal/domain';
import type { EingabeProps } from '@vereinsportal/web-ui/anmeldeFelder';
import { useTrimmedText } from '@vereinsportal/web-ui/trimmedText';

export function Karte({ titel, untertitel, children }: { titel: string; untertitel?: string; children: ReactNode }) {
  return (
    <main className="vp-seite">
      <section className="vp-karte" aria-labelledby="vp-karte-titel">
        <div className="vp-kopf">
          <img src={`${APP_BASIS}/icons/icon-192.png`} alt="" width={48} height={48} />
          <div>
            <h1 id="vp-karte-titel">{titel}</h1>
            {untertitel ? <p>{untertitel}</p> : null}
          </div>
        </div>
        {children}
      </section>
    </main>
  );
}

/** Labelled text input with the trimmed-text rules and its German error below. */
export function Feld({ label, type = 'text', required, autoComplete, hilfe, input, ...optionen }: EingabeProps) {
  const { text, fehler, onChange, onBlur } = useTrimmedText(optionen);
  const id = useId();
  const unten = fehler ?? hilfe;
  return (
    <div className={fehler ? 'vp-feld vp-feld-fehler' : 'vp-feld'}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden> *</span> : null}
      </label>
      <input
        {...input}
        id={id}
        type={type}
        value={text}
        onChange={onChange}
        onBlur={onBlur}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={fehler ? true : undefined}
        aria-describedby={unten ? `${id}-hilfe` : undefined}
      />
      {unten ? (
        <p id={`${id}-hilfe`} className="vp-hilfe">
          {unten}
        </p>
      ) : null}
    </div>
  );
}

export function Knopf({ art = 'voll', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { art?: 'voll' | 'text' }) {
  return <button type="button" {...props} className={art === 'voll' ? 'vp-knopf' : 'vp-knopf vp-knopf-text'} />;
}

export function Hinweis({ art, children }: { art: 'erfolg' | 'fehler'; children: ReactNode }) {
  return (
    <p className={`vp-hinweis vp-hinweis-${art}`} role={art === 'fehler' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
