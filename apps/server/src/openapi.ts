import { DOCS_PFAD, OPENAPI_PFAD, openApiDokument, SERVER_BASE_PATH } from '@vereinsportal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Headers that describe the inner answer's transfer, not its content: the outer reply sets its own.
const TRANSFER_HEADER = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/**
 * Serves the OpenAPI document generated from the contract, and its reference page. Static mode:
 * the document is the contract's, not collected from the routes. The reference page (swagger-ui) is
 * loaded on its first request, into an inner instance the page's routes are passed to: loading and
 * registering it at start cost more start time and memory than the rest of the API's routes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Made on its first request: generating it from the contract's schemas is start time no other request needs.
  let dokument: ReturnType<typeof openApiDokument> | undefined;
  const dokumentLaden = () => (dokument ??= openApiDokument());
  const prefix = `${SERVER_BASE_PATH}${DOCS_PFAD}`;
  let seite: Promise<FastifyInstance> | null = null;
  const ladeSeite = async (): Promise<FastifyInstance> => {
    const [{ default: Fastify }, { default: swagger }, { default: swaggerUi }] = await Promise.all([
      import('fastify'),
      import('@fastify/swagger'),
      import('@fastify/swagger-ui'),
    ]);
    const inner = Fastify({ logger: false });
    await inner.register(swagger, { mode: 'static', specification: { document: dokumentLaden() as never } });
    // The page gets the same Content-Security-Policy as every other page (helmet's, set by the outer
    // instance), and no call to the public swagger validator.
    await inner.register(swaggerUi, { routePrefix: prefix, staticCSP: false, uiConfig: { validatorUrl: null } });
    await inner.ready();
    return inner;
  };
  const weiterreichen = async (request: FastifyRequest, reply: FastifyReply) => {
    // A failed load is not kept: the next request tries again.
    const inner = await (seite ??= ladeSeite().catch((err: unknown) => {
      seite = null;
      throw err;
    }));
    const antwort = await inner.inject({ method: request.method === 'HEAD' ? 'HEAD' : 'GET', url: request.url, headers: request.headers });
    // Unknown paths below the page get the server's own 404, as every other route.
    if (antwort.statusCode === 404) return reply.callNotFound();
    for (const [name, wert] of Object.entries(antwort.headers)) {
      if (wert !== undefined && !TRANSFER_HEADER.has(name.toLowerCase())) void reply.header(name, wert);
    }
    return reply.code(antwort.statusCode).send(antwort.rawPayload);
  };
  app.get(prefix, weiterreichen);
  app.get(`${prefix}/*`, weiterreichen);
  app.get(`${SERVER_BASE_PATH}${OPENAPI_PFAD}`, async () => dokumentLaden());
}
