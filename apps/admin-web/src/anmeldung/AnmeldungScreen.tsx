/**
 * Sign-in (/anmeldung, docs/produkt.md §2): club number, e-mail, password. With the query parameters
 * vereinid, userid and passwort all present it signs in automatically. Success goes to /.
 * After many failed sign-ins of the account the server asks for a solved bot check (ALTCHA):
 * the widget appears and its payload goes with the next try.
 * Plain React styled like the MUI theme (main.css): this is the first screen, so it loads neither MUI nor
 * TanStack Query; the sign-in check itself (anmeldung/anmeldeVorgang.ts) is loaded when it starts.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { anmeldungSchema, FEHLER_TITEL, validate } from '@vereinsportal/domain';
import { Eingabefeld } from '../common/Eingabefeld';
import { spinnerEnde, spinnerStart } from '../common/spinner';
import { fehlerText, zeigeToast } from '../common/toasts';

// Rarely needed, so the proof-of-work widget is loaded only when the server asks for it.
const AltchaWidget = lazy(() => import('@vereinsportal/web-ui/AltchaWidget').then((m) => ({ default: m.AltchaWidget })));

interface Eingabe {
  vereinId: string | null;
  emailadresse: string | null;
  passwort: string | null;
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

function alsZahl(text: string | null): number {
  // Numeric only: "12a" or "1.5" must not sign in as club 12.
  return text !== null && /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

export default function AnmeldungScreen() {
  const navigate = useNavigate();
  const suche = useSearch({ from: '/anmeldung' });
  const [eingabe, setEingabe] = useState<Eingabe>({
    vereinId: suche.vereinid ?? null,
    emailadresse: suche.userid ?? null,
    passwort: suche.passwort ?? null,
  });
  const [laeuft, setLaeuft] = useState(false);
  const [botcheckNoetig, setBotcheckNoetig] = useState(false);
  const [botcheck, setBotcheck] = useState<string | null>(null);
  const [widgetKey, setWidgetKey] = useState(0);
  const autoGestartet = useRef(false);

  const pruefung = useMemo(
    () =>
      validate(anmeldungSchema, {
        vereinId: eingabe.vereinId,
        emailadresse: eingabe.emailadresse ?? '',
        passwort: eingabe.passwort ?? '',
      }),
    [eingabe],
  );
  const errors = pruefung.success ? null : pruefung.errors;

  const anmelden = async (daten: Eingabe) => {
    const vereinId = alsZahl(daten.vereinId);
    const emailadresse = daten.emailadresse ?? '';
    const passwort = daten.passwort ?? '';
    const nachweis = botcheck;
    setLaeuft(true);
    // 'Laden...' from the click until home shows: loading this code, the check, home's code and data.
    spinnerStart();
    try {
      const vorgang = await ladeVorgang();
      if (!vorgang) return;
      try {
        await vorgang.anmelden({ vereinId, emailadresse, passwort }, nachweis);
      } catch (error) {
        // The toast has been shown by apiCall. A solved challenge counts once: the next try needs a new one.
        if (vorgang.botcheckVerlangt(error)) setBotcheckNoetig(true);
        if (nachweis !== null || vorgang.botcheckVerlangt(error)) {
          setBotcheck(null);
          setWidgetKey((k) => k + 1);
        }
        return;
      }
      await navigate({ to: '/' });
    } finally {
      spinnerEnde();
      setLaeuft(false);
    }
  };

  useEffect(() => {
    if (autoGestartet.current) return;
    if (suche.vereinid && suche.userid && suche.passwort) {
      autoGestartet.current = true;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- opening a link with credentials is an event from outside React; signing in is its one-time effect
      void anmelden({ vereinId: suche.vereinid, emailadresse: suche.userid, passwort: suche.passwort });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [suche.vereinid, suche.userid, suche.passwort]);

  const absenden = (e: FormEvent) => {
    e.preventDefault();
    if (pruefung.success && !laeuft) void anmelden(eingabe);
  };

  return (
    <div className="vp-schmal">
      <div className="vp-karte">
        <form className="vp-karte-inhalt" noValidate onSubmit={absenden}>
          <h1 className="vp-h1">Anmeldung</h1>
          <p className="vp-absatz">
            Melden Sie sich mit Ihrer Vereinsnummer, Ihrer E-Mail-Adresse und Ihrem Passwort an, die Sie auch in der App verwenden.
          </p>
          <Eingabefeld
            label="Vereinsnummer"
            value={eingabe.vereinId}
            onChange={(v) => setEingabe((s) => ({ ...s, vereinId: v }))}
            feld="vereinId"
            errors={errors}
            required
            autoComplete="organization"
            input={{ inputMode: 'numeric', pattern: '[0-9]*' }}
          />
          <Eingabefeld
            label="E-Mail-Adresse"
            type="email"
            value={eingabe.emailadresse}
            onChange={(v) => setEingabe((s) => ({ ...s, emailadresse: v }))}
            feld="emailadresse"
            errors={errors}
            required
            autoComplete="username"
          />
          <Eingabefeld
            label="Passwort"
            type="password"
            value={eingabe.passwort}
            onChange={(v) => setEingabe((s) => ({ ...s, passwort: v }))}
            feld="passwort"
            errors={errors}
            trimmen={false}
            required
            autoComplete="current-password"
          />
          {botcheckNoetig ? (
            <div style={{ marginTop: 16 }}>
              <Suspense fallback={null}>
                <AltchaWidget key={widgetKey} onPayload={setBotcheck} />
              </Suspense>
            </div>
          ) : null}
          <button type="submit" className="vp-knopf" disabled={!pruefung.success || laeuft || (botcheckNoetig && botcheck === null)}>
            Anmelden
          </button>
          <p className="vp-abstand-2">
            <Link to="/passwortvergessen" className="vp-link">
              Passwort vergessen?
            </Link>
          </p>
          <p className="vp-abstand-1">
            Noch kein Konto?{' '}
            <Link to="/vereinregistrieren" className="vp-link">
              Verein registrieren
            </Link>
          </p>
        </form>
      </div>
    </div>
  );
}
