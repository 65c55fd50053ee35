/** Removes this device's push subscription and what waits for it (docs/push.md); a device without one is fine. */
import type { AuthInfo } from '../../auth/credential-cache.js';
import type { AppDeps } from '../../context.js';

export async function pushAboEntfernen(deps: Pick<AppDeps, 'db'>, auth: AuthInfo): Promise<Record<string, never>> {
  const geraetId = auth.geraetId;
  if (geraetId === undefined) return {};
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('push_versand').where('MitgliedId', '=', auth.mitgliedId).where('GeraetId', '=', geraetId).execute();
    await trx.deleteFrom('push_abo').where('MitgliedId', '=', auth.mitgliedId).where('GeraetId', '=', geraetId).execute();
  });
  return {};
}
