/** The change log: who changed what, when (docs/produkt.md, Änderungsprotokoll). */
import { aenderungEntity, aenderungsprotokollFilterSchema, FEHLER_TITEL } from '@vereinsportal/domain';
import * as v from 'valibot';
import { operation } from '../operation.js';
import { ADMIN_PFAD } from '../pfade.js';

export const aenderungsprotokollOperationen = {
  getAenderungsprotokoll: operation({
    methode: 'GET',
    pfad: `${ADMIN_PFAD}/aenderungsprotokoll`,
    query: aenderungsprotokollFilterSchema,
    antwort: v.array(aenderungEntity),
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.aenderungsprotokollLaden,
    bereich: 'Änderungsprotokoll',
    beschreibung: 'Änderungen der Administratoren, neueste zuerst (Filter: Bereich, Von/Bis als Tage in der Zeitzone des Vereins, Limit)',
  }),
};
