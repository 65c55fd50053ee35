/**
 * Counter of pending requests flagged for the 'Laden...' overlay (docs/produkt.md §2 root layout).
 * common/api.ts counts every request api-client flags (all but the member-category call, docs/produkt.md §7).
 *
 * Usage: useSpinnerAktiv() -> boolean (the overlay in shell/Spinner.tsx reads it);
 *        spinnerStart()/spinnerEnde() around anything else that should show the overlay.
 */
import { useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();

function melden(): void {
  for (const l of listeners) l();
}

export function spinnerStart(): void {
  pending += 1;
  melden();
}

export function spinnerEnde(): void {
  pending = Math.max(0, pending - 1);
  melden();
}

export function pendingRequests(): number {
  return pending;
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useSpinnerAktiv(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}
