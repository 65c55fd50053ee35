import type { FastifyInstance } from 'fastify';
import { doc } from '../openapi.js';
import { laender } from '../services/laender.js';

/** GET /vereinsportalServer/api/land: the country list, no auth (DESIGN §3). */
export async function landRoutes(app: FastifyInstance): Promise<void> {
  app.get('/land', { schema: doc({ tags: ['Allgemein'], summary: 'Länderliste (LandId = ISO 3166-1 numerisch)' }) }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=86400');
    return laender();
  });
}
