/**
 * The one api-client instance of the web app. Credentials come from the session user; every
 * request except the member-category call counts for the 'Laden...' spinner (docs/produkt.md §2, §7).
 *
 * Usage: import { api } from './api'; await api.getVereinsKonto();
 * Prefer running calls through common/useApiCall.ts (failure toasts, 401 handling).
 */
import { createApiClient, SERVER_BASE_PATH } from '@vereinsportal/api-client';
import { getSession } from './session';
import { spinnerEnde, spinnerStart } from './spinner';

export const api = createApiClient({
  baseUrl: SERVER_BASE_PATH,
  credentials: () => {
    const user = getSession();
    // The sign-in check runs before benutzerAngemeldet is set, so only vereinId decides.
    if (!user.vereinId) return null;
    return { vereinId: user.vereinId, emailadresse: user.emailadresse, passwort: user.passwort };
  },
  // api-client flags every call but the member-category list for the spinner (docs/produkt.md §7).
  onRequestStart: (meta) => {
    if (meta.spinner) spinnerStart();
  },
  onRequestEnd: (meta) => {
    if (meta.spinner) spinnerEnde();
  },
});

export type Api = typeof api;
