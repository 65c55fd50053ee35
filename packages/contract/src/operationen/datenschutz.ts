/**
 * Data protection (docs/produkt.md "Datenschutz"): a member's information (JSON and a printable HTML
 * page), the final erasure of a deleted member, the club's full export and the closing of its account.
 */
import { datenauskunftEntity, FEHLER_TITEL, recordIdEntity, vereinSchliessenSchema } from '@vereinsportal/domain';
import { adminGruppe, gruppe } from '../operation.js';
import { idParams } from '../parameter.js';

const AUSKUNFT = '/mitglied/:MitgliedId/datenauskunft';

export const datenschutzOperationen = gruppe(adminGruppe('Datenschutz'), {
  getMitgliedDatenauskunft: {
    methode: 'GET',
    pfad: AUSKUNFT,
    params: idParams('MitgliedId'),
    antwort: datenauskunftEntity,
    fehlerTitel: FEHLER_TITEL.datenauskunftLaden,
    beschreibung:
      'Datenauskunft: alles, was über ein Mitglied gespeichert ist (Personalien ohne Passwort, Kategorien, An-/Abmeldungen, Geräte, Kalenderabo, E-Mails, Änderungsprotokoll)',
  },
  getMitgliedDatenauskunftHtml: {
    methode: 'GET',
    pfad: `${AUSKUNFT}/html`,
    params: idParams('MitgliedId'),
    antwort: { art: 'datei', contentType: 'text/html', zeichensatz: 'utf-8' },
    fehlerTitel: FEHLER_TITEL.datenauskunftLaden,
    beschreibung: 'Dieselbe Datenauskunft als druckbare HTML-Seite',
  },
  mitgliedEndgueltigLoeschen: {
    methode: 'DELETE',
    pfad: '/mitglied/:MitgliedId',
    params: idParams('MitgliedId'),
    antwort: recordIdEntity,
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.mitgliedEndgueltigLoeschen,
    beschreibung:
      'Ein gelöschtes Mitglied (Status D) endgültig löschen: seine persönlichen Daten werden überall entfernt oder anonymisiert (409 für ein aktives Mitglied)',
  },
  getVereinsdaten: {
    methode: 'GET',
    pfad: '/vereinsdaten',
    antwort: { art: 'datei', contentType: 'application/json', zeichensatz: 'utf-8' },
    fehlerTitel: FEHLER_TITEL.vereinsdatenExportieren,
    beschreibung:
      'Alle Daten des Vereins als JSON: die Zeilen jeder Tabelle (ohne Passwort-Hashes und Geheimnisse), die PDF-Dateien der Dokumente als Base64 bis 20 MB insgesamt',
  },
  vereinSchliessen: {
    methode: 'POST',
    pfad: '/vereinSchliessen',
    body: vereinSchliessenSchema,
    antwort: recordIdEntity,
    fehlerTitel: FEHLER_TITEL.vereinSchliessen,
    beschreibung:
      'Den Verein schliessen: alle Daten des Vereins werden in einer Transaktion gelöscht (Bestätigung: die eigene Vereinsnummer, sonst 400); danach ist keine Anmeldung mehr möglich',
  },
});
