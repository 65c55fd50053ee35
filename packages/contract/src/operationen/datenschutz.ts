/**
 * Data protection (docs/produkt.md "Datenschutz"): a member's information (JSON and a printable HTML
 * page), the final erasure of a deleted member, the club's full export and the closing of its account.
 */
import { datenauskunftEntity, FEHLER_TITEL, recordIdEntity, vereinSchliessenSchema } from '@vereinsportal/domain';
import { operation } from '../operation.js';
import { idParams } from '../parameter.js';
import { ADMIN_PFAD } from '../pfade.js';

const AUSKUNFT = `${ADMIN_PFAD}/mitglied/:MitgliedId/datenauskunft`;

export const datenschutzOperationen = {
  getMitgliedDatenauskunft: operation({
    methode: 'GET',
    pfad: AUSKUNFT,
    params: idParams('MitgliedId'),
    antwort: datenauskunftEntity,
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.datenauskunftLaden,
    bereich: 'Datenschutz',
    beschreibung:
      'Datenauskunft: alles, was über ein Mitglied gespeichert ist (Personalien ohne Passwort, Kategorien, An-/Abmeldungen, Geräte, Kalenderabo, E-Mails, Änderungsprotokoll)',
  }),
  getMitgliedDatenauskunftHtml: operation({
    methode: 'GET',
    pfad: `${AUSKUNFT}/html`,
    params: idParams('MitgliedId'),
    antwort: { art: 'datei', contentType: 'text/html', zeichensatz: 'utf-8' },
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.datenauskunftLaden,
    bereich: 'Datenschutz',
    beschreibung: 'Dieselbe Datenauskunft als druckbare HTML-Seite',
  }),
  mitgliedEndgueltigLoeschen: operation({
    methode: 'DELETE',
    pfad: `${ADMIN_PFAD}/mitglied/:MitgliedId`,
    params: idParams('MitgliedId'),
    antwort: recordIdEntity,
    zugang: 'admin',
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.mitgliedEndgueltigLoeschen,
    bereich: 'Datenschutz',
    beschreibung:
      'Ein gelöschtes Mitglied (Status D) endgültig löschen: seine persönlichen Daten werden überall entfernt oder anonymisiert (409 für ein aktives Mitglied)',
  }),
  getVereinsdaten: operation({
    methode: 'GET',
    pfad: `${ADMIN_PFAD}/vereinsdaten`,
    antwort: { art: 'datei', contentType: 'application/json', zeichensatz: 'utf-8' },
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.vereinsdatenExportieren,
    bereich: 'Datenschutz',
    beschreibung:
      'Alle Daten des Vereins als JSON: die Zeilen jeder Tabelle (ohne Passwort-Hashes und Geheimnisse), die PDF-Dateien der Dokumente als Base64 bis 20 MB insgesamt',
  }),
  vereinSchliessen: operation({
    methode: 'POST',
    pfad: `${ADMIN_PFAD}/vereinSchliessen`,
    body: vereinSchliessenSchema,
    antwort: recordIdEntity,
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.vereinSchliessen,
    bereich: 'Datenschutz',
    beschreibung:
      'Den Verein schliessen: alle Daten des Vereins werden in einer Transaktion gelöscht (Bestätigung: die eigene Vereinsnummer, sonst 400); danach ist keine Anmeldung mehr möglich',
  }),
};
