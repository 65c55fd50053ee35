import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from './schema.js';

export interface DbHandle {
  db: Kysely<Database>;
  engine: 'sqlite' | 'postgres';
  destroy(): Promise<void>;
}

/**
 * Opens PostgreSQL when DATABASE_URL is set, else the embedded SQLite file under DATA_DIR. Only the
 * engine's driver is loaded: the other one would cost start time and memory for nothing.
 */
export async function createDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<DbHandle> {
  if (config.databaseUrl) {
    const { default: pg } = await import('pg');
    // COUNT/SUM come back as bigint strings; ids are int4 and already numbers.
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', destroy: () => db.destroy() };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const { default: SqliteDatabase } = await import('better-sqlite3');
  const file = new SqliteDatabase(path.join(config.dataDir, 'vereinsportal.sqlite'));
  // WAL: readers never block the writer and a killed process leaves a consistent file.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return { db, engine: 'sqlite', destroy: () => db.destroy() };
}
