/**
 * Set a new password (/app/passwort#<token>): the link of the credentials mail and of 'Passwort
 * vergessen'. The token is in the URL fragment (never in an address a server logs); the page first asks
 * which club and e-mail the link is for (`getPasswortLink`) and names both. After saving, the member is
 * signed in directly with the club and e-mail of the answer and the password just typed.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { PasswortGesetzt, PasswortLink } from '@vereinsportal/domain';
import { APP_BASIS, ERFOLG, PASSWORT_MIN_LAENGE } from '@vereinsportal/domain';
import { NeuesPasswortFelder } from '@vereinsportal/web-ui/anmeldeFelder';
import { usePasswortSetzen } from '@vereinsportal/web-ui/passwortSetzen';
import { navigate } from '../common/router';
import { Feld, Hinweis, Karte, Knopf } from './Formular';
import { AnmeldenScreen, type AnmeldeVorgabe } from './AnmeldenScreen';
import { ladeVorgang } from './ladeVorgang';
import { useVorgang } from './useVorgang';

export default function PasswortScreen() {
  const formular = usePasswortSetzen();
  const { token, linkTot } = formular;
  const { laeuft, starten } = useVorgang();
  // Set when the password is saved but the direct sign-in failed: the sign-in form takes over.
  const [anmeldung, setAnmeldung] = useState<AnmeldeVorgabe | null>(null);
  const [link, setLink] = useState<PasswortLink | null>(null);

  useEffect(() => {
    if (!token) return;
    let aktiv = true;
    void (async () => {
      const vorgang = await ladeVorgang();
      if (!vorgang || !aktiv) return;
      try {
        const antwort = await vorgang.api.getPasswortLink({ body: { Token: token } });
        if (aktiv) setLink(antwort);
      } catch (error) {
        // An unknown or used link: said at once, not only after typing a password.
        if (aktiv) linkTot(error);
      }
    })();
    return () => {
      aktiv = false;
    };
  }, [token, linkTot]);

  const absenden = async (e: FormEvent) => {
    e.preventDefault();
    const { anfrage } = formular;
    if (!anfrage) return;
    let gesetzt: PasswortGesetzt | null = null;
    await starten(
      async (vorgang) => {
        const g = await vorgang.api.passwortSetzen({ body: anfrage });
        gesetzt = g;
        vorgang.zeigeErfolg(ERFOLG.passwortGesetzt);
        // The link is used up: drop it from the address and the history entry.
        window.history.replaceState(null, '', `${APP_BASIS}/passwort`);
        await vorgang.anmelden({ vereinId: g.VereinId, emailadresse: g.Emailadresse, passwort: anfrage.Passwort });
        return true;
      },
      (_vorgang, error) => {
        const g: PasswortGesetzt | null = gesetzt;
        // Not saved: the link may be used up. Saved, but the direct sign-in failed: the sign-in form takes over.
        if (g === null) linkTot(error);
        else setAnmeldung({ vereinId: String(g.VereinId), emailadresse: g.Emailadresse });
      },
    );
  };

  if (anmeldung) return <AnmeldenScreen vorgabe={anmeldung} />;

  return (
    <Karte titel="Passwort festlegen" untertitel="Die App Ihres Vereins">
      <form noValidate onSubmit={absenden}>
        {token ? (
          <>
            {link ? (
              <p className="vp-text-2" data-testid="passwort-fuer">
                Für <strong>{link.Emailadresse}</strong> im Verein <strong>{link.VereinsName}</strong> (Vereinsnummer {link.VereinId}).
              </p>
            ) : null}
            <p className="vp-text-2">
              Wählen Sie Ihr eigenes Passwort (mindestens {PASSWORT_MIN_LAENGE} Zeichen). Danach sind Sie in der App angemeldet.
            </p>
            {/* Lets password managers store the new password under the right account. */}
            <input type="text" name="username" autoComplete="username" hidden readOnly value={link?.Emailadresse ?? ''} />
            <NeuesPasswortFelder Feld={Feld} {...formular.felder} />
            <Knopf type="submit" disabled={formular.felder.errors !== null || laeuft}>
              Passwort speichern und anmelden
            </Knopf>
          </>
        ) : (
          <>
            <Hinweis art="fehler">{formular.linkFehler}</Hinweis>
            <Knopf art="text" onClick={() => navigate(`${APP_BASIS}/`, { replace: true })}>
              Zur Anmeldung
            </Knopf>
          </>
        )}
      </form>
    </Karte>
  );
}
