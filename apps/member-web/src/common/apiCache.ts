/**
 * The service worker keeps the member API's last answers in a cache per member (its name is
 * API_CACHE_PREFIX + a hash of the device token, see sw/sw.js). The app deletes them at sign-in and
 * at sign-out.
 */
export const API_CACHE_PREFIX = 'vp-api-';

/** Deletes every member API cache (no-op where Cache Storage is missing, e.g. plain http). */
export async function apiCachesLoeschen(): Promise<void> {
  try {
    if (!('caches' in globalThis)) return;
    const namen = await caches.keys();
    await Promise.all(namen.filter((n) => n.startsWith(API_CACHE_PREFIX)).map((n) => caches.delete(n)));
  } catch {
    // Cache Storage unavailable (private mode): nothing stored to delete.
  }
}
