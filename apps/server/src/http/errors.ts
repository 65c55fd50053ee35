import type { FieldErrors } from '@vereinsportal/domain';
import { SERVER_MELDUNG } from './messages.js';

/**
 * An error with the HTTP status and the body docs/produkt.md §7 prescribes: a FieldErrors object for 400
 * validation failures, otherwise a German sentence (sent as a JSON string).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: FieldErrors | string,
    /** Extra response headers (e.g. the sign-in's request for a solved bot check). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(typeof body === 'string' ? body : JSON.stringify(body));
    this.name = 'HttpError';
  }
}

export const badRequest = (errors: FieldErrors | string) => new HttpError(400, errors);
export const unauthorized = (message: string = SERVER_MELDUNG.anmeldungFalsch) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string = SERVER_MELDUNG.nichtGefunden) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string = SERVER_MELDUNG.zuVieleVersuche) => new HttpError(429, message);

/** One field error in docs/produkt.md §7's shape. */
export const fieldError = (field: string, message: string) => badRequest({ [field]: [message] });
