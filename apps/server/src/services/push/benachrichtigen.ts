/**
 * The push interface every area uses (docs/push.md): queue a notification to members' devices inside the
 * caller's transaction; the delivery job (zustellen.ts) sends it after commit, once across instances.
 */
import { PUSH_ART_SPALTE, pushNachricht, type PushArt, type PushNachricht } from '@vereinsportal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

export type { PushArt };
export type Benachrichtigung = PushNachricht;

/** Member ids per statement: far below SQLite's and PostgreSQL's parameter limits. */
const STUECK = 500;

const wecker = new Set<() => void>();

/**
 * The delivery jobs of this process register here, so a queued push goes out in about a second instead
 * of at the next interval. The nudge waits a moment for the caller's transaction to commit; a push
 * queued in a transaction that takes longer goes with the next interval.
 */
export function pushWeckerRegistrieren(wecken: () => void): () => void {
  wecker.add(wecken);
  return () => wecker.delete(wecken);
}

const WECK_VERZOEGERUNG_MS = 300;

/**
 * Queues a push to every device of these members that has a push subscription and allows this kind.
 * Runs in the caller's transaction (pass the trx), so a rolled-back change sends nothing; a job delivers
 * the queue once across instances. Returns the ids of the members reached by push (the others need an
 * e-mail, which the caller queues in the mail outbox as today).
 */
export async function pushVormerken(
  db: Kysely<Database> | Transaction<Database>,
  vereinId: number,
  mitgliedIds: readonly number[],
  b: Benachrichtigung,
): Promise<Set<number>> {
  const erreicht = new Set<number>();
  const ids = [...new Set(mitgliedIds)];
  if (ids.length === 0) return erreicht;
  const n = pushNachricht(b);
  const spalte = `push_einstellung.${PUSH_ART_SPALTE[n.art]}` as const;
  const jetzt = new Date().toISOString();
  for (let i = 0; i < ids.length; i += STUECK) {
    const geraete = await db
      .selectFrom('push_abo')
      .innerJoin('geraet', (j) =>
        j.onRef('geraet.MitgliedId', '=', 'push_abo.MitgliedId').onRef('geraet.GeraetId', '=', 'push_abo.GeraetId'),
      )
      .leftJoin('push_einstellung', 'push_einstellung.MitgliedId', 'push_abo.MitgliedId')
      .select(['push_abo.MitgliedId', 'push_abo.GeraetId'])
      .where('geraet.VereinId', '=', vereinId)
      .where('push_abo.MitgliedId', 'in', ids.slice(i, i + STUECK))
      // No row of switches: every kind is on.
      .where((eb) => eb.or([eb(spalte, 'is', null), eb(spalte, '=', 1)]))
      .execute();
    if (geraete.length === 0) continue;
    const zeilen = geraete.map((g) => ({
      MitgliedId: g.MitgliedId,
      GeraetId: g.GeraetId,
      Art: n.art,
      Titel: n.titel,
      Text: n.text,
      Pfad: n.pfad,
      ErstelltAm: jetzt,
    }));
    for (let j = 0; j < zeilen.length; j += STUECK)
      await db
        .insertInto('push_versand')
        .values(zeilen.slice(j, j + STUECK))
        .execute();
    for (const g of geraete) erreicht.add(g.MitgliedId);
  }
  if (erreicht.size > 0) setTimeout(() => wecker.forEach((w) => w()), WECK_VERZOEGERUNG_MS).unref();
  return erreicht;
}
