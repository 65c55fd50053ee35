/**
 * The member's switches per kind (docs/push.md): they live per member, not per device, so 'Neue
 * Mitteilungen aus' holds on the phone and the tablet alike; whether a device gets anything at all is
 * its subscription. No row means every kind is on.
 */
import type { PushEinstellung } from '@vereinsportal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { AuthInfo } from '../../auth/credential-cache.js';
import type { Database } from '../../db/schema.js';

/** Reads the switches and whether the asking device has a subscription. */
export async function pushEinstellungLesen(db: Kysely<Database> | Transaction<Database>, auth: AuthInfo): Promise<PushEinstellung> {
  const [zeile, abo] = await Promise.all([
    db
      .selectFrom('push_einstellung')
      .select(['News', 'Termin', 'Warteliste', 'Erinnerung'])
      .where('MitgliedId', '=', auth.mitgliedId)
      .executeTakeFirst(),
    auth.geraetId === undefined
      ? Promise.resolve(undefined)
      : db
          .selectFrom('push_abo')
          .select('GeraetId')
          .where('MitgliedId', '=', auth.mitgliedId)
          .where('GeraetId', '=', auth.geraetId)
          .executeTakeFirst(),
  ]);
  return { News: 1, Termin: 1, Warteliste: 1, Erinnerung: 1, ...zeile, DiesesGeraetAbonniert: abo ? 1 : 0 };
}
