/**
 * New news by push (docs/push.md): saving a news item marks it for announcement from its AnzeigenVon on
 * (`newsZumMelden`, in the save's transaction); the push job announces each marked item once, on the
 * day it becomes visible, to the active members with system access in its categories. The claim is a
 * conditional UPDATE, so two instances announce it once.
 */
import { kategoriePasst, PUSH_NACHRICHT } from '@vereinsportal/domain';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { heute } from '../vertrag.js';
import { pushVormerken } from './benachrichtigen.js';

/**
 * Marks a saved news item for announcement. A changed AnzeigenVon moves a pending announcement; an item
 * already announced is not announced again when it is edited.
 */
export async function newsZumMelden(trx: Transaction<Database>, newsId: number, anzeigenVon: string): Promise<void> {
  await trx
    .insertInto('push_news')
    .values({ NewsId: newsId, FaelligAb: anzeigenVon, GemeldetAm: null })
    .onConflict((oc) => oc.column('NewsId').doUpdateSet({ FaelligAb: anzeigenVon }).where('push_news.GemeldetAm', 'is', null))
    .execute();
}

/** Announces every marked news item visible today; returns how many were announced (pushed or not). */
export async function newsMelden(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): Promise<number> {
  const tag = heute(deps);
  const faellig = await deps.db
    .selectFrom('push_news')
    .innerJoin('news', 'news.NewsId', 'push_news.NewsId')
    .innerJoin('verein', 'verein.VereinId', 'news.VereinId')
    .select(['news.NewsId', 'news.VereinId', 'news.Titel', 'news.AnzeigenBis', 'news.FuerMitgliedschaftsart', 'verein.VereinsName'])
    .where('push_news.GemeldetAm', 'is', null)
    .where('push_news.FaelligAb', '<=', tag)
    .orderBy('push_news.NewsId')
    .limit(100)
    .execute();
  let gemeldet = 0;
  for (const n of faellig) {
    await deps.db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable('push_news')
        .set({ GemeldetAm: deps.clock.now().toISOString() })
        .where('NewsId', '=', n.NewsId)
        .where('GemeldetAm', 'is', null)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return;
      gemeldet++;
      // Its display window ended before anyone was told: nothing to announce any more.
      if (n.AnzeigenBis !== null && n.AnzeigenBis < tag) return;
      const mitglieder = await trx
        .selectFrom('mitglied')
        .select(['MitgliedId', 'Mitgliedschaftsart'])
        .where('VereinId', '=', n.VereinId)
        .where('Status', '=', 'A')
        .where('HatSystemZugriff', '=', 1)
        // Only members with a subscription can be reached; the join keeps a big club's list short.
        .where('MitgliedId', 'in', (eb) => eb.selectFrom('push_abo').select('push_abo.MitgliedId'))
        .execute();
      const ids = mitglieder.filter((m) => kategoriePasst(n.FuerMitgliedschaftsart, m.Mitgliedschaftsart)).map((m) => m.MitgliedId);
      await pushVormerken(trx, n.VereinId, ids, PUSH_NACHRICHT.newsNeu(n.NewsId, n.Titel, n.VereinsName));
    });
  }
  return gemeldet;
}
