import type { AppDeps } from '../context.js';
import { notFound } from '../http/errors.js';
import type { HandlerTeil } from '../http/operationen.js';

/** The sign-in check: the signed-in administrator and the club's name. */
export function benutzerHandlers(deps: AppDeps) {
  return {
    getBenutzerinfo: async (request) => {
      const row = await deps.db
        .selectFrom('mitglied')
        .innerJoin('verein', 'verein.VereinId', 'mitglied.VereinId')
        .select(['verein.VereinsName', 'mitglied.MitgliedId', 'mitglied.Nachname', 'mitglied.Vorname'])
        .where('mitglied.VereinId', '=', request.auth.vereinId)
        .where('mitglied.MitgliedId', '=', request.auth.mitgliedId)
        .executeTakeFirst();
      if (!row) throw notFound();
      return { VereinsName: row.VereinsName, MitgliedId: row.MitgliedId, Nachname: row.Nachname ?? '', Vorname: row.Vorname ?? '' };
    },
  } satisfies HandlerTeil;
}
