import type { Kysely } from 'kysely';

/**
 * Closed clubs (docs/produkt.md "Datenschutz"): closing deletes every row of a club; only its number and
 * the day stay here, so a new registration never gets a closed club's number again (a number names one
 * club for good: member list caches, links and mails that still name it never reach another club).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('verein_geschlossen')
    .ifNotExists()
    .addColumn('VereinId', 'integer', (c) => c.primaryKey())
    .addColumn('GeschlossenAm', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('verein_geschlossen').ifExists().execute();
}
