/**
 * Subscription steppers and order rules, shared by the web screens and the server's subscription
 * calls. Every rule on a requested count is in aboAnzahlFehler; the steppers only move between valid counts.
 */
import * as v from 'valibot';
import { ABO_MIN_MITGLIEDER, ABO_SCHRITT } from './constants.js';
import type { FieldErrors } from './entities.js';
import type { AboArt } from './money.js';
import { aboAnzahlSchema } from './schemas/abo-bestellung.js';
import { MELDUNG } from './validation-messages.js';

/** What a requested count is checked against, besides the count rule itself. */
export interface AboAnzahlKontext {
  /** The currently contracted count: an increase ('anpassung') must add at least ABO_SCHRITT. */
  vertragAnzahl?: number;
  /** Active members with system access today: a new contract or renewal must cover them (known to the server). */
  mitgliederMitSystemZugriff?: number;
}

/**
 * Every rule on a requested member count, for the web and the server alike: the count rule of
 * aboAnzahlSchema (whole number, >= 10, multiple of 5); an increase >= the current count + 5; a new
 * contract or renewal >= the members with system access. The messages in that order; empty when valid.
 */
export function aboAnzahlFehler(art: AboArt, anzahl: number, k: AboAnzahlKontext = {}): string[] {
  const ergebnis = v.safeParse(aboAnzahlSchema, anzahl);
  const fehler = ergebnis.success ? [] : ergebnis.issues.map((issue) => issue.message);
  if (!Number.isInteger(anzahl)) return fehler;
  if (art === 'anpassung') {
    if (k.vertragAnzahl !== undefined && anzahl < k.vertragAnzahl + ABO_SCHRITT) {
      fehler.push(MELDUNG.aboAnzahlErhoehung(k.vertragAnzahl, ABO_SCHRITT));
    }
  } else if (k.mitgliederMitSystemZugriff !== undefined && anzahl < k.mitgliederMitSystemZugriff) {
    fehler.push(MELDUNG.aboAnzahlUnterSystemzugriff(k.mitgliederMitSystemZugriff));
  }
  return fehler;
}

/** The smallest count of whole steps that is at least `mindestens` and at least ABO_MIN_MITGLIEDER. */
function aufSchrittGerundet(mindestens: number): number {
  return Math.max(ABO_MIN_MITGLIEDER, Math.ceil(mindestens / ABO_SCHRITT) * ABO_SCHRITT);
}

/**
 * Start value of the member count (docs/produkt.md §4): 10 for a new contract; the current count (at least
 * 10) for a renewal; for an increase the current count + 5, the smallest valid increase. A new contract or
 * renewal never starts below the members with system access, which it must cover. Counts off the 5-step
 * (set by the operator) are rounded up, so the start value is always a valid order.
 */
export function aboStartwert(
  art: AboArt,
  { vertragAnzahl = 0, mitgliederMitSystemZugriff = 0 }: { vertragAnzahl?: number; mitgliederMitSystemZugriff?: number } = {},
): number {
  if (art === 'abschluss') return aufSchrittGerundet(mitgliederMitSystemZugriff);
  if (art === 'erneuerung') return aufSchrittGerundet(Math.max(vertragAnzahl, mitgliederMitSystemZugriff));
  return aufSchrittGerundet(vertragAnzahl + ABO_SCHRITT);
}

/** The count after '+ 5 Mitglieder'. */
export function aboPlus(anzahl: number): number {
  return anzahl + ABO_SCHRITT;
}

/**
 * Whether '- 5 Mitglieder' works: only when the smaller count is still a valid order (for an increase:
 * >= baseline + 5; for a new contract or renewal, when given: >= the members with system access).
 */
export function aboMinusErlaubt(anzahl: number, art: AboArt, baseline = 0, mitgliederMitSystemZugriff?: number): boolean {
  return aboAnzahlFehler(art, anzahl - ABO_SCHRITT, { vertragAnzahl: baseline, mitgliederMitSystemZugriff }).length === 0;
}

/** The count after '- 5 Mitglieder' (unchanged when not allowed). */
export function aboMinus(anzahl: number, art: AboArt, baseline = 0, mitgliederMitSystemZugriff?: number): number {
  return aboMinusErlaubt(anzahl, art, baseline, mitgliederMitSystemZugriff) ? anzahl - ABO_SCHRITT : anzahl;
}

/** State of a subscription screen that decides whether its submit button is enabled. */
export interface AboAbsendenZustand {
  anzahl: number | null | undefined;
  bestaetigtPartner: boolean;
  bestaetigtAgb: boolean;
  /** With 'anpassung' and vertragAnzahl, the count must also be at least vertragAnzahl + 5. */
  art?: AboArt;
  vertragAnzahl?: number;
  /** With 'abschluss' or 'erneuerung', the count must also cover the members with system access. */
  mitgliederMitSystemZugriff?: number;
}

/** Submit enabled: a count that passes aboAnzahlFehler and both confirmations ticked. */
export function aboAbsendenErlaubt(z: AboAbsendenZustand): boolean {
  if (z.anzahl === null || z.anzahl === undefined) return false;
  const kontext = { vertragAnzahl: z.vertragAnzahl, mitgliederMitSystemZugriff: z.mitgliederMitSystemZugriff };
  if (aboAnzahlFehler(z.art ?? 'abschluss', z.anzahl, kontext).length > 0) return false;
  return z.bestaetigtPartner && z.bestaetigtAgb;
}

/** What aboBestellungFehler checks a requested count against. */
export interface AboBestellungKontext {
  /** The requested AnzahlMitglieder. */
  anzahl: number;
  /** The currently contracted count (baseline of an increase). */
  vertragAnzahl: number;
  /** Active members with system access today. */
  mitgliederMitSystemZugriff: number;
}

/** The server's check of a subscription order: aboAnzahlFehler as field errors of AnzahlMitglieder, null when valid. */
export function aboBestellungFehler(art: AboArt, k: AboBestellungKontext): FieldErrors | null {
  const fehler = aboAnzahlFehler(art, k.anzahl, {
    vertragAnzahl: k.vertragAnzahl,
    mitgliederMitSystemZugriff: k.mitgliederMitSystemZugriff,
  });
  return fehler.length === 0 ? null : { AnzahlMitglieder: fehler };
}
