// Public API of @vereinsportal/api-client: the client of every operation of @vereinsportal/contract, browser and Node.
export { createApiClient } from './client.js';
export type { ApiClient, ApiClientOptions, ApiMethod, CallOptions, HtmlSource, RequestMeta } from './types.js';
export type { ApiCredentials, GeraeteTokenCredentials } from './auth.js';
export { ApiError, botcheckVerlangt, FEHLER_JOINER, fehlerText, fehlerTitel, isApiError, type ApiErrorInit } from './errors.js';
export { dokumentTeile, htmlTeile, QUILL_HTML_DATEINAME } from './multipart.js';
export {
  APP_PFAD,
  BOTCHECK_HEADER,
  GERAETE_TOKEN_HEADER,
  OPERATIONEN,
  SERVER_BASE_PATH,
  type OperationName,
} from '@vereinsportal/contract';
