import type { Kysely } from 'kysely';

/**
 * When a member's last credentials mail went out ('App Zugangsdaten senden', the import, the registration):
 * the portal's member list shows 'eingeladen am …' until the member has set a password (docs/produkt.md §2).
 * Members from before have none: the list says 'nicht eingeladen' or 'Passwort gesetzt'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mitglied').addColumn('ZugangsmailAm', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mitglied').dropColumn('ZugangsmailAm').execute();
}
