/** GET artikel/{id} (SPEC §7): the sellable article; id 1 is the yearly subscription. */
import type { Artikel } from '@vereinsportal/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireAdmin } from '../auth/require-admin.js';
import type { AppDeps } from '../context.js';
import { notFound } from '../http/errors.js';
import { parseId } from '../http/params.js';
import { doc } from '../openapi.js';

export async function artikelRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/artikel/:id',
    { preHandler: requireAdmin, schema: doc({ tags: ['Abonnement'], summary: 'Artikel (1 = Jahresabonnement)', auth: true, params: v.object({ id: v.number() }) }) },
    async (request): Promise<Artikel> => {
      const id = parseId((request.params as { id: string }).id, 'ArtikelId');
      const row = await deps.db.selectFrom('artikel').selectAll().where('ArtikelId', '=', id).executeTakeFirst();
      if (!row) throw notFound('Der Artikel wurde nicht gefunden.');
      // The wire carries amounts as decimal numbers (SPEC §3); the database keeps exact integers.
      return {
        ArtikelId: row.ArtikelId,
        ArtikelBezeichnung: row.ArtikelBezeichnung,
        BruttoPreis: row.BruttoPreisCents / 100,
        MwstProzent: row.MwstProzentHundertstel / 100,
        MehrwertsteuerBezeichnung: row.MehrwertsteuerBezeichnung,
        WaehrungISOCode: row.WaehrungISOCode,
      };
    },
  );
}
