/** Registers /app/sw.js (scope /app/): offline app shell and the last answers of the member API. */
import { APP_BASIS } from '@vereinsportal/domain';

export function registriereServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(`${APP_BASIS}/sw.js`, { scope: `${APP_BASIS}/` }).catch((error: unknown) => {
      console.warn('Service Worker nicht registriert', error);
    });
  });
}
