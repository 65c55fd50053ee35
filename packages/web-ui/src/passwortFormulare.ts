/**
 * The state and checks behind the signed-out forms of both apps, without their look: 'Passwort
 * vergessen' (club number and e-mail) and the sign-in (account, password, the bot check after many
 * failures); set password is passwortSetzen.ts. Each screen draws it with its own parts
 * (anmeldeFelder.tsx) and sends it with its own client. No api-client here: the member app's first
 * screen loads it only on submit (docs/architecture.md "member-web").
 */
import { useMemo, useState } from 'react';
import { anmeldungSchema, passwortVergessenFormularSchema, validate } from '@vereinsportal/domain';

export interface KontoVorgabe {
  vereinId?: string | null;
  emailadresse?: string | null;
}

/** Club number and e-mail as typed, with setters for KontoFelder. */
function useKonto(vorgabe: KontoVorgabe) {
  const [vereinId, setVereinId] = useState<string | null>(vorgabe.vereinId ?? null);
  const [emailadresse, setEmailadresse] = useState<string | null>(vorgabe.emailadresse ?? null);
  return { vereinId, setVereinId, emailadresse, setEmailadresse };
}

/** 'Passwort vergessen': the fields, the request body once they are valid, and whether the link was sent. */
export function usePasswortVergessen(vorgabe: KontoVorgabe = {}) {
  const konto = useKonto(vorgabe);
  const [gesendet, setGesendet] = useState(false);
  const { vereinId, emailadresse } = konto;
  const pruefung = useMemo(
    () => validate(passwortVergessenFormularSchema, { vereinId, emailadresse: emailadresse ?? '' }),
    [vereinId, emailadresse],
  );
  const errors = pruefung.success ? null : pruefung.errors;
  const anfrage = pruefung.success ? { VereinId: pruefung.output.vereinId, Emailadresse: pruefung.output.emailadresse } : null;
  return { felder: { ...konto, errors }, anfrage, gesendet, setGesendet };
}

/**
 * The sign-in form: account and password (domain anmeldungSchema), and the bot check the server asks for
 * after many failed sign-ins (docs/architecture.md "sign-in"): once asked, the widget shows and its
 * solution goes with the next try; a solution counts once, so after any failure the widget starts anew.
 */
export function useAnmeldung(vorgabe: KontoVorgabe & { passwort?: string | null } = {}) {
  const konto = useKonto(vorgabe);
  const [passwort, setPasswort] = useState<string | null>(vorgabe.passwort ?? null);
  const [botcheckNoetig, setBotcheckNoetig] = useState(false);
  const [botcheck, setBotcheck] = useState<string | null>(null);
  const [widgetKey, setWidgetKey] = useState(0);
  const { vereinId, emailadresse } = konto;
  const pruefung = useMemo(
    () => validate(anmeldungSchema, { vereinId, emailadresse: emailadresse ?? '', passwort: passwort ?? '' }),
    [vereinId, emailadresse, passwort],
  );
  const errors = pruefung.success ? null : pruefung.errors;
  return {
    felder: { ...konto, passwort, setPasswort, errors },
    eingabe: pruefung.success ? pruefung.output : null,
    /** The solved bot check to send with this try, or null. */
    botcheck,
    botcheckFeld: botcheckNoetig ? { key: widgetKey, onPayload: setBotcheck } : null,
    /** Whether the button may be pressed: valid input, and the bot check solved when it is asked for. */
    bereit: pruefung.success && !(botcheckNoetig && botcheck === null),
    /** After a failed try: `verlangt` = the server asked for the bot check. */
    fehlgeschlagen(nachweis: string | null, verlangt: boolean) {
      if (verlangt) setBotcheckNoetig(true);
      if (nachweis !== null || verlangt) {
        setBotcheck(null);
        setWidgetKey((k) => k + 1);
      }
    },
  };
}
