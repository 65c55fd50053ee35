import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Authenticator } from './authenticator.js';
import type { AuthInfo } from './credential-cache.js';
import { readBotcheck, readCredentials } from './headers.js';

declare module 'fastify' {
  interface FastifyInstance {
    authenticator: Authenticator;
  }
  interface FastifyRequest {
    /** Set by requireAdmin; read it only in handlers of operations that need sign-in. */
    auth: AuthInfo;
  }
}

/**
 * The signed-in scope's hook (http/operationen.ts): checks the three sign-in headers and sets
 * request.auth = { vereinId, mitgliedId, emailadresse }. Scope every query by request.auth.vereinId.
 */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  request.auth = await request.server.authenticator.authenticate(readCredentials(request.headers), request.ip, readBotcheck(request.headers));
}
