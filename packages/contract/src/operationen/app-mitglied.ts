/**
 * The members' own operations (the member app at /app/): sign-in and devices, the club, the member list, the
 * own profile and password. Sign-in with a device token (GERAETE_TOKEN_HEADER, from `appAnmelden`) or the
 * same three headers as the portal (ANMELDE_HEADER), for any active member with system access; a member
 * changes only their own profile and devices.
 */
import {
  appAnmeldungAntwort,
  appBenutzerEntity,
  appGeraetEntity,
  appMitgliedEntity,
  appProfilEntity,
  appProfilSchema,
  appVereinEntity,
  FEHLER_TITEL,
  geraeteAntwort,
  geraetParams,
  geraetSchema,
  passwortAendernSchema,
  recordIdEntity,
} from '@vereinsportal/domain';
import * as v from 'valibot';
import { appGruppe, gruppe } from '../operation.js';

export const appMitgliedOperationen = gruppe(appGruppe(), {
  appAnmelden: {
    methode: 'POST',
    pfad: '/anmelden',
    body: geraetSchema,
    antwort: appAnmeldungAntwort,
    fehler: [429],
    fehlerTitel: FEHLER_TITEL.appAnmelden,
    beschreibung:
      'Anmeldung der App mit den drei Anmeldeheadern: meldet dieses Gerät an (zählt als App-Installation) und gibt sein Geräte-Token; danach sendet die App nur das Token (Header geraetetoken), nie das Passwort',
  },
  getAppGeraete: {
    methode: 'GET',
    pfad: '/geraet',
    antwort: v.array(appGeraetEntity),
    fehlerTitel: FEHLER_TITEL.appGeraeteLaden,
    beschreibung: 'Die angemeldeten Geräte des Mitglieds, zuletzt benutzte zuerst; DiesesGeraet 1 ist das anfragende',
  },
  getAppBenutzer: {
    methode: 'GET',
    pfad: '/ich',
    antwort: appBenutzerEntity,
    fehler: [429],
    fehlerTitel: FEHLER_TITEL.appAnmelden,
    beschreibung: 'Anmeldeprüfung der App: das angemeldete Mitglied und sein Verein',
  },
  getAppVerein: {
    methode: 'GET',
    pfad: '/verein',
    antwort: appVereinEntity,
    fehlerTitel: FEHLER_TITEL.appVereinLaden,
    beschreibung: 'Die Vereinsinfo-Seite',
  },
  getAppMitglieder: {
    methode: 'GET',
    pfad: '/mitglied',
    antwort: v.array(appMitgliedEntity),
    fehlerTitel: FEHLER_TITEL.appMitgliederLaden,
    beschreibung: 'Aktive Mitglieder des Vereins; Telefon und E-Mail nur, wo das Mitglied sie zeigt',
  },
  getAppProfil: {
    methode: 'GET',
    pfad: '/profil',
    antwort: appProfilEntity,
    fehlerTitel: FEHLER_TITEL.appProfilLaden,
    beschreibung: 'Das eigene Profil',
  },
  updateAppProfil: {
    methode: 'PATCH',
    pfad: '/profil',
    body: appProfilSchema,
    antwort: recordIdEntity,
    fehlerTitel: FEHLER_TITEL.appProfilSpeichern,
    beschreibung: 'Eigene Adresse, Telefonnummern und Sichtbarkeit des Kontakts ändern',
  },
  changeAppPasswort: {
    methode: 'POST',
    pfad: '/passwort',
    body: passwortAendernSchema,
    antwort: recordIdEntity,
    fehlerTitel: FEHLER_TITEL.appPasswortAendern,
    beschreibung: 'Eigenes Passwort ändern (mit dem bisherigen); meldet alle anderen Geräte des Mitglieds ab',
  },
  registerAppGeraet: {
    methode: 'POST',
    pfad: '/geraet',
    body: geraetSchema,
    antwort: geraeteAntwort,
    fehlerTitel: FEHLER_TITEL.appGeraet,
    beschreibung: 'Eine App-Installation ohne Geräte-Token registrieren (ältere App-Versionen); zählt als App-Installation',
  },
  deleteAppGeraet: {
    methode: 'DELETE',
    pfad: '/geraet/:GeraetId',
    params: geraetParams,
    antwort: geraeteAntwort,
    fehlerTitel: FEHLER_TITEL.appGeraetAbmelden,
    beschreibung: "Ein Gerät des Mitglieds abmelden (Abmelden, oder 'abmelden' im Profil): sein Geräte-Token gilt sofort nicht mehr",
  },
});
