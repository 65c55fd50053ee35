/**
 * 'Meine Beiträge' in the member app: the signed-in member's own fee invoices, each one's PDF and, while it is
 * open, its QR code (the Swiss QR code with the cross, as SVG drawn by the server, so the app ships no QR
 * library). Another member's invoice is a 404 like one that does not exist.
 */
import { FEHLER_TITEL, meinBeitragEntity } from '@vereinsportal/domain';
import * as v from 'valibot';
import { operation } from '../operation.js';
import { idParams } from '../parameter.js';
import { APP_PFAD } from '../pfade.js';

const BEREICH = 'Mitglieder-App';

export const appBeitraegeOperationen = {
  getMeineBeitraege: operation({
    methode: 'GET',
    pfad: `${APP_PFAD}/beitraege`,
    antwort: v.array(meinBeitragEntity),
    zugang: 'mitglied',
    fehlerTitel: FEHLER_TITEL.appBeitraegeLaden,
    bereich: BEREICH,
    beschreibung: 'Die eigenen Beitragsrechnungen mit Status, neueste zuerst; mit Konto und Empfänger des Vereins zum Bezahlen',
  }),
  getMeinBeitragPdf: operation({
    methode: 'GET',
    pfad: `${APP_PFAD}/beitraege/:BeitragsrechnungId/pdf`,
    params: idParams('BeitragsrechnungId'),
    antwort: { art: 'datei', contentType: 'application/pdf' },
    zugang: 'mitglied',
    // 409: nothing left to pay (paid or cancelled), or the club has no valid account to put on the QR-bill.
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.appBeitragPdfLaden,
    bereich: BEREICH,
    beschreibung: 'Eine offene eigene Beitragsrechnung als PDF mit QR-Zahlteil über den offenen Betrag',
  }),
  getMeinBeitragQr: operation({
    methode: 'GET',
    pfad: `${APP_PFAD}/beitraege/:BeitragsrechnungId/qr`,
    params: idParams('BeitragsrechnungId'),
    antwort: { art: 'datei', contentType: 'image/svg+xml' },
    zugang: 'mitglied',
    // 409: nothing left to pay (paid or cancelled), or the club has no valid account.
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.appBeitragQrLaden,
    bereich: BEREICH,
    beschreibung: 'Der QR-Code (Swiss QR Code) einer offenen eigenen Beitragsrechnung als SVG, mit dem offenen Betrag und der Referenz',
  }),
};
