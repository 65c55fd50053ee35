// Service worker of the member app (scope /app/). vite.config.ts fills in VERSION, SHELL and API_PFAD (from the contract).
//  - push: shows the notification the server sent (title, text, the app path to open; docs/push.md);
//  - notificationclick: focuses an open app window and lets it navigate there, or opens one at that path;
//  - install: caches the app shell (the build's files);
//  - navigations: network first, else the cached index.html (the app starts offline);
//  - the member API's GET answers: network first, the last good answer when offline, in a cache per
//    member (hash of club, e-mail and password from the request's headers), marked with
//    OFFLINE_HEADER so the app shows its offline banner. The app deletes these caches at sign-out.
const VERSION = '__VERSION__';
const SHELL = [/* __SHELL__ */];
const SHELL_CACHE = `vp-shell-${VERSION}`;
const API_CACHE_PREFIX = 'vp-api-';
const API_PFAD = '__API_PFAD__';
const TOKEN_HEADER = '__TOKEN_HEADER__';
const OFFLINE_HEADER = 'X-Vereinsportal-Offline';
const BASIS = new URL('./', self.registration.scope).pathname;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL.map((f) => new URL(f, self.registration.scope).href)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((namen) => Promise.all(namen.filter((n) => n.startsWith('vp-shell-') && n !== SHELL_CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

/** Cache name of the device that sent the request (its token; an older app's three headers); null without sign-in. */
async function apiCacheName(request) {
  const token = request.headers.get(TOKEN_HEADER);
  const vereinId = request.headers.get('vereinid');
  const email = request.headers.get('emailadresse');
  const passwort = request.headers.get('passwort');
  if (!token && (!vereinId || !email || !passwort)) return null;
  const daten = new TextEncoder().encode(token ? `token\n${token}` : `${vereinId}\n${email.toLowerCase()}\n${passwort}`);
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', daten));
  return API_CACHE_PREFIX + Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join('');
}

function alsOffline(antwort) {
  const headers = new Headers(antwort.headers);
  headers.set(OFFLINE_HEADER, '1');
  return new Response(antwort.body, { status: antwort.status, statusText: antwort.statusText, headers });
}

async function apiNetzZuerst(event) {
  const request = event.request;
  const name = await apiCacheName(request);
  if (name === null) return fetch(request);
  try {
    const antwort = await fetch(request);
    if (antwort.ok) {
      // Stored beside the answer, not before it: writing a long list (a thousand events) to the cache took
      // longer than the request itself, and the screen waited for it (scripts/bench/serien.mjs).
      const kopie = antwort.clone();
      event.waitUntil(caches.open(name).then((cache) => cache.put(request.url, kopie)));
    } else if (antwort.status === 401 || antwort.status === 403) {
      // No longer allowed: nothing of it may be shown offline.
      const cache = await caches.open(name);
      await cache.delete(request.url);
    }
    return antwort;
  } catch (error) {
    if (await caches.has(name)) {
      const cache = await caches.open(name);
      const alt = await cache.match(request.url);
      if (alt) return alsOffline(alt);
    }
    throw error;
  }
}

async function seiteNetzZuerst(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(SHELL_CACHE);
    const index = await cache.match(new URL('index.html', self.registration.scope).href);
    if (index) return index;
    throw error;
  }
}

async function shellCacheZuerst(request) {
  const cache = await caches.open(SHELL_CACHE);
  const treffer = await cache.match(request);
  return treffer ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith(API_PFAD)) {
    event.respondWith(apiNetzZuerst(event));
  } else if (request.mode === 'navigate' && url.pathname.startsWith(BASIS)) {
    event.respondWith(seiteNetzZuerst(request));
  } else if (url.pathname.startsWith(`${BASIS}assets/`) || url.pathname.startsWith(`${BASIS}icons/`)) {
    event.respondWith(shellCacheZuerst(request));
  }
});

/** The message of a push (services/push/zustellen.ts on the server): { titel, text, pfad, art }. */
function nachrichtLesen(event) {
  try {
    const d = event.data ? event.data.json() : {};
    return {
      titel: String(d.titel || 'Vereinsportal'),
      text: String(d.text || ''),
      pfad: String(d.pfad || BASIS),
      art: String(d.art || ''),
    };
  } catch {
    return { titel: 'Vereinsportal', text: event.data ? event.data.text() : '', pfad: BASIS, art: '' };
  }
}

self.addEventListener('push', (event) => {
  const n = nachrichtLesen(event);
  // Only a path of this app is ever opened.
  const pfad = n.pfad.startsWith(BASIS) ? n.pfad : BASIS;
  event.waitUntil(
    self.registration.showNotification(n.titel, {
      body: n.text,
      icon: `${BASIS}icons/icon-192.png`,
      badge: `${BASIS}icons/icon-192.png`,
      lang: 'de-CH',
      // One notification per kind and screen: a newer one replaces the older.
      tag: `${n.art}:${pfad}`,
      data: { pfad },
    }),
  );
});

/** Focuses an open window of the app and lets its router go to `pfad`, or opens a new one there. */
async function oeffnen(pfad) {
  const fenster = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const offen = fenster.find((c) => new URL(c.url).pathname.startsWith(BASIS));
  if (offen) {
    // Focus is allowed in a click's handler only; the window navigates either way.
    const fokussiert = await offen.focus().catch(() => null);
    (fokussiert || offen).postMessage({ typ: 'vp-oeffnen', pfad });
    return;
  }
  await self.clients.openWindow(pfad);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const pfad = (event.notification.data && event.notification.data.pfad) || BASIS;
  event.waitUntil(oeffnen(String(pfad).startsWith(BASIS) ? String(pfad) : BASIS));
});
