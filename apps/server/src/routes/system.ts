import { sql } from 'kysely';
import type { AppDeps } from '../context.js';
import { DATENBANK_RETRY_AFTER_S } from '../http/error-handler.js';
import { HttpError, notFound } from '../http/errors.js';
import { SERVER_MELDUNG } from '../http/messages.js';
import type { HandlerTeil } from '../http/operationen.js';
import { laender } from '../services/laender.js';
import { anhangLaden } from '../services/outbox-anhaenge.js';

/** How long health waits for the database's answer. */
export const HEALTH_DB_TIMEOUT_MS = 2_000;

/** Health, the country list, the screens' settings, and in demo mode the outbox. */
export function systemHandlers(deps: AppDeps) {
  return {
    // Readiness for a load balancer: 503 while this instance drains (SIGTERM) or its database does not
    // answer within HEALTH_DB_TIMEOUT_MS; never cached, no sign-in.
    getHealth: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (deps.lifecycle.draining)
        throw new HttpError(503, SERVER_MELDUNG.serverWirdBeendet, { 'retry-after': String(DATENBANK_RETRY_AFTER_S) });
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          sql`select 1`.execute(deps.db),
          new Promise((_resolve, reject) => {
            timer = setTimeout(() => reject(new Error('health query timed out')), HEALTH_DB_TIMEOUT_MS);
          }),
        ]);
      } catch {
        throw new HttpError(503, SERVER_MELDUNG.datenbankNichtErreichbar, { 'retry-after': String(DATENBANK_RETRY_AFTER_S) });
      } finally {
        clearTimeout(timer);
      }
      return { Status: 'bereit' as const };
    },

    getEinstellungen: async (_request, reply) => {
      // Configuration changes only with a restart; a short cache keeps a changed address from lingering.
      reply.header('Cache-Control', 'public, max-age=300');
      return { Zeitzone: deps.config.tzClub, AgbUrl: deps.config.agbUrl, DatenschutzUrl: deps.config.datenschutzUrl };
    },

    getLaender: async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
      return laender();
    },

    getOutbox: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return deps.outbox.list();
    },

    getOutboxAnhang: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const anhang = await anhangLaden(deps.db, request.params.MailId, request.params.Nr);
      if (!anhang) throw notFound();
      return { bytes: anhang.bytes, dateiName: anhang.dateiname };
    },
  } satisfies HandlerTeil;
}
