/**
 * Saves or replaces this device's push subscription (docs/push.md). It belongs to the device row, so only
 * a sign-in by device token can save one. A browser has one subscription per app: when another member
 * signs in on the same browser, the previous member's row with that endpoint goes, so one person never
 * gets another's notifications.
 */
import type { PushAboInput } from '@vereinsportal/domain';
import type { AuthInfo } from '../../auth/credential-cache.js';
import type { AppDeps } from '../../context.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { SERVER_MELDUNG } from '../../http/messages.js';

export async function pushAboSpeichern(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  auth: AuthInfo,
  abo: PushAboInput,
): Promise<Record<string, never>> {
  const geraetId = auth.geraetId;
  if (geraetId === undefined) throw conflict(SERVER_MELDUNG.pushNurMitGeraet);
  // Real push services are https; plain http (a test's own endpoint) only in demo mode, never to reach the operator's network.
  if (!deps.config.demo && !abo.Endpoint.toLowerCase().startsWith('https://'))
    throw badRequest({ Endpoint: [SERVER_MELDUNG.pushEndpointUnsicher] });
  await deps.db.transaction().execute(async (trx) => {
    const geraet = await trx
      .selectFrom('geraet')
      .select('GeraetId')
      .where('VereinId', '=', auth.vereinId)
      .where('MitgliedId', '=', auth.mitgliedId)
      .where('GeraetId', '=', geraetId)
      .executeTakeFirst();
    if (!geraet) throw notFound(SERVER_MELDUNG.geraetNichtGefunden);
    await trx.deleteFrom('push_abo').where('Endpoint', '=', abo.Endpoint).execute();
    await trx
      .insertInto('push_abo')
      .values({
        MitgliedId: auth.mitgliedId,
        GeraetId: geraetId,
        Endpoint: abo.Endpoint,
        P256dh: abo.P256dh,
        Auth: abo.Auth,
        GespeichertAm: deps.clock.now().toISOString(),
      })
      .onConflict((oc) =>
        oc.columns(['MitgliedId', 'GeraetId']).doUpdateSet((eb) => ({
          Endpoint: eb.ref('excluded.Endpoint'),
          P256dh: eb.ref('excluded.P256dh'),
          Auth: eb.ref('excluded.Auth'),
          GespeichertAm: eb.ref('excluded.GespeichertAm'),
        })),
      )
      .execute();
  });
  return {};
}
