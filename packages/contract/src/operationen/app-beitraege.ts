/**
 * 'Meine Beiträge' in the member app: the signed-in member's own fee invoices, each one's PDF and, while it is
 * open, its QR code (the Swiss QR code with the cross, as SVG drawn by the server, so the app ships no QR
 * library). Another member's invoice is a 404 like one that does not exist.
 */
import { FEHLER_TITEL, meinBeitragEntity } from '@vereinsportal/domain';
import * as v from 'valibot';
import { appGruppe, gruppe } from '../operation.js';
import { idParams } from '../parameter.js';

export const appBeitraegeOperationen = gruppe(appGruppe('/beitraege'), {
  getMeineBeitraege: {
    methode: 'GET',
    pfad: '',
    antwort: v.array(meinBeitragEntity),
    fehlerTitel: FEHLER_TITEL.appBeitraegeLaden,
    beschreibung: 'Die eigenen Beitragsrechnungen mit Status, neueste zuerst; mit Konto und Empfänger des Vereins zum Bezahlen',
  },
  getMeinBeitragPdf: {
    methode: 'GET',
    pfad: '/:BeitragsrechnungId/pdf',
    params: idParams('BeitragsrechnungId'),
    antwort: { art: 'datei', contentType: 'application/pdf' },
    // 409: nothing left to pay (paid or cancelled), or the club has no valid account to put on the QR-bill.
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.appBeitragPdfLaden,
    beschreibung: 'Eine offene eigene Beitragsrechnung als PDF mit QR-Zahlteil über den offenen Betrag',
  },
  getMeinBeitragQr: {
    methode: 'GET',
    pfad: '/:BeitragsrechnungId/qr',
    params: idParams('BeitragsrechnungId'),
    antwort: { art: 'datei', contentType: 'image/svg+xml' },
    // 409: nothing left to pay (paid or cancelled), or the club has no valid account.
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.appBeitragQrLaden,
    beschreibung: 'Der QR-Code (Swiss QR Code) einer offenen eigenen Beitragsrechnung als SVG, mit dem offenen Betrag und der Referenz',
  },
});
