/**
 * The app's api-client instance: the device token of the stored session (the password only while an
 * older app's session awaits its exchange, anmeldung/umstellung.ts), fetch reporting network failures and
 * cached answers to common/offline.ts.
 *
 *   import { api } from '../common/api'; const news = await api.getAppNews();
 */
import { createApiClient, SERVER_BASE_PATH } from '@vereinsportal/api-client';
import { altesPasswort, getSitzung } from './session';
import { createMeldenderFetch } from './offline';

export const api = createApiClient({
  baseUrl: SERVER_BASE_PATH,
  credentials: () => {
    const s = getSitzung();
    if (!s) return null;
    if (s.token) return { geraeteToken: s.token };
    const passwort = altesPasswort();
    return passwort === null ? null : { vereinId: s.vereinId, emailadresse: s.emailadresse, passwort };
  },
  fetch: createMeldenderFetch(),
});

export type Api = typeof api;
