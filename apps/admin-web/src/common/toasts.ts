/**
 * Toasts without notistack in the first load: the first toast loads it (shell/Toasts.tsx mounts the
 * provider then), so the sign-in page downloads no toast code until it needs it.
 *
 *   await zeigeToast(inhalt, 'error')   // resolves once the toast is enqueued
 *   toastsVorladen()                    // load ahead, e.g. when the browser is idle after sign-in
 * main.tsx registers the loader (setToastLader); without it (unit tests) notistack's enqueueSnackbar is used directly.
 */
import type { ReactNode } from 'react';
import { TEXT, TOAST_TIMEOUT_MS } from '@vereinsportal/domain';

/** Body text by docs/produkt.md §8's rule; api-client's ApiError.message already applies it. */
export function fehlerText(error: unknown): string {
  if (typeof error === 'string') return error;
  const m = (error as { message?: unknown } | null)?.message;
  if (typeof m === 'string' && m.trim() !== '') return m;
  return TEXT.unbekannterFehler;
}

export type ToastArt = 'error' | 'success' | 'warning';

export type Enqueue = (inhalt: ReactNode, optionen: { variant: ToastArt; autoHideDuration: number }) => void;

let lader: () => Promise<Enqueue> = () => import('notistack').then((m) => m.enqueueSnackbar);
let geladen: Promise<Enqueue | null> | undefined;

export function setToastLader(fn: () => Promise<Enqueue>): void {
  lader = fn;
  geladen = undefined;
}

/** The enqueue function, loaded once; null if the code cannot be loaded (the next toast tries again). */
export function toastsVorladen(): Promise<Enqueue | null> {
  geladen ??= lader().catch((error: unknown) => {
    console.error('Meldungen konnten nicht geladen werden', error);
    geladen = undefined;
    return null;
  });
  return geladen;
}

/** Shows a toast for TOAST_TIMEOUT_MS; resolves once it is enqueued (never rejects). */
export async function zeigeToast(inhalt: ReactNode, art: ToastArt): Promise<void> {
  const enqueue = await toastsVorladen();
  enqueue?.(inhalt, { variant: art, autoHideDuration: TOAST_TIMEOUT_MS });
}
