/** Where the API lives: every path of the contract is below the server base path. */

/** The server's base path; the web app is served beside it, the API and its documentation below it. */
export const SERVER_BASE_PATH = '/vereinsportalServer';

/** Prefix of the administrators' operations, below the base path. */
export const ADMIN_PFAD = '/api/adminPortal';

/** Prefix of the members' operations (the member app), below the base path. */
export const APP_PFAD = '/api/app';

/** The OpenAPI document and its reference page, below the base path. */
export const OPENAPI_PFAD = '/openapi.json';
export const DOCS_PFAD = '/docs';

const PLATZHALTER = /:([A-Za-z][A-Za-z0-9]*)/g;

/** The `:Name` placeholders of a path, in order. */
export function pfadParameter(pfad: string): string[] {
  return [...pfad.matchAll(PLATZHALTER)].map((m) => m[1] ?? '');
}

/** Fills the placeholders; each value is encoded, so an odd value cannot change the route. */
export function pfadFuellen(pfad: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return pfad.replace(PLATZHALTER, (_, name: string) => {
    const wert = params?.[name];
    if (wert === undefined || wert === null) throw new Error(`path parameter ${name} missing for ${pfad}`);
    return encodeURIComponent(String(wert));
  });
}
