/**
 * Subscription steppers and order rules (SPEC §4 "Subscription actions", §5, §9; DESIGN §4), shared by
 * the web screens and the server's subscription calls.
 */
import { ABO_MIN_MITGLIEDER, ABO_SCHRITT } from './constants.js';
import type { FieldErrors } from './entities.js';
import type { AboArt } from './money.js';
import { MELDUNG } from './validation-messages.js';

/**
 * Start value of the member count: 10 for a new contract; the current count (at least 10) for a
 * renewal; for an increase the current count + 5, the smallest valid increase. (SPEC's model starts an
 * increase at 10, which below the baseline would show a negative total; we start at the first valid value.)
 */
export function aboStartwert(art: AboArt, { vertragAnzahl = 0 }: { vertragAnzahl?: number } = {}): number {
  if (art === 'abschluss') return ABO_MIN_MITGLIEDER;
  if (art === 'erneuerung') return Math.max(ABO_MIN_MITGLIEDER, vertragAnzahl);
  return Math.max(ABO_MIN_MITGLIEDER, vertragAnzahl + ABO_SCHRITT);
}

/** The count after '+ 5 Mitglieder'. */
export function aboPlus(anzahl: number): number {
  return anzahl + ABO_SCHRITT;
}

/** Whether '- 5 Mitglieder' works: only above 10, and for an increase only above baseline + 5. */
export function aboMinusErlaubt(anzahl: number, art: AboArt, baseline = 0): boolean {
  if (anzahl <= ABO_MIN_MITGLIEDER) return false;
  return art !== 'anpassung' || anzahl > baseline + ABO_SCHRITT;
}

/** The count after '- 5 Mitglieder' (unchanged when not allowed). */
export function aboMinus(anzahl: number, art: AboArt, baseline = 0): number {
  return aboMinusErlaubt(anzahl, art, baseline) ? anzahl - ABO_SCHRITT : anzahl;
}

/** State of a subscription screen that decides whether its submit button is enabled. */
export interface AboAbsendenZustand {
  anzahl: number | null | undefined;
  bestaetigtPartner: boolean;
  bestaetigtAgb: boolean;
  /** With 'anpassung' and vertragAnzahl, the count must also be at least vertragAnzahl + 5. */
  art?: AboArt;
  vertragAnzahl?: number;
}

/** Submit enabled (SPEC §5): count present and >= 10, both confirmations ticked (increase: >= old + 5). */
export function aboAbsendenErlaubt(z: AboAbsendenZustand): boolean {
  if (z.anzahl === null || z.anzahl === undefined || z.anzahl < ABO_MIN_MITGLIEDER) return false;
  if (z.art === 'anpassung' && z.vertragAnzahl !== undefined && z.anzahl < z.vertragAnzahl + ABO_SCHRITT) {
    return false;
  }
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

/**
 * Server rules of the subscription calls (DESIGN §4) on AnzahlMitglieder: >= 10, multiple of 5; an
 * increase >= old + 5; a new contract or renewal >= members with system access. Null when valid.
 */
export function aboBestellungFehler(art: AboArt, k: AboBestellungKontext): FieldErrors | null {
  const fehler: string[] = [];
  if (!Number.isInteger(k.anzahl)) fehler.push(MELDUNG.keineZahl('AnzahlMitglieder'));
  else {
    if (k.anzahl < ABO_MIN_MITGLIEDER) fehler.push(MELDUNG.aboAnzahlMinimum(ABO_MIN_MITGLIEDER));
    if (k.anzahl % ABO_SCHRITT !== 0) fehler.push(MELDUNG.aboAnzahlSchritt(ABO_SCHRITT));
    if (art === 'anpassung') {
      if (k.anzahl < k.vertragAnzahl + ABO_SCHRITT) fehler.push(MELDUNG.aboAnzahlErhoehung(k.vertragAnzahl, ABO_SCHRITT));
    } else if (k.anzahl < k.mitgliederMitSystemZugriff) {
      fehler.push(MELDUNG.aboAnzahlUnterSystemzugriff(k.mitgliederMitSystemZugriff));
    }
  }
  return fehler.length === 0 ? null : { AnzahlMitglieder: fehler };
}
