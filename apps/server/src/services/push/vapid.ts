/**
 * The VAPID key pair (docs/push.md): from configuration, else created once and kept in table push_vapid,
 * so every instance on the database signs with the same key and the browsers' subscriptions (bound to
 * the public key) stay valid across restarts. Two instances starting at once both insert row 1; the
 * second insert does nothing, and both read the row that won.
 */
import type { Kysely } from 'kysely';
import type { VapidSchluessel } from '../../config-push.js';
import type { AppDeps } from '../../context.js';
import type { Database } from '../../db/schema.js';

const geladen = new WeakMap<Kysely<Database>, Promise<VapidSchluessel>>();

async function ausDatenbank(db: Kysely<Database>, jetzt: Date): Promise<VapidSchluessel> {
  const lesen = () => db.selectFrom('push_vapid').select(['PublicKey', 'PrivateKey']).where('Id', '=', 1).executeTakeFirst();
  let row = await lesen();
  if (!row) {
    const { default: webpush } = await import('web-push');
    const neu = webpush.generateVAPIDKeys();
    await db
      .insertInto('push_vapid')
      .values({ Id: 1, PublicKey: neu.publicKey, PrivateKey: neu.privateKey, ErstelltAm: jetzt.toISOString() })
      .onConflict((oc) => oc.column('Id').doNothing())
      .execute();
    row = await lesen();
  }
  if (!row) throw new Error('VAPID-Schlüssel konnten nicht gespeichert werden');
  return { publicKey: row.PublicKey, privateKey: row.PrivateKey };
}

/** The key pair this server signs with (read once per database, then kept in memory). */
export function vapidSchluessel(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Promise<VapidSchluessel> {
  if (deps.config.push.vapid) return Promise.resolve(deps.config.push.vapid);
  let p = geladen.get(deps.db);
  if (!p) {
    p = ausDatenbank(deps.db, deps.clock.now());
    geladen.set(deps.db, p);
    // A failed read (database briefly away) is tried again on the next call.
    p.catch(() => geladen.delete(deps.db));
  }
  return p;
}
