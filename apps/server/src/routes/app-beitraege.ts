/** 'Meine Beiträge' in the member app (services/beitraege/meine-beitraege.ts): only the member's own invoices. */
import type { AppDeps } from '../context.js';
import type { HandlerTeil } from '../http/operationen.js';
import { meinBeitragPdf, meinBeitragQr, meineBeitraege } from '../services/beitraege/meine-beitraege.js';

export function appBeitraegeHandlers(deps: AppDeps) {
  return {
    getMeineBeitraege: async (request) => meineBeitraege(deps, request.auth),
    getMeinBeitragPdf: async (request) => meinBeitragPdf(deps, request.auth, request.params.BeitragsrechnungId),
    getMeinBeitragQr: async (request) => meinBeitragQr(deps, request.auth, request.params.BeitragsrechnungId),
  } satisfies HandlerTeil;
}
