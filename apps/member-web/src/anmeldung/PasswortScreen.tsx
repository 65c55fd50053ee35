/**
 * Set a new password (/app/passwort#<token>): the link of the credentials mail and of 'Passwort
 * vergessen'. The token is in the URL fragment (never in an address a server logs); the page first asks
 * which club and e-mail the link is for (`getPasswortLink`) and names both. After saving, the member is
 * signed in directly with the club and e-mail of the answer and the password just typed.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { PasswortLink } from '@vereinsportal/domain';
import { APP_BASIS, ERFOLG, MELDUNG, PASSWORT_MIN_LAENGE, passwortFormularFehler, passwortTokenAusFragment } from '@vereinsportal/domain';
import { navigate } from '../common/router';
import { Feld, Hinweis, Karte, Knopf } from './Formular';
import { AnmeldenScreen, type AnmeldeVorgabe } from './AnmeldenScreen';
import { ladeVorgang } from './ladeVorgang';

export default function PasswortScreen() {
  const [token, setToken] = useState(() => passwortTokenAusFragment(window.location.hash));
  const [linkFehler, setLinkFehler] = useState<string | null>(null);
  const [passwort, setPasswort] = useState<string | null>(null);
  const [wiederholung, setWiederholung] = useState<string | null>(null);
  const [laeuft, setLaeuft] = useState(false);
  // Set when the password is saved but the direct sign-in failed: the sign-in form takes over.
  const [anmeldung, setAnmeldung] = useState<AnmeldeVorgabe | null>(null);
  const [link, setLink] = useState<PasswortLink | null>(null);
  const errors = passwortFormularFehler(passwort, wiederholung);

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
        if (!aktiv) return;
        // An unknown or used link: said at once, not only after typing a password.
        if (vorgang.isApiError(error) && error.status === 404 && typeof error.body === 'string') {
          setLinkFehler(error.body);
          setToken(null);
        }
      }
    })();
    return () => {
      aktiv = false;
    };
  }, [token]);

  const absenden = async (e: FormEvent) => {
    e.preventDefault();
    if (!token || errors || laeuft || passwort === null) return;
    setLaeuft(true);
    const vorgang = await ladeVorgang();
    if (!vorgang) {
      setLaeuft(false);
      return;
    }
    let gesetzt;
    try {
      gesetzt = await vorgang.api.passwortSetzen({ body: { Token: token, Passwort: passwort } });
    } catch (error) {
      vorgang.zeigeFehler(error);
      if (vorgang.isApiError(error) && error.status === 404 && typeof error.body === 'string') {
        setLinkFehler(error.body);
        setToken(null);
      }
      setLaeuft(false);
      return;
    }
    vorgang.zeigeErfolg(ERFOLG.passwortGesetzt);
    // The link is used up: drop it from the address and the history entry.
    window.history.replaceState(null, '', `${APP_BASIS}/passwort`);
    try {
      await vorgang.anmelden({ vereinId: gesetzt.VereinId, emailadresse: gesetzt.Emailadresse, passwort });
    } catch (error) {
      vorgang.zeigeFehler(error);
      setAnmeldung({ vereinId: String(gesetzt.VereinId), emailadresse: gesetzt.Emailadresse });
      setLaeuft(false);
    }
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
            <Feld
              label="Neues Passwort"
              type="password"
              value={passwort}
              onChange={setPasswort}
              feld="Passwort"
              errors={errors}
              trimmen={false}
              required
              autoComplete="new-password"
            />
            <Feld
              label="Passwort wiederholen"
              type="password"
              value={wiederholung}
              onChange={setWiederholung}
              feld="PasswortWiederholung"
              errors={errors}
              trimmen={false}
              required
              autoComplete="new-password"
            />
            <Knopf type="submit" disabled={errors !== null || laeuft}>
              Passwort speichern und anmelden
            </Knopf>
          </>
        ) : (
          <>
            <Hinweis art="fehler">{linkFehler ?? MELDUNG.passwortLinkUngueltig}</Hinweis>
            <Knopf art="text" onClick={() => navigate(`${APP_BASIS}/`, { replace: true })}>
              Zur Anmeldung
            </Knopf>
          </>
        )}
      </form>
    </Karte>
  );
}
