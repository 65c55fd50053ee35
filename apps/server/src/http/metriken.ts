/**
 * GET /vereinsportalServer/metrics for the operator's Prometheus (README «Metriken»): only with METRICS_TOKEN
 * configured, and only for `Authorization: Bearer <METRICS_TOKEN>` (401 in German otherwise); without the
 * token the address does not exist (404). Not a contract operation: no client of the portal calls it, its
 * answer is Prometheus text and its sign-in is the operator's token, not a member's.
 * Every answered request is counted under its contract operation's name (registerOperationen puts it in the
 * route's config), never its URL: ids and secrets in paths never reach a label.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { SERVER_BASE_PATH } from '@vereinsportal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../context.js';
import { sendMessage } from './error-handler.js';
import { SERVER_MELDUNG } from './messages.js';

export const METRIKEN_PFAD = `${SERVER_BASE_PATH}/metrics`;

/** The label of routes outside the contract (web pages, static files) and of addresses without a route. */
export const OPERATION_WEB = 'web';
export const OPERATION_UNBEKANNT = 'unbekannt';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves (http/operationen.ts); the metrics' label. */
    operation?: string;
  }
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Before any route is registered, so the hook reaches every route and the not-found handler. */
export function installMetriken(app: FastifyInstance, deps: Pick<AppDeps, 'config' | 'metriken'>): void {
  const { metriken } = deps;
  const token = deps.config.metricsToken;
  if (!metriken.aktiv || !token) return;
  app.addHook('onResponse', (request, reply, done) => {
    const operation = request.routeOptions.config.operation ?? (request.is404 ? OPERATION_UNBEKANNT : OPERATION_WEB);
    metriken.anfrage(operation, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  // Compared as digests, in constant time: the answer's timing tells nothing about the token.
  const erwartet = digest(`Bearer ${token}`);
  app.get(METRIKEN_PFAD, { config: { operation: 'metrics' } }, async (request, reply) => {
    const angegeben = request.headers.authorization;
    if (typeof angegeben !== 'string' || !timingSafeEqual(digest(angegeben), erwartet)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendMessage(reply, 401, SERVER_MELDUNG.metrikenToken);
    }
    const { contentType, body } = await metriken.text();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}
