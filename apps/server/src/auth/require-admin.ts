import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Authenticator } from './authenticator.js';
import type { AuthInfo } from './credential-cache.js';
import { readBotcheck, readCredentials } from './headers.js';

declare module 'fastify' {
  interface FastifyInstance {
    authenticator: Authenticator;
  }
  interface FastifyRequest {
    /** Set by requireAdmin / requireMitglied; read it only in handlers of operations that need sign-in. */
    auth: AuthInfo;
  }
}

/**
 * The signed-in scope's hook (http/operationen.ts): checks the three sign-in headers and sets
 * request.auth = { vereinId, mitgliedId, emailadresse }. Scope every query by request.auth.vereinId.
 */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  request.auth = await request.server.authenticator.authenticate(
    readCredentials(request.headers),
    request.ip,
    readBotcheck(request.headers),
  );
}

/**
 * The member scope's hook (the member app's operations): like requireAdmin, but any active member
 * with system access and a password signs in. request.auth names the member; scope every query by
 * request.auth.vereinId and, for the member's own records, request.auth.mitgliedId.
 */
export async function requireMitglied(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  request.auth = await request.server.authenticator.authenticate(
    readCredentials(request.headers),
    request.ip,
    readBotcheck(request.headers),
    'mitglied',
  );
}
