import type { Kysely } from 'kysely';

/**
 * Sign-in state that every server instance on the database shares (docs/architecture.md, several
 * instances), so limits hold per account and client, not per process:
 * - anmelde_fehler: one row per failed sign-in and counter (account + client, client, account);
 *   `Schluessel` is an HMAC of the counter's key under SERVER_SECRET (no e-mail or address in clear),
 *   `Zeit` epoch milliseconds. Counted within the throttle window; older rows are purged.
 * - anmelde_vertraut: (account, client) pairs that signed in lately, HMAC as above, trusted until `Bis`.
 * - botcheck_verbraucht: ids of solved bot-check challenges, so one solution counts once on any instance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('anmelde_fehler')
    .ifNotExists()
    .addColumn('Schluessel', 'text', (c) => c.notNull())
    .addColumn('Zeit', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('anmelde_fehler_schluessel').ifNotExists().on('anmelde_fehler').columns(['Schluessel', 'Zeit']).execute();
  await db.schema.createIndex('anmelde_fehler_zeit').ifNotExists().on('anmelde_fehler').column('Zeit').execute();

  await db.schema
    .createTable('anmelde_vertraut')
    .ifNotExists()
    .addColumn('Schluessel', 'text', (c) => c.primaryKey())
    .addColumn('Bis', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('botcheck_verbraucht')
    .ifNotExists()
    .addColumn('ChallengeId', 'text', (c) => c.primaryKey())
    .addColumn('Zeit', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('botcheck_verbraucht_zeit').ifNotExists().on('botcheck_verbraucht').column('Zeit').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('botcheck_verbraucht').ifExists().execute();
  await db.schema.dropTable('anmelde_vertraut').ifExists().execute();
  await db.schema.dropTable('anmelde_fehler').ifExists().execute();
}
