/**
 * When is a failed query "the database is not reachable right now" (restart, failover, terminated
 * connections, connection limit) rather than a bug? Those requests answer 503 with Retry-After
 * (http/error-handler.ts), the pool reconnects by itself (db/create-db.ts), and nothing crashes.
 */

/** No connection could be had from the pool (db/create-db.ts wraps pool.connect): whatever the cause, the database is away. */
export class DatenbankNichtErreichbar extends Error {
  constructor(cause: unknown) {
    super(`database unreachable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatenbankNichtErreichbar';
  }
}

// PostgreSQL SQLSTATEs of a lost or refused connection: class 08 (connection exception), 57P01
// admin_shutdown (pg_terminate_backend, fast shutdown), 57P02 crash_shutdown, 57P03 cannot_connect_now.
const PG_CODES = new Set(['57P01', '57P02', '57P03']);
// Socket errors of an established connection (a failed connect is already DatenbankNichtErreichbar).
// The server makes no other network calls inside a request (mails go through the outbox), so these are the database's.
const SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
// node-postgres reports a dropped socket and its pool's connect timeout only by message.
const PG_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/** True for errors (or their causes) that mean the database is unreachable for now. */
export function istDatenbankNichtErreichbar(err: unknown): boolean {
  for (let e: unknown = err, tiefe = 0; e instanceof Error && tiefe < 5; e = e.cause, tiefe++) {
    if (e instanceof DatenbankNichtErreichbar) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (PG_CODES.has(code) || SOCKET_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (PG_MESSAGES.some((m) => e instanceof Error && e.message.includes(m))) return true;
  }
  return false;
}
