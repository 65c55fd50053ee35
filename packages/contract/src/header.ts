/** Headers beyond the three sign-in headers that client and server both name. */

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
