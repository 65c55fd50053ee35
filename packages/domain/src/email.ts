/** The e-mail pattern of docs/produkt.md §5, used by every form, the server and the CSV import. */

/**
 * Word characters with optional dot or hyphen parts, an @, domain parts, and a final dot-suffix of
 * 2 to 20 word characters (docs/produkt.md §5). Same language as the classic `^\w+([.-]?\w+)*@...` pattern, but
 * written without nested quantifiers so it cannot backtrack catastrophically on hostile input.
 */
export const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.\w{2,20}$/;

/** True when the text is an e-mail address by docs/produkt.md §5's pattern (no trimming: trim first). */
export function isValidEmail(s: string | null | undefined): boolean {
  return typeof s === 'string' && EMAIL_PATTERN.test(s);
}

/**
 * The key an e-mail address is compared and stored by (column EmailNormalisiert, sign-in, import
 * duplicates): addresses are unique per club regardless of case, so the key is the address in lower case.
 */
export function emailSchluessel(email: string): string;
export function emailSchluessel(email: string | null | undefined): string | null;
export function emailSchluessel(email: string | null | undefined): string | null {
  return typeof email === 'string' ? email.toLowerCase() : null;
}
