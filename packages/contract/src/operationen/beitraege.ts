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
import { operation } from '../operation.js';
import { idParams } from '../parameter.js';
import { ADMIN_PFAD } from '../pfade.js';

const BEREICH = 'Beiträge';

export const beitraegeOperationen = {
  getBeitragsEinstellungen: operation({
    methode: 'GET',
    pfad: `${ADMIN_PFAD}/beitraege/einstellungen`,
    antwort: beitragsEinstellungenEntity,
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.beitragsEinstellungenLaden,
    bereich: BEREICH,
    beschreibung:
      'Konto des Vereins für Beiträge (IBAN oder QR-IBAN, Kontoinhaber, Adresse, UID), ob damit ein Beitragslauf möglich ist (sonst warum nicht), die Regel für Mitglieder in mehreren Kategorien und der Jahresbeitrag jeder Mitgliederkategorie (null = kein Beitrag)',
  }),
  updateBeitragsEinstellungen: operation({
    methode: 'PUT',
    pfad: `${ADMIN_PFAD}/beitraege/einstellungen`,
    body: beitragsEinstellungenSchema,
    antwort: beitragsEinstellungenEntity,
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.beitragsEinstellungenSpeichern,
    bereich: BEREICH,
    beschreibung:
      'Konto, Regel und Beiträge pro Kategorie speichern (Beträge in CHF mit höchstens zwei Nachkommastellen; 0 oder null = kein Beitrag); die IBAN wird geprüft (nur CH/LI); eine unbekannte Kategorie ergibt 400',
  }),
  getBeitragsAusnahme: operation({
    methode: 'GET',
    pfad: `${ADMIN_PFAD}/mitglieder/:MitgliedId/beitragsausnahme`,
    params: idParams('MitgliedId'),
    antwort: beitragsAusnahmeEntity,
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.beitragsausnahmeLaden,
    bereich: BEREICH,
    beschreibung: "Die Beitragsausnahme eines Mitglieds ('befreit' oder ein anderer Betrag, mit Grund); null wenn keine",
  }),
  setBeitragsAusnahme: operation({
    methode: 'PUT',
    pfad: `${ADMIN_PFAD}/mitglieder/:MitgliedId/beitragsausnahme`,
    params: idParams('MitgliedId'),
    body: beitragsAusnahmeSchema,
    antwort: beitragsAusnahmeEntity,
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.beitragsausnahmeSpeichern,
    bereich: BEREICH,
    beschreibung: "Beitragsausnahme setzen: Art 'befreit' (ohne Betrag) oder 'betrag' (Betrag in CHF), immer mit Grund",
  }),
  deleteBeitragsAusnahme: operation({
    methode: 'DELETE',
    pfad: `${ADMIN_PFAD}/mitglieder/:MitgliedId/beitragsausnahme`,
    params: idParams('MitgliedId'),
    antwort: recordIdEntity,
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.beitragsausnahmeLoeschen,
    bereich: BEREICH,
    beschreibung: 'Beitragsausnahme entfernen: das Mitglied bezahlt wieder den Beitrag seiner Kategorien (RecordId = MitgliedId)',
  }),
  beitragslaufVorschau: operation({
    methode: 'POST',
    pfad: `${ADMIN_PFAD}/beitraege/laeufe/vorschau`,
    body: beitragslaufSchema,
    antwort: beitragslaufVorschauEntity,
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.beitragslaufVorschau,
    bereich: BEREICH,
    beschreibung:
      'Vorschau eines Beitragslaufs, ohne etwas zu schreiben: Anzahl Rechnungen, Total, pro Kategorie, befreite Mitglieder, Mitglieder ohne E-Mail (Rechnung auf Papier) und ohne Postadresse (nicht verrechenbar), ob die Periode schon abgerechnet ist und ob das Konto fehlt',
  }),
  beitragslaufStarten: operation({
    methode: 'POST',
    pfad: `${ADMIN_PFAD}/beitraege/laeufe`,
    body: beitragslaufSchema,
    antwort: beitragslaufErgebnisEntity,
    zugang: 'admin',
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.beitragslaufStarten,
    bereich: BEREICH,
    beschreibung:
      'Beitragslauf: eine Rechnung pro Mitglied mit eigener QR- oder RF-Referenz, die E-Mails mit PDF und das Druck-PDF, alles in einer Transaktion; 409 wenn die Periode schon abgerechnet ist, das Konto fehlt oder niemand zu verrechnen ist',
  }),
  getBeitragslaeufe: operation({
    methode: 'GET',
    pfad: `${ADMIN_PFAD}/beitraege/laeufe`,
    antwort: v.array(beitragslaufEntity),
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.beitragslaeufeLaden,
    bereich: BEREICH,
    beschreibung: 'Die Beitragsläufe des Vereins, neueste zuerst',
  }),
  getBeitragslaufDruckPdf: operation({
    methode: 'GET',
    pfad: `${ADMIN_PFAD}/beitraege/laeufe/:LaufId/druck`,
    params: idParams('LaufId'),
    antwort: { art: 'datei', contentType: 'application/pdf' },
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.beitragslaufDruckPdfLaden,
    bereich: BEREICH,
    beschreibung:
      'Die Rechnungen eines Beitragslaufs an Mitglieder ohne E-Mail als ein PDF zum Drucken, eine Seite pro Mitglied, nach Namen sortiert; 404 wenn es keine gibt',
  }),
};
