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
import { operation } from '../operation.js';
import { idParams, queryFlags } from '../parameter.js';
import { ADMIN_PFAD } from '../pfade.js';
import { importBody, kategorienAntwort } from '../schemas.js';

const MITGLIED = `${ADMIN_PFAD}/mitglied/:MitgliedId`;

export const mitgliederOperationen = {
  getMitgliederkategorien: operation({
    methode: 'GET',
    pfad: `${ADMIN_PFAD}/mitgliederkategorie`,
    antwort: kategorienAntwort,
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.mitgliederkategorienLaden,
    // Loaded in the background for the category picker.
    spinner: false,
    bereich: 'Mitglieder',
    beschreibung: 'Die an Mitgliedern verwendeten Kategorien, alphabetisch',
  }),
  getMitglieder: operation({
    methode: 'GET',
    pfad: `${ADMIN_PFAD}/mitglied`,
    query: queryFlags('AuchGeloeschteMitgliederAnzeigen'),
    antwort: v.array(mitgliedListenEintragEntity),
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.mitgliederlisteLaden,
    bereich: 'Mitglieder',
    beschreibung: 'Mitgliederliste (mit AnzahlGeraete und App-Zugang: ZugangsmailAm, PasswortGesetzt), nach Nachname und Vorname',
  }),
  getMitglied: operation({
    methode: 'GET',
    pfad: MITGLIED,
    params: idParams('MitgliedId'),
    antwort: mitgliedEntity,
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.mitgliedLaden,
    bereich: 'Mitglieder',
    beschreibung: 'Ein Mitglied',
  }),
  createMitglied: operation({
    methode: 'POST',
    pfad: `${ADMIN_PFAD}/mitglied`,
    body: mitgliedSchema,
    antwort: recordIdEntity,
    zugang: 'admin',
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.mitgliedSpeichern,
    bereich: 'Mitglieder',
    beschreibung: 'Mitglied erfassen',
  }),
  updateMitglied: operation({
    methode: 'PATCH',
    pfad: MITGLIED,
    params: idParams('MitgliedId'),
    body: mitgliedPatchSchema,
    antwort: recordIdEntity,
    zugang: 'admin',
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.mitgliedSpeichern,
    bereich: 'Mitglieder',
    beschreibung: 'Mitglied ändern (beliebige Felder), löschen (Status D) oder wiederherstellen (Status A)',
  }),
  updateMitgliedStatus: operation({
    methode: 'PATCH',
    pfad: MITGLIED,
    params: idParams('MitgliedId'),
    body: v.strictObject({ Status: v.picklist(['A', 'D'], MELDUNG.ungueltig('Status')) }),
    antwort: recordIdEntity,
    zugang: 'admin',
    fehler: [409],
    fehlerTitel: FEHLER_TITEL.mitgliedStatusAendern,
    gleicheRouteWie: 'updateMitglied',
    bereich: 'Mitglieder',
    beschreibung: 'Mitglied löschen (Status D) oder wiederherstellen (Status A)',
  }),
  importMitglieder: operation({
    methode: 'POST',
    pfad: `${ADMIN_PFAD}/mitgliederimport`,
    body: importBody,
    maxBytes: IMPORT_MAX_BYTES,
    antwort: importErgebnisEntity,
    zugang: 'admin',
    fehlerTitel: FEHLER_TITEL.mitgliederImportieren,
    bereich: 'Mitglieder',
    beschreibung: 'Mitglieder importieren: alle Zeilen oder keine',
  }),
  appZugangsDatenSenden: operation({
    methode: 'POST',
    pfad: `${ADMIN_PFAD}/appZugangsDatenSenden`,
    // The web sends the whole member; only its MitgliedId counts.
    body: mitgliedPatchSchema,
    antwort: recordIdEntity,
    zugang: 'admin',
    fehler: [404, 409],
    fehlerTitel: FEHLER_TITEL.appZugangsDatenSenden,
    bereich: 'Mitglieder',
    beschreibung: 'App-Zugangsdaten per E-Mail senden',
  }),
};
