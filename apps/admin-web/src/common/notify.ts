/**
 * Toasts of docs/produkt.md §8 (notistack, loaded with the first toast: common/toasts.ts).
 *
 * Usage:
 *   zeigeFehler(error)                 // red toast: the failed operation's title (contract) + body; 401 -> sign-in
 *   zeigeErfolg('mitgliedGespeichert') // green toast with ERFOLG[key]; resolves once enqueued
 *   fehlerText(error)                  // the toast body text of any thrown value
 * Bodies may contain HTML (docs/produkt.md: HTML enabled); it is sanitised with DOMPurify before rendering.
 * DOMPurify is loaded with the first failure toast (not by the sign-in page); every function that shows a
 * toast returns a promise that resolves once the toast has been enqueued.
 */
import { createElement } from 'react';
import { botcheckVerlangt, fehlerTitel, isApiError, type OperationName } from '@vereinsportal/api-client';
import { ANMELDUNG_FEHLGESCHLAGEN, ERFOLG, FEHLER_TITEL } from '@vereinsportal/domain';
import { clearSession } from './session';
import { navigateTo } from './navigieren';
import { fehlerText, toastsVorladen, zeigeToast } from './toasts';

export { fehlerText };

export type ErfolgKey = keyof typeof ERFOLG;

/** The sign-in check: its failures show the sign-in toast, but the user is on the sign-in page already. */
const ANMELDE_CALL: OperationName = 'getBenutzerinfo';

interface ErrorLike {
  status?: unknown;
}

/** HTTP status of a thrown ApiError, else undefined. */
export function fehlerStatus(error: unknown): number | undefined {
  const s = (error as ErrorLike | null)?.status;
  return typeof s === 'number' ? s : undefined;
}

type Sanitize = (html: string) => string;

let sanitizeGeladen: Promise<Sanitize | null> | undefined;

/** DOMPurify's sanitize, loaded once on first use; null if the chunk cannot be loaded. */
function ladeSanitize(): Promise<Sanitize | null> {
  sanitizeGeladen ??= import('dompurify').then(
    (m) => (html: string) => m.default.sanitize(html),
    (error: unknown) => {
      console.error('DOMPurify konnte nicht geladen werden', error);
      sanitizeGeladen = undefined;
      return null;
    },
  );
  return sanitizeGeladen;
}

function toastInhalt(titel: string, body: string, sanitize: Sanitize | null) {
  return createElement(
    'div',
    null,
    createElement('strong', { style: { display: 'block' } }, titel),
    !body
      ? null
      : sanitize
        ? createElement('div', { dangerouslySetInnerHTML: { __html: sanitize(body) } })
        : // Without the sanitiser the body is shown as plain text, never as unsanitised HTML.
          createElement('div', null, body),
  );
}

/** Red toast; resolves once it is enqueued (after DOMPurify has loaded, on the first toast). */
export async function zeigeFehlerToast(titel: string, body: string): Promise<void> {
  // Both downloads at once; the toast code is loaded again by zeigeToast only if this failed.
  const [sanitize] = await Promise.all([ladeSanitize(), toastsVorladen()]);
  await zeigeToast(toastInhalt(titel, body, sanitize), 'error');
}

/**
 * Failure toast for a thrown value: for an ApiError the title of its operation (contract), else
 * FEHLER_TITEL.allgemein. A 401 shows the sign-in toast, clears the session and goes to /anmeldung
 * (not when the sign-in check itself failed); so does a 429 asking for a bot check, which only the
 * sign-in screen can offer.
 */
export function zeigeFehler(error: unknown): Promise<void> {
  const body = fehlerText(error);
  if (!isApiError(error)) return zeigeFehlerToast(FEHLER_TITEL.allgemein, body);
  if (error.status === 401 || botcheckVerlangt(error)) {
    const toast = zeigeFehlerToast(ANMELDUNG_FEHLGESCHLAGEN, body);
    if (error.call !== ANMELDE_CALL) {
      clearSession();
      navigateTo('/anmeldung');
    }
    return toast;
  }
  return zeigeFehlerToast(fehlerTitel(error) ?? FEHLER_TITEL.allgemein, body);
}

export function zeigeErfolg(key: ErfolgKey): Promise<void> {
  return zeigeToast(ERFOLG[key], 'success');
}

/** Orange toast with a hint of the server's answer (e.g. images it removed); plain text, no HTML. */
export function zeigeHinweis(text: string): Promise<void> {
  return zeigeToast(text, 'warning');
}
