/**
 * Date and time helpers. Dates are ISO `YYYY-MM-DD` strings, times `HH:mm` (docs/produkt.md §7); calendar
 * arithmetic runs in UTC so no local time zone or daylight-saving shift can move a date.
 */
import type { IsoDate, Uhrzeit } from './entities.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DE_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MS_PER_DAY = 86_400_000;

function isValidYmd(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= daysInMonth(y, m);
}

function daysInMonth(y: number, m: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** Builds an ISO date from year, month (1-12) and day without validation. */
export function toIsoDate(y: number, m: number, d: number): IsoDate {
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/** Splits a valid ISO date into [year, month, day]; null when it is not a real calendar date. */
export function isoDateParts(iso: string): [number, number, number] | null {
  const m = ISO_DATE.exec(iso);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  return isValidYmd(y, mo, d) ? [y, mo, d] : null;
}

/**
 * The earliest year a date field accepts (docs/produkt.md §5): a year before it is a typing slip (e.g. '26'
 * read as the year 0026), never a club's event, news or document date.
 */
export const DATUM_MIN_JAHR = 1900;

/** A two-digit year as typed in 'dd.MM.yy' is in this century: 26 -> 2026. */
export function jahrVierstellig(jahr: number): number {
  return jahr < 100 ? 2000 + jahr : jahr;
}

/** True when the value is a `YYYY-MM-DD` string naming a real calendar date. */
export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && isoDateParts(value) !== null;
}

/**
 * Parses 'dd.MM.yyyy' or 'dd.MM.yy' (single-digit day/month accepted; a two-digit year is 20yy) to an ISO
 * date; null when not a real date.
 */
export function parseDatumDe(text: string | null | undefined): IsoDate | null {
  if (!text) return null;
  const m = DE_DATE.exec(text.trim());
  if (!m) return null;
  const d = Number(m[1]);
  const mo = Number(m[2]);
  const y = m[3]!.length === 2 ? jahrVierstellig(Number(m[3])) : Number(m[3]);
  return isValidYmd(y, mo, d) ? toIsoDate(y, mo, d) : null;
}

/** Formats an ISO date as 'dd.MM.yyyy' (docs/produkt.md §9); '' for null or an invalid date. */
export function formatDatumDe(iso: string | null | undefined): string {
  const p = iso ? isoDateParts(iso) : null;
  if (!p) return '';
  return `${pad(p[2])}.${pad(p[1])}.${pad(p[0], 4)}`;
}

/** Compares two ISO dates (or two `HH:mm` times): -1, 0 or 1; their text order is their time order. */
export function compareIso(a: string, b: string): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

function fromUtcMs(ms: number): IsoDate {
  const dt = new Date(ms);
  return toIsoDate(dt.getUTCFullYear(), dt.getUTCMonth() + 1, dt.getUTCDate());
}

function toUtcMs(iso: string): number {
  const p = isoDateParts(iso);
  if (!p) throw new RangeError(`Ungültiges Datum: ${iso}`);
  return Date.UTC(p[0], p[1] - 1, p[2]);
}

/** Adds n days (n may be negative) to an ISO date; throws RangeError for an invalid date. */
export function addDays(iso: IsoDate, n: number): IsoDate {
  return fromUtcMs(toUtcMs(iso) + n * MS_PER_DAY);
}

/** Adds n years to an ISO date; 29 February becomes 28 February in a non-leap year. */
export function addYears(iso: IsoDate, n: number): IsoDate {
  const p = isoDateParts(iso);
  if (!p) throw new RangeError(`Ungültiges Datum: ${iso}`);
  const y = p[0] + n;
  return toIsoDate(y, p[1], Math.min(p[2], daysInMonth(y, p[1])));
}

/** Whole days from `von` to `bis` (positive when bis is later). */
export function tageZwischen(von: IsoDate, bis: IsoDate): number {
  return Math.round((toUtcMs(bis) - toUtcMs(von)) / MS_PER_DAY);
}

/** True when the value is a `HH:mm` time (00:00 to 23:59). */
export function isUhrzeit(value: unknown): value is Uhrzeit {
  return typeof value === 'string' && TIME.test(value);
}

/**
 * Minutes since midnight of a `HH:mm` time; null when invalid. With `ende` set, hour 00 counts as 24
 * (docs/produkt.md §5 event rule), so an event may run from 22:00 to 00:30 on the same date.
 */
export function zeitMinuten(zeit: string | null | undefined, ende = false): number | null {
  if (!zeit) return null;
  const m = TIME.exec(zeit);
  if (!m) return null;
  let h = Number(m[1]);
  if (ende && h === 0) h = 24;
  return h * 60 + Number(m[2]);
}
