/**
 * Money of docs/produkt.md §9: amounts are integer cents so sums and VAT never drift; rounding is half up
 * (half away from zero for negative amounts).
 */
import type { Artikel } from './entities.js';

/** Which subscription call an amount is for. */
export type AboArt = 'abschluss' | 'erneuerung' | 'anpassung';

// Integer division rounded half away from zero, exact for integers below 2^53.
function divRound(n: number, d: number): number {
  const sign = Math.sign(n) * Math.sign(d);
  const an = Math.abs(n);
  const ad = Math.abs(d);
  const q = (an - (an % ad)) / ad;
  return sign * (2 * (an % ad) >= ad ? q + 1 : q);
}

/** Shifts a decimal number by `stellen` places via its decimal text, so 1.005 -> 100.5 (not 100.49999...). */
function shiftDecimal(x: number, stellen: number): number {
  const [mantisse, exponent] = x.toExponential().split('e');
  return Number(`${mantisse}e${Number(exponent) + stellen}`);
}

/** Converts an amount in currency units (e.g. 2.05 CHF) to integer cents, rounding half up at the 3rd decimal. */
export function toCents(betrag: number): number {
  if (!Number.isFinite(betrag)) throw new RangeError(`Ungültiger Betrag: ${betrag}`);
  const shifted = shiftDecimal(Math.abs(betrag), 2);
  const cents = Math.round(shifted);
  return betrag < 0 && cents !== 0 ? -cents : cents;
}

/** Converts integer cents back to currency units (for JSON numbers such as BruttoPreis). */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** Input of aboTotal: the call, the gross unit price in currency units, and the counts. */
export interface AboTotalInput {
  art: AboArt;
  /** Gross unit price per member (Artikel.BruttoPreis), in currency units. */
  bruttoPreis: number;
  /** The new member count. */
  anzahl: number;
  /** The currently contracted count; used by 'anpassung'. */
  anzahlAlt?: number;
}

/** Members charged: the count for a new contract or renewal, the difference (never below 0) for an increase. */
export function aboBerechneteAnzahl(art: AboArt, anzahl: number, anzahlAlt = 0): number {
  return art === 'anpassung' ? Math.max(0, anzahl - anzahlAlt) : anzahl;
}

/** Total in cents (docs/produkt.md §9): unit price x count, or for an increase unit price x (new - old). */
export function aboTotal({ art, bruttoPreis, anzahl, anzahlAlt }: AboTotalInput): number {
  return toCents(bruttoPreis) * aboBerechneteAnzahl(art, anzahl, anzahlAlt);
}

/**
 * VAT included in a gross total (docs/produkt.md §9: total / (100 + rate) * rate), in cents, rounded half up.
 * The rate may have up to two decimals (8.1); it is scaled to an integer so the math stays exact.
 */
export function inklMwst(totalCents: number, mwstProzent: number): number {
  const rate = toCents(mwstProzent); // percent in hundredths: 8.1 -> 810
  if (rate === 0) return 0;
  return divRound(totalCents * rate, 10_000 + rate);
}

/** Formats cents as "1'234.50 CHF": apostrophe thousands separator, 2 decimals, ISO code (docs/produkt.md §9). */
export function formatBetrag(cents: number, waehrung: string): string {
  const negativ = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const ganz = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  const rest = String(abs % 100).padStart(2, '0');
  return `${negativ ? '-' : ''}${ganz}.${rest} ${waehrung}`.trimEnd();
}

/** One cost table of the subscription screens (docs/produkt.md §2), all amounts in cents. */
export interface AboKosten {
  artikelBezeichnung: string;
  /** Members charged (the difference for an increase). */
  anzahl: number;
  einzelpreis: number;
  total: number;
  mwst: number;
  mwstProzent: number;
  mwstBezeichnung: string;
  /** The VAT row is shown only when the rate is not 0 (docs/produkt.md §2). */
  mwstAnzeigen: boolean;
  waehrung: string;
}

/** The cost table of a subscription call for an article (server invoice and web screen share it). */
export function aboKosten(artikel: Artikel, art: AboArt, anzahl: number, anzahlAlt = 0): AboKosten {
  const total = aboTotal({ art, bruttoPreis: artikel.BruttoPreis, anzahl, anzahlAlt });
  return {
    artikelBezeichnung: artikel.ArtikelBezeichnung,
    anzahl: aboBerechneteAnzahl(art, anzahl, anzahlAlt),
    einzelpreis: toCents(artikel.BruttoPreis),
    total,
    mwst: inklMwst(total, artikel.MwstProzent),
    mwstProzent: artikel.MwstProzent,
    mwstBezeichnung: artikel.MehrwertsteuerBezeichnung,
    mwstAnzeigen: artikel.MwstProzent !== 0,
    waehrung: artikel.WaehrungISOCode,
  };
}
