import type { Kysely } from 'kysely';

/**
 * Event capacity and waiting list (docs/produkt.md "Kapazität und Warteliste"): termin.MaxTeilnehmende
 * (null = no limit) and termin_anabmeldung.WartelisteSeit (when a sign-up beyond the maximum joined
 * the waiting list; null = holds a place or signed off). The list's order is that time, then the id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('termin').addColumn('MaxTeilnehmende', 'integer').execute();
  await db.schema.alterTable('termin_anabmeldung').addColumn('WartelisteSeit', 'text').execute();
  await db.schema
    .createIndex('termin_anabmeldung_warteliste')
    .ifNotExists()
    .on('termin_anabmeldung')
    .columns(['TerminId', 'WartelisteSeit'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('termin_anabmeldung_warteliste').ifExists().execute();
  await db.schema.alterTable('termin_anabmeldung').dropColumn('WartelisteSeit').execute();
  await db.schema.alterTable('termin').dropColumn('MaxTeilnehmende').execute();
}
