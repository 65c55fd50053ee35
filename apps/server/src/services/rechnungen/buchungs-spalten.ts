/**
 * The rows a booking writes, alike in the operator's ledger (`rechnung`, `zahlung`, `zahlungsimport`) and a
 * club's (`beitragsrechnung`, `beitragszahlung`, `beitragsimport`): the bank file's core (bankdatei-buchen.ts)
 * and the treasurer's bookings by hand build them here, so both ledgers store a booking the same way.
 */
import type { BereitsGebucht, Buchung, CamtZahlung } from '@vereinsportal/domain';
import type { GeleseneBankdatei, Zaehler } from './bankdatei-buchen.js';

/** Stored bookings read by key and by invoice, once per bank key (a booking may be found both ways). */
export function jeSchluessel(rows: readonly BereitsGebucht[]): BereitsGebucht[] {
  return [...new Map(rows.map((r) => [r.eintragSchluessel, r])).values()];
}

/** The signed amount a booking stores (a reversal is negative). */
export const gebuchterBetrag = (b: Buchung): number => (b.art === 'storno' ? -b.betragCents : b.betragCents);

/**
 * An invoice's paid columns after a booking: the paid total, and the day it became fully paid (cleared again
 * when a reversal reopens it). Both ledgers' invoice tables name these columns alike.
 */
export function bezahltNachher(
  r: { BezahltCents: number; BezahltAm: string | null },
  totalCents: number,
  deltaCents: number,
  datum: string | null,
): { BezahltCents: number; BezahltAm: string | null } {
  const bezahlt = r.BezahltCents + deltaCents;
  return { BezahltCents: bezahlt, BezahltAm: bezahlt >= totalCents ? (r.BezahltAm ?? datum) : null };
}

/** The columns an import record has in both ledgers (`zahlungsimport`, `beitragsimport`). */
export function importSpalten(datei: GeleseneBankdatei & { name: string }, z: Zaehler, zeitpunkt: string, von: string) {
  return {
    Zeitpunkt: zeitpunkt,
    DateiHash: datei.hash,
    Dateiname: datei.name,
    Art: datei.camt.art,
    Konto: datei.camt.konto,
    NachrichtId: datei.camt.nachrichtId || null,
    AnzahlBezahlt: z.bezahlt,
    AnzahlTeilweise: z.teilweise,
    AnzahlUeberzahlt: z.ueberzahlt,
    AnzahlStorniert: z.storniert,
    AnzahlNichtZugeordnet: z.nichtZugeordnet,
    AnzahlUebersprungen: z.uebersprungen,
    Von: von,
  };
}

/** The columns a booked entry has in both ledgers (`zahlung`, `beitragszahlung`); `jetzt` is an ISO instant. */
export function zahlungSpalten(b: Buchung, quelle: CamtZahlung | undefined, importId: number, jetzt: string) {
  return {
    EintragSchluessel: b.eintragSchluessel,
    BetragCents: gebuchterBetrag(b),
    Datum: b.datum ?? jetzt.slice(0, 10),
    Ergebnis: b.art === 'zahlung' ? b.ergebnis : null,
    UeberzahlungCents: b.art === 'zahlung' ? b.ueberzahlungCents : 0,
    Referenz: quelle?.referenz ?? null,
    Mitteilung: quelle?.mitteilung ?? null,
    ZahlerName: quelle?.zahlerName ?? null,
    ImportId: importId,
  };
}
