/**
 * Sign-in of the member app: club number, e-mail, password (domain anmeldungSchema). After many
 * failed sign-ins the server asks for a solved bot check: the ALTCHA widget appears (loaded then)
 * and its payload goes with the next try. 'Passwort vergessen?' switches to the reset form.
 * Plain React (anmeldung/Formular.tsx): this is the first screen, it must load fast.
 */
import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { anmeldungSchema, validate } from '@vereinsportal/domain';
import { ladeVorgang } from './ladeVorgang';
import { Feld, KontoFelder, Karte, Knopf } from './Formular';

const AltchaWidget = lazy(() => import('@vereinsportal/web-ui/AltchaWidget').then((m) => ({ default: m.AltchaWidget })));
const PasswortVergessen = lazy(() => import('./PasswortVergessen'));

export interface AnmeldeVorgabe {
  vereinId?: string | null;
  emailadresse?: string | null;
}

export function AnmeldenScreen({ vorgabe = {} }: { vorgabe?: AnmeldeVorgabe }) {
  const [vereinId, setVereinId] = useState<string | null>(vorgabe.vereinId ?? null);
  const [emailadresse, setEmailadresse] = useState<string | null>(vorgabe.emailadresse ?? null);
  const [passwort, setPasswort] = useState<string | null>(null);
  const [laeuft, setLaeuft] = useState(false);
  const [botcheckNoetig, setBotcheckNoetig] = useState(false);
  const [botcheck, setBotcheck] = useState<string | null>(null);
  const [widgetKey, setWidgetKey] = useState(0);
  const [vergessen, setVergessen] = useState(false);

  const pruefung = useMemo(
    () => validate(anmeldungSchema, { vereinId, emailadresse: emailadresse ?? '', passwort: passwort ?? '' }),
    [vereinId, emailadresse, passwort],
  );
  const errors = pruefung.success ? null : pruefung.errors;

  const absenden = async (e: FormEvent) => {
    e.preventDefault();
    if (!pruefung.success || laeuft) return;
    const nachweis = botcheck;
    setLaeuft(true);
    const vorgang = await ladeVorgang();
    if (!vorgang) {
      setLaeuft(false);
      return;
    }
    try {
      const { vereinId: id, emailadresse: mail, passwort: pw } = pruefung.output;
      await vorgang.anmelden({ vereinId: id, emailadresse: mail, passwort: pw }, nachweis);
    } catch (error) {
      vorgang.zeigeFehler(error);
      // A solved challenge counts once: the next try needs a new one.
      const verlangt = vorgang.botcheckVerlangt(error);
      if (verlangt) setBotcheckNoetig(true);
      if (nachweis !== null || verlangt) {
        setBotcheck(null);
        setWidgetKey((k) => k + 1);
      }
      setLaeuft(false);
    }
  };

  if (vergessen) {
    return (
      <Suspense fallback={null}>
        <PasswortVergessen vereinId={vereinId} emailadresse={emailadresse} onZurueck={() => setVergessen(false)} />
      </Suspense>
    );
  }

  return (
    <Karte titel="Anmelden" untertitel="Die App Ihres Vereins">
      <form noValidate onSubmit={absenden}>
        <p className="vp-text-2">Vereinsnummer und E-Mail-Adresse stehen in der E-Mail mit Ihren Zugangsdaten.</p>
        <KontoFelder
          vereinId={vereinId}
          setVereinId={setVereinId}
          emailadresse={emailadresse}
          setEmailadresse={setEmailadresse}
          errors={errors}
        />
        <Feld
          label="Passwort"
          type="password"
          value={passwort}
          onChange={setPasswort}
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
        <Knopf type="submit" disabled={!pruefung.success || laeuft || (botcheckNoetig && botcheck === null)}>
          Anmelden
        </Knopf>
        <Knopf art="text" onClick={() => setVergessen(true)}>
          Passwort vergessen?
        </Knopf>
      </form>
    </Karte>
  );
}
