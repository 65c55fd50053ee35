import { enqueueSnackbar } from 'notistack';
import { TOAST_TIMEOUT_MS } from '@vereinsportal/domain';
import { LADEFEHLER } from '../common/texte';

/** The sign-in logic (api-client, contract), loaded at the first submit; null (with a toast) when that fails. */
export async function ladeVorgang(): Promise<typeof import('./anmeldeVorgang') | null> {
  try {
    return await import('./anmeldeVorgang');
  } catch {
    enqueueSnackbar(LADEFEHLER, { variant: 'error', autoHideDuration: TOAST_TIMEOUT_MS });
    return null;
  }
}
