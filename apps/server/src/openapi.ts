import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { DOCS_PFAD, OPENAPI_PFAD, openApiDokument, SERVER_BASE_PATH } from '@vereinsportal/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the OpenAPI document generated from the contract, and its reference page. Static mode:
 * the document is the contract's, not collected from the routes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const dokument = openApiDokument();
  await app.register(swagger, { mode: 'static', specification: { document: dokument as never } });
  // The reference page gets the same Content-Security-Policy as every other page (helmet's), and
  // no call to the public swagger validator.
  await app.register(swaggerUi, { routePrefix: `${SERVER_BASE_PATH}${DOCS_PFAD}`, staticCSP: false, uiConfig: { validatorUrl: null } });
  app.get(`${SERVER_BASE_PATH}${OPENAPI_PFAD}`, async () => dokument);
}
