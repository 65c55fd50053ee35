import type { Kysely } from 'kysely';

/**
 * Outbox claims (docs/architecture.md, outbox): several server instances share one database, so a mail
 * is claimed before it is sent. `leaseUntil` is when a claim ('sending') runs out: a process that died
 * mid-send leaves the mail 'sending', and after the lease it is due again. `claimedBy` names the
 * instance that holds the claim, so only it marks the mail sent or failed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('leaseUntil', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('claimedBy', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('claimedBy').execute();
  await db.schema.alterTable('outbox').dropColumn('leaseUntil').execute();
}
