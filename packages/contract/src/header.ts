/** The request headers client and server both name, declared once. */

/**
 * The three sign-in headers of every signed-in call (docs/produkt.md §7), values percent-encoded by the
 * client. Never query parameters: the client drops these names from a query.
 */
export const ANMELDE_HEADER = { vereinId: 'vereinid', emailadresse: 'emailadresse', passwort: 'passwort' } as const;

/** The three sign-in header names as a list (OpenAPI security, the client's forbidden query names). */
export const ANMELDE_HEADER_NAMEN = Object.values(ANMELDE_HEADER);

/**
 * Request header with a solved ALTCHA payload (the widget's payload, as sent in RecaptchaResponse),
 * for a sign-in the server asks to confirm; on a 429 the server answers with it set to
 * BOTCHECK_VERLANGT when a solved bot check is what the next sign-in needs.
 */
export const BOTCHECK_HEADER = 'botcheck';

/** Value of the response header BOTCHECK_HEADER on a 429 that asks for a solved bot check. */
export const BOTCHECK_VERLANGT = 'verlangt';

/**
 * Request header of the member app's device token (from `appAnmelden`): instead of the three sign-in
 * headers, so the app never keeps the password. The server stores only its SHA-256 (table geraet).
 */
export const GERAETE_TOKEN_HEADER = 'geraetetoken';
