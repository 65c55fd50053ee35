import { sql, type Kysely } from 'kysely';

/**
 * Calendar subscription (docs/produkt.md "Kalender abonnieren"): one secret feed address per club
 * (MitgliedId null) and per member. The feed is found by the secret's SHA-256 only; the secret itself
 * is kept AES-GCM encrypted under a key from SERVER_SECRET so the portal and the app can show the
 * address again, while a copy of the database alone reveals no feed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kalender_abo')
    .ifNotExists()
    .addColumn('VereinId', 'integer', (c) => c.notNull().references('verein.VereinId').onDelete('cascade'))
    .addColumn('MitgliedId', 'integer', (c) => c.references('mitglied.MitgliedId').onDelete('cascade'))
    .addColumn('GeheimnisHash', 'text', (c) => c.notNull().unique())
    .addColumn('GeheimnisVerschluesselt', 'text', (c) => c.notNull())
    .addColumn('ErstelltAm', 'text', (c) => c.notNull())
    .execute();
  // One address per club and per member; the club's row has no member (null counts as 0 here).
  await sql`create unique index if not exists kalender_abo_inhaber on kalender_abo ("VereinId", coalesce("MitgliedId", 0))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kalender_abo').ifExists().execute();
}
