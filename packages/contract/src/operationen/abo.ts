/** The article and the three subscription orders. */
import { aboBestellungSchema, artikelEntity, FEHLER_TITEL, recordIdEntity } from '@vereinsportal/domain';
import { operation } from '../operation.js';
import { idParams } from '../parameter.js';
import { ADMIN_PFAD } from '../pfade.js';

const bestellung = {
  methode: 'POST',
  body: aboBestellungSchema,
  antwort: recordIdEntity,
  zugang: 'admin',
  fehler: [409],
  bereich: 'Abonnement',
} as const;

export const aboOperationen = {
  getArtikel: operation({
    methode: 'GET',
    pfad: `${ADMIN_PFAD}/artikel/:ArtikelId`,
    params: idParams('ArtikelId'),
    antwort: artikelEntity,
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.artikelLaden,
    bereich: 'Abonnement',
    beschreibung: 'Artikel (1 = Jahresabonnement)',
  }),
  abonnementAbschliessen: operation({
    ...bestellung,
    pfad: `${ADMIN_PFAD}/abonnementAbschliessen`,
    fehlerTitel: FEHLER_TITEL.aboAbschliessen,
    beschreibung: 'Jahresabonnement abschliessen (RecordId = neuer Vertrag)',
  }),
  abonnementAnpassen: operation({
    ...bestellung,
    pfad: `${ADMIN_PFAD}/abonnementAnpassen`,
    fehlerTitel: FEHLER_TITEL.aboAnpassen,
    beschreibung: 'Anzahl Mitglieder im laufenden Jahresabonnement erhöhen',
  }),
  abonnementErneuern: operation({
    ...bestellung,
    pfad: `${ADMIN_PFAD}/abonnementErneuern`,
    fehlerTitel: FEHLER_TITEL.aboErneuern,
    beschreibung: 'Jahresabonnement erneuern (Anschlussvertrag)',
  }),
};
