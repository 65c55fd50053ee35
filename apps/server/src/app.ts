import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { createAuthenticator } from './auth/authenticator.js';
import './auth/require-admin.js';
import type { AppDeps } from './context.js';
import { installErrorHandler, sendMessage } from './http/error-handler.js';
import { MELDUNG } from './http/messages.js';
import { registerOpenApi } from './openapi.js';
import { benutzerRoutes } from './routes/benutzer.js';
import { botcheckRoutes } from './routes/botcheck.js';
import { contentRoutes } from './routes/content.js';
import { landRoutes } from './routes/land.js';
import { mitgliedRoutes } from './routes/mitglied.js';
import { mitgliederimportRoutes } from './routes/mitgliederimport.js';
import { registrierenRoutes } from './routes/registrieren.js';
import { systemRoutes } from './routes/system.js';
import { vereinRoutes } from './routes/verein.js';
import { webRoutes } from './routes/web.js';
import { createBotCheck } from './services/botcheck.js';

export const BASE_PATH = '/vereinsportalServer';
export const ADMIN_PREFIX = `${BASE_PATH}/api/adminPortal`;

/** The whole HTTP application: plugins, error handling, API routes, web app. Does not listen. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    bodyLimit: deps.config.bodyLimitBytes,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  });

  // Route schemas only document the API (openapi.ts); valibot in the handlers validates, with German messages.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  installErrorHandler(app);

  app.decorate('authenticator', createAuthenticator(deps));
  app.decorateRequest('auth', null as never);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI/emotion inject <style> elements at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The ALTCHA widget solves its proof of work in a web worker created from a blob URL.
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Plain-HTTP demo on localhost: no HSTS, no forced upgrade.
    strictTransportSecurity: deps.config.publicUrl.startsWith('https:'),
    crossOriginEmbedderPolicy: false,
  });
  await app.register(multipart, { limits: { fileSize: deps.config.bodyLimitBytes, files: 2, fields: 10, parts: 12 } });
  await registerOpenApi(app);

  const botCheck = createBotCheck(deps.config);
  await app.register(
    async (api) => {
      await landRoutes(api);
      await botcheckRoutes(api, botCheck);
    },
    { prefix: `${BASE_PATH}/api` },
  );
  await app.register(
    async (admin) => {
      await benutzerRoutes(admin, deps);
      await vereinRoutes(admin, deps);
      await registrierenRoutes(admin, deps, botCheck);
      await mitgliedRoutes(admin, deps);
      await mitgliederimportRoutes(admin, deps);
      await contentRoutes(admin, deps);
    },
    { prefix: ADMIN_PREFIX },
  );
  await app.register(async (system) => systemRoutes(system, deps), { prefix: BASE_PATH });

  const spaFallback = await webRoutes(app, deps);
  app.setNotFoundHandler((request, reply) => {
    if (spaFallback(request, reply)) return;
    return sendMessage(reply, 404, MELDUNG.routeNichtGefunden);
  });
  return app;
}
