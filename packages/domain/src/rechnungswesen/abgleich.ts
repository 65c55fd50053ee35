/**
 * Matches the payments of a bank file to invoices, pure: the caller passes the invoices and what earlier
 * files already booked, and stores the returned bookings. Reading the same file again books nothing.
 */
import type { CamtDatei, CamtZahlung } from './camt.js';
import { referenzNormalisieren } from './referenz.js';
import { ABGLEICH_GRUND } from './texte.js';

/**
 * An invoice a payment may be for. Pass also fully paid ones whose reference may still come back (a
 * second payment is then an over-payment, a reversal undoes a payment): `bezahltCents` is what is booked.
 */
export interface OffeneRechnung {
  rechnungId: number;
  referenz: string;
  totalCents: number;
  bezahltCents: number;
  kundenName: string;
}

/**
 * A booking of an earlier import, by its bank key: a payment (positive amount), a reversal (negative
 * amount) or an unassigned payment (rechnungId null).
 */
export interface BereitsGebucht {
  eintragSchluessel: string;
  rechnungId: number | null;
  betragCents: number;
}

/** What to book for one bank entry. */
export type Buchung =
  | {
      art: 'zahlung';
      eintragSchluessel: string;
      rechnungId: number;
      betragCents: number;
      datum: string | null;
      ergebnis: 'bezahlt' | 'teilweise bezahlt';
      /** Still open after this payment. */
      restCents: number;
      /** Paid beyond the invoice's open amount (to refund or credit). */
      ueberzahlungCents: number;
    }
  | { art: 'storno'; eintragSchluessel: string; rechnungId: number; betragCents: number; datum: string | null }
  | {
      art: 'nicht zugeordnet';
      eintragSchluessel: string;
      betragCents: number;
      datum: string | null;
      referenz: string | null;
      mitteilung: string | null;
      zahlerName: string | null;
      /** Invoice ids that may be meant: the same open amount, or the customer's name in message or payer. */
      vorschlaege: number[];
    };

/** The result of one bank file. */
export interface Abgleich {
  buchungen: Buchung[];
  /** Entries not booked, with the German reason (already read, debit, other currency, ...). */
  uebersprungen: { eintragSchluessel: string; grund: string }[];
}

/** Lower case, single spaces: names are compared loosely, as payers type them. */
function namensform(s: string | null): string {
  return (s ?? '').toLocaleLowerCase('de-CH').replace(/\s+/g, ' ').trim();
}

function vorschlaege(
  z: Pick<CamtZahlung, 'betragCents' | 'mitteilung' | 'zahlerName'>,
  offene: OffeneRechnung[],
  rest: Map<number, number>,
): number[] {
  const mitteilung = namensform(z.mitteilung);
  const zahler = namensform(z.zahlerName);
  return offene
    .filter((r) => {
      const offen = rest.get(r.rechnungId) ?? 0;
      if (offen <= 0) return false;
      if (offen === z.betragCents) return true;
      const kunde = namensform(r.kundenName);
      if (kunde.length < 3) return false;
      return mitteilung.includes(kunde) || zahler.includes(kunde) || (zahler.length >= 3 && kunde.includes(zahler));
    })
    .map((r) => r.rechnungId)
    .sort((a, b) => a - b);
}

/**
 * The suggestions for a payment kept unassigned (a portal lists them later, against the invoices open then):
 * the same rule as the matching's.
 */
export function zahlungsVorschlaege(
  zahlung: Pick<CamtZahlung, 'betragCents' | 'mitteilung' | 'zahlerName'>,
  offene: OffeneRechnung[],
): number[] {
  const rest = new Map(offene.map((r) => [r.rechnungId, r.totalCents - r.bezahltCents]));
  return vorschlaege(zahlung, offene, rest);
}

