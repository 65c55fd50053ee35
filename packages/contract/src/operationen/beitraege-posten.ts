/**
 * Member fees, the treasurer's open items (docs/produkt.md "Beiträge"): the fee invoices with filters and
 * totals, each one's PDF, 'bar bezahlt', 'stornieren', the CSV for the bookkeeping, the club's bank file
 * (preview, 'Buchen', assigning an unassigned payment by hand) and the reminders. Settings, exceptions and fee
 * runs are in beitraege.ts.
 */
import {
  BANKDATEI_MAX_BYTES,
  BEITRAG_POSTEN_MELDUNG,
  bankdateiSchema,
  barBezahltSchema,
  beitragsMahnungenGesendetEntity,
  beitragsMahnungenVorschauEntity,
  beitragsrechnungenEntity,
  beitragsrechnungenFilterSchema,
  beitragStornoSchema,
  beitragsZahlungenGebuchtEntity,
  beitragsZahlungenVorschauEntity,
  FEHLER_TITEL,
  mahnungenSchema,
  nichtZugeordneteZahlungEntity,
  recordIdEntity,
  zahlungZuordnenSchema,
} from '@vereinsportal/domain';
import * as v from 'valibot';
import { adminGruppe, type DateiTeil, gruppe, multipart } from '../operation.js';
import { idParams } from '../parameter.js';

const BANKDATEI = {
  datei: {
    maxBytes: BANKDATEI_MAX_BYTES,
    zuGrossMeldung: BEITRAG_POSTEN_MELDUNG.dateiZuGross(BANKDATEI_MAX_BYTES / 1024 / 1024),
    beschreibung: 'Die Bankdatei aus dem E-Banking: camt.054 (Gutschriftsanzeige) oder camt.053 (Kontoauszug), XML',
  },
} as const satisfies Record<string, DateiTeil>;

const rechnungParams = idParams('BeitragsrechnungId');

