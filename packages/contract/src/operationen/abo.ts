/** The article and the three subscription orders. */
import { aboBestellungSchema, artikelEntity, FEHLER_TITEL, recordIdEntity } from '@vereinsportal/domain';
import { adminGruppe, gruppe } from '../operation.js';
import { idParams } from '../parameter.js';

const bestellung = {
  methode: 'POST',
  body: aboBestellungSchema,
  antwort: recordIdEntity,
  fehler: [409],
} as const;

export const aboOperationen = gruppe(adminGruppe('Abonnement'), {
  getArtikel: {
    methode: 'GET',
    pfad: '/artikel/:ArtikelId',
    params: idParams('ArtikelId'),
    antwort: artikelEntity,
    fehlerTitel: FEHLER_TITEL.artikelLaden,
    beschreibung: 'Artikel (1 = Jahresabonnement)',
  },
  abonnementAbschliessen: {
    ...bestellung,
    pfad: '/abonnementAbschliessen',
    fehlerTitel: FEHLER_TITEL.aboAbschliessen,
    beschreibung: 'Jahresabonnement abschliessen (RecordId = neuer Vertrag)',
  },
  abonnementAnpassen: {
    ...bestellung,
    pfad: '/abonnementAnpassen',
    fehlerTitel: FEHLER_TITEL.aboAnpassen,
    beschreibung: 'Anzahl Mitglieder im laufenden Jahresabonnement erhöhen',
  },
  abonnementErneuern: {
    ...bestellung,
    pfad: '/abonnementErneuern',
    fehlerTitel: FEHLER_TITEL.aboErneuern,
    beschreibung: 'Jahresabonnement erneuern (Anschlussvertrag)',
  },
});
