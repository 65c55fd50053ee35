/**
 * Toasts (notistack; <SnackbarProvider> is mounted in main.tsx, bottom, above the navigation).
 *
 *   zeigeFehler(error)          // red toast: the failed operation's title (contract) + the server's text
 *   zeigeErfolg('Profil gespeichert')
 * A 401 (or a demanded bot check) on any call but the sign-in signs the member out (e.g. this device was
 * signed out in another device's profile).
 */
import { createElement } from 'react';
import { enqueueSnackbar } from 'notistack';
import { botcheckVerlangt, fehlerTitel, isApiError } from '@vereinsportal/api-client';
import { FEHLER_TITEL, TEXT, TOAST_TIMEOUT_MS } from '@vereinsportal/domain';
import { abmeldenLokal } from './abmeldenLokal';
import { alsText } from './format';

/** The body text of any thrown value (ApiError.message already follows the portal's rule). */
export function fehlerText(error: unknown): string {
  if (typeof error === 'string') return error;
  const m = (error as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m.trim() !== '' ? alsText(m) : TEXT.unbekannterFehler;
}

/** True when the call never reached the server (offline, refused). */
export function istNetzFehler(error: unknown): boolean {
  return isApiError(error) && error.status === 0;
}

function inhalt(titel: string, text: string) {
  return createElement(
    'div',
    { style: { whiteSpace: 'pre-line' } },
    createElement('strong', { style: { display: 'block' } }, titel),
    text ? createElement('span', null, text) : null,
  );
}

export function zeigeFehlerToast(titel: string, text: string): void {
  enqueueSnackbar(inhalt(titel, text), { variant: 'error', autoHideDuration: TOAST_TIMEOUT_MS });
}

export function zeigeFehler(error: unknown): void {
  const text = fehlerText(error);
  if (!isApiError(error)) {
    zeigeFehlerToast(FEHLER_TITEL.allgemein, text);
    return;
  }
  zeigeFehlerToast(fehlerTitel(error) ?? FEHLER_TITEL.allgemein, text);
  // Not a failed sign-in itself (the form says why), only a call of a signed-in member.
  if ((error.status === 401 || botcheckVerlangt(error)) && error.call !== 'getAppBenutzer' && error.call !== 'appAnmelden') abmeldenLokal();
}

export function zeigeErfolg(text: string): void {
  enqueueSnackbar(text, { variant: 'success', autoHideDuration: TOAST_TIMEOUT_MS });
}

export function zeigeInfo(text: string): void {
  enqueueSnackbar(text, { variant: 'info', autoHideDuration: TOAST_TIMEOUT_MS });
}
