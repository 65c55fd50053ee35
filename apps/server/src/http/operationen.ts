/**
 * Registers the routes of the contract: one route per operation, with its path, method and schemas.
 * Sign-in is checked once for each signed-in scope, administrators' and members' (before any body is read); multipart bodies
 * are read and checked before validation; a file answer is sent with a safe download name. Handlers
 * only do the work: they receive checked, typed input and return the declared answer.
 */
import {
  dateiContentType,
  istDateiAntwort,
  istMultipart,
  OPERATIONEN,
  SERVER_BASE_PATH,
  type AntwortWert,
  type Operation,
  type Operationen,
  type RoutenOperationName,
} from '@vereinsportal/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import contentDispositionHeader from 'content-disposition';
import { requireAdmin, requireMitglied } from '../auth/require-admin.js';
import { leseMultipartBody } from './multipart.js';
import type { ValibotTypeProvider } from './type-provider.js';
import { validator, type ZusatzPruefung } from './validation.js';

/** The route schema Fastify sees for an operation (the type provider reads the types from it). */
interface OperationSchema<O extends Operation> {
  params: O['params'];
  querystring: O['query'];
  body: O['body'];
}

/** The request a handler of operation O receives: params, query and body checked and typed. */
export type OperationRequest<O extends Operation> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  OperationSchema<O>,
  ValibotTypeProvider
>;

/** A handler returns the declared answer, or the reply when it has sent one itself (e.g. cached JSON). */
export type OperationHandler<O extends Operation> = (
  request: OperationRequest<O>,
  reply: FastifyReply<RouteGenericInterface, RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression>,
) => Promise<AntwortWert<O> | FastifyReply>;

/** One handler per operation that has a route of its own. */
export type Handlers = { [K in RoutenOperationName]: OperationHandler<Operationen[K]> };

/** Part of the handlers, as each area's file provides them. */
export type HandlerTeil = Partial<Handlers>;

// Only the last path segment of a name is offered, without control characters or lone surrogates;
// the header itself (quoting, RFC 5987 filename*) is the content-disposition package's, with an ASCII
// fallback name for old clients.
function contentDisposition(name: string): string {
  const sauber = (name.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cs}]/gu, '').trim() || 'datei';
  return contentDispositionHeader(sauber, { type: 'inline', fallback: sauber.replace(/[^\x20-\x7e]/g, '_') });
}

export interface RegistrierOptionen {
  demo: boolean;
  /** Body checks beyond the schema, by operation; reported together with the schema's errors. */
  zusatzPruefungen?: Partial<Record<RoutenOperationName, ZusatzPruefung>>;
}

export async function registerOperationen(app: FastifyInstance, handlers: Handlers, optionen: RegistrierOptionen): Promise<void> {
  const eintraege = (Object.entries(OPERATIONEN) as [string, Operation][]).filter(
    ([, o]) => !o.gleicheRouteWie && (optionen.demo || !o.nurDemo),
  );
  const registriere = (scope: FastifyInstance, name: string, o: Operation) => {
    const handler = handlers[name as RoutenOperationName] as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    const body = o.body;
    const zusatz = optionen.zusatzPruefungen?.[name as RoutenOperationName];
    scope.route({
      ...(zusatz ? { validatorCompiler: validator(zusatz) } : {}),
      method: o.methode,
      url: `${SERVER_BASE_PATH}${o.pfad}`,
      // The metrics' label (http/metriken.ts): the operation's name, never the URL with its ids.
      config: { operation: name },
      schema: { ...(o.params ? { params: o.params } : {}), ...(o.query ? { querystring: o.query } : {}), ...(body ? { body } : {}) },
      // Only raised, never lowered below the operator's BODY_LIMIT_BYTES.
      ...(o.maxBytes ? { bodyLimit: Math.max(o.maxBytes, app.initialConfig.bodyLimit ?? 0) } : {}),
      ...(istMultipart(body)
        ? {
            preValidation: async (request: FastifyRequest) => {
              request.body = await leseMultipartBody(request, body);
            },
          }
        : {}),
      handler: async (request, reply) => {
        const antwort = await handler(request, reply);
        if (antwort === reply) return reply;
        if (istDateiAntwort(o.antwort)) {
          const datei = antwort as AntwortWert<Operationen['getDokumentDatei']>;
          return reply
            .type(dateiContentType(o.antwort))
            .header('content-disposition', contentDisposition(datei.dateiName))
            .header('cache-control', 'private, no-store')
            .send(Buffer.from(datei.bytes.buffer, datei.bytes.byteOffset, datei.bytes.byteLength));
        }
        return antwort;
      },
    });
  };

  await app.register(async (offen) => {
    for (const [name, o] of eintraege) if (o.zugang === 'offen') registriere(offen, name, o);
  });
  // Signed-in answers carry member data: no browser or proxy may keep them (a file's 'private, no-store' stays).
  const nichtSpeichern = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (reply.getHeader('cache-control') !== 'private, no-store') reply.header('cache-control', 'no-store');
  };
  // The signed-in scope: every route in it checks the sign-in headers first.
  await app.register(async (angemeldet) => {
    angemeldet.addHook('onRequest', requireAdmin);
    angemeldet.addHook('onSend', nichtSpeichern);
    for (const [name, o] of eintraege) if (o.zugang === 'admin') registriere(angemeldet, name, o);
  });
  // The members' scope (member app): any active member with system access signs in.
  await app.register(async (mitglied) => {
    mitglied.addHook('onRequest', requireMitglied);
    mitglied.addHook('onSend', nichtSpeichern);
    for (const [name, o] of eintraege) if (o.zugang === 'mitglied') registriere(mitglied, name, o);
  });
}
