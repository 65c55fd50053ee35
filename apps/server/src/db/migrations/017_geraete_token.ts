import type { Kysely } from 'kysely';

/**
 * Device tokens of the member app (README "Die App"): the app exchanges the password once for a random
 * token; the device's row keeps only its SHA-256 (base64url). Deleting the row signs the device out on
 * every instance. Installations registered before have no token until their app exchanges its stored
 * password on the next start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('geraet').addColumn('TokenHash', 'text').execute();
  // The member scope's sign-in: one lookup by hash per request.
  await db.schema.createIndex('geraet_token_hash').unique().on('geraet').column('TokenHash').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('geraet_token_hash').ifExists().execute();
  await db.schema.alterTable('geraet').dropColumn('TokenHash').execute();
}
