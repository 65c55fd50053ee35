/**
 * Sign-in (/anmeldung, docs/produkt.md §2): club number, e-mail, password. With the query parameters
 * vereinid, userid and passwort all present it signs in automatically. Success goes to /.
 * After many failed sign-ins of the account the server asks for a solved bot check (ALTCHA):
 * the widget appears and its payload goes with the next try.
 * Plain React styled like the MUI theme (main.css): this is the first screen, so it loads neither MUI nor
 * TanStack Query; the sign-in check itself (anmeldung/anmeldeVorgang.ts) is loaded when it starts.
 * Without the router too: a first load of /anmeldung shows it from its own page (leicht.tsx), inside the
 * portal the route shows it (AnmeldungScreen.tsx); each passes its links and what follows the sign-in.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FEHLER_TITEL } from '@vereinsportal/domain';
import { AnmeldeFelder, BotcheckFeld } from '@vereinsportal/web-ui/anmeldeFelder';
import { useAnmeldung } from '@vereinsportal/web-ui/passwortFormulare';
import { Eingabefeld } from '../common/Eingabefeld';
import { spinnerEnde, spinnerStart } from '../common/spinner';
import { fehlerText, zeigeToast } from '../common/toasts';
import type { AnmeldungSuche } from './suche';

/** The two open pages the form links to. */
export type AnmeldungZiel = '/passwortvergessen' | '/vereinregistrieren';

export interface AnmeldungFormularProps {
  suche: AnmeldungSuche;
  /** After a successful sign-in: to home. */
  weiter: () => Promise<unknown>;
  /** A link to one of the open pages, drawn with class vp-link. */
  Verweis: (props: { ziel: AnmeldungZiel; children: ReactNode }) => ReactNode;
}

/** The sign-in check's code; null (with a toast) when it cannot be loaded. */
async function ladeVorgang(): Promise<typeof import('./anmeldeVorgang') | null> {
  try {
    return await import('./anmeldeVorgang');
  } catch (error) {
    await zeigeToast(
      <div>
        <strong style={{ display: 'block' }}>{FEHLER_TITEL.allgemein}</strong>
        <div>{fehlerText(error)}</div>
      </div>,
      'error',
    );
    return null;
  }
}

export function AnmeldungFormular({ suche, weiter, Verweis }: AnmeldungFormularProps) {
  const anmeldung = useAnmeldung({ vereinId: suche.vereinid, emailadresse: suche.userid, passwort: suche.passwort });
  const [laeuft, setLaeuft] = useState(false);
  const autoGestartet = useRef(false);

  const anmelden = async (daten: { vereinId: number; emailadresse: string; passwort: string }) => {
    const nachweis = anmeldung.botcheck;
    setLaeuft(true);
    // 'Laden...' from the click until home shows: loading this code, the check, home's code and data.
    spinnerStart();
    try {
      const vorgang = await ladeVorgang();
      if (!vorgang) return;
      try {
        await vorgang.anmelden(daten, nachweis);
      } catch (error) {
        // The toast has been shown by apiCall.
        anmeldung.fehlgeschlagen(nachweis, vorgang.botcheckVerlangt(error));
        return;
      }
      await weiter();
    } finally {
      spinnerEnde();
      setLaeuft(false);
    }
  };

  useEffect(() => {
    if (autoGestartet.current) return;
    if (suche.vereinid && suche.userid && suche.passwort) {
      autoGestartet.current = true;
      // Numeric only: "12a" or "1.5" must not sign in as club 12.
      const vereinId = /^\d+$/.test(suche.vereinid) ? Number(suche.vereinid) : Number.NaN;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- opening a link with credentials is an event from outside React; signing in is its one-time effect
      void anmelden({ vereinId, emailadresse: suche.userid, passwort: suche.passwort });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [suche.vereinid, suche.userid, suche.passwort]);

  const absenden = (e: FormEvent) => {
    e.preventDefault();
    if (anmeldung.eingabe && !laeuft) void anmelden(anmeldung.eingabe);
  };

  return (
    <div className="vp-schmal">
      <div className="vp-karte">
        <form className="vp-karte-inhalt" noValidate onSubmit={absenden}>
          <h1 className="vp-h1">Anmeldung</h1>
          <p className="vp-absatz">
            Melden Sie sich mit Ihrer Vereinsnummer, Ihrer E-Mail-Adresse und Ihrem Passwort an, die Sie auch in der App verwenden.
          </p>
          <AnmeldeFelder Feld={Eingabefeld} {...anmeldung.felder} />
          <BotcheckFeld feld={anmeldung.botcheckFeld} />
          <button type="submit" className="vp-knopf" disabled={!anmeldung.bereit || laeuft}>
            Anmelden
          </button>
          <p className="vp-abstand-2">
            <Verweis ziel="/passwortvergessen">Passwort vergessen?</Verweis>
          </p>
          <p className="vp-abstand-1">
            Noch kein Konto? <Verweis ziel="/vereinregistrieren">Verein registrieren</Verweis>
          </p>
        </form>
      </div>
    </div>
  );
}
