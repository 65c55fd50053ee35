/**
 * 'Passwort vergessen?': club number and e-mail; the server mails a one-time link to /app/passwort
 * when the account exists, and answers the same either way.
 */
import { useMemo, useState, type FormEvent } from 'react';
import {
  PASSWORT_VERGESSEN_GUELTIG_MINUTEN,
  passwortVergessenFormularSchema,
  passwortVergessenGesendet,
  validate,
} from '@vereinsportal/domain';
import { ERFOLG_APP } from '../common/texte';
import { KontoFelder, Hinweis, Karte, Knopf } from './Formular';
import { ladeVorgang } from './ladeVorgang';

interface Props {
  vereinId: string | null;
  emailadresse: string | null;
  onZurueck: () => void;
}

export default function PasswortVergessen(props: Props) {
  const [vereinId, setVereinId] = useState(props.vereinId);
  const [emailadresse, setEmailadresse] = useState(props.emailadresse);
  const [laeuft, setLaeuft] = useState(false);
  const [gesendet, setGesendet] = useState(false);

  const pruefung = useMemo(
    () => validate(passwortVergessenFormularSchema, { vereinId, emailadresse: emailadresse ?? '' }),
    [vereinId, emailadresse],
  );
  const errors = pruefung.success ? null : pruefung.errors;

  const absenden = async (e: FormEvent) => {
    e.preventDefault();
    if (!pruefung.success || laeuft) return;
    setLaeuft(true);
    const vorgang = await ladeVorgang();
    try {
      if (!vorgang) return;
      await vorgang.api.passwortVergessen({
        body: { VereinId: pruefung.output.vereinId, Emailadresse: pruefung.output.emailadresse, Ziel: 'app' },
      });
      vorgang.zeigeErfolg(ERFOLG_APP.passwortVergessen);
      setGesendet(true);
    } catch (error) {
      vorgang?.zeigeFehler(error);
    } finally {
      setLaeuft(false);
    }
  };

  return (
    <Karte titel="Passwort vergessen" untertitel="Die App Ihres Vereins">
      <form noValidate onSubmit={absenden}>
        {gesendet ? (
          <Hinweis art="erfolg">{passwortVergessenGesendet(PASSWORT_VERGESSEN_GUELTIG_MINUTEN)}</Hinweis>
        ) : (
          <>
            <p className="vp-text-2">Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.</p>
            <KontoFelder
              vereinId={vereinId}
              setVereinId={setVereinId}
              emailadresse={emailadresse}
              setEmailadresse={setEmailadresse}
              errors={errors}
            />
            <Knopf type="submit" disabled={!pruefung.success || laeuft}>
              Link senden
            </Knopf>
          </>
        )}
        <Knopf art="text" onClick={props.onZurueck}>
          Zurück zur Anmeldung
        </Knopf>
      </form>
    </Karte>
  );
}
