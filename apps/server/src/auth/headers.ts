import type { IncomingHttpHeaders } from 'node:http';
import { ANMELDE_HEADER, BOTCHECK_HEADER } from '@vereinsportal/contract';
import type { Credentials } from './authenticator.js';

function header(headers: IncomingHttpHeaders, name: string): string | null {
  const raw = headers[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return null;
  try {
    // Header values are percent-encoded by the client (umlauts in passwords).
    const decoded = decodeURIComponent(value);
    // A decoded control character (e.g. %00) is no sign-in value and must not reach the database.
    return /\p{Cc}/u.test(decoded) ? null : decoded;
  } catch {
    return null;
  }
}

/** The three sign-in headers, or null when any is missing or malformed. */
export function readCredentials(headers: IncomingHttpHeaders): Credentials | null {
  const vereinText = header(headers, ANMELDE_HEADER.vereinId);
  const emailadresse = header(headers, ANMELDE_HEADER.emailadresse);
  const passwort = header(headers, ANMELDE_HEADER.passwort);
  if (!vereinText || !emailadresse || !passwort || !/^\d{1,9}$/.test(vereinText.trim())) return null;
  return { vereinId: Number(vereinText.trim()), emailadresse: emailadresse.trim(), passwort };
}

/** The solved bot check a sign-in carries when the server asked for one (an ALTCHA payload, base64). */
export function readBotcheck(headers: IncomingHttpHeaders): string | null {
  const raw = headers[BOTCHECK_HEADER];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : null;
}
