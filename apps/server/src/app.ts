import multipart from '@fastify/multipart';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { createRequire } from 'node:module';
import type { Logger } from 'pino';
import { mitgliedZumGeraeteToken } from './auth/geraete-token.js';
import './auth/require-admin.js';
import type { TrustProxy } from './config.js';
import type { AppDeps } from './context.js';
import { redactUrl } from './deps.js';
import { installErrorHandler, sendMessage } from './http/error-handler.js';
import { installSicherheitsheader } from './http/sicherheitsheader.js';
import { installKompression } from './http/kompression.js';
import { installMetriken } from './http/metriken.js';
import { SERVER_MELDUNG } from './http/messages.js';
import { registerOperationen, type Handlers } from './http/operationen.js';
import { installValidation } from './http/validation.js';
import { registerOpenApi } from './openapi.js';
import { aboHandlers } from './routes/abo.js';
import { aenderungsprotokollHandlers } from './routes/aenderungsprotokoll.js';
import { anwesenheitHandlers } from './routes/anwesenheit.js';
import { appBeitraegeHandlers } from './routes/app-beitraege.js';
import { beitraegeHandlers } from './routes/beitraege.js';
import { beitraegePostenHandlers } from './routes/beitraege-posten.js';
import { appInhalteHandlers } from './routes/app-inhalte.js';
import { appMitgliedHandlers } from './routes/app-mitglied.js';
import { appPushHandlers } from './routes/app-push.js';
import { benutzerHandlers } from './routes/benutzer.js';
import { datenschutzHandlers } from './routes/datenschutz.js';
import { rechnungenHandlers } from './routes/rechnungen.js';
import { dokumenteHandlers } from './routes/dokumente.js';
import { kalenderHandlers } from './routes/kalender.js';
import { mitgliederHandlers } from './routes/mitglieder.js';
import { newsHandlers } from './routes/news.js';
import { passwortHandlers } from './routes/passwort.js';
import { registrierenHandlers } from './routes/registrieren.js';
import { rundmailHandlers } from './routes/rundmail.js';
import { startseiteHandlers } from './routes/startseite.js';
import { systemHandlers } from './routes/system.js';
import { terminSerienHandlers } from './routes/termin-serien.js';
import { termineHandlers } from './routes/termine.js';
import { vereinHandlers } from './routes/verein.js';
import { vereinsinfoHandlers } from './routes/vereinsinfo.js';
import { webRoutes } from './routes/web.js';
import { landFehler } from './services/laender.js';
/** Fastify's types lack its hop-count form; this function is the same rule (trust the nearest `hops`). */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type ValidatorFactory = NonNullable<CompilersFactory['buildValidator']>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;

/**
 * Fastify's JSON-schema compilers (ajv and fast-json-stringify, about a hundred files) are loaded when one is
 * first asked for, not with every Fastify instance: every route validates with valibot (http/validation.ts)
 * and none declares a response schema, so the server never asks (start time, docs/skalierung.md).
 */
function jsonSchemaCompilerBeiBedarf(): CompilersFactory {
  type Fabrik = (...args: unknown[]) => unknown;
  const beiBedarf = (paket: string): Fabrik => {
    let fabrik: Fabrik | undefined;
    // Fastify's own dependency, resolved from where Fastify is installed.
    const laden = () => createRequire(createRequire(import.meta.url).resolve('fastify'))(paket) as () => Fabrik;
    return (...args) => (fabrik ??= laden()())(...args);
  };
  return {
    buildValidator: beiBedarf('@fastify/ajv-compiler') as ValidatorFactory,
    buildSerializer: beiBedarf('@fastify/fast-json-stringify-compiler') as SerializerFactory,
  };
}

