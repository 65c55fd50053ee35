import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DOCS_PFAD, SERVER_BASE_PATH } from '@vereinsportal/contract';
import { APP_BASIS } from '@vereinsportal/domain';
import type { AppDeps } from '../context.js';
import { SERVER_MELDUNG } from '../http/messages.js';

const HINWEIS_OHNE_WEB = `<!doctype html><html lang="de"><meta charset="utf-8"><title>Vereinsportal</title>
<body style="font-family:sans-serif;max-width:40rem;margin:3rem auto">
<h1>Vereinsportal</h1>${SERVER_MELDUNG.webNichtGebaut(`${SERVER_BASE_PATH}${DOCS_PFAD}`)}</body></html>`;

/** Files of the member app a browser must revalidate: they name the current build's other files. */
const APP_OHNE_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

/**
 * The build writes .br/.gz siblings of its text files (scripts/precompress.mjs); @fastify/static
 * sends them to clients that accept the encoding, so nothing is compressed per request.
 */
const VORKOMPRIMIERT = { preCompressed: true } as const;

/** The served file's own name: with preCompressed, setHeaders sees the sibling (sw.js.br). */
function dateiName(filePath: string): string {
  return path.basename(filePath).replace(/\.(?:br|gz)$/, '');
}

/**
 * Serves the built member app at /app/ (apps/member-web/dist). Hashed assets are cached for good;
 * index.html, the service worker and the manifest are revalidated on every load, so a new build
 * reaches installed apps. Returns whether it is there (for the fallback below).
 */
async function memberAppRoutes(app: FastifyInstance, deps: AppDeps, decorateReply: boolean): Promise<boolean> {
  const root = deps.config.memberWebDistDir;
  if (!existsSync(path.join(root, 'index.html'))) {
    deps.log.warn({ memberWebDistDir: root }, 'member app not built; /app/ is not served');
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: `${APP_BASIS}/`,
    wildcard: true,
    index: ['index.html'],
    ...VORKOMPRIMIERT,
    decorateReply,
    cacheControl: false,
    // The build's bookkeeping (Vite's manifest) is not for browsers.
    allowedPath: (pathname) => !pathname.startsWith('/.vite'),
    setHeaders: (reply, filePath) => {
      const name = dateiName(filePath);
      if (APP_OHNE_CACHE.has(name)) {
        reply.header('Cache-Control', 'no-cache');
        if (name === 'sw.js') reply.header('Service-Worker-Allowed', `${APP_BASIS}/`);
        if (name === 'manifest.webmanifest') reply.header('Content-Type', 'application/manifest+json; charset=utf-8');
      } else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('Cache-Control', 'public, max-age=3600');
      }
    },
  });
  // '/app' without the slash goes to '/app/' (the service worker's scope); with ignoreTrailingSlash
  // this route also answers '/app/' itself: the app's index.html.
  app.get(APP_BASIS, { schema: { hide: true } }, async (request, reply) => {
    if (request.url.split('?')[0] === APP_BASIS) return reply.redirect(`${APP_BASIS}/`);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', root);
  });
  return true;
}

/**
 * Serves the built web app at / (same port as the API) and the member app at /app/. GET requests for
 * paths without a file extension outside the API answer the matching index.html, so the apps' own
 * routes (and /outbox) load.
 * Returns the SPA fallback for the not-found handler, or null when it does not apply.
 */
export async function webRoutes(app: FastifyInstance, deps: AppDeps): Promise<(request: FastifyRequest, reply: FastifyReply) => boolean> {
  const root = deps.config.webDistDir;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ['index.html'],
      maxAge: '1h',
      ...VORKOMPRIMIERT,
      // index.html names the hashed asset files of the current build, so it is revalidated on every
      // load (here, because send's max-age would replace a Cache-Control set before sendFile).
      // sendFile of either app goes through this registration's options.
      setHeaders: (reply, filePath) => {
        if (dateiName(filePath) === 'index.html' || dateiName(filePath) === 'anmeldung.html') reply.header('Cache-Control', 'no-cache');
      },
    });
  } else {
    deps.log.warn({ webDistDir: root }, 'web app not built; serving the API only');
    app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(HINWEIS_OHNE_WEB));
  }
  const hasMemberApp = await memberAppRoutes(app, deps, !hasWeb);
  const hatLeichteAnmeldung = existsSync(path.join(root, 'anmeldung.html'));
  return (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith(SERVER_BASE_PATH) || path.extname(pathname) !== '') return false;
    // The member app's own routes (/app/termine, /app/passwort, ...) load its index.html.
    if (pathname === APP_BASIS || pathname.startsWith(`${APP_BASIS}/`)) {
      if (!hasMemberApp) {
        void reply.code(404).type('text/html; charset=utf-8').send(HINWEIS_OHNE_WEB);
        return true;
      }
      void reply.header('Cache-Control', 'no-cache').sendFile('index.html', deps.config.memberWebDistDir);
      return true;
    }
    if (!hasWeb) {
      void reply.code(404).type('text/html; charset=utf-8').send(HINWEIS_OHNE_WEB);
      return true;
    }
    // index.html must not be cached: it names the hashed asset files of the current build. A first load
    // of the sign-in gets the portal's light page (apps/admin-web/src/anmeldung/leicht.tsx) when built.
    const seite = pathname.replace(/\/$/, '') === '/anmeldung' && hatLeichteAnmeldung ? 'anmeldung.html' : 'index.html';
    void reply.header('Cache-Control', 'no-cache').sendFile(seite, root);
    return true;
  };
}
