/** Forgets the member on this device without a server call (after a 401, and at the end of sign-out). */
import { APP_BASIS } from '@vereinsportal/domain';
import { apiCachesLoeschen } from './apiCache';
import { navigate } from './router';
import { getSitzung, loescheSitzung } from './session';

export function abmeldenLokal(): void {
  if (getSitzung() === null) return;
  loescheSitzung();
  void apiCachesLoeschen();
  // The browser's push subscription ends with the device (docs/push.md); loaded only now, outside the first load.
  void import('../push/pushDienst').then((m) => m.pushAbmeldenLokal()).catch(() => undefined);
  navigate(`${APP_BASIS}/`, { replace: true });
}
