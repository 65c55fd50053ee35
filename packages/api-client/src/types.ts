import type { EingabeVon, ErgebnisVon, HttpMethode, OhneEingabe, OperationName, Operationen } from '@vereinsportal/contract';
import type { ApiCredentials, GeraeteTokenCredentials } from './auth.js';

/** What the hooks learn about a request; spinner is false for calls the web loads in the background. */
export interface RequestMeta {
  call: OperationName;
  method: HttpMethode;
  path: string;
  spinner: boolean;
}

/** Options of createApiClient. */
export interface ApiClientOptions {
  /** Server base path: '/vereinsportalServer' in the browser, 'http://host:port/vereinsportalServer' in Node. */
  baseUrl: string;
  /** Current sign-in values (or the member app's device token), read on every authenticated call; null sends no auth headers. */
  credentials?: () => ApiCredentials | GeraeteTokenCredentials | null;
  /** fetch to use instead of the global one (tests, other runtimes). */
  fetch?: typeof globalThis.fetch;
  /** Called before each request is sent; must not throw. */
  onRequestStart?: (meta: RequestMeta) => void;
  /** Called once after each request has finished, successful or not; must not throw. */
  onRequestEnd?: (meta: RequestMeta) => void;
}

/** Options of one call. */
export interface CallOptions {
  /** Sign-in values for this call instead of options.credentials (the sign-in check before they are stored). */
  credentials?: ApiCredentials;
  /**
   * A solved bot check (the ALTCHA widget's payload) for this sign-in, sent in the header
   * BOTCHECK_HEADER; only when the server asked for one (`botcheckVerlangt(error)`). One use only.
   */
  botcheck?: string;
}

/** The client method of one operation: `{ params, query, body }` as far as it has them, and its answer. */
export type ApiMethod<O extends Operationen[OperationName]> =
  OhneEingabe<O> extends true
    ? (eingabe?: undefined, optionen?: CallOptions) => Promise<ErgebnisVon<O>>
    : (eingabe: EingabeVon<O>, optionen?: CallOptions) => Promise<ErgebnisVon<O>>;

/** One method per operation of the contract; every failure throws ApiError. */
export type ApiClient = { [K in OperationName]: ApiMethod<Operationen[K]> };

/** HTML of a news or club-info save: the editor's HTML, or an external HTML file chosen by the user. */
export type HtmlSource = { quillHtml: string } | { externeHtmlDatei: Blob; dateiName?: string };
