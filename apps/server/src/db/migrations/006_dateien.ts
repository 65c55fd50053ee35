import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * Stored files (the documents' PDFs) move into the database, so every server instance on one
 * database serves every file and one backup holds everything (docs/architecture.md, "Files").
 * One row per key; the bytes as BLOB (SQLite) or BYTEA (PostgreSQL). The files a data directory
 * already holds are copied in at start (services/file-folder-import.ts), not here: a migration
 * sees the database only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('datei')
    .ifNotExists()
    .addColumn('Schluessel', 'text', (c) => c.primaryKey())
    .addColumn('Inhalt', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('Groesse', 'integer', (c) => c.notNull())
    .addColumn('ErstelltAm', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('datei').ifExists().execute();
}
