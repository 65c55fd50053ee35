/**
 * Plain form parts of the signed-out screens (sign-in, 'Passwort vergessen', set password). They use
 * no UI library, so the first screen loads only React (look: main.css, like the app's MUI theme).
 *
 *   <Karte titel="Anmelden" untertitel="..."> <form> <Feld label="E-Mail-Adresse" .../> <Knopf>Anmelden</Knopf> </form> </Karte>
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { APP_BASIS } from '@vereinsportal/domain';
import { TextEingabe } from '@vereinsportal/web-ui/TextEingabe';

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

/** Labelled text input with the trimmed-text rules and its German error (or hint) below: web-ui's plain input. */
export const Feld = TextEingabe;

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
