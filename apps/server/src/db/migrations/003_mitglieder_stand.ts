import type { Kysely } from 'kysely';

/**
 * verein.MitgliederStand: a counter bumped in the same transaction as every write to a club's
 * members. The member list is cached per club and version (services/mitglieder/liste.ts); one
 * indexed row read tells every server instance whether its cached list is still current.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('verein')
    .addColumn('MitgliederStand', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('verein').dropColumn('MitgliederStand').execute();
}
