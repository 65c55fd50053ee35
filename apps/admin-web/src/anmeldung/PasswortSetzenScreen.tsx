/**
 * Set one's own password (/passwortsetzen#<token>): the page a credentials mail links to. The token
 * comes in the URL fragment, which the browser never sends to a server. An administrator is signed in at
 * once with the new password and lands on the home page, as the app does for its members (should that
 * sign-in fail, e.g. a bot check is asked for, the page offers the sign-in with club number and e-mail filled
 * in); a member is told to sign in in the app.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PASSWORT_MIN_LAENGE, type PasswortGesetzt } from '@vereinsportal/domain';
import { NeuesPasswortFelder } from '@vereinsportal/web-ui/anmeldeFelder';
import { PlainEingabe } from '@vereinsportal/web-ui/PlainTextField';
import { usePasswortSetzen } from '@vereinsportal/web-ui/passwortSetzen';
import { api } from '../common/api';
import { useSpeichern } from '../common/useSpeichern';
import { SpeichernButton } from '../common/SpeichernButton';
import { OffeneKarte } from '../common/OffeneKarte';

/** Signs the administrator in with the new password; on a failure (its toast says why) the page offers the sign-in. */
async function sofortAnmelden(g: PasswortGesetzt, passwort: string): Promise<boolean> {
  try {
    const { anmelden } = await import('./anmeldeVorgang');
    await anmelden({ vereinId: g.VereinId, emailadresse: g.Emailadresse, passwort }, null);
    return true;
  } catch {
    return false;
  }
}

export default function PasswortSetzenScreen() {
  const navigate = useNavigate();
  const formular = usePasswortSetzen();
  const [gesetzt, setGesetzt] = useState<PasswortGesetzt | null>(null);

  const speichern = useSpeichern({
    aufruf: (body: { Token: string; Passwort: string }) => api.passwortSetzen({ body }),
    erfolg: 'passwortGesetzt',
    danach: async (antwort, body) => {
      // The link is used up: drop it from the address bar and the history entry.
      window.history.replaceState(null, '', window.location.pathname);
      if (antwort.IstVereinsAdministrator === 1 && (await sofortAnmelden(antwort, body.Passwort))) {
        await navigate({ to: '/' });
        return;
      }
      setGesetzt(antwort);
    },
    // The toast has been shown; a dead link also replaces the form.
    beiFehler: formular.linkTot,
  });
  const absenden = (e: FormEvent) => {
    e.preventDefault();
    if (formular.anfrage) speichern.starten(formular.anfrage);
  };

  const zurAnmeldung = (g: PasswortGesetzt) =>
    void navigate({ to: '/anmeldung', search: { vereinid: String(g.VereinId), userid: g.Emailadresse } });

  return gesetzt ? (
    <OffeneKarte titel="Passwort gespeichert">
      {gesetzt.IstVereinsAdministrator === 1 ? (
        <>
          <Typography sx={{ mb: 3 }}>
            Sie können sich jetzt mit Vereinsnummer {gesetzt.VereinId}, Ihrer E-Mail-Adresse und dem neuen Passwort im Vereinsportal und in
            der Vereins-App anmelden.
          </Typography>
          <Button variant="contained" onClick={() => zurAnmeldung(gesetzt)}>
            Zur Anmeldung
          </Button>
        </>
      ) : (
        <Typography>
          Melden Sie sich jetzt in der Vereins-App mit Vereinsnummer {gesetzt.VereinId}, Ihrer E-Mail-Adresse und dem neuen Passwort an.
        </Typography>
      )}
    </OffeneKarte>
  ) : (
    <OffeneKarte titel="Passwort festlegen" onSubmit={absenden}>
      {formular.token ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Wählen Sie Ihr eigenes Passwort (mindestens {PASSWORT_MIN_LAENGE} Zeichen). Der Link aus der E-Mail funktioniert nur einmal.
          </Typography>
          {/* Lets password managers store the new password under the right account. */}
          <input type="text" name="username" autoComplete="username" hidden readOnly value="" />
          <NeuesPasswortFelder Feld={PlainEingabe} {...formular.felder} />
          <SpeichernButton
            type="submit"
            size="large"
            fullWidth
            sx={{ mt: 2 }}
            laeuft={speichern.laeuft}
            disabled={formular.felder.errors !== null}
          >
            Passwort speichern
          </SpeichernButton>
        </>
      ) : (
        <Alert severity="error">{formular.linkFehler}</Alert>
      )}
    </OffeneKarte>
  );
}
