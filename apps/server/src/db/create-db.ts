import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Database as BetterSqlite3Database } from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, type SqliteDatabase } from 'kysely';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { PoolStand } from '../services/betrieb/metriken.js';
import { DatenbankNichtErreichbar } from './erreichbarkeit.js';
import type { Database } from './schema.js';

export interface DbHandle {
  db: Kysely<Database>;
  engine: 'sqlite' | 'postgres';
  /** PostgreSQL's pool counts for the metrics (services/betrieb/metriken.ts); null on SQLite (one connection). */
  pool: (() => PoolStand) | null;
  destroy(): Promise<void>;
}

/** How long a request waits for a PostgreSQL connection before it fails (503, http/error-handler.ts). */
export const PG_CONNECT_TIMEOUT_MS = 5_000;

/**
 * A connection the server drops (restart, failover, pg_terminate_backend) makes node-postgres emit
 * 'error' on the pool (idle connection) or on the client (checked out); without a listener that would
 * end the process. It is logged; the broken connection leaves the pool and the next request opens a
 * new one. A failed connect becomes DatenbankNichtErreichbar, which requests answer with 503.
 */
function ausfallsicher(pool: pg.Pool, log?: Pick<Logger, 'warn'>) {
  const warn = (err: Error) => log?.warn({ err: err.message }, 'database connection lost');
  pool.on('error', warn);
  const beobachtet = new WeakSet<pg.PoolClient>();
  return {
    async connect(): Promise<pg.PoolClient> {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        throw new DatenbankNichtErreichbar(err);
      }
      if (!beobachtet.has(client)) {
        beobachtet.add(client);
        client.on('error', warn);
      }
      return client;
    },
    end: () => pool.end(),
  };
}

/**
 * Opens PostgreSQL when DATABASE_URL is set, else the embedded SQLite file under DATA_DIR. Only the
 * engine's driver is loaded: the other one would cost start time and memory for nothing.
 */
export async function createDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>, log?: Pick<Logger, 'warn'>): Promise<DbHandle> {
  if (config.databaseUrl) {
    const { default: pg } = await import('pg');
    // COUNT/SUM come back as bigint strings; ids are int4 and already numbers.
    // A request waits at most PG_CONNECT_TIMEOUT_MS for a connection, then answers 503 instead of hanging.
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10, connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: ausfallsicher(pool, log) }) });
    const stand = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, engine: 'postgres', pool: stand, destroy: () => db.destroy() };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const { default: SqliteDatabase } = await import('better-sqlite3');
  const file = new SqliteDatabase(path.join(config.dataDir, 'vereinsportal.sqlite'));
  // WAL: readers never block the writer and a killed process leaves a consistent file.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialektDdlInTransaktion({ database: mitStatementCache(file) }) });
  return { db, engine: 'sqlite', pool: null, destroy: () => db.destroy() };
}

/**
 * SQLite runs schema changes inside a transaction as PostgreSQL does, but Kysely's adapter says it cannot, so
 * its migrator committed each statement alone: on a fresh database about 150 commits, each a sync of the WAL
 * (synchronous = FULL), most of the first start's time. Saying yes makes the pending migrations of a start one
 * transaction (db/migrate.ts): one sync, and a failed migration leaves the database as it was, as on PostgreSQL.
 * The migrations use no PRAGMA (ignored inside a transaction) and no transaction of their own.
 */
class SqliteAdapterDdlInTransaktion extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class SqliteDialektDdlInTransaktion extends SqliteDialect {
  override createAdapter(): SqliteAdapter {
    return new SqliteAdapterDdlInTransaktion();
  }
}

/** Distinct SQL texts whose compiled statements are kept (the server issues a few hundred). */
const STATEMENTS_MAX = 1000;

/**
 * Kysely prepares every query anew, and better-sqlite3 compiles on each prepare: on an authenticated
 * request that was a quarter of the server's time. The same SQL text reuses its compiled statement.
 * Safe because Kysely runs them synchronously (all/run, no iterate), and SQLite recompiles a
 * statement itself after a schema change.
 */
function mitStatementCache(file: BetterSqlite3Database): SqliteDatabase {
  const statements = new Map<string, ReturnType<BetterSqlite3Database['prepare']>>();
  return {
    close: () => file.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = file.prepare(sql);
        if (statements.size >= STATEMENTS_MAX) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
