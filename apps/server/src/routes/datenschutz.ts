/** Data protection (docs/produkt.md "Datenschutz"): information, final erasure, club export and closing. */
import { ANONYM_NAME, DATENSCHUTZ_TEXT, datenauskunftDateiname, datenauskunftHtml, vereinsdatenDateiname } from '@vereinsportal/domain';
import type { AppDeps } from '../context.js';
import { conflict, fieldError, notFound } from '../http/errors.js';
import { SERVER_MELDUNG } from '../http/messages.js';
import type { HandlerTeil } from '../http/operationen.js';
import { protokolliere } from '../services/aenderungsprotokoll.js';
import { datenauskunft, mitgliedAnonymisieren, vereinLoeschen, vereinsdaten } from '../services/datenschutz.js';
import { heute } from '../services/vertrag.js';
import { einMitglied } from '../services/mitglieder/ein-mitglied.js';

export function datenschutzHandlers(deps: AppDeps) {
  const { db } = deps;

  const auskunft = async (vereinId: number, mitgliedId: number) => {
    const a = await datenauskunft(db, vereinId, mitgliedId, deps.clock.now());
    if (!a) throw notFound();
    return a;
  };

  return {
    getMitgliedDatenauskunft: async (request) => auskunft(request.auth.vereinId, request.params.MitgliedId),

    getMitgliedDatenauskunftHtml: async (request) => {
      const a = await auskunft(request.auth.vereinId, request.params.MitgliedId);
      return {
        bytes: new TextEncoder().encode(datenauskunftHtml(a, deps.config.tzClub)),
        dateiName: datenauskunftDateiname(a.Mitglied, heute(deps), 'html'),
      };
    },

    mitgliedEndgueltigLoeschen: async (request) => {
      const vereinId = request.auth.vereinId;
      const mitgliedId = request.params.MitgliedId;
      await db.transaction().execute(async (trx) => {
        const mitglied = await einMitglied(trx, vereinId, mitgliedId)
          .select(['MitgliedId', 'Status', 'Emailadresse'])
          .$if(deps.engine === 'postgres', (q) => q.forUpdate())
          .executeTakeFirst();
        if (!mitglied) throw notFound();
        // Only a deleted member (Status 'D'): an active one is deleted first, which the administrator can undo.
        if (mitglied.Status !== 'D') throw conflict(SERVER_MELDUNG.nurGeloeschteEndgueltig);
        await mitgliedAnonymisieren(deps, trx, vereinId, mitglied);
        await protokolliere(trx, deps.clock, request.auth, {
          bereich: 'Mitglied',
          aktion: 'gelöscht',
          objektId: null,
          objekt: ANONYM_NAME,
          felder: [],
        });
      });
      deps.authenticator.invalidateMitglied(vereinId, mitgliedId);
      return { RecordId: mitgliedId };
    },

    getVereinsdaten: async (request) => {
      const vereinId = request.auth.vereinId;
      const daten = await vereinsdaten(deps, vereinId);
      return { bytes: new TextEncoder().encode(JSON.stringify(daten, null, 2)), dateiName: vereinsdatenDateiname(vereinId, heute(deps)) };
    },

    vereinSchliessen: async (request) => {
      const vereinId = request.auth.vereinId;
      if (request.body.Vereinsnummer !== vereinId) throw fieldError('Vereinsnummer', DATENSCHUTZ_TEXT.vereinsnummerFalsch);
      await db.transaction().execute((trx) => vereinLoeschen(deps, trx, vereinId));
      deps.authenticator.invalidateVerein(vereinId);
      return { RecordId: vereinId };
    },
  } satisfies HandlerTeil;
}