/** Demo mode's request log: `GET /pfad 200 12 ms`, the query's secrets redacted, errors with their stack. */
class EineZeileJeAnfrage extends LogController {
  constructor(private readonly log: Pick<Logger, 'isLevelEnabled'>) {
    super();
  }
  override incomingRequest(): void {}
  // The 404 is in the request's line already.
  override routeNotFound(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // At a quieter LOG_LEVEL the line is not built at all: this runs on every request.
    if (!this.log.isLevelEnabled(error ? 'error' : 'info')) return;
    const zeile = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, zeile);
    else reply.log.info(zeile);
  }
}

/** The whole HTTP application: plugins, error handling, API routes, web app. Does not listen. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    schemaController: { compilersFactory: jsonSchemaCompilerBeiBedarf() },
    // Demo mode: one short line per request instead of Fastify's two records (deps.ts createLogger).
    ...(deps.config.demo ? { logController: new EineZeileJeAnfrage(deps.log) } : {}),
    bodyLimit: deps.config.bodyLimitBytes,
    // Only the configured proxies may name the client: throttling is per client address.
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // While draining (main.ts) a request on an open connection is still answered by its route, so
    // health says why in German (503) instead of Fastify's English 503; the connection closes after it.
    return503OnClosing: false,
    // A path Fastify cannot decode (e.g. a broken %-escape) is a German 400 like any other bad request.
    frameworkErrors: (_error, _request, reply) => void sendMessage(reply, 400, SERVER_MELDUNG.ungueltigeAnfrage),
    // Requests Node's HTTP parser refuses (a wrong Content-Length, broken headers) get a German answer too.
    clientErrorHandler: (error, socket) => {
      if ((error as NodeJS.ErrnoException).code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
      const body = JSON.stringify(SERVER_MELDUNG.ungueltigeAnfrage);
      socket.end(
        `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
  });

  installValidation(app);
  installErrorHandler(app);
  installMetriken(app, deps);

  app.decorate('authenticator', deps.authenticator);
  app.decorate('geraeteAnmeldung', (token: string) => mitgliedZumGeraeteToken(deps.db, token, deps.clock.now()));
  app.decorateRequest('auth', null as never);

  installSicherheitsheader(app, {
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
  // Before every route: the plugin adds its hook to each route as it is registered.
  await installKompression(app);
  await app.register(multipart, { limits: { fileSize: deps.config.bodyLimitBytes, files: 2, fields: 10, parts: 12 } });
  await registerOpenApi(app);

  // Every operation of the contract needs its handler here; the type checks that none is missing.
  const handlers: Handlers = {
    ...systemHandlers(deps),
    ...registrierenHandlers(deps),
    ...benutzerHandlers(deps),
    ...passwortHandlers(deps),
    ...vereinHandlers(deps),
    ...startseiteHandlers(deps),
    ...vereinsinfoHandlers(deps),
    ...mitgliederHandlers(deps),
    ...newsHandlers(deps),
    ...termineHandlers(deps),
    ...terminSerienHandlers(deps),
    ...anwesenheitHandlers(deps),
    ...dokumenteHandlers(deps),
    ...aboHandlers(deps),
    ...aenderungsprotokollHandlers(deps),
    ...appMitgliedHandlers(deps),
    ...appInhalteHandlers(deps),
    ...appBeitraegeHandlers(deps),
    ...appPushHandlers(deps),
    ...beitraegeHandlers(deps),
    ...beitraegePostenHandlers(deps),
    ...kalenderHandlers(deps),
    ...rundmailHandlers(deps),
    ...datenschutzHandlers(deps),
    ...rechnungenHandlers(deps),
  };
  await registerOperationen(app, handlers, {
    demo: deps.config.demo,
    // The country list is the server's: an id that is not in it is a field error like the schema's.
    zusatzPruefungen: { registrieren: landFehler, updateVereinsKonto: landFehler },
  });

  const spaFallback = await webRoutes(app, deps);
  app.setNotFoundHandler((request, reply) => {
    if (spaFallback(request, reply)) return;
    return sendMessage(reply, 404, SERVER_MELDUNG.routeNichtGefunden);
  });
  return app;
}
