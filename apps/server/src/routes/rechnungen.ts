/** The club's invoices (docs/produkt.md "Rechnungen"): the list and each invoice's PDF. */
import type { AppDeps } from '../context.js';
import { notFound } from '../http/errors.js';
import type { HandlerTeil } from '../http/operationen.js';
import { rechnungDateiname } from '../services/rechnungen/rechnung-pdf.js';
import { rechnungPdfDesVereins } from '../services/rechnungen/rechnung-pdf-abrufen.js';
import { rechnungenDesVereins } from '../services/rechnungen/rechnungen-auflisten.js';
import { heute } from '../services/vertrag.js';

export function rechnungenHandlers(deps: AppDeps) {
  return {
    getRechnungen: async (request) => rechnungenDesVereins(deps.db, request.auth.vereinId, heute(deps)),

    getRechnungPdf: async (request) => {
      const pdf = await rechnungPdfDesVereins(deps, request.auth.vereinId, request.params.RechnungId);
      if (!pdf) throw notFound();
      return { bytes: pdf.bytes, dateiName: rechnungDateiname(pdf.rechnung) };
    },
  } satisfies HandlerTeil;
}
