import { OPERATIONEN, type OperationName } from '@vereinsportal/contract';

/** Joiner between several server messages in one error text; the web toast renders HTML. */
export const FEHLER_JOINER = '<br>';

/** Everything needed to build an ApiError. */
export interface ApiErrorInit {
  status: number;
  body: unknown;
  message: string;
  call: OperationName;
  method: string;
  path: string;
  cause?: unknown;
  /** The server asks for a solved bot check with the next sign-in (429 with BOTCHECK_HEADER). */
  botcheckVerlangt?: boolean;
}

/** The one error every failed call throws: HTTP status (0 = no answer), parsed body and docs/produkt.md §8 text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, 0 when the server could not be reached. */
  readonly status: number;
  /** Parsed JSON body, else its text, undefined when there was none. */
  readonly body: unknown;
  /** Operation that failed; `fehlerTitel(error)` is the title of its failure toast. */
  readonly call: OperationName;
  /** HTTP method of the failed request. */
  readonly method: string;
  /** Path of the failed request below the base URL, without query. */
  readonly path: string;
  /** True when the server asks for a solved bot check with the next sign-in (CallOptions.botcheck). */
  readonly botcheckVerlangt: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.body = init.body;
    this.call = init.call;
    this.method = init.method;
    this.path = init.path;
    this.botcheckVerlangt = init.botcheckVerlangt ?? false;
  }
}

/** True for an ApiError, also one from another copy of this package (checks the shape, not only the class). */
export function isApiError(value: unknown): value is ApiError {
  if (value instanceof ApiError) return true;
  return (
    value instanceof Error &&
    value.name === 'ApiError' &&
    typeof (value as { status?: unknown }).status === 'number' &&
    typeof (value as { call?: unknown }).call === 'string'
  );
}

/**
 * docs/produkt.md §8's error text: a non-empty string body; else the messages of an object whose values are
 * arrays of messages, joined with FEHLER_JOINER ('<br>'); else the status text; else fallbackMessage.
 * Server messages are HTML-escaped (<, >, &) because the toast renders HTML and messages can echo input.
 */
export function fehlerText(body: unknown, statusText: string, fallbackMessage: string): string {
  if (typeof body === 'string' && body.trim() !== '') return escapeHtml(body);
  const messages = objectMessages(body);
  if (messages.length > 0) return messages.map(escapeHtml).join(FEHLER_JOINER);
  if (statusText.trim() !== '') return statusText;
  return fallbackMessage;
}

function objectMessages(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  const messages: string[] = [];
  for (const value of Object.values(body)) {
    if (!Array.isArray(value)) continue;
    for (const item of value) {
      if (typeof item === 'string' && item.trim() !== '') messages.push(item);
    }
  }
  return messages;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** True when a failed call's answer asks for a solved bot check with the next sign-in. */
export function botcheckVerlangt(error: unknown): boolean {
  return isApiError(error) && error.botcheckVerlangt === true;
}

/** Title of the failure toast of an error: its operation's, from the contract; null when it has none. */
export function fehlerTitel(error: ApiError): string | null {
  return OPERATIONEN[error.call].fehlerTitel;
}
