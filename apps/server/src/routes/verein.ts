import { feldAenderungen, vereinsKontoDaten } from '@vereinsportal/domain';
import type { AppDeps } from '../context.js';
import { fieldError, notFound } from '../http/errors.js';
import { SERVER_MELDUNG } from '../http/messages.js';
import type { HandlerTeil } from '../http/operationen.js';
import { protokolliere } from '../services/aenderungsprotokoll.js';
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
      const neu = vereinsKontoDaten(request.body);
      await db.transaction().execute(async (trx) => {
        const bisher = await trx.selectFrom('verein').selectAll().where('VereinId', '=', request.auth.vereinId).executeTakeFirst();
        if (!bisher) throw fieldError('VereinId', SERVER_MELDUNG.nichtGefunden);
        await trx.updateTable('verein').set(neu).where('VereinId', '=', request.auth.vereinId).execute();
        await protokolliere(trx, deps.clock, request.auth, {
          bereich: 'Vereinskonto',
          aktion: 'geändert',
          objektId: request.auth.vereinId,
          objekt: neu.VereinsName,
          felder: feldAenderungen(vereinsKontoDaten(bisher), neu),
        });
      });
      return { RecordId: request.auth.vereinId };
    },
  } satisfies HandlerTeil;
}
