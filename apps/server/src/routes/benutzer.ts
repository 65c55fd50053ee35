import type { BenutzerInfo } from '@vereinsportal/domain';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/require-admin.js';
import type { AppDeps } from '../context.js';
import { notFound } from '../http/errors.js';
import { doc } from '../openapi.js';

/** GET benutzerinfo: the sign-in check (SPEC §7). */
export async function benutzerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/benutzerinfo', { preHandler: requireAdmin, schema: doc({ tags: ['Anmeldung'], summary: 'Anmeldeprüfung', auth: true }) }, async (request): Promise<BenutzerInfo> => {
    const row = await deps.db
      .selectFrom('mitglied')
      .innerJoin('verein', 'verein.VereinId', 'mitglied.VereinId')
      .select(['verein.VereinsName', 'mitglied.MitgliedId', 'mitglied.Nachname', 'mitglied.Vorname'])
      .where('mitglied.VereinId', '=', request.auth.vereinId)
      .where('mitglied.MitgliedId', '=', request.auth.mitgliedId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return { VereinsName: row.VereinsName, MitgliedId: row.MitgliedId, Nachname: row.Nachname ?? '', Vorname: row.Vorname ?? '' };
  });
}
