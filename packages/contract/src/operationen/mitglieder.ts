/** Members: list, one, create, change (also delete/restore by Status), import, app credentials. */
import {
  FEHLER_TITEL,
  IMPORT_MAX_BYTES,
  mitgliedEntity,
  mitgliedListenEintragEntity,
  mitgliedPatchSchema,
  mitgliedSchema,
  recordIdEntity,
  importErgebnisEntity,
  MELDUNG,
} from '@vereinsportal/domain';
import * as v from 'valibot';
import { adminGruppe, gruppe } from '../operation.js';
import { idParams, queryFlags } from '../parameter.js';
import { importBody, kategorienAntwort } from '../schemas.js';

const MITGLIED = '/mitglied/:MitgliedId';

export const mitgliederOperationen = gruppe(adminGruppe('Mitglieder'), {
  getMitgliederkategorien: {
    methode: 'GET',
    pfad: '/mitgliederkategorie',
    antwort: kategorienAntwort,
    fehlerTitel: FEHLER_TITEL.mitgliederkategorienLaden,
    // Loaded in the background for the category picker.
    spinner: false,
    beschreibung: 'Die an Mitgliedern verwendeten Kategorien, alphabetisch',
  },
  getMitglieder: {
    methode: 'GET',
    pfad: '/mitglied',
    query: queryFlags('AuchGeloeschteMitgliederAnzeigen'),
    antwort: v.array(mitgliedListenEintragEntity),
    fehlerTitel: FEHLER_TITEL.mitgliederlisteLaden,
    beschreibung: 'Mitgliederliste (mit AnzahlGeraete und App-Zugang: ZugangsmailAm, PasswortGesetzt), nach Nachname und Vorname',
  },
  getMitglied: {
    methode: 'GET',
    pfad: MITGLIED,
    params: idParams('MitgliedId'),
    antwort: mitgliedEntity,
    fehlerTitel: FEHLER_TITEL.mitgliedLaden,
    beschreibung: 'Ein Mitglied',
  },
  createMitglied: {
    methode: 'POST',
    pfad: '/mitglied',
    body: mitgliedSchema,
    antwort: recordIdEntity,
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.mitgliedSpeichern,
    beschreibung: 'Mitglied erfassen',
  },
  updateMitglied: {
    methode: 'PATCH',
    pfad: MITGLIED,
    params: idParams('MitgliedId'),
    body: mitgliedPatchSchema,
    antwort: recordIdEntity,
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.mitgliedSpeichern,
    beschreibung: 'Mitglied ändern (beliebige Felder), löschen (Status D) oder wiederherstellen (Status A)',
  },
  updateMitgliedStatus: {
    methode: 'PATCH',
    pfad: MITGLIED,
    params: idParams('MitgliedId'),
    body: v.strictObject({ Status: v.picklist(['A', 'D'], MELDUNG.ungueltig('Status')) }),
    antwort: recordIdEntity,
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.mitgliedStatusAendern,
    gleicheRouteWie: 'updateMitglied',
    beschreibung: 'Mitglied löschen (Status D) oder wiederherstellen (Status A)',
  },
  importMitglieder: {
    methode: 'POST',
    pfad: '/mitgliederimport',
    body: importBody,
    maxBytes: IMPORT_MAX_BYTES,
    antwort: importErgebnisEntity,
    fehlerTitel: FEHLER_TITEL.mitgliederImportieren,
    beschreibung: 'Mitglieder importieren: alle Zeilen oder keine',
  },
  appZugangsDatenSenden: {
    methode: 'POST',
    pfad: '/appZugangsDatenSenden',
    // The web sends the whole member; only its MitgliedId counts.
    body: mitgliedPatchSchema,
    antwort: recordIdEntity,
    fehler: [404, 409],
    fehlerTitel: FEHLER_TITEL.appZugangsDatenSenden,
    beschreibung: 'App-Zugangsdaten per E-Mail senden',
  },
});
