import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';

/**
 * OpenAPI pattern for every route file (core and content):
 *
 *   app.post('/mitglied', { preHandler: requireAdmin, schema: doc({ tags: ['Mitglieder'], summary: '...', body: mitgliedWireSchema }) }, handler)
 *
 * `doc` turns valibot schemas into JSON Schema for the OpenAPI document ONLY. buildApp sets a no-op
 * validatorCompiler, so Fastify never validates with them: validation stays in the handler with
 * valibot (parseWire / domain schemas), which gives DESIGN §3's German field errors.
 * Do not add `response` schemas: they would make Fastify's serializer drop fields.
 */
export interface DocOptions {
  tags: string[];
  summary: string;
  body?: v.GenericSchema;
  querystring?: v.GenericSchema;
  params?: v.GenericSchema;
  /** Documents the three auth headers (SPEC §6). */
  auth?: boolean;
  consumes?: string[];
}

const jsonSchema = (schema: v.GenericSchema) => toJsonSchema(schema, { errorMode: 'ignore' }) as Record<string, unknown>;

export function doc(options: DocOptions): Record<string, unknown> {
  const out: Record<string, unknown> = { tags: options.tags, summary: options.summary };
  if (options.body) out.body = jsonSchema(options.body);
  if (options.querystring) out.querystring = jsonSchema(options.querystring);
  if (options.params) out.params = jsonSchema(options.params);
  if (options.consumes) out.consumes = options.consumes;
  if (options.auth) out.security = [{ vereinid: [], emailadresse: [], passwort: [] }];
  return out;
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Vereinsportal API',
        version: '1.0.0',
        description:
          'Admin-API des Vereinsportals. Authentifizierte Aufrufe senden die Header vereinid, emailadresse und passwort (percent-encoded). Fehler: 400 mit { Feld: [Meldungen] }, sonst ein JSON-String mit einer deutschen Meldung.',
      },
      components: {
        securitySchemes: {
          vereinid: { type: 'apiKey', in: 'header', name: 'vereinid' },
          emailadresse: { type: 'apiKey', in: 'header', name: 'emailadresse' },
          passwort: { type: 'apiKey', in: 'header', name: 'passwort' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/vereinsportalServer/docs', staticCSP: true });
  app.get('/vereinsportalServer/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
