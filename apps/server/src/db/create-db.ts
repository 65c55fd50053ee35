import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database } from './schema.js';

export interface DbHandle {
  db: Kysely<Database>;
  engine: 'sqlite' | 'postgres';
  destroy(): Promise<void>;
}

/** Opens PostgreSQL when DATABASE_URL is set, else the embedded SQLite file under DATA_DIR. */
export function createDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DbHandle {
  if (config.databaseUrl) {
    // COUNT/SUM come back as bigint strings; ids are int4 and already numbers.
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', destroy: () => db.destroy() };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const file = new SqliteDatabase(path.join(config.dataDir, 'vereinsportal.sqlite'));
  // WAL: readers never block the writer and a killed process leaves a consistent file.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return { db, engine: 'sqlite', destroy: () => db.destroy() };
}
