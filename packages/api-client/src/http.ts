import { BOTCHECK_HEADER, BOTCHECK_VERLANGT, type HttpMethode, type OperationName } from '@vereinsportal/contract';
import { TEXT } from '@vereinsportal/domain';
import { authHeaders, type ApiCredentials } from './auth.js';
import { ApiError, fehlerText } from './errors.js';
import { buildQuery, type QueryParams } from './query.js';
import type { ApiClientOptions, RequestMeta } from './types.js';

/** One request as the client methods describe it. */
export interface RequestSpec {
  call: OperationName;
  method: HttpMethode;
  /** Path below the base URL, ids already encoded. */
  path: string;
  /** false for the open calls (registration, countries, bot check, outbox, health). */
  auth: boolean;
  /** Whether the web's spinner waits for this call. */
  spinner: boolean;
  /** Overrides options.credentials for this call (sign-in check before the user is stored). */
  credentials?: ApiCredentials;
  /** Solved bot check for a sign-in the server asked to confirm (BOTCHECK_HEADER). */
  botcheck?: string;
  query?: QueryParams;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  /** 'blob' for file downloads; default JSON (text when not JSON, undefined when empty). */
  responseType?: 'json' | 'blob';
}

/** Sends requests for one client: URLs, headers, hooks, body parsing and ApiError. */
export type Send = (spec: RequestSpec) => Promise<unknown>;

/** Builds the send function of a client from its options. */
export function createSend(options: ApiClientOptions): Send {
  // Called as a plain function: a browser's fetch throws 'Illegal invocation' when called as options.fetch().
  const customFetch = options.fetch;
  const doFetch: typeof globalThis.fetch = customFetch ?? ((input, init) => globalThis.fetch(input, init));

  return async (spec) => {
    const query = spec.method === 'GET' ? buildQuery(spec.query) : '';
    const url = joinUrl(options.baseUrl, spec.path) + (query === '' ? '' : `?${query}`);
    const meta: RequestMeta = { call: spec.call, method: spec.method, path: spec.path, spinner: spec.spinner };
    const init: RequestInit = { method: spec.method, headers: headersFor(spec, options), credentials: 'include' };
    if (spec.form !== undefined) init.body = spec.form;
    else if (spec.json !== undefined) init.body = JSON.stringify(spec.json);

    options.onRequestStart?.(meta);
    try {
      let response: Response;
      try {
        response = await doFetch(url, init);
        if (response.ok && spec.responseType === 'blob') return await response.blob();
        const body = await readBody(response);
        if (response.ok) return body;
        throw new ApiError({
          status: response.status,
          body,
          message: fehlerText(body, response.statusText, TEXT.anfrageFehlgeschlagen(response.status)),
          call: spec.call,
          method: spec.method,
          path: spec.path,
          botcheckVerlangt: response.headers.get(BOTCHECK_HEADER) === BOTCHECK_VERLANGT,
        });
      } catch (error) {
        if (error instanceof ApiError) throw error;
        // No usable answer (refused, reset, aborted, body cut off): docs/produkt.md §8 falls back to the error's message.
        const reason = error instanceof Error ? error.message : String(error);
        throw new ApiError({
          status: 0,
          body: undefined,
          message: TEXT.keineVerbindung(reason),
          call: spec.call,
          method: spec.method,
          path: spec.path,
          cause: error,
        });
      }
    } finally {
      options.onRequestEnd?.(meta);
    }
  };
}

function headersFor(spec: RequestSpec, options: ApiClientOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  if (spec.auth) {
    const credentials = spec.credentials ?? options.credentials?.() ?? null;
    if (credentials !== null) Object.assign(headers, authHeaders(credentials));
    if (spec.botcheck !== undefined) headers[BOTCHECK_HEADER] = spec.botcheck;
  }
  // FormData sets its own Content-Type with the boundary, so only JSON bodies name theirs.
  if (spec.form === undefined && spec.json !== undefined) headers['Content-Type'] = 'application/json';
  return headers;
}

/** Parsed JSON body, else its text; undefined for an empty body (204). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Joins a base URL and a path without doubling or losing the slash between them. */
function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}
