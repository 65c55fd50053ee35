/**
 * Member fees, the treasurer's setup and fee runs (docs/produkt.md "Beiträge"): the club's account and the fee
 * per category, a member's exception, the fee run's preview and start (one invoice per member, mails with the
 * PDF, a print PDF for the members without e-mail) and the list of runs. Open items, bank files and reminders
 * are in beitraege-posten.ts.
 */
import {
  beitragsAusnahmeEntity,
  beitragsAusnahmeSchema,
  beitragsEinstellungenEntity,
  beitragsEinstellungenSchema,
  beitragslaufEntity,
  beitragslaufErgebnisEntity,
  beitragslaufSchema,
  beitragslaufVorschauEntity,
  FEHLER_TITEL,
  recordIdEntity,
} from '@vereinsportal/domain';
import * as v from 'valibot';
import { adminGruppe, gruppe } from '../operation.js';
import { idParams } from '../parameter.js';

export const beitraegeOperationen = gruppe(adminGruppe('Beiträge'), {
  getBeitragsEinstellungen: {
    methode: 'GET',
    pfad: '/beitraege/einstellungen',
    antwort: beitragsEinstellungenEntity,
    fehlerTitel: FEHLER_TITEL.beitragsEinstellungenLaden,
    beschreibung:
      'Konto des Vereins für Beiträge (IBAN oder QR-IBAN, Kontoinhaber, Adresse, UID), ob damit ein Beitragslauf möglich ist (sonst warum nicht), die Regel für Mitglieder in mehreren Kategorien und der Jahresbeitrag jeder Mitgliederkategorie (null = kein Beitrag)',
  },
  updateBeitragsEinstellungen: {
    methode: 'PUT',
    pfad: '/beitraege/einstellungen',
    body: beitragsEinstellungenSchema,
    antwort: beitragsEinstellungenEntity,
    fehlerTitel: FEHLER_TITEL.beitragsEinstellungenSpeichern,
    beschreibung:
      'Konto, Regel und Beiträge pro Kategorie speichern (Beträge in CHF mit höchstens zwei Nachkommastellen; 0 oder null = kein Beitrag); die IBAN wird geprüft (nur CH/LI); eine unbekannte Kategorie ergibt 400',
  },
  getBeitragsAusnahme: {
    methode: 'GET',
    pfad: '/mitglieder/:MitgliedId/beitragsausnahme',
    params: idParams('MitgliedId'),
    antwort: beitragsAusnahmeEntity,
    fehlerTitel: FEHLER_TITEL.beitragsausnahmeLaden,
    beschreibung: "Die Beitragsausnahme eines Mitglieds ('befreit' oder ein anderer Betrag, mit Grund); null wenn keine",
  },
  setBeitragsAusnahme: {
    methode: 'PUT',
    pfad: '/mitglieder/:MitgliedId/beitragsausnahme',
    params: idParams('MitgliedId'),
    body: beitragsAusnahmeSchema,
    antwort: beitragsAusnahmeEntity,
    fehlerTitel: FEHLER_TITEL.beitragsausnahmeSpeichern,
    beschreibung: "Beitragsausnahme setzen: Art 'befreit' (ohne Betrag) oder 'betrag' (Betrag in CHF), immer mit Grund",
  },
  deleteBeitragsAusnahme: {
    methode: 'DELETE',
    pfad: '/mitglieder/:MitgliedId/beitragsausnahme',
    params: idParams('MitgliedId'),
    antwort: recordIdEntity,
    fehlerTitel: FEHLER_TITEL.beitragsausnahmeLoeschen,
    beschreibung: 'Beitragsausnahme entfernen: das Mitglied bezahlt wieder den Beitrag seiner Kategorien (RecordId = MitgliedId)',
  },
  beitragslaufVorschau: {
    methode: 'POST',
    pfad: '/beitraege/laeufe/vorschau',
    body: beitragslaufSchema,
    antwort: beitragslaufVorschauEntity,
    fehlerTitel: FEHLER_TITEL.beitragslaufVorschau,
    beschreibung:
      'Vorschau eines Beitragslaufs, ohne etwas zu schreiben: Anzahl Rechnungen, Total, pro Kategorie, befreite Mitglieder, Mitglieder ohne E-Mail (Rechnung auf Papier) und ohne Postadresse (nicht verrechenbar), ob die Periode schon abgerechnet ist und ob das Konto fehlt',
  },
  beitragslaufStarten: {
    methode: 'POST',
    pfad: '/beitraege/laeufe',
    body: beitragslaufSchema,
    antwort: beitragslaufErgebnisEntity,
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.beitragslaufStarten,
    beschreibung:
      'Beitragslauf: eine Rechnung pro Mitglied mit eigener QR- oder RF-Referenz, die E-Mails mit PDF und das Druck-PDF, alles in einer Transaktion; 409 wenn die Periode schon abgerechnet ist, das Konto fehlt oder niemand zu verrechnen ist',
  },
  getBeitragslaeufe: {
    methode: 'GET',
    pfad: '/beitraege/laeufe',
    antwort: v.array(beitragslaufEntity),
    fehlerTitel: FEHLER_TITEL.beitragslaeufeLaden,
    beschreibung: 'Die Beitragsläufe des Vereins, neueste zuerst',
  },
  getBeitragslaufDruckPdf: {
    methode: 'GET',
    pfad: '/beitraege/laeufe/:LaufId/druck',
    params: idParams('LaufId'),
    antwort: { art: 'datei', contentType: 'application/pdf' },
    fehlerTitel: FEHLER_TITEL.beitragslaufDruckPdfLaden,
    beschreibung:
      'Die Rechnungen eines Beitragslaufs an Mitglieder ohne E-Mail als ein PDF zum Drucken, eine Seite pro Mitglied, nach Namen sortiert; 404 wenn es keine gibt',
  },
});
