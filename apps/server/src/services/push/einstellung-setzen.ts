/** Sets some of the member's switches per kind (docs/push.md); those not sent stay as they are. */
import type { PushEinstellung, PushEinstellungPatch } from '@vereinsportal/domain';
import type { AuthInfo } from '../../auth/credential-cache.js';
import type { AppDeps } from '../../context.js';
import { pushEinstellungLesen } from './einstellung.js';

export async function pushEinstellungSetzen(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthInfo,
  patch: PushEinstellungPatch,
): Promise<PushEinstellung> {
  return deps.db.transaction().execute(async (trx) => {
    const werte = Object.fromEntries(Object.entries(patch).filter(([, w]) => w !== undefined));
    await trx
      .insertInto('push_einstellung')
      .values({ MitgliedId: auth.mitgliedId, ...werte })
      .onConflict((oc) =>
        Object.keys(werte).length > 0 ? oc.column('MitgliedId').doUpdateSet(werte) : oc.column('MitgliedId').doNothing(),
      )
      .execute();
    return pushEinstellungLesen(trx, auth);
  });
}
