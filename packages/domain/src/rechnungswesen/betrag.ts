/** Amount limits and the amount's text form in a QR-bill (SIX IG QR-bill: 0.01 to 999999999.99). */

/** Smallest amount a QR-bill may carry, in cents. */
export const QR_BETRAG_MIN_CENTS = 1;
/** Largest amount a QR-bill may carry, in cents (999,999,999.99). */
export const QR_BETRAG_MAX_CENTS = 99_999_999_999;

/** Integer cents within the QR-bill's limits. */
export function qrBetragGueltig(cents: number): boolean {
  return Number.isInteger(cents) && cents >= QR_BETRAG_MIN_CENTS && cents <= QR_BETRAG_MAX_CENTS;
}

/** Cents as the QR payload writes them: two decimals, '.' separator, no grouping ('1949.75'). */
export function qrBetragText(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`Ungültiger Betrag: ${cents}`);
  const s = String(cents).padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
}

/**
 * Reads a decimal amount ('1949.75', '12.5', '100') exactly into cents, without floating point; null if the
 * text is not such a number. Used for the QR payload and for bank files.
 */
export function betragTextInCents(text: string): number | null {
  const m = /^\s*(\d{1,15})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const franken = m[1] ?? '0';
  const rappen = (m[2] ?? '').padEnd(2, '0');
  const cents = Number(franken) * 100 + Number(rappen);
  return Number.isSafeInteger(cents) ? cents : null;
}
