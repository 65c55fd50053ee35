/**
 * After sign-in, loads the code of the likely next screens while the browser is idle: the toasts, the data
 * grid (large, used by every list) and the list pages of the menu. A later click then only waits for its
 * data. Runs once per page load, one module per idle period, so it never competes with the user.
 *   router.tsx: router.subscribe('onResolved', () => { if (istAngemeldet()) listenCodeVorladen(); });
 */
import { listenTabelleLaden } from '../common/listenTabelleCode';
import { toastsVorladen } from '../common/toasts';

const MODULE: (() => Promise<unknown>)[] = [
  // The toast code (not part of the first load): a save's success toast then shows at once.
  toastsVorladen,
  () => import('../mitglieder/queries'),
  listenTabelleLaden,
  () => import('../mitglieder/MitgliederListePage'),
  () => import('../news/NewsListePage'),
  () => import('../termine/TerminListePage'),
  () => import('../dokumente/DokumentListePage'),
];

let gestartet = false;

function wennUntaetig(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 200);
  });
}

export function listenCodeVorladen(): void {
  if (gestartet) return;
  gestartet = true;
  void (async () => {
    for (const laden of MODULE) {
      await wennUntaetig();
      // A failed download is retried by the real navigation; nothing to report here.
      await laden().catch(() => undefined);
    }
  })();
}
