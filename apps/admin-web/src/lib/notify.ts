/**
 * Toasts of SPEC §8 (notistack; <SnackbarProvider> is mounted in main.tsx).
 *
 * Usage:
 *   zeigeFehler('mitgliedSpeichern', error)  // red toast: FEHLER_TITEL[key] + body; 401 -> sign-in
 *   zeigeErfolg('mitgliedGespeichert')       // green toast with ERFOLG[key]
 *   fehlerText(error)                        // the SPEC §8 body text of any thrown value
 * Bodies may contain HTML (SPEC: HTML enabled); it is sanitised with DOMPurify before rendering.
 */
import { createElement } from 'react';
import DOMPurify from 'dompurify';
import { enqueueSnackbar } from 'notistack';
import {
  ANMELDUNG_FEHLGESCHLAGEN,
  ERFOLG,
  FEHLER_TITEL,
  TOAST_TIMEOUT_MS,
  type FehlerTitelKey,
} from '@vereinsportal/domain';
import { clearSession } from './session';
import { navigateTo } from './navigation';

export type ErfolgKey = keyof typeof ERFOLG;
/** 'anmeldung' = the sign-in call: every failure there gets the sign-in title only (SPEC §8). */
export type FehlerKey = FehlerTitelKey | 'anmeldung';

interface ErrorLike {
  status?: unknown;
  message?: unknown;
}

/** HTTP status of a thrown ApiError, else undefined. */
export function fehlerStatus(error: unknown): number | undefined {
  const s = (error as ErrorLike | null)?.status;
  return typeof s === 'number' ? s : undefined;
}

/** Body text by SPEC §8's rule; api-client's ApiError.message already applies it. */
export function fehlerText(error: unknown): string {
  if (typeof error === 'string') return error;
  const m = (error as ErrorLike | null)?.message;
  if (typeof m === 'string' && m.trim() !== '') return m;
  return 'Unbekannter Fehler';
}

function toastInhalt(titel: string, body: string) {
  return createElement(
    'div',
    null,
    createElement('strong', { style: { display: 'block' } }, titel),
    body
      ? createElement('div', { dangerouslySetInnerHTML: { __html: DOMPurify.sanitize(body) } })
      : null,
  );
}

export function zeigeFehlerToast(titel: string, body: string): void {
  enqueueSnackbar(toastInhalt(titel, body), {
    variant: 'error',
    autoHideDuration: TOAST_TIMEOUT_MS,
  });
}

/** Failure toast for a call; on 401 the sign-in toast, clear session, go to /anmeldung. */
export function zeigeFehler(key: FehlerKey, error: unknown): void {
  const status = fehlerStatus(error);
  if (status === 401 || key === 'anmeldung') {
    zeigeFehlerToast(ANMELDUNG_FEHLGESCHLAGEN, fehlerText(error));
    if (status === 401 && key !== 'anmeldung') {
      clearSession();
      navigateTo('/anmeldung');
    }
    return;
  }
  zeigeFehlerToast(FEHLER_TITEL[key], fehlerText(error));
}

export function zeigeErfolg(key: ErfolgKey): void {
  enqueueSnackbar(ERFOLG[key], { variant: 'success', autoHideDuration: TOAST_TIMEOUT_MS });
}
