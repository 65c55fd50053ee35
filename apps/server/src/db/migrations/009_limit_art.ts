import type { Kysely } from 'kysely';

/**
 * anmelde_fehler also counts the registration and 'Passwort vergessen' limits, so those hold across
 * server instances too. Each limit has its own window; `Art` tells the rows apart so each throttle
 * purges only its own rows (auth/throttle.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('anmelde_fehler')
    .addColumn('Art', 'text', (c) => c.notNull().defaultTo('anmeldung'))
    .execute();
  await db.schema.createIndex('anmelde_fehler_art_zeit').ifNotExists().on('anmelde_fehler').columns(['Art', 'Zeit']).execute();
  await db.schema.dropIndex('anmelde_fehler_zeit').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('anmelde_fehler_zeit').ifNotExists().on('anmelde_fehler').column('Zeit').execute();
  await db.schema.dropIndex('anmelde_fehler_art_zeit').ifExists().execute();
  await db.schema.alterTable('anmelde_fehler').dropColumn('Art').execute();
}
