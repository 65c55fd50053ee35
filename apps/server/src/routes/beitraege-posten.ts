/**
 * Member fees, the treasurer's open items, bank file and reminders (services/beitraege/): thin handlers, the use
 * cases own their transactions, checks and change-log entries.
 */
import { beitraegeCsv, beitraegeCsvDateiname } from '@vereinsportal/domain';
import type { AppDeps } from '../context.js';
import { conflict, notFound } from '../http/errors.js';
import type { HandlerTeil } from '../http/operationen.js';
import { barBezahlt, stornieren } from '../services/beitraege/buchung-von-hand.js';
import { beitragsrechnungDateiname, beitragsrechnungPdf, type BeitragsMahnstufe } from '../services/beitraege/beitragsrechnung-pdf.js';
import { beitragsAbsenderLaden } from '../services/beitraege/konto.js';
import { mahnungenSenden, mahnungenVorschau } from '../services/beitraege/mahnungen.js';
import { beitragsrechnungDesVereins, beitragsrechnungenAuflisten } from '../services/beitraege/offene-posten.js';
import { nichtZugeordneteZahlungen, zahlungZuordnen } from '../services/beitraege/zahlung-zuordnen.js';
import { beitragsZahlungenBuchen, beitragsZahlungenVorschau } from '../services/beitraege/zahlungen-einlesen.js';
import { heute } from '../services/vertrag.js';

export function beitraegePostenHandlers(deps: AppDeps) {
  return {
    getBeitragsrechnungen: async (request) => beitragsrechnungenAuflisten(deps.db, request.auth.vereinId, request.query, heute(deps)),

    getBeitragsrechnungenCsv: async (request) => {
      const tag = heute(deps);
      const liste = await beitragsrechnungenAuflisten(deps.db, request.auth.vereinId, request.query, tag);
      return { bytes: new TextEncoder().encode(beitraegeCsv(liste.Eintraege)), dateiName: beitraegeCsvDateiname(tag) };
    },

    getBeitragsrechnungPdf: async (request) => {
      const r = await beitragsrechnungDesVereins(deps.db, request.auth.vereinId, request.params.BeitragsrechnungId);
      if (!r) throw notFound();
      const absender = await beitragsAbsenderLaden(deps.db, request.auth.vereinId);
      if ('meldung' in absender) throw conflict(absender.meldung);
      // After a reminder, an invoice still open prints as that reminder (the copy for a member without e-mail).
      const stufe: BeitragsMahnstufe =
        r.Storniert === 0 && r.BezahltCents < r.BetragCents && (r.Mahnstufe === 1 || r.Mahnstufe === 2) ? r.Mahnstufe : 0;
      return { bytes: await beitragsrechnungPdf(absender, r, stufe), dateiName: beitragsrechnungDateiname(r, stufe) };
    },

    beitragsrechnungBarBezahlt: async (request) => {
      await barBezahlt(deps, request.auth, request.params.BeitragsrechnungId, request.body);
      return { RecordId: request.params.BeitragsrechnungId };
    },

    beitragsrechnungStornieren: async (request) => {
      await stornieren(deps, request.auth, request.params.BeitragsrechnungId, request.body.Grund);
      return { RecordId: request.params.BeitragsrechnungId };
    },

    beitragsZahlungenVorschau: async (request) => beitragsZahlungenVorschau(deps, request.auth, request.body.dateien.datei),
    beitragsZahlungenBuchen: async (request) => beitragsZahlungenBuchen(deps, request.auth, request.body.dateien.datei),
    getNichtZugeordneteZahlungen: async (request) => nichtZugeordneteZahlungen(deps, request.auth.vereinId),
    beitragsZahlungZuordnen: async (request) => ({
      RecordId: await zahlungZuordnen(deps, request.auth, request.params.ZahlungId, request.body.BeitragsrechnungId),
    }),

    beitragsMahnungenVorschau: async (request) => mahnungenVorschau(deps, request.auth.vereinId, request.body.Ids),
    beitragsMahnungenSenden: async (request) => mahnungenSenden(deps, request.auth, request.body.Ids),
  } satisfies HandlerTeil;
}
