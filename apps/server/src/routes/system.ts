import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../context.js';
import { sendMessage } from '../http/error-handler.js';
import { MELDUNG } from '../http/messages.js';
import { doc } from '../openapi.js';

/** GET /vereinsportalServer/health and, in demo mode, GET /vereinsportalServer/dev/outbox. */
export async function systemRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/health', { schema: doc({ tags: ['Allgemein'], summary: '200, wenn die Datenbank antwortet' }) }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(deps.db);
      return { status: 'ok', database: deps.engine };
    } catch {
      return sendMessage(reply, 503, MELDUNG.datenbankNichtErreichbar);
    }
  });

  if (deps.config.demo) {
    app.get('/dev/outbox', { schema: doc({ tags: ['Demo'], summary: 'Postausgang (nur Demo-Modus), neueste zuerst' }) }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return deps.outbox.list();
    });
  }
}