export const beitraegePostenOperationen = gruppe(adminGruppe('Beiträge', '/beitraege'), {
  getBeitragsrechnungen: {
    methode: 'GET',
    pfad: '/rechnungen',
    query: beitragsrechnungenFilterSchema,
    antwort: beitragsrechnungenEntity,
    fehlerTitel: FEHLER_TITEL.beitragsrechnungenLaden,
    beschreibung:
      'Offene Posten: die Beitragsrechnungen (neueste Beitragsläufe zuerst, nach Namen) mit Betrag, bezahlt, offen, Status und Mahnstufe, und die Summen; Filter Status (offen, teilweise bezahlt, bezahlt, überfällig, storniert), MitgliedId, LaufId',
  },
  getBeitragsrechnungenCsv: {
    methode: 'GET',
    pfad: '/rechnungen.csv',
    query: beitragsrechnungenFilterSchema,
    antwort: { art: 'datei', contentType: 'text/csv', zeichensatz: 'utf-8' },
    fehlerTitel: FEHLER_TITEL.beitragsrechnungenCsv,
    beschreibung:
      'Die Beitragsrechnungen der Filter als CSV für die Buchhaltung (UTF-8 mit BOM, Semikolon, eine Zeile pro Rechnung, Beträge 120.00)',
  },
  getBeitragsrechnungPdf: {
    methode: 'GET',
    pfad: '/rechnungen/:BeitragsrechnungId/pdf',
    params: rechnungParams,
    antwort: { art: 'datei', contentType: 'application/pdf' },
    // 409: the club's account is missing or invalid, so no QR-bill can be drawn.
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.beitragsrechnungPdfLaden,
    beschreibung:
      'Eine Beitragsrechnung als PDF mit QR-Zahlteil über den offenen Betrag; nach einer Mahnung mit dem Titel Zahlungserinnerung oder 2. Mahnung',
  },
  beitragsrechnungBarBezahlt: {
    methode: 'POST',
    pfad: '/rechnungen/:BeitragsrechnungId/bar',
    params: rechnungParams,
    body: barBezahltSchema,
    antwort: recordIdEntity,
    // 409: cancelled or already paid.
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.beitragsrechnungBarBezahlt,
    beschreibung:
      'Bar bezahlt: bucht eine Barzahlung (Datum, Betrag bis zum offenen Betrag) auf die Beitragsrechnung; im Änderungsprotokoll',
  },
  beitragsrechnungStornieren: {
    methode: 'POST',
    pfad: '/rechnungen/:BeitragsrechnungId/storno',
    params: rechnungParams,
    body: beitragStornoSchema,
    antwort: recordIdEntity,
    // 409: already cancelled, or payments are booked on it.
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.beitragsrechnungStornieren,
    beschreibung:
      'Storniert eine Beitragsrechnung ohne verbuchte Zahlungen, mit Grund; sie bleibt mit Status storniert in der Liste und im Änderungsprotokoll',
  },
  beitragsZahlungenVorschau: {
    methode: 'POST',
    pfad: '/zahlungen/vorschau',
    body: multipart(bankdateiSchema, BANKDATEI),
    antwort: beitragsZahlungenVorschauEntity,
    // 409: the club has no valid account for fees, or the file is for another account.
    fehler: [409, 413],
    fehlerTitel: FEHLER_TITEL.beitragsZahlungenVorschau,
    beschreibung:
      'Liest die Bankdatei (Teil datei, camt.054 oder camt.053) und zeigt, was gebucht würde: bezahlt, teilweise bezahlt, überzahlt, Storno, nicht zugeordnet mit Vorschlägen, und was übersprungen wird; bucht nichts',
  },
  beitragsZahlungenBuchen: {
    methode: 'POST',
    pfad: '/zahlungen',
    body: multipart(bankdateiSchema, BANKDATEI),
    antwort: beitragsZahlungenGebuchtEntity,
    fehler: [409, 413],
    fehlerTitel: FEHLER_TITEL.beitragsZahlungenBuchen,
    beschreibung:
      'Bucht die Zahlungen der Bankdatei in einer Transaktion; dieselbe Datei ein zweites Mal bucht nichts (alles übersprungen)',
  },
  getNichtZugeordneteZahlungen: {
    methode: 'GET',
    pfad: '/zahlungen/nicht-zugeordnet',
    antwort: v.array(nichtZugeordneteZahlungEntity),
    fehlerTitel: FEHLER_TITEL.nichtZugeordneteZahlungenLaden,
    beschreibung: 'Die Zahlungen aus Bankdateien, die keiner Beitragsrechnung zugeordnet werden konnten, mit Vorschlägen',
  },
  beitragsZahlungZuordnen: {
    methode: 'POST',
    pfad: '/zahlungen/:ZahlungId/zuordnen',
    params: idParams('ZahlungId'),
    body: zahlungZuordnenSchema,
    antwort: recordIdEntity,
    // 409: the invoice is cancelled.
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.beitragsZahlungZuordnen,
    beschreibung: 'Ordnet eine nicht zugeordnete Zahlung von Hand einer Beitragsrechnung zu; im Änderungsprotokoll',
  },
  beitragsMahnungenVorschau: {
    methode: 'POST',
    pfad: '/mahnungen/vorschau',
    body: mahnungenSchema,
    antwort: beitragsMahnungenVorschauEntity,
    fehlerTitel: FEHLER_TITEL.beitragsMahnungenVorschau,
    beschreibung:
      'Zeigt für die gewählten Beitragsrechnungen die nächste Mahnstufe (Zahlungserinnerung, 2. Mahnung) oder warum keine; sendet nichts',
  },
  beitragsMahnungenSenden: {
    methode: 'POST',
    pfad: '/mahnungen',
    body: mahnungenSchema,
    antwort: beitragsMahnungenGesendetEntity,
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.beitragsMahnungenSenden,
    beschreibung:
      'Sendet die fälligen Mahnungen der gewählten Beitragsrechnungen mit PDF über den Postausgang (jede Stufe einmal); Mitglieder ohne E-Mail werden zum Drucken gezählt',
  },
});
