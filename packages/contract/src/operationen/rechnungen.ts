/**
 * The portal's own invoices to the club (docs/produkt.md "Rechnungen"): the list in the club account and
 * each invoice's PDF with its QR-bill. Payments are read by the operator's command line, not over HTTP.
 */
import { FEHLER_TITEL, rechnungEntity } from '@vereinsportal/domain';
import * as v from 'valibot';
import { adminGruppe, gruppe } from '../operation.js';
import { idParams } from '../parameter.js';

export const rechnungenOperationen = gruppe(adminGruppe('Rechnungen', '/rechnungen'), {
  getRechnungen: {
    methode: 'GET',
    pfad: '',
    antwort: v.array(rechnungEntity),
    fehlerTitel: FEHLER_TITEL.rechnungenLaden,
    beschreibung:
      'Die Rechnungen des Vereins, neueste zuerst: Nummer, Datum, Betrag, offener Betrag, Fälligkeit, Status (offen, teilweise bezahlt, bezahlt, überfällig) und Mahnstufe',
  },
  getRechnungPdf: {
    methode: 'GET',
    pfad: '/:RechnungId/pdf',
    params: idParams('RechnungId'),
    antwort: { art: 'datei', contentType: 'application/pdf' },
    fehlerTitel: FEHLER_TITEL.rechnungPdfLaden,
    beschreibung:
      'Eine Rechnung des Vereins als PDF (A4) mit QR-Rechnung (Zahlteil mit Empfangsschein); 404 für die Rechnung eines anderen Vereins',
  },
});
