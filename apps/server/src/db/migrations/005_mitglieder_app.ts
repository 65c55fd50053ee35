import { sql, type Kysely } from 'kysely';

/**
 * The member app: mitglied.KontaktSichtbar (1 = other members see this member's phone numbers and
 * e-mail; default hidden), and the registered app installations (geraet), one row per member and
 * installation. mitglied.AnzahlGeraete is from now on kept equal to that member's rows; no
 * installation was registered before, so every count starts at 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mitglied')
    .addColumn('KontaktSichtbar', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('geraet')
    .ifNotExists()
    .addColumn('VereinId', 'integer', (c) => c.notNull().references('verein.VereinId').onDelete('cascade'))
    .addColumn('MitgliedId', 'integer', (c) => c.notNull().references('mitglied.MitgliedId').onDelete('cascade'))
    .addColumn('GeraetId', 'text', (c) => c.notNull())
    .addColumn('Bezeichnung', 'text')
    .addColumn('RegistriertAm', 'text', (c) => c.notNull())
    .addColumn('ZuletztAm', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('geraet_pk', ['MitgliedId', 'GeraetId'])
    .execute();

  await sql`update "mitglied" set "AnzahlGeraete" = 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('geraet').ifExists().execute();
  await db.schema.alterTable('mitglied').dropColumn('KontaktSichtbar').execute();
}
