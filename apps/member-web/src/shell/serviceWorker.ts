/** Registers /app/sw.js (scope /app/): offline app shell, the last answers of the member API, and push notifications. */
import { APP_BASIS } from '@vereinsportal/domain';
import { navigate } from '../common/router';

/** What the worker posts when a notification is clicked while the app is open (sw/sw.js, docs/push.md). */
interface OeffnenNachricht {
  typ: 'vp-oeffnen';
  pfad: string;
}
const istOeffnen = (d: unknown): d is OeffnenNachricht =>
  typeof d === 'object' && d !== null && (d as OeffnenNachricht).typ === 'vp-oeffnen' && typeof (d as OeffnenNachricht).pfad === 'string';

export function registriereServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // A clicked notification opens its screen in this window, through the app's router (no reload).
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (istOeffnen(event.data) && event.data.pfad.startsWith(`${APP_BASIS}/`)) navigate(event.data.pfad);
  });
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(`${APP_BASIS}/sw.js`, { scope: `${APP_BASIS}/` }).catch((error: unknown) => {
      console.warn('Service Worker nicht registriert', error);
    });
  });
}