/** Books the file's payments by reference (QRR or RF); see the rules in docs/architecture.md. */
export function zahlungenAbgleichen(
  datei: CamtDatei,
  offene: OffeneRechnung[],
  bereits: BereitsGebucht[],
  waehrung: 'CHF' = 'CHF',
): Abgleich {
  const buchungen: Buchung[] = [];
  const uebersprungen: Abgleich['uebersprungen'] = [];
  const nachReferenz = new Map(offene.map((r) => [referenzNormalisieren(r.referenz), r]));
  const rest = new Map(offene.map((r) => [r.rechnungId, r.totalCents - r.bezahltCents]));
  const eingelesen = new Set(bereits.map((b) => b.eintragSchluessel));
  const inDieserDatei = new Set<string>();
  // Payments a reversal may undo: per invoice, the amounts booked and not yet reversed.
  const stornierbar = new Map<number, number[]>();
  for (const b of [...bereits].sort((a, c) => c.betragCents - a.betragCents)) {
    if (b.rechnungId === null) continue;
    const liste = stornierbar.get(b.rechnungId) ?? [];
    if (b.betragCents > 0) liste.push(b.betragCents);
    else {
      const i = liste.indexOf(-b.betragCents);
      if (i >= 0) liste.splice(i, 1);
    }
    stornierbar.set(b.rechnungId, liste);
  }

  for (const z of datei.zahlungen) {
    const schluessel = z.eintragSchluessel;
    const ueberspringen = (grund: string): void => {
      uebersprungen.push({ eintragSchluessel: schluessel, grund });
    };
    if (eingelesen.has(schluessel)) {
      ueberspringen(ABGLEICH_GRUND.bereitsEingelesen);
      continue;
    }
    if (inDieserDatei.has(schluessel)) {
      ueberspringen(ABGLEICH_GRUND.doppelt);
      continue;
    }
    inDieserDatei.add(schluessel);
    if (!z.gebucht) {
      ueberspringen(ABGLEICH_GRUND.nichtGebucht);
      continue;
    }
    if (!z.storno && !z.gutschrift) {
      ueberspringen(ABGLEICH_GRUND.belastung);
      continue;
    }
    if (z.waehrung !== waehrung) {
      ueberspringen(ABGLEICH_GRUND.waehrung(z.waehrung, waehrung));
      continue;
    }
    const datum = z.buchungsdatum ?? z.valutadatum;
    const rechnung = z.referenz === null ? undefined : nachReferenz.get(z.referenz);

    if (z.storno) {
      // A reversed credit comes as a debit with RvslInd; a reversed debit (credit + RvslInd) is no payment.
      if (z.gutschrift) ueberspringen(ABGLEICH_GRUND.stornoBelastung);
      else if (!rechnung) ueberspringen(ABGLEICH_GRUND.stornoOhneRechnung);
      else {
        const liste = stornierbar.get(rechnung.rechnungId) ?? [];
        const i = liste.indexOf(z.betragCents);
        if (i < 0) ueberspringen(ABGLEICH_GRUND.stornoOhneZahlung(rechnung.rechnungId));
        else {
          liste.splice(i, 1);
          rest.set(rechnung.rechnungId, (rest.get(rechnung.rechnungId) ?? 0) + z.betragCents);
          buchungen.push({
            art: 'storno',
            eintragSchluessel: schluessel,
            rechnungId: rechnung.rechnungId,
            betragCents: z.betragCents,
            datum,
          });
        }
      }
      continue;
    }
    if (!rechnung) {
      buchungen.push({
        art: 'nicht zugeordnet',
        eintragSchluessel: schluessel,
        betragCents: z.betragCents,
        datum,
        referenz: z.referenz,
        mitteilung: z.mitteilung,
        zahlerName: z.zahlerName,
        vorschlaege: vorschlaege(z, offene, rest),
      });
      continue;
    }
    const offen = Math.max(rest.get(rechnung.rechnungId) ?? 0, 0);
    const nachher = offen - z.betragCents;
    rest.set(rechnung.rechnungId, (rest.get(rechnung.rechnungId) ?? 0) - z.betragCents);
    stornierbar.set(rechnung.rechnungId, [...(stornierbar.get(rechnung.rechnungId) ?? []), z.betragCents]);
    buchungen.push({
      art: 'zahlung',
      eintragSchluessel: schluessel,
      rechnungId: rechnung.rechnungId,
      betragCents: z.betragCents,
      datum,
      ergebnis: nachher > 0 ? 'teilweise bezahlt' : 'bezahlt',
      restCents: Math.max(nachher, 0),
      ueberzahlungCents: Math.max(-nachher, 0),
    });
  }
  return { buchungen, uebersprungen };
}
