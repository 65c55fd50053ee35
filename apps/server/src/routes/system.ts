import { sql } from 'kysely';
import type { AppDeps } from '../context.js';
import { HttpError } from '../http/errors.js';
import { MELDUNG } from '../http/messages.js';
import type { HandlerTeil } from '../http/operationen.js';
import { laender } from '../services/laender.js';

/** Health, the country list, and in demo mode the outbox. */
export function systemHandlers(deps: AppDeps) {
  return {
    getHealth: async () => {
      try {
        await sql`select 1`.execute(deps.db);
      } catch {
        throw new HttpError(503, MELDUNG.datenbankNichtErreichbar);
      }
      return { status: 'ok' as const, database: deps.engine };
    },

    getLaender: async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
      return laender();
    },

    getOutbox: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return deps.outbox.list();
    },
  } satisfies HandlerTeil;
}
