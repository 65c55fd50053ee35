import { createApiClient, type ApiClient, type ApiCredentials } from '@vereinsportal/api-client';

/**
 * A client behind the trusted proxy 127.0.0.1 (the test servers run with TRUST_PROXY=127.0.0.1): the
 * proxy names it in X-Forwarded-For, so `ip` is the client address the sign-in throttles count.
 */
export function clientHinterProxy(apiBase: string, ip: string, credentials: ApiCredentials | null): ApiClient {
  return createApiClient({
    baseUrl: apiBase,
    credentials: () => credentials,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('x-forwarded-for', ip);
      return fetch(input, { ...init, headers });
    },
  });
}
