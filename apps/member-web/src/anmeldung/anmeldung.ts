/**
 * Signing in and out. The password goes to the server once (`appAnmelden`), which answers with this
 * device's token; only the token is stored (README "Die App").
 *
 *   await anmelden({ vereinId, emailadresse, passwort }, botcheck?)  // token, store, open the app
 *   await passwortUmstellen(alteCredentials)  // an older app's stored password -> token, password forgotten
 *   await abmelden()      // sign this device out on the server, then forget the session and cached answers
 */
import type { ApiCredentials } from '@vereinsportal/api-client';
import { APP_BASIS } from '@vereinsportal/domain';
import { api } from '../common/api';
import { apiCachesLoeschen } from '../common/apiCache';
import { geraetBezeichnung, geraetId } from './geraet';
import { zeigeErfolg, zeigeFehler } from '../common/notify';
import { navigate } from '../common/router';
import { getSitzung, speichereSitzung } from '../common/session';
import { abmeldenLokal } from '../common/abmeldenLokal';
import { ERFOLG_APP } from '../common/texte';

/** Exchanges the password for this device's token (throws the ApiError) and stores the session. */
async function tokenHolen(creds: ApiCredentials, botcheck: string | null): Promise<void> {
  const r = await api.appAnmelden(
    { body: { GeraetId: geraetId(), Bezeichnung: geraetBezeichnung(navigator.userAgent) } },
    { credentials: creds, ...(botcheck === null ? {} : { botcheck }) },
  );
  // Nothing cached for another member (or under the password) may be shown again.
  await apiCachesLoeschen();
  speichereSitzung({
    vereinId: r.VereinId,
    emailadresse: r.Emailadresse,
    token: r.Token,
    geraetId: r.GeraetId,
    vereinsName: r.VereinsName,
    mitgliedId: r.MitgliedId,
    vorname: r.Vorname,
    nachname: r.Nachname,
  });
}

/** Signs this device in (throws the ApiError) and opens the app. */
export async function anmelden(creds: ApiCredentials, botcheck: string | null = null): Promise<void> {
  await tokenHolen(creds, botcheck);
  navigate(`${APP_BASIS}/`, { replace: true });
}

/** A session an older app stored with the password: exchanged for a token once, without a screen. */
export async function passwortUmstellen(creds: ApiCredentials): Promise<void> {
  await tokenHolen(creds, null);
}

/** Sign-out: this device is signed out on the server first (while its token still works), then forgotten. */
export async function abmelden(): Promise<void> {
  // An older app's session knows no device id yet: it is this installation's.
  const sitzung = getSitzung();
  const id = sitzung ? (sitzung.geraetId ?? geraetId()) : null;
  try {
    if (id) await api.deleteAppGeraet({ params: { GeraetId: id } });
  } catch (error) {
    // A 401 has already signed out; anything else still signs out locally.
    zeigeFehler(error);
  }
  abmeldenLokal();
  zeigeErfolg(ERFOLG_APP.abgemeldet);
}
