/**
 * Counter of pending requests flagged for the 'Laden...' overlay (docs/produkt.md §2 root layout).
 * common/api.ts counts every request api-client flags (all but the member-category call, docs/produkt.md §7).
 *
 * Usage: useSpinnerAktiv() -> boolean (the overlay in shell/Spinner.tsx reads it);
 *        spinnerStart()/spinnerEnde() around anything else that should show the overlay.
 */
import { beobachtbar } from '@vereinsportal/web-ui/beobachtbar';

let pending = 0;
const aktiv = beobachtbar(
  () => pending > 0,
  () => false,
);

export function spinnerStart(): void {
  pending += 1;
  aktiv.melden();
}

export function spinnerEnde(): void {
  pending = Math.max(0, pending - 1);
  aktiv.melden();
}

export function pendingRequests(): number {
  return pending;
}

export const useSpinnerAktiv: () => boolean = aktiv.useWert;
