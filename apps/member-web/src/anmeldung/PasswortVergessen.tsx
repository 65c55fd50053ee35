/**
 * 'Passwort vergessen?': club number and e-mail; the server mails a one-time link to /app/passwort
 * when the account exists, and answers the same either way.
 */
import type { FormEvent } from 'react';
import { PASSWORT_VERGESSEN_GUELTIG_MINUTEN, passwortVergessenGesendet } from '@vereinsportal/domain';
import { KontoFelder } from '@vereinsportal/web-ui/anmeldeFelder';
import { usePasswortVergessen } from '@vereinsportal/web-ui/passwortFormulare';
import { ERFOLG_APP } from '../common/texte';
import { Feld, Hinweis, Karte, Knopf } from './Formular';
import { useVorgang } from './useVorgang';

interface Props {
  vereinId: string | null;
  emailadresse: string | null;
  onZurueck: () => void;
}

export default function PasswortVergessen({ onZurueck, ...vorgabe }: Props) {
  const formular = usePasswortVergessen(vorgabe);
  const { laeuft, starten } = useVorgang();

  const absenden = async (e: FormEvent) => {
    e.preventDefault();
    const { anfrage } = formular;
    if (!anfrage) return;
    await starten(async (vorgang) => {
      await vorgang.api.passwortVergessen({ body: { ...anfrage, Ziel: 'app' } });
      vorgang.zeigeErfolg(ERFOLG_APP.passwortVergessen);
      formular.setGesendet(true);
      return false;
    });
  };

  return (
    <Karte titel="Passwort vergessen" untertitel="Die App Ihres Vereins">
      <form noValidate onSubmit={absenden}>
        {formular.gesendet ? (
          <Hinweis art="erfolg">{passwortVergessenGesendet(PASSWORT_VERGESSEN_GUELTIG_MINUTEN)}</Hinweis>
        ) : (
          <>
            <p className="vp-text-2">Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.</p>
            <KontoFelder Feld={Feld} {...formular.felder} />
            <Knopf type="submit" disabled={!formular.anfrage || laeuft}>
              Link senden
            </Knopf>
          </>
        )}
        <Knopf art="text" onClick={onZurueck}>
          Zurück zur Anmeldung
        </Knopf>
      </form>
    </Karte>
  );
}
