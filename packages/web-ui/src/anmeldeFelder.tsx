/**
 * The sign-in and password fields both apps show: club number and e-mail ('Passwort vergessen'), the same
 * with the password (sign-in), and the new password twice (set password, the app's 'Passwort ändern').
 * Each block draws its inputs with the text input the screen passes as `Feld`, so every screen keeps its
 * look: the plain inputs of the first screens (no UI library, docs/architecture.md "member-web") or MUI
 * (PlainTextField's `PlainEingabe`). Labels, autocomplete hints and field names live here once.
 *
 *   <AnmeldeFelder Feld={Eingabefeld} vereinId={v} setVereinId={setV} ... errors={errors} />
 *   <NeuesPasswortFelder Feld={PlainEingabe} passwort={p} setPasswort={setP} wiederholung={w} setWiederholung={setW} errors={errors} />
 */
import { lazy, Suspense, type ComponentType, type InputHTMLAttributes } from 'react';
import type { FieldErrors } from '@vereinsportal/domain';
import type { TrimmedTextOptions } from './trimmedText';

/** What a block hands to the screen's text input. */
export interface EingabeProps extends Omit<TrimmedTextOptions, 'onBlur'> {
  label: string;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  /** Shown below the input while it has no error. */
  hilfe?: string;
  /** Extra attributes of the <input>. */
  input?: InputHTMLAttributes<HTMLInputElement>;
}

// Rarely needed, so the proof-of-work widget is loaded only when the server asks for it.
const AltchaWidget = lazy(() => import('./AltchaWidget').then((m) => ({ default: m.AltchaWidget })));

type Wert = string | null;
type Setzer = (wert: string | null) => void;

interface Block {
  Feld: ComponentType<EingabeProps>;
  errors: FieldErrors | null;
}

export interface KontoFelderProps extends Block {
  vereinId: Wert;
  setVereinId: Setzer;
  emailadresse: Wert;
  setEmailadresse: Setzer;
}

/** Vereinsnummer and e-mail address: how a member or an administrator names the account. */
export function KontoFelder({ Feld, errors, vereinId, setVereinId, emailadresse, setEmailadresse }: KontoFelderProps) {
  return (
    <>
      <Feld
        label="Vereinsnummer"
        value={vereinId}
        onChange={setVereinId}
        feld="vereinId"
        errors={errors}
        required
        autoComplete="organization"
        input={{ inputMode: 'numeric', pattern: '[0-9]*' }}
      />
      <Feld
        label="E-Mail-Adresse"
        type="email"
        value={emailadresse}
        onChange={setEmailadresse}
        feld="emailadresse"
        errors={errors}
        required
        autoComplete="username"
      />
    </>
  );
}

/** A password input: typed as is (never trimmed), required. */
export function PasswortFeld({
  Feld,
  errors,
  ...props
}: Block & Pick<EingabeProps, 'label' | 'value' | 'onChange' | 'feld' | 'autoComplete' | 'hilfe'>) {
  return <Feld {...props} type="password" errors={errors} trimmen={false} required />;
}

/** The sign-in's fields (domain anmeldungSchema): the account and its password. */
export function AnmeldeFelder({ passwort, setPasswort, ...konto }: KontoFelderProps & { passwort: Wert; setPasswort: Setzer }) {
  return (
    <>
      <KontoFelder {...konto} />
      <PasswortFeld
        Feld={konto.Feld}
        errors={konto.errors}
        label="Passwort"
        value={passwort}
        onChange={setPasswort}
        feld="passwort"
        autoComplete="current-password"
      />
    </>
  );
}

export interface NeuesPasswortFelderProps extends Block {
  passwort: Wert;
  setPasswort: Setzer;
  wiederholung: Wert;
  setWiederholung: Setzer;
  /** The second label; the app's 'Passwort ändern' says 'Neues Passwort wiederholen' beside the old one. */
  wiederholenLabel?: string;
  /** Below the first input, e.g. the minimum length. */
  hilfe?: string;
}

/** The new password twice (domain passwortFormularFehler: fields Passwort, PasswortWiederholung). */
export function NeuesPasswortFelder({
  Feld,
  errors,
  passwort,
  setPasswort,
  wiederholung,
  setWiederholung,
  wiederholenLabel = 'Passwort wiederholen',
  hilfe,
}: NeuesPasswortFelderProps) {
  const neu = { Feld, errors, autoComplete: 'new-password' };
  return (
    <>
      <PasswortFeld {...neu} label="Neues Passwort" value={passwort} onChange={setPasswort} feld="Passwort" hilfe={hilfe} />
      <PasswortFeld {...neu} label={wiederholenLabel} value={wiederholung} onChange={setWiederholung} feld="PasswortWiederholung" />
    </>
  );
}

/** The bot check below the sign-in fields while the server asks for it (passwortFormulare.ts useAnmeldung's botcheckFeld). */
export function BotcheckFeld({ feld }: { feld: { key: number; onPayload: (payload: string | null) => void } | null }) {
  if (!feld) return null;
  return (
    <div style={{ marginTop: 16 }}>
      <Suspense fallback={null}>
        <AltchaWidget key={feld.key} onPayload={feld.onPayload} />
      </Suspense>
    </div>
  );
}
