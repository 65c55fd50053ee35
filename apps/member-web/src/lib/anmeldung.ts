/**
 * Signing in and out.
 *
 *   await anmelden({ vereinId, emailadresse, passwort }, botcheck?)  // check, store, register device
 *   await abmelden()      // deregister the device, then forget the session and cached answers
 */
import type { ApiCredentials } from '@vereinsportal/api-client';
import { APP_BASIS } from '@vereinsportal/domain';
import { api } from './api';
import { apiCachesLoeschen } from './apiCache';
import { geraetBezeichnung, geraetId } from './geraet';
import { zeigeFehler } from './notify';
import { navigate } from './router';
import { speichereSitzung } from './session';
import { abmeldenLokal } from './abmeldenLokal';

/** Checks the credentials (throws the ApiError), stores the session and registers this device. */
export async function anmelden(creds: ApiCredentials, botcheck: string | null = null): Promise<void> {
  const ich = await api.getAppBenutzer(undefined, { credentials: creds, ...(botcheck === null ? {} : { botcheck }) });
  // Nothing cached for another member may be shown to this one.
  await apiCachesLoeschen();
  speichereSitzung({
    vereinId: ich.VereinId,
    emailadresse: creds.emailadresse,
    passwort: creds.passwort,
    vereinsName: ich.VereinsName,
    mitgliedId: ich.MitgliedId,
    vorname: ich.Vorname,
    nachname: ich.Nachname,
  });
  navigate(`${APP_BASIS}/`, { replace: true });
  try {
    await api.registerAppGeraet({ body: { GeraetId: geraetId(), Bezeichnung: geraetBezeichnung(navigator.userAgent) } });
  } catch (error) {
    // Signed in all the same; the toast tells what failed.
    zeigeFehler(error);
  }
}

/** Sign-out: the device is deregistered first (while the credentials still work), then forgotten. */
export async function abmelden(): Promise<void> {
  try {
    await api.deleteAppGeraet({ params: { GeraetId: geraetId() } });
  } catch (error) {
    // A 401 has already signed out; anything else still signs out locally.
    zeigeFehler(error);
  }
  abmeldenLokal();
}
