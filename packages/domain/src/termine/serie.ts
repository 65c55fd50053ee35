/**
 * A series' rule as RFC 5545 text and its expansion into dates, with the `rrule` library (docs/termine.md
 * "Serien"). Its own subpath (`@vereinsportal/domain/serie`) so only the screens that preview dates and the server
 * load rrule. No Node API: the portal runs it in the browser.
 *
 * Dates are expanded in floating local time (UTC midnight stands for the club's calendar day), so an 18:00
 * training stays 18:00 across the clock changes: each occurrence keeps Datum + Zeit as wall-clock text, and
 * `serienZeitpunkte` turns them into instants in the club's time zone only where an instant is needed.
 */
import * as rruleModul from 'rrule';
import type { Options, Weekday } from 'rrule';
import { zeitpunktInZeitzone } from '../app-regeln.js';
import { formatDatumDe, isoDateParts, toIsoDate } from '../dates.js';
import type { FieldErrors } from '../entities.js';
import { SERIE_MAX_ANZAHL, SERIE_MELDUNG, serieLetztesDatum, WOCHENTAGE, type Wiederholung, type Wochentag } from './wiederholung.js';

type RRuleModul = typeof rruleModul;
// rrule ships an ES module for bundlers and a UMD file for Node, whose named exports Node cannot see: the
// bundler's namespace has RRule, Node's has it under `default`.
const rr: RRuleModul = 'RRule' in rruleModul && rruleModul.RRule ? rruleModul : (rruleModul as unknown as { default: RRuleModul }).default;

/** Our weekday keys -> RFC 5545's (and rrule's) two letters. */
const RFC_TAG: Readonly<Record<Wochentag, string>> = { MO: 'MO', DI: 'TU', MI: 'WE', DO: 'TH', FR: 'FR', SA: 'SA', SO: 'SU' };
const rrWochentag = (w: Wochentag): Weekday => rr.Weekday.fromStr(RFC_TAG[w] as 'MO');
const ausRfcTag = (n: number): Wochentag => WOCHENTAGE[n]!;

