/** Name of the cookie that carries the cross-site-forgery token. */
export const XSRF_COOKIE = 'XSRF-TOKEN';

/** Name of the header that echoes the token on non-GET calls. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * The two browser globals this file reads, typed here so the package (and every project that
 * type-checks its source, e.g. the server) needs no DOM lib. Both are absent in Node.
 */
interface BrowserGlobals {
  document?: { cookie: string };
  location?: { href: string; origin: string };
}
const browser = (): BrowserGlobals => globalThis as BrowserGlobals;

/** The XSRF token for a non-GET call to `url`, or null (Node, no cookie, or another origin). */
export function xsrfToken(url: string): string | null {
  const { document } = browser();
  if (document === undefined) return null;
  // The token must never leak to a foreign host, so only same-origin calls carry it (docs/produkt.md: relative URLs).
  if (!isSameOrigin(url)) return null;
  return readCookie(document.cookie, XSRF_COOKIE);
}

/** Value of cookie `name` in a `document.cookie` string, decoded, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

function isSameOrigin(url: string): boolean {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');
  if (!absolute) return true;
  const { location } = browser();
  if (location === undefined) return false;
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
}
