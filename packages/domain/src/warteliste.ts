/**
 * Event capacity and waiting list (docs/produkt.md "Kapazität und Warteliste"): which answers hold a
 * place, how many places are free, and how many on the waiting list move up. Pure.
 */
import type { AnAbmeldeStatus } from './entities.js';

/** A sign-up (1) and a provisional sign-up (3) each hold a place: a provisional seat is a seat. */
export function haeltPlatz(status: AnAbmeldeStatus | 0): boolean {
  return status === 1 || status === 3;
}

/** Free places of an event; null = no maximum. Never below 0 (a lowered maximum removes no one). */
export function freiePlaetze(max: number | null, belegt: number): number | null {
  return max === null ? null : Math.max(0, max - belegt);
}

/** How many of `wartend` move up now: as many as there are free places; all of them when there is no maximum. */
export function anzahlNachruecken(max: number | null, belegt: number, wartend: number): number {
  const frei = freiePlaetze(max, belegt);
  return frei === null ? wartend : Math.min(frei, wartend);
}
