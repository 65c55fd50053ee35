/**
 * The app's api-client instance: credentials from the stored session, fetch reporting network
 * failures and cached answers to lib/offline.ts.
 *
 *   import { api } from '../lib/api'; const news = await api.getAppNews();
 */
import { createApiClient, SERVER_BASE_PATH } from '@vereinsportal/api-client';
import { getSitzung } from './session';
import { createMeldenderFetch } from './offline';

export const api = createApiClient({
  baseUrl: SERVER_BASE_PATH,
  credentials: () => {
    const s = getSitzung();
    return s ? { vereinId: s.vereinId, emailadresse: s.emailadresse, passwort: s.passwort } : null;
  },
  fetch: createMeldenderFetch(),
});

export type Api = typeof api;
