/**
 * What a member sees in the member app, and until when they may answer an event: the category rule
 * (FuerMitgliedschaftsart), the display window of news and documents, and the start of an event in
 * the club's time zone. Pure: "today" and "now" are passed in.
 */
import { compareIso, isoDateParts, zeitMinuten } from './dates.js';
import type { IsoDate } from './entities.js';
import { splitKategorien } from './normalize.js';

/**
 * True when an item meant for `fuer` (comma list; empty = everyone) reaches a member of the
 * categories `mitgliedschaftsart`: at least one category in common, trimmed, case-insensitive.
 */
export function kategoriePasst(fuer: string | null | undefined, mitgliedschaftsart: string | null | undefined): boolean {
  const ziel = splitKategorien(fuer).map((k) => k.toLowerCase());
  if (ziel.length === 0) return true;
  return splitKategorien(mitgliedschaftsart).some((k) => ziel.includes(k.toLowerCase()));
}

/** True when `heute` lies in AnzeigenVon..AnzeigenBis (both inclusive; no AnzeigenBis = open end). */
export function imAnzeigeFenster(item: { AnzeigenVon: string; AnzeigenBis: string | null }, heute: IsoDate): boolean {
  return compareIso(item.AnzeigenVon, heute) <= 0 && (item.AnzeigenBis === null || compareIso(item.AnzeigenBis, heute) >= 0);
}

/** A news item or document the member sees today: its window contains today and its categories fit. */
export function inhaltSichtbar(
  item: { AnzeigenVon: string; AnzeigenBis: string | null; FuerMitgliedschaftsart: string | null },
  mitgliedschaftsart: string | null,
  heute: IsoDate,
): boolean {
  return imAnzeigeFenster(item, heute) && kategoriePasst(item.FuerMitgliedschaftsart, mitgliedschaftsart);
}

/** An event still to come (or running): its last day (DatumBis, else Datum) is today or later. */
export function terminKommend(termin: { Datum: string; DatumBis: string | null }, heute: IsoDate): boolean {
  return compareIso(termin.DatumBis ?? termin.Datum, heute) >= 0;
}

const formatter = new Map<string, Intl.DateTimeFormat>();

/** Milliseconds the wall clock of `tz` is ahead of UTC at instant `ms`. */
function zeitzonenVersatz(tz: string, ms: number): number {
  let f = formatter.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatter.set(tz, f);
  }
  const parts = f.formatToParts(new Date(ms));
  const teil = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  const wand = Date.UTC(teil('year'), teil('month') - 1, teil('day'), teil('hour'), teil('minute'), teil('second'));
  return wand - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant a wall-clock date and time (`HH:mm`; null = start of the day) happens in time zone `tz`.
 * Two rounds of the offset lookup settle daylight-saving changes; a time that the clock skips
 * resolves to an instant near it.
 */
export function zeitpunktInZeitzone(datum: IsoDate, zeit: string | null, tz: string): Date {
  const teile = isoDateParts(datum);
  if (!teile) throw new RangeError(`Ungültiges Datum: ${datum}`);
  const wand = Date.UTC(teile[0], teile[1] - 1, teile[2]) + (zeitMinuten(zeit) ?? 0) * 60_000;
  const erste = wand - zeitzonenVersatz(tz, wand);
  return new Date(wand - zeitzonenVersatz(tz, erste));
}

/** When an event starts: Datum + Zeit in the club's time zone; all-day (or without time) at the start of the day. */
export function terminBeginn(termin: { Datum: string; Zeit: string | null; Ganztaegig: 0 | 1 }, tz: string): Date {
  return zeitpunktInZeitzone(termin.Datum, termin.Ganztaegig === 1 ? null : termin.Zeit, tz);
}

/** A member may answer (or change the answer to) an event with sign-up until the event starts. */
export function anAbmeldungAenderbar(
  termin: { Datum: string; Zeit: string | null; Ganztaegig: 0 | 1; MitAnAbmeldung: 0 | 1 },
  tz: string,
  jetzt: Date,
): boolean {
  if (termin.MitAnAbmeldung !== 1) return false;
  // A day that begins more than 14 h (the largest time-zone offset) after now in UTC starts after now in every
  // zone: no zone lookup for the far events of a long list (a thousand occurrences of weekly series).
  const teile = isoDateParts(termin.Datum);
  if (teile && Date.UTC(teile[0], teile[1] - 1, teile[2]) - GROESSTER_VERSATZ_MS > jetzt.getTime()) return true;
  return jetzt.getTime() < terminBeginn(termin, tz).getTime();
}

/** UTC+14 (Kiribati): no wall clock is further ahead of UTC. */
const GROESSTER_VERSATZ_MS = 14 * 3_600_000;
