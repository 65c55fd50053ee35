/** A failed switch-on: the server's answer with its title, or the browser's refusal (no push service reachable) in German. */
import { isApiError } from '@vereinsportal/api-client';
import { FEHLER_TITEL, PUSH_TEXT } from '@vereinsportal/domain';
import { zeigeFehler, zeigeFehlerToast } from '../common/notify';

export function pushFehlerZeigen(error: unknown): void {
  if (isApiError(error)) zeigeFehler(error);
  else zeigeFehlerToast(FEHLER_TITEL.appPushSpeichern, PUSH_TEXT.fehlgeschlagen);
}
