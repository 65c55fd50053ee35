import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { istDatenbankNichtErreichbar } from '../db/erreichbarkeit.js';
import { HttpError } from './errors.js';
import { SERVER_MELDUNG } from './messages.js';

/** Seconds a client is asked to wait when the database is away (a restart or failover takes seconds). */
export const DATENBANK_RETRY_AFTER_S = 5;

/** Fastify's own errors and what the client is told instead (docs/produkt.md §7: German, no internals). */
const FASTIFY_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, SERVER_MELDUNG.zuGross],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, SERVER_MELDUNG.falscherInhaltstyp],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, SERVER_MELDUNG.ungueltigeAnfrage],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, SERVER_MELDUNG.leererBody],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, SERVER_MELDUNG.ungueltigesJson],
  FST_ERR_VALIDATION: [400, SERVER_MELDUNG.ungueltigeAnfrage],
  FST_REQ_FILE_TOO_LARGE: [413, SERVER_MELDUNG.zuGross],
  FST_PARTS_LIMIT: [413, SERVER_MELDUNG.zuGross],
  FST_FILES_LIMIT: [413, SERVER_MELDUNG.zuGross],
  FST_FIELDS_LIMIT: [413, SERVER_MELDUNG.zuGross],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, SERVER_MELDUNG.falscherInhaltstyp],
};

/** Sends a German sentence as a JSON string body (docs/produkt.md §7 "any other failure"). */
export function sendMessage(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(message));
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      if (typeof error.body === 'string') return sendMessage(reply, error.status, error.body);
      return reply.code(error.status).type('application/json; charset=utf-8').send(error.body);
    }
    // The database restarting or failing over is no bug: the client may try again shortly (db/erreichbarkeit.ts).
    if (istDatenbankNichtErreichbar(error)) {
      request.log.warn({ err: error.message }, 'database unreachable');
      reply.header('retry-after', String(DATENBANK_RETRY_AFTER_S));
      return sendMessage(reply, 503, SERVER_MELDUNG.datenbankNichtErreichbar);
    }
    const code = (error as FastifyError).code;
    const mapped = code ? FASTIFY_ERRORS[code] : undefined;
    if (mapped) return sendMessage(reply, mapped[0], mapped[1]);
    const status = (error as FastifyError).statusCode;
    if (error instanceof SyntaxError && status === 400) return sendMessage(reply, 400, SERVER_MELDUNG.ungueltigesJson);
    if (status && status >= 400 && status < 500) {
      if (status === 413) return sendMessage(reply, 413, SERVER_MELDUNG.zuGross);
      if (status === 415) return sendMessage(reply, 415, SERVER_MELDUNG.falscherInhaltstyp);
      return sendMessage(reply, status, SERVER_MELDUNG.ungueltigeAnfrage);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendMessage(reply, 500, SERVER_MELDUNG.serverFehler);
  });
}
