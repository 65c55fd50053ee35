import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Authenticator } from './authenticator.js';
import type { AuthInfo } from './credential-cache.js';
import { readCredentials } from './headers.js';

declare module 'fastify' {
  interface FastifyInstance {
    authenticator: Authenticator;
  }
  interface FastifyRequest {
    /** Set by requireAdmin; only read it in routes that use that preHandler. */
    auth: AuthInfo;
  }
}

/**
 * preHandler for every admin call: checks the three headers (SPEC §6, DESIGN §4) and sets
 * request.auth = { vereinId, mitgliedId, emailadresse }. Scope every query by request.auth.vereinId.
 * Usage: `app.get('/x', { preHandler: requireAdmin }, handler)` or `app.addHook('preHandler', requireAdmin)`.
 */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  request.auth = await request.server.authenticator.authenticate(readCredentials(request.headers), request.ip);
}
