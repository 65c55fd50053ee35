/** Member fees, settings and fee runs (services/beitraege/): thin handlers, the use cases own their transactions. */
import type { AppDeps } from '../context.js';
import type { HandlerTeil } from '../http/operationen.js';
import { beitragsAusnahmeLaden, beitragsAusnahmeLoeschen, beitragsAusnahmeSetzen } from '../services/beitraege/ausnahme.js';
import { beitragslaeufe, beitragslaufDruckPdf, beitragslaufStarten, beitragslaufVorschau } from '../services/beitraege/beitragslauf.js';
import { beitragsEinstellungenLaden, beitragsEinstellungenSpeichern } from '../services/beitraege/einstellungen.js';

export function beitraegeHandlers(deps: AppDeps) {
  return {
    getBeitragsEinstellungen: async (request) => beitragsEinstellungenLaden(deps.db, request.auth.vereinId),
    updateBeitragsEinstellungen: async (request) => beitragsEinstellungenSpeichern(deps, request.auth, request.body),
    getBeitragsAusnahme: async (request) => beitragsAusnahmeLaden(deps.db, request.auth.vereinId, request.params.MitgliedId),
    setBeitragsAusnahme: async (request) => beitragsAusnahmeSetzen(deps, request.auth, request.params.MitgliedId, request.body),
    deleteBeitragsAusnahme: async (request) => {
      await beitragsAusnahmeLoeschen(deps, request.auth, request.params.MitgliedId);
      return { RecordId: request.params.MitgliedId };
    },
    beitragslaufVorschau: async (request) => beitragslaufVorschau(deps, request.auth.vereinId, request.body),
    beitragslaufStarten: async (request) => beitragslaufStarten(deps, request.auth, request.body),
    getBeitragslaeufe: async (request) => beitragslaeufe(deps.db, request.auth.vereinId),
    getBeitragslaufDruckPdf: async (request) => beitragslaufDruckPdf(deps, request.auth.vereinId, request.params.LaufId),
  } satisfies HandlerTeil;
}
