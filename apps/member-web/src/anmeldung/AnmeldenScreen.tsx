/**
 * Sign-in of the member app: club number, e-mail, password (domain anmeldungSchema). After many
 * failed sign-ins the server asks for a solved bot check: the ALTCHA widget appears (loaded then)
 * and its payload goes with the next try. 'Passwort vergessen?' switches to the reset form.
 * Plain React (anmeldung/Formular.tsx): this is the first screen, it must load fast.
 */
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { AnmeldeFelder, BotcheckFeld } from '@vereinsportal/web-ui/anmeldeFelder';
import { useAnmeldung, type KontoVorgabe } from '@vereinsportal/web-ui/passwortFormulare';
import { useVorgang } from './useVorgang';
import { Feld, Karte, Knopf } from './Formular';

const PasswortVergessen = lazy(() => import('./PasswortVergessen'));

export type AnmeldeVorgabe = KontoVorgabe;

export function AnmeldenScreen({ vorgabe = {} }: { vorgabe?: AnmeldeVorgabe }) {
  const anmeldung = useAnmeldung(vorgabe);
  const { laeuft, starten } = useVorgang();
  const [vergessen, setVergessen] = useState(false);
  const { felder } = anmeldung;

  const absenden = async (e: FormEvent) => {
    e.preventDefault();
    if (!anmeldung.eingabe || !anmeldung.bereit) return;
    const { eingabe, botcheck: nachweis } = anmeldung;
    await starten(
      async (vorgang) => {
        await vorgang.anmelden(eingabe, nachweis);
        return true;
      },
      (vorgang, error) => anmeldung.fehlgeschlagen(nachweis, vorgang.botcheckVerlangt(error)),
    );
  };

  if (vergessen) {
    return (
      <Suspense fallback={null}>
        <PasswortVergessen vereinId={felder.vereinId} emailadresse={felder.emailadresse} onZurueck={() => setVergessen(false)} />
      </Suspense>
    );
  }

  return (
    <Karte titel="Anmelden" untertitel="Die App Ihres Vereins">
      <form noValidate onSubmit={absenden}>
        <p className="vp-text-2">Vereinsnummer und E-Mail-Adresse stehen in der E-Mail mit Ihren Zugangsdaten.</p>
        <AnmeldeFelder Feld={Feld} {...felder} />
        <BotcheckFeld feld={anmeldung.botcheckFeld} />
        <Knopf type="submit" disabled={!anmeldung.bereit || laeuft}>
          Anmelden
        </Knopf>
        <Knopf art="text" onClick={() => setVergessen(true)}>
          Passwort vergessen?
        </Knopf>
      </form>
    </Karte>
  );
}
