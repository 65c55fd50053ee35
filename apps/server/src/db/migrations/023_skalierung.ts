import type { Kysely } from 'kysely';

/**
 * A member's sign-ups by member (docs/skalierung.md): the member app's events read them on every call
 * (`VereinId` and `MitgliedId`), and deleting a member cascades to them. The unique key (TerminId, MitgliedId)
 * cannot serve a lookup by member: on 10,000 clubs PostgreSQL scanned the whole index for each call.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('termin_anabmeldung_mitglied').ifNotExists().on('termin_anabmeldung').column('MitgliedId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('termin_anabmeldung_mitglied').ifExists().execute();
}
