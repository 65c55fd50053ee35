/**
 * A changed event by push (docs/push.md): when its day, time or place changes, the members who signed up
 * for it (also provisionally or waiting) get a 'Termin geändert' push. Only push: a change never sent a
 * mail. Runs in the change's transaction.
 */
import { PUSH_NACHRICHT, type Termin } from '@vereinsportal/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { pushVormerken } from './benachrichtigen.js';

type Stand = Pick<Termin, 'Datum' | 'DatumBis' | 'Zeit' | 'ZeitBis' | 'Ganztaegig' | 'Ort' | 'Titel'>;

/** What a member plans by: a change of one of these is worth a push. */
const WICHTIG = ['Datum', 'DatumBis', 'Zeit', 'ZeitBis', 'Ganztaegig', 'Ort'] as const;

export async function terminAenderungMelden(
  trx: Transaction<Database>,
  vereinId: number,
  terminId: number,
  bisher: Stand,
  neu: Stand,
): Promise<Set<number>> {
  if (!WICHTIG.some((f) => (bisher[f] ?? null) !== (neu[f] ?? null)) || !neu.Datum) return new Set();
  const angemeldet = await trx
    .selectFrom('termin_anabmeldung')
    .select('MitgliedId')
    .where('VereinId', '=', vereinId)
    .where('TerminId', '=', terminId)
    .where('AnAbmeldeStatus', 'in', [1, 3])
    .execute();
  return pushVormerken(
    trx,
    vereinId,
    angemeldet.map((a) => a.MitgliedId),
    PUSH_NACHRICHT.terminGeaendert(neu.Titel ?? '', neu.Datum, neu.Ganztaegig ? null : neu.Zeit),
  );
}
