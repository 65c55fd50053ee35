/** The server base path of DESIGN §3; every call lives below it. */
export const SERVER_BASE_PATH = '/vereinsportalServer';

/** Prefix of the admin calls of SPEC §7, relative to the server base path. */
export const ADMIN_PATH = '/api/adminPortal';

/** Joins a base URL and a path without doubling or losing the slash between them. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/** One path segment for an id, encoded so an odd value cannot change the route. */
export function segment(id: number | string): string {
  return encodeURIComponent(String(id));
}
