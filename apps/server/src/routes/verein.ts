import { vereinsKontoDaten } from '@vereinsportal/domain';
import type { AppDeps } from '../context.js';
import { fieldError, notFound } from '../http/errors.js';
import { SERVER_MELDUNG } from '../http/messages.js';
import type { HandlerTeil } from '../http/operationen.js';
import { landBezeichnung } from '../services/laender.js';
import { anzahlMitSystemZugriff, heute, vertragsArt, vertragsStand } from '../services/vertrag.js';

/** Club overview and club account. */
export function vereinHandlers(deps: AppDeps) {
  const { db } = deps;
  return {
    getVereinsUebersicht: async (request) => {
      const vereinId = request.auth.vereinId;
      const stand = await vertragsStand(db, vereinId, heute(deps));
      return {
        VereinId: vereinId,
        VertragsArt: vertragsArt(stand),
        VertragAbgelaufen: stand.abgelaufen,
        VertragAnzahlMitglieder: stand.aktuell?.VertragAnzahlMitglieder ?? 0,
        AnzahlMitgliederMitSystemZugriff: await anzahlMitSystemZugriff(db, vereinId),
      };
    },

    getVereinsKonto: async (request) => {
      const vereinId = request.auth.vereinId;
      const verein = await db.selectFrom('verein').selectAll().where('VereinId', '=', vereinId).executeTakeFirst();
      if (!verein) throw notFound();
      const stand = await vertragsStand(db, vereinId, heute(deps));
      return {
        VereinsName: verein.VereinsName,
        Vorname: verein.Vorname,
        Nachname: verein.Nachname,
        Strasse: verein.Strasse,
        Postleitzahl: verein.Postleitzahl,
        Ort: verein.Ort,
        LandId: verein.LandId,
        LandBezeichnung: landBezeichnung(verein.LandId),
        Emailadresse: verein.Emailadresse,
        VertragsArt: vertragsArt(stand),
        VertragsLaufzeitVon: stand.aktuell?.VertragsLaufzeitVon ?? null,
        VertragsLaufzeitBis: stand.aktuell?.VertragsLaufzeitBis ?? null,
        VertragAnzahlMitglieder: stand.aktuell?.VertragAnzahlMitglieder ?? 0,
        VertragAbgelaufen: stand.abgelaufen,
        AnschlussVertragLaufzeitVon: stand.anschluss?.VertragsLaufzeitVon ?? null,
        AnschlussVertragLaufzeitBis: stand.anschluss?.VertragsLaufzeitBis ?? null,
        AnschlussVertragAnzahlMitglieder: stand.anschluss?.VertragAnzahlMitglieder ?? null,
      };
    },

    updateVereinsKonto: async (request) => {
      const result = await db.updateTable('verein').set(vereinsKontoDaten(request.body)).where('VereinId', '=', request.auth.vereinId).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw fieldError('VereinId', SERVER_MELDUNG.nichtGefunden);
      return { RecordId: request.auth.vereinId };
    },
  } satisfies HandlerTeil;
}
