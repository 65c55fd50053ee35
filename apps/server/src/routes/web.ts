import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DOCS_PFAD, SERVER_BASE_PATH } from '@vereinsportal/contract';
import type { AppDeps } from '../context.js';
import { MELDUNG } from '../http/messages.js';

const HINWEIS_OHNE_WEB = `<!doctype html><html lang="de"><meta charset="utf-8"><title>Vereinsportal</title>
<body style="font-family:sans-serif;max-width:40rem;margin:3rem auto">
<h1>Vereinsportal</h1>${MELDUNG.webNichtGebaut(`${SERVER_BASE_PATH}${DOCS_PFAD}`)}</body></html>`;

/**
 * Serves the built web app at / (same port as the API). GET requests for paths without a file
 * extension outside the API answer index.html, so the web app's own routes (and /outbox) load.
 * Returns the SPA fallback for the not-found handler, or null when it does not apply.
 */
export async function webRoutes(app: FastifyInstance, deps: AppDeps): Promise<(request: FastifyRequest, reply: FastifyReply) => boolean> {
  const root = deps.config.webDistDir;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root, wildcard: true, index: ['index.html'], maxAge: '1h' });
  } else {
    deps.log.warn({ webDistDir: root }, 'web app not built; serving the API only');
    app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(HINWEIS_OHNE_WEB));
  }
  return (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith(SERVER_BASE_PATH) || path.extname(pathname) !== '') return false;
    if (!hasWeb) {
      void reply.code(404).type('text/html; charset=utf-8').send(HINWEIS_OHNE_WEB);
      return true;
    }
    // index.html must not be cached: it names the hashed asset files of the current build.
    void reply.header('Cache-Control', 'no-cache').sendFile('index.html', root);
    return true;
  };
}
