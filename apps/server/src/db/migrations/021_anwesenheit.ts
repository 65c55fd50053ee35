import type { Kysely } from 'kysely';

/**
 * Attendance and reminders of events (docs/produkt.md "Anwesenheit" and "Erinnerungen"):
 * - `termin_anwesenheit`: one row per member ticked 'anwesend' at an event (no row = not present); it goes
 *   with its event, its member and its club (cascade).
 * - `termin.ErinnerungStunden` (null = no reminder), `termin.ErinnerungAuchAngemeldete` (0/1) and
 *   `termin.ErinnerungGesendetAm`: the reminder's claim, set by the conditional UPDATE that wins it, so each
 *   event is reminded once across instances (services/termine/erinnerungen-senden.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('termin').addColumn('ErinnerungStunden', 'integer').execute();
  await db.schema
    .alterTable('termin')
    .addColumn('ErinnerungAuchAngemeldete', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('termin').addColumn('ErinnerungGesendetAm', 'text').execute();
  // The job looks only at events with a reminder not yet sent.
  await db.schema.createIndex('termin_erinnerung_offen').ifNotExists().on('termin').columns(['ErinnerungGesendetAm', 'Datum']).execute();

  await db.schema
    .createTable('termin_anwesenheit')
    .ifNotExists()
    .addColumn('VereinId', 'integer', (c) => c.notNull().references('verein.VereinId').onDelete('cascade'))
    .addColumn('TerminId', 'integer', (c) => c.notNull().references('termin.TerminId').onDelete('cascade'))
    .addColumn('MitgliedId', 'integer', (c) => c.notNull().references('mitglied.MitgliedId').onDelete('cascade'))
    .addColumn('ErfasstAm', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('termin_anwesenheit_pk', ['TerminId', 'MitgliedId'])
    .execute();
  // A member's season overview reads by member.
  await db.schema
    .createIndex('termin_anwesenheit_mitglied')
    .ifNotExists()
    .on('termin_anwesenheit')
    .columns(['VereinId', 'MitgliedId'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('termin_anwesenheit').ifExists().execute();
  await db.schema.dropIndex('termin_erinnerung_offen').ifExists().execute();
  await db.schema.alterTable('termin').dropColumn('ErinnerungGesendetAm').execute();
  await db.schema.alterTable('termin').dropColumn('ErinnerungAuchAngemeldete').execute();
  await db.schema.alterTable('termin').dropColumn('ErinnerungStunden').execute();
}
