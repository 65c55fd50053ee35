import type { Kysely } from 'kysely';
import { addIdColumn } from '../dialect.js';

/**
 * The change log (docs/produkt.md, Änderungsprotokoll): one row per administrator write, in the write's
 * transaction. `Zeitpunkt` is an ISO instant (UTC, sorts as text); `Felder` the changed fields as JSON
 * ([{ Feld, Alt, Neu }], never a password or hash). Read per club newest first, purged after two years.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('aenderungsprotokoll').ifNotExists(), 'AenderungId')
    .addColumn('VereinId', 'integer', (c) => c.notNull())
    .addColumn('Zeitpunkt', 'text', (c) => c.notNull())
    .addColumn('AdministratorId', 'integer')
    .addColumn('AdministratorName', 'text')
    .addColumn('Bereich', 'text', (c) => c.notNull())
    .addColumn('ObjektId', 'integer')
    .addColumn('Objekt', 'text')
    .addColumn('Aktion', 'text', (c) => c.notNull())
    .addColumn('Felder', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('aenderungsprotokoll_verein_zeit')
    .ifNotExists()
    .on('aenderungsprotokoll')
    .columns(['VereinId', 'Zeitpunkt'])
    .execute();
  // The purge crosses clubs: by time alone.
  await db.schema.createIndex('aenderungsprotokoll_zeit').ifNotExists().on('aenderungsprotokoll').column('Zeitpunkt').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('aenderungsprotokoll').ifExists().execute();
}
