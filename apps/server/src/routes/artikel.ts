import type { AppDeps } from '../context.js';
import { notFound } from '../http/errors.js';
import { SERVER_MELDUNG } from '../http/messages.js';
import type { HandlerTeil } from '../http/operationen.js';

/** The sellable article; id 1 is the yearly subscription. */
export function artikelHandlers(deps: AppDeps) {
  return {
    getArtikel: async (request) => {
      const row = await deps.db.selectFrom('artikel').selectAll().where('ArtikelId', '=', request.params.ArtikelId).executeTakeFirst();
      if (!row) throw notFound(SERVER_MELDUNG.artikelNichtGefunden);
      // The wire carries amounts as decimal numbers; the database keeps exact integers.
      return {
        ArtikelId: row.ArtikelId,
        ArtikelBezeichnung: row.ArtikelBezeichnung,
        BruttoPreis: row.BruttoPreisCents / 100,
        MwstProzent: row.MwstProzentHundertstel / 100,
        MehrwertsteuerBezeichnung: row.MehrwertsteuerBezeichnung,
        WaehrungISOCode: row.WaehrungISOCode,
      };
    },
  } satisfies HandlerTeil;
}
