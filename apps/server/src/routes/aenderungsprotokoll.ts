/** The change log: the club's entries, newest first, filtered by area and days (docs/produkt.md, Änderungsprotokoll). */
import { addDays, feldAenderungEntity, zeitpunktInZeitzone, type Aenderung } from '@vereinsportal/domain';
import * as v from 'valibot';
import type { AppDeps } from '../context.js';
import type { HandlerTeil } from '../http/operationen.js';
import { aufbewahrtAb, gelegentlichAufraeumen } from '../services/aenderungsprotokoll.js';

const felderSchema = v.array(feldAenderungEntity);

function felder(json: string): Aenderung['Felder'] {
  const ergebnis = v.safeParse(felderSchema, JSON.parse(json));
  return ergebnis.success ? ergebnis.output : [];
}

export function aenderungsprotokollHandlers(deps: AppDeps) {
  const { db } = deps;
  const aufraeumen = gelegentlichAufraeumen(db);
  return {
    getAenderungsprotokoll: async (request) => {
      const { Bereich, Von, Bis, Limit } = request.query;
      const jetzt = deps.clock.now();
      await aufraeumen(jetzt);
      const tz = deps.config.tzClub;
      // Days in the club's time zone: from the start of Von to the end of Bis. Never older than kept.
      const ab = aufbewahrtAb(jetzt);
      const von = Von ? zeitpunktInZeitzone(Von, null, tz).toISOString() : ab;
      let q = db
        .selectFrom('aenderungsprotokoll')
        .select(['AenderungId', 'Zeitpunkt', 'AdministratorId', 'AdministratorName', 'Bereich', 'ObjektId', 'Objekt', 'Aktion', 'Felder'])
        .where('VereinId', '=', request.auth.vereinId)
        .where('Zeitpunkt', '>=', von > ab ? von : ab);
      if (Bis) q = q.where('Zeitpunkt', '<', zeitpunktInZeitzone(addDays(Bis, 1), null, tz).toISOString());
      if (Bereich) q = q.where('Bereich', '=', Bereich);
      const rows = await q.orderBy('Zeitpunkt', 'desc').orderBy('AenderungId', 'desc').limit(Limit).execute();
      return rows.map((r): Aenderung => ({ ...r, Felder: felder(r.Felder) }));
    },
  } satisfies HandlerTeil;
}
