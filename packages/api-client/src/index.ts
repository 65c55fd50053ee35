// Public API of @vereinsportal/api-client: the typed client for every server call, browser and Node.
export { createApiClient } from './client.js';
export type {
  ApiClient,
  ApiClientOptions,
  ApiMethodName,
  BotcheckChallenge,
  HtmlSource,
  HttpMethod,
  MitgliederFilter,
  NewsFilter,
  RequestMeta,
  TermineFilter,
} from './types.js';
export type { ApiCredentials } from './auth.js';
export { ApiError, FEHLER_JOINER, fehlerText, isApiError, type ApiErrorInit } from './errors.js';
export { FEHLER_TITEL_KEY_BY_METHOD } from './calls.js';
export { ADMIN_PATH, SERVER_BASE_PATH } from './paths.js';
export { QUILL_HTML_DATEINAME } from './multipart.js';
export { XSRF_COOKIE, XSRF_HEADER } from './xsrf.js';
