/** Attendance of events (docs/produkt.md "Anwesenheit"): thin handlers over services/termine/anwesenheit-*.ts. */
import { anwesenheitCsv, anwesenheitCsvDateiname, saisonCsv, saisonCsvDateiname, saisonVon } from '@vereinsportal/domain';
import type { AppDeps } from '../context.js';
import { notFound } from '../http/errors.js';
import type { HandlerTeil } from '../http/operationen.js';
import { mitgliedSaison, saisonAllerMitglieder, terminAnwesenheit } from '../services/termine/anwesenheit-liste.js';
import { anwesenheitSetzen } from '../services/termine/anwesenheit-setzen.js';
import { heute } from '../services/vertrag.js';

export function anwesenheitHandlers(deps: AppDeps) {
  const tz = deps.config.tzClub;
  const liste = async (vereinId: number, terminId: number) => {
    const l = await terminAnwesenheit(deps.db, vereinId, terminId, tz, deps.clock.now());
    if (!l) throw notFound();
    return l;
  };
  // Without ?Saison the current calendar year in the club's time zone.
  const saison = (angefragt: number | null) => angefragt ?? saisonVon(heute(deps));
  const csv = (text: string, dateiName: string) => ({ bytes: new TextEncoder().encode(text), dateiName });

  return {
    getTerminAnwesenheit: async (request) => liste(request.auth.vereinId, request.params.TerminId),

    setTerminAnwesenheit: async (request) => {
      await anwesenheitSetzen(deps, request.auth, request.params.TerminId, request.params.MitgliedId, request.body.Anwesend);
      return { RecordId: request.params.MitgliedId };
    },

    getTerminAnwesenheitCsv: async (request) => {
      const l = await liste(request.auth.vereinId, request.params.TerminId);
      return csv(anwesenheitCsv(l.Zeilen), anwesenheitCsvDateiname(l));
    },

    getMitgliedAnwesenheit: async (request) => {
      const s = await mitgliedSaison(
        deps.db,
        request.auth.vereinId,
        request.params.MitgliedId,
        saison(request.query.Saison),
        tz,
        deps.clock.now(),
      );
      if (!s) throw notFound();
      return s;
    },

    getAnwesenheitSaisonCsv: async (request) => {
      const jahr = saison(request.query.Saison);
      return csv(
        saisonCsv(await saisonAllerMitglieder(deps.db, request.auth.vereinId, jahr, tz, deps.clock.now())),
        saisonCsvDateiname(jahr),
      );
    },
  } satisfies HandlerTeil;
}
