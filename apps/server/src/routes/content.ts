/** Registers the content and money routes (club info, news, events, documents, article, subscription). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../context.js';
import { abonnementRoutes } from './abonnement.js';
import { artikelRoutes } from './artikel.js';
import { dokumentRoutes } from './dokument.js';
import { newsRoutes } from './news.js';
import { terminRoutes } from './termin.js';
import { vereinsInfoRoutes } from './vereinsInfo.js';

export async function contentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await vereinsInfoRoutes(app, deps);
  await newsRoutes(app, deps);
  await terminRoutes(app, deps);
  await dokumentRoutes(app, deps);
  await artikelRoutes(app, deps);
  await abonnementRoutes(app, deps);
}
