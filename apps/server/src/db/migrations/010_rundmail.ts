import type { Kysely } from 'kysely';
import { addIdColumn } from '../dialect.js';

/**
 * Rundmail (docs/produkt.md "Rundmail"): one row per sent Rundmail, and a Reply-To per outbox mail, so
 * members' answers to a Rundmail reach the club's address instead of the sending system's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('replyTo', 'text').execute();
  await addIdColumn(db, db.schema.createTable('rundmail').ifNotExists(), 'RundmailId')
    .addColumn('VereinId', 'integer', (c) => c.notNull().references('verein.VereinId').onDelete('cascade'))
    .addColumn('Betreff', 'text', (c) => c.notNull())
    .addColumn('Text', 'text', (c) => c.notNull())
    .addColumn('Kategorien', 'text')
    .addColumn('AnzahlEmpfaenger', 'integer', (c) => c.notNull())
    .addColumn('GesendetAm', 'text', (c) => c.notNull())
    .addColumn('GesendetVon', 'integer')
    .execute();
  await db.schema.createIndex('rundmail_verein').ifNotExists().on('rundmail').columns(['VereinId', 'GesendetAm']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rundmail').ifExists().execute();
  await db.schema.alterTable('outbox').dropColumn('replyTo').execute();
}
