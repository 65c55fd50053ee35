import type { FastifyInstance } from 'fastify';
import { doc } from '../openapi.js';
import type { BotCheck } from '../services/botcheck.js';

/** GET /vereinsportalServer/api/botcheck/challenge: an ALTCHA challenge for the registration form. */
export async function botcheckRoutes(app: FastifyInstance, botCheck: BotCheck): Promise<void> {
  app.get('/botcheck/challenge', { schema: doc({ tags: ['Registrierung'], summary: 'ALTCHA-Challenge' }) }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return botCheck.challenge();
  });
}
