import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Authenticator } from './authenticator.js';
import type { AuthInfo } from './credential-cache.js';
import { readGeraeteToken } from './geraete-token.js';
import { readBotcheck, readCredentials } from './headers.js';
import { unauthorized } from '../http/errors.js';
import { SERVER_MELDUNG } from '../http/messages.js';

declare module 'fastify' {
  interface FastifyInstance {
    authenticator: Authenticator;
    /** The member a device token signs in, or null (auth/geraete-token.ts). */
    geraeteAnmeldung: (token: string) => Promise<AuthInfo | null>;
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
 * The member scope's hook (the member app's operations): the app's device token (one indexed row
 * lookup, auth/geraete-token.ts), or like requireAdmin the three sign-in headers of any active member
 * with system access and a password. request.auth names the member (and the device, with a token);
 * scope every query by request.auth.vereinId and, for the member's own records, request.auth.mitgliedId.
 */
export async function requireMitglied(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = readGeraeteToken(request.headers);
  if (token !== null) {
    // A token that no longer signs in is never retried as a password sign-in.
    const auth = await request.server.geraeteAnmeldung(token);
    if (!auth) throw unauthorized(SERVER_MELDUNG.appAnmeldungFalsch);
    request.auth = auth;
    return;
  }
  request.auth = await request.server.authenticator.authenticate(
    readCredentials(request.headers),
    request.ip,
    readBotcheck(request.headers),
    'mitglied',
  );
}