function utcDatum(iso: string): Date {
  const p = isoDateParts(iso);
  if (!p) throw new RangeError(`Ungültiges Datum: ${iso}`);
  return new Date(Date.UTC(p[0], p[1] - 1, p[2]));
}
const isoAusUtc = (d: Date): string => toIsoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
const kompakt = (iso: string): string => iso.replaceAll('-', '');
const ausKompakt = (s: string): string => `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;

function rruleOptionen(datum: string, w: Wiederholung): Partial<Options> {
  const basis: Partial<Options> = {
    dtstart: utcDatum(datum),
    interval: w.Intervall,
    wkst: rr.RRule.MO,
    until: w.Bis === null ? null : utcDatum(w.Bis),
    count: w.Anzahl,
  };
  switch (w.Art) {
    case 'woechentlich':
      return { ...basis, freq: rr.RRule.WEEKLY, byweekday: w.Wochentage.map(rrWochentag) };
    case 'monatlichWochentag':
      return { ...basis, freq: rr.RRule.MONTHLY, byweekday: [rrWochentag(w.Wochentag ?? 'MO').nth(w.MonatsWoche ?? 1)] };
    case 'monatlichTag':
      return { ...basis, freq: rr.RRule.MONTHLY, bymonthday: [w.MonatsTag ?? 1] };
  }
}

/**
 * The series as RFC 5545 text: `DTSTART;VALUE=DATE:…`, the `RRULE:…` line and, with exceptions, an
 * `EXDATE;VALUE=DATE:…` line (all dates: floating, the club's local calendar days).
 */
export function wiederholungZuRrule(datum: string, w: Wiederholung): string {
  const teile = [`FREQ=${w.Art === 'woechentlich' ? 'WEEKLY' : 'MONTHLY'}`];
  if (w.Intervall !== 1) teile.push(`INTERVAL=${w.Intervall}`);
  if (w.Anzahl !== null) teile.push(`COUNT=${w.Anzahl}`);
  // Monday starts the week (it decides which weeks 'every 2 weeks' counts with several weekdays).
  teile.push('WKST=MO');
  if (w.Art === 'woechentlich') teile.push(`BYDAY=${w.Wochentage.map((t) => RFC_TAG[t]).join(',')}`);
  if (w.Art === 'monatlichWochentag') teile.push(`BYDAY=${w.MonatsWoche}${RFC_TAG[w.Wochentag ?? 'MO']}`);
  if (w.Art === 'monatlichTag') teile.push(`BYMONTHDAY=${w.MonatsTag}`);
  // A series of dates ends on a DATE (RFC 5545 3.3.10: UNTIL has DTSTART's value type).
  if (w.Bis !== null) teile.push(`UNTIL=${kompakt(w.Bis)}`);
  const zeilen = [`DTSTART;VALUE=DATE:${kompakt(datum)}`, `RRULE:${teile.join(';')}`];
  if (w.Ausnahmen.length > 0) zeilen.push(`EXDATE;VALUE=DATE:${w.Ausnahmen.map(kompakt).join(',')}`);
  return zeilen.join('\n');
}

/** Reads `wiederholungZuRrule`'s text back: the first date and the rule; null when it is not such a text. */
export function rruleZuWiederholung(text: string): { datum: string; wiederholung: Wiederholung } | null {
  const zeile = (name: string) =>
    text
      .split(/\r?\n/)
      .find((z) => z.startsWith(name))
      ?.split(':')[1];
  const start = zeile('DTSTART');
  const regel = zeile('RRULE');
  if (!start || !regel || !/^\d{8}$/.test(start)) return null;
  const ausnahmen = (zeile('EXDATE') ?? '')
    .split(',')
    .filter((d) => /^\d{8}$/.test(d))
    .map(ausKompakt);
  const teile = new Map(regel.split(';').map((t) => t.split('=') as [string, string]));
  const byday = (teile.get('BYDAY') ?? '').split(',').filter(Boolean);
  const tag = (s: string): Wochentag | null => {
    const i = Object.values(RFC_TAG).indexOf(s);
    return i < 0 ? null : ausRfcTag(i);
  };
  const intervall = Number(teile.get('INTERVAL') ?? '1');
  const ende = {
    Bis: teile.has('UNTIL') ? ausKompakt(teile.get('UNTIL')!.slice(0, 8)) : null,
    Anzahl: teile.has('COUNT') ? Number(teile.get('COUNT')) : null,
  };
  if (intervall !== 1 && intervall !== 2) return null;
  const gemeinsam = {
    Intervall: intervall as 1 | 2,
    ...ende,
    Ausnahmen: ausnahmen,
    Wochentage: [],
    MonatsWoche: null,
    Wochentag: null,
    MonatsTag: null,
  };
  const frequenz = teile.get('FREQ');
  let wiederholung: Wiederholung | null = null;
  if (frequenz === 'WEEKLY') {
    const tage = byday.map(tag);
    if (tage.length === 0 || tage.some((t) => t === null)) return null;
    wiederholung = { ...gemeinsam, Art: 'woechentlich', Wochentage: tage as Wochentag[] };
  } else if (frequenz === 'MONTHLY' && byday.length === 1) {
    const m = /^([+-]?\d)([A-Z]{2})$/.exec(byday[0]!);
    const woche = m ? Number(m[1]) : NaN;
    const wt = m ? tag(m[2]!) : null;
    if (!wt || ![1, 2, 3, 4, -1].includes(woche)) return null;
    wiederholung = { ...gemeinsam, Art: 'monatlichWochentag', MonatsWoche: woche as 1 | 2 | 3 | 4 | -1, Wochentag: wt };
  } else if (frequenz === 'MONTHLY' && teile.has('BYMONTHDAY')) {
    const t = Number(teile.get('BYMONTHDAY'));
    if (!Number.isInteger(t) || !(t === -1 || (t >= 1 && t <= 31))) return null;
    wiederholung = { ...gemeinsam, Art: 'monatlichTag', MonatsTag: t };
  }
  return wiederholung && { datum: ausKompakt(start), wiederholung };
}

/** The rule's dates up to `grenze` (inclusive), before the exceptions; at most SERIE_MAX_ANZAHL + 1. */
function regelDaten(datum: string, w: Wiederholung, grenze: string): string[] {
  const ende = utcDatum(grenze).getTime();
  const regel = new rr.RRule(rruleOptionen(datum, w));
  return regel.all((d, i) => d.getTime() <= ende && i <= SERIE_MAX_ANZAHL).map(isoAusUtc);
}

/**
 * The dates of a series starting on `datum`: the rule's dates from `datum` on (the first one is the first date the
 * rule hits, which need not be `datum` itself), without the exceptions, never past two years after `datum`.
 * A day of month that a month lacks (31 in April, 30 in February) is skipped, as RFC 5545 says; -1 is every
 * month's last day. `Anzahl` counts the rule's dates before the exceptions are removed (RFC 5545 COUNT).
 */
export function serienDaten(datum: string, w: Wiederholung): string[] {
  const ausnahmen = new Set(w.Ausnahmen);
  return regelDaten(datum, w, serieLetztesDatum(datum))
    .filter((d) => !ausnahmen.has(d))
    .slice(0, SERIE_MAX_ANZAHL);
}

/**
 * The rule checks that need the expansion (the schema checked the rest): the series must yield a date, and a
 * count must fit into two years. Errors keyed like the body ('Wiederholung.Anzahl'); null when it is fine.
 */
export function wiederholungPruefen(datum: string, w: Wiederholung): FieldErrors | null {
  const letztes = serieLetztesDatum(datum);
  const roh = regelDaten(datum, w, letztes);
  if (w.Anzahl !== null && roh.length < w.Anzahl) return { 'Wiederholung.Anzahl': [SERIE_MELDUNG.zuWeit(formatDatumDe(letztes))] };
  if (serienDaten(datum, w).length === 0) return { Wiederholung: [SERIE_MELDUNG.keineTermine] };
  return null;
}

/** When each date's event starts: the wall-clock `zeit` on that day in the club's time zone (null = midnight). */
export function serienZeitpunkte(daten: readonly string[], zeit: string | null, tz: string): Date[] {
  return daten.map((d) => zeitpunktInZeitzone(d, zeit, tz));
}
