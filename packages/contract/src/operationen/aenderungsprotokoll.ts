/** The change log: who changed what, when (docs/produkt.md, Änderungsprotokoll). */
import { aenderungEntity, aenderungsprotokollFilterSchema, FEHLER_TITEL } from '@vereinsportal/domain';
import * as v from 'valibot';
import { adminGruppe, gruppe } from '../operation.js';

export const aenderungsprotokollOperationen = gruppe(adminGruppe('Änderungsprotokoll'), {
  getAenderungsprotokoll: {
    methode: 'GET',
    pfad: '/aenderungsprotokoll',
    query: aenderungsprotokollFilterSchema,
    antwort: v.array(aenderungEntity),
    fehlerTitel: FEHLER_TITEL.aenderungsprotokollLaden,
    beschreibung: 'Änderungen der Administratoren, neueste zuerst (Filter: Bereich, Von/Bis als Tage in der Zeitzone des Vereins, Limit)',
  },
});
