/**
 * The sign-in check and what follows it, loaded when the user submits (or the link signs in): it brings the
 * api-client, the contract and TanStack Query, which the sign-in page itself does not need to show.
 */
import { botcheckVerlangt } from '@vereinsportal/api-client';
import { api } from '../common/api';
import { apiCall } from '../common/useApiCall';
import { queryClient } from '../common/queryClient';
import { saveSession } from '../common/session';

export { botcheckVerlangt };

export interface Anmeldedaten {
  vereinId: number;
  emailadresse: string;
  passwort: string;
}

/** Checks the credentials (failure toast by apiCall, then rethrown) and stores the signed-in user. */
export async function anmelden(daten: Anmeldedaten, botcheck: string | null): Promise<void> {
  const info = await apiCall(() => api.getBenutzerinfo(undefined, { credentials: daten, ...(botcheck === null ? {} : { botcheck }) }));
  // Nothing cached from a previous sign-in (maybe another club) may show.
  queryClient.clear();
  saveSession({
    benutzerAngemeldet: true,
    ...daten,
    vereinsName: info.VereinsName,
    userMitgliedId: info.MitgliedId,
    userNachname: info.Nachname,
    userVorname: info.Vorname,
  });
}
