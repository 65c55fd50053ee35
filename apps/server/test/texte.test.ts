/**
 * Every German error answer the server gives, spelled out. Each row is one failing request sent with
 * plain fetch to the real server, and its expected status and body as the user reads them: literal
 * text only, never the constant the server itself sends, so a changed or misspelt text fails here.
 * The texts no single request here can provoke are pinned literally at the end, and a key check makes
 * sure every text of SERVER_MELDUNG is pinned one way or the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MELDUNG } from '../src/http/messages.js';
import { pdfBlob } from './helpers/pdf.js';
import { startTestServer, TEST_DB, TestClock, type TestServer } from './helpers/test-server.js';
import { anmeldeKopf, neuesDokument } from './helpers/fixtures.js';
import { vertraegeSetzen, type VertragZeile } from './helpers/vertrag.js';

const JETZT = '2026-03-15T11:00:00Z';
const B = '/vereinsportalServer';
const A = `${B}/api/adminPortal`;

type Verein = 'haupt' | 'voll' | 'werbung' | 'testAbgelaufen' | 'aboAbgelaufen' | 'gratisAbgelaufen' | 'abo' | 'aboMitAnschluss';

/** What the rows refer to: the servers, the sign-in headers of each club, and records made before the rows run. */
interface Welt {
  s: TestServer;
  ohneDb: TestServer;
  anmeldung: Record<Verein, Record<string, string>>;
  adminEmail: string;
  selbstId: number;
  ohneZugriffId: number;
  geloeschtId: number;
  linkDokumentId: number;
  terminOhneAnmeldungId: number;
  terminBegonnenId: number;
}

/** A multipart part: name, text or file, file name. */
type Teil = readonly [name: string, wert: string | Blob, dateiName?: string];
type Wert<T> = T | ((w: Welt) => T);

interface Zeile {
  was: string;
  methode: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path from the server root. */
  pfad: Wert<string>;
  /** Whose sign-in headers go with the request; null for none. Default: the first club. */
  als?: Verein | null;
  headers?: Wert<Record<string, string>>;
  json?: Wert<unknown>;
  /** A raw body; its content type comes with `headers`. */
  roh?: string;
  form?: Wert<readonly Teil[]>;
  server?: 'ohneDb';
  vorher?: (w: Welt) => Promise<void>;
  status: number;
  /** The body: the parsed JSON (a sentence or `{ Feld: [Meldungen] }`), or the text when it is no JSON. */
  antwort: unknown;
}

const wert = <T>(x: Wert<T>, w: Welt): T => (typeof x === 'function' ? (x as (w: Welt) => T)(w) : x);

const mitglied = (over: Record<string, unknown> = {}) => ({
  Vorname: 'Max',
  Nachname: 'Muster',
  Strasse: 'Hauptstrasse 1',
  Postleitzahl: '8000',
  Ort: 'Zürich',
  Emailadresse: 'max.muster@example.ch',
  HatSystemZugriff: 1,
  ...over,
});
const importZeile = (over: Record<string, unknown> = {}) => ({
  Vorname: 'Ida',
  Nachname: 'Import',
  Strasse: 'Weg 2',
  Postleitzahl: '3000',
  Ort: 'Bern',
  Emailadresse: 'ida.import@example.ch',
  HatSystemZugriff: 1,
  ...over,
});
const importZeilen = (n: number, praefix: string) =>
  Array.from({ length: n }, (_, i) => importZeile({ Nachname: `Import${i}`, Emailadresse: `${praefix}${i}@example.ch` }));
const termin = (over: Record<string, unknown> = {}) => ({
  Datum: '2026-04-01',
  Titel: 'Hauptversammlung',
  Ganztaegig: 0,
  Zeit: '19:00',
  ZeitBis: '21:00',
  ...over,
});
const konto = (over: Record<string, unknown> = {}) => ({
  VereinsName: 'Testverein',
  Vorname: 'Erika',
  Nachname: 'Admin',
  Strasse: 'Teststrasse 1',
  Postleitzahl: '3000',
  Ort: 'Bern',
  LandId: 756,
  Emailadresse: 'konto@example.ch',
  ...over,
});
const registrierung = (over: Record<string, unknown> = {}) => ({
  VereinId: 0,
  LandId: 756,
  VereinsName: 'Neuer Verein',
  Vorname: 'Nora',
  Nachname: 'Neu',
  Strasse: 'Weg 1',
  Postleitzahl: '3000',
  Ort: 'Bern',
  Emailadresse: 'nora.neu@example.ch',
  RecaptchaResponse: 'kein-gueltiger-nachweis',
  ...over,
});
const news = (over: Record<string, unknown> = {}) => ({
  NewsId: 0,
  Titel: 'Vereinsreise',
  AnzeigenVon: '2026-03-01',
  AnzeigenBis: '2026-04-30',
  FuerMitgliedschaftsart: null,
  ExterneHtmlDateiVerwenden: 0,
  ...over,
});
const dokument = (over: Record<string, unknown> = {}) => ({ ...neuesDokument(), ...over });

const pdf = pdfBlob;
const jsondata = (o: unknown): Teil => ['jsondata', JSON.stringify(o)];
const quillHtml = (html: string | Blob): Teil => [
  'quillHtmlDatei',
  typeof html === 'string' ? new Blob([html], { type: 'text/html' }) : html,
  'Quill.HTML',
];

const NICHT_ANGEMELDET =
  'Die Anmeldung ist fehlgeschlagen: Vereinsnummer, E-Mail-Adresse oder Passwort ist falsch, oder das Mitglied ist kein Vereinsadministrator.';
const NICHT_GEFUNDEN = 'Der Datensatz wurde nicht gefunden.';
const UNGUELTIGE_ID = 'Die Id muss eine positive ganze Zahl sein.';
const EMAIL_NICHT_EINDEUTIG =
  'Die Emailadresse muss eindeutig sein! Die Emailadresse wird bereits von einem anderen (ev. gelöschten) Mitglied benutzt.';
const GELOESCHTES_MITGLIED = 'Ein gelöschtes Mitglied kann nicht bearbeitet werden. Stellen Sie es zuerst wieder her.';
const OHNE_WEB = `<!doctype html><html lang="de"><meta charset="utf-8"><title>Vereinsportal</title>
<body style="font-family:sans-serif;max-width:40rem;margin:3rem auto">
<h1>Vereinsportal</h1><p>Der Server läuft, aber die Web-App ist noch nicht gebaut. Bauen Sie sie mit <code>pnpm build</code>
(oder setzen Sie <code>WEB_DIST_DIR</code>) und starten Sie den Server neu.</p>
<p>Die API antwortet unter <a href="/vereinsportalServer/docs">/vereinsportalServer/docs</a>.</p></body></html>`;

const GESPERRT = 'gesperrt@example.ch';
const APP = `${B}/api/app`;
/** A browser subscription's public key (65 bytes, uncompressed P-256). */
const PUSH_P256DH = 'BD7xmRDamhzmEqmEg0k73qUSEZob7Si57ELWItTv-Fy6yg9KRvT3RCIonDKgaZy194ncyq46uU6yzEE3sykI7kU';

const ZEILEN: Zeile[] = [
  // Sign-in
  {
    was: 'falsches Passwort',
    methode: 'GET',
    pfad: `${A}/benutzerinfo`,
    headers: (w) => ({ ...w.anmeldung.haupt, passwort: 'falsch' }),
    status: 401,
    antwort: NICHT_ANGEMELDET,
  },
  { was: 'ohne Anmeldung', methode: 'GET', pfad: `${A}/mitglied`, als: null, status: 401, antwort: NICHT_ANGEMELDET },
  {
    was: 'Vereinsnummer keine Zahl',
    methode: 'GET',
    pfad: `${A}/benutzerinfo`,
    headers: (w) => ({ ...w.anmeldung.haupt, vereinid: 'abc' }),
    status: 401,
    antwort: NICHT_ANGEMELDET,
  },
  {
    was: 'zu viele Fehlversuche',
    methode: 'GET',
    pfad: `${A}/benutzerinfo`,
    als: null,
    headers: (w) => ({ vereinid: w.anmeldung.haupt.vereinid!, emailadresse: GESPERRT, passwort: 'falsch' }),
    vorher: async (w) => {
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${w.s.baseUrl}${A}/benutzerinfo`, {
          headers: { vereinid: w.anmeldung.haupt.vereinid!, emailadresse: GESPERRT, passwort: 'falsch' },
        });
        expect(res.status).toBe(401);
      }
    },
    status: 429,
    antwort: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in einigen Minuten erneut.',
  },

  // HTTP level
  { was: 'unbekannte API-Adresse', methode: 'GET', pfad: `${A}/gibtsnicht`, status: 404, antwort: 'Diese Adresse gibt es nicht.' },
  { was: 'unbekannte Seite ohne gebaute Web-App', methode: 'GET', pfad: '/vereine', als: null, status: 404, antwort: OHNE_WEB },
  {
    was: 'unbekannte oder erneuerte Kalenderadresse',
    methode: 'GET',
    pfad: `${B}/kalender/${'A'.repeat(43)}.ics`,
    als: null,
    status: 404,
    antwort: 'Diese Kalenderadresse gibt es nicht, oder sie wurde durch eine neue ersetzt.',
  },
  {
    was: 'Kalenderadresse mit falscher Form',
    methode: 'GET',
    pfad: `${B}/kalender/abc.ics`,
    als: null,
    status: 400,
    antwort: { Geheimnis: ['Geheimnis hat einen ungültigen Wert.'] },
  },
  {
    was: 'kaputte Prozent-Kodierung im Pfad',
    methode: 'GET',
    pfad: `${A}/mitglied/%E0%A4%A`,
    status: 400,
    antwort: 'Die Anfrage ist ungültig.',
  },
  {
    was: 'kaputtes JSON',
    methode: 'POST',
    pfad: `${A}/mitglied`,
    headers: { 'content-type': 'application/json' },
    roh: '{"Vorname": ',
    status: 400,
    antwort: 'Ungültiges JSON im Request-Body.',
  },
  {
    was: 'leerer JSON-Body',
    methode: 'POST',
    pfad: `${A}/mitglied`,
    headers: { 'content-type': 'application/json' },
    roh: '',
    status: 400,
    antwort: 'Der Request-Body fehlt.',
  },
  {
    was: 'JSON null',
    methode: 'POST',
    pfad: `${A}/mitglied`,
    headers: { 'content-type': 'application/json' },
    roh: 'null',
    status: 400,
    antwort: 'Der Request-Body fehlt.',
  },
  {
    was: 'JSON-Liste statt Objekt',
    methode: 'POST',
    pfad: `${A}/mitglied`,
    json: [1, 2],
    status: 400,
    antwort: { Allgemein: ['Die Daten haben ein ungültiges Format.'] },
  },
  {
    was: 'Formular statt JSON',
    methode: 'PATCH',
    pfad: `${A}/vereinsKonto`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    roh: 'VereinsName=x',
    status: 415,
    antwort: 'Der Inhaltstyp der Anfrage wird nicht unterstützt.',
  },
  {
    was: 'Body über 5 MB',
    methode: 'POST',
    pfad: `${A}/mitglied`,
    json: mitglied({ Bemerkung: 'x'.repeat(5_000_100) }),
    status: 413,
    antwort: 'Die Anfrage ist zu gross.',
  },
  {
    was: 'Datenbank weg',
    methode: 'GET',
    pfad: `${B}/health`,
    als: null,
    server: 'ohneDb',
    status: 503,
    antwort: 'Die Datenbank ist im Moment nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.',
  },
  {
    // After the row above: from here on that server drains (SIGTERM), which health reports first.
    was: 'Server wird beendet',
    methode: 'GET',
    pfad: `${B}/health`,
    als: null,
    server: 'ohneDb',
    vorher: async (w) => {
      w.ohneDb.deps.lifecycle.draining = true;
    },
    status: 503,
    antwort: 'Dieser Server wird gerade beendet. Bitte versuchen Sie es in einigen Sekunden erneut.',
  },

  // Path and query
  { was: 'Id keine Zahl', methode: 'GET', pfad: `${A}/mitglied/abc`, status: 400, antwort: { MitgliedId: [UNGUELTIGE_ID] } },
  { was: 'Id 0', methode: 'GET', pfad: `${A}/termin/0`, status: 400, antwort: { TerminId: [UNGUELTIGE_ID] } },
  {
    was: 'Query-Id keine Zahl',
    methode: 'GET',
    pfad: `${A}/terminAnAbmeldung?terminId=abc`,
    status: 400,
    antwort: { terminId: [UNGUELTIGE_ID] },
  },
  {
    was: 'Filter weder true noch false',
    methode: 'GET',
    pfad: `${A}/mitglied?AuchGeloeschteMitgliederAnzeigen=vielleicht`,
    status: 400,
    antwort: { AuchGeloeschteMitgliederAnzeigen: ['Das Feld AuchGeloeschteMitgliederAnzeigen muss true oder false sein.'] },
  },
  { was: 'unbekanntes Mitglied', methode: 'GET', pfad: `${A}/mitglied/999999`, status: 404, antwort: NICHT_GEFUNDEN },
  { was: 'Id ausserhalb des Datenbankbereichs', methode: 'GET', pfad: `${A}/mitglied/2147483650`, status: 404, antwort: NICHT_GEFUNDEN },
  { was: 'unbekannte News löschen', methode: 'DELETE', pfad: `${A}/news/999999`, status: 404, antwort: NICHT_GEFUNDEN },
  {
    was: 'unbekannten Termin ändern',
    methode: 'PATCH',
    pfad: `${A}/termin/999999`,
    json: { Titel: 'Neu' },
    status: 404,
    antwort: NICHT_GEFUNDEN,
  },
  {
    was: 'An-/Abmeldungen eines unbekannten Termins',
    methode: 'GET',
    pfad: `${A}/terminAnAbmeldung?terminId=999999`,
    status: 404,
    antwort: NICHT_GEFUNDEN,
  },
  { was: 'unbekanntes Dokument', methode: 'GET', pfad: `${A}/dokument/999999`, status: 404, antwort: NICHT_GEFUNDEN },
  { was: 'unbekannter Artikel', methode: 'GET', pfad: `${A}/artikel/2`, status: 404, antwort: 'Der Artikel wurde nicht gefunden.' },
  {
    was: 'Datei eines Link-Dokuments',
    methode: 'GET',
    pfad: (w) => `${A}/dokument/${w.linkDokumentId}/datei`,
    status: 404,
    antwort: 'Zu diesem Dokument ist keine Datei gespeichert.',
  },

  // Member fields
  {
    was: 'Vorname leer',
    methode: 'POST',
    pfad: `${A}/mitglied`,
    json: mitglied({ Vorname: '' }),
    status: 400,
    antwort: { Vorname: ['Vorname darf nicht leer sein.'] },
  },
  {
    was: 'Vorname nur Leerzeichen',
    methode: 'POST',
    pfad: `${A}/mitglied`,
    json: mitglied({ Vorname: '   ' }),
    status: 400,
    antwort: { Vorname: ['Vorname darf nicht leer sein.'] },
  },
  {
    was: 'Vorname zu lang',
    methode: 'POST',
    pfad: `${A}/mitglied`,
    json: mitglied({ Vorname: 'x'.repeat(36) }),
    status: 400,
    antwort: { Vorname: ['Vorname darf maximal 35 Zeichen enthalten.'] },
  },
  {
    was: 'Telefonnummer zu lang',
    methode: 'POST',
    pfad: `${A}/mitglied`,
    json: mitglied({ Telefonnummer1: '1'.repeat(36) }),
    status: 400,
    antwort: { Telefonnummer1: ['Telefonnummer 1 darf maximal 35 Zeichen enthalten.'] },
  },
  {
    was: 'Vorname keine Zeichenkette',
    methode: 'POST',
    pfad: `${A}/mitglied`,
    json: mitglied({ Vorname: 5 }),
    status: 400,
    antwort: { Vorname: ['Vorname hat einen ungültigen Wert.'] },
  },
  {
    was: 'Steuerzeichen im Vornamen',
    methode: 'POST',
    pfad: `${A}/mitglied`,
    json: mitglied({ Vorname: 'Max\u0001' }),
    status: 400,
    antwort: { Vorname: ['Vorname enthält unzulässige Steuerzeichen.'] },
  },
  {
    was: 'Systemzugriff weder 0 noch 1',
    methode: 'POST',
    pfad: `${A}/mitglied`,
    json: mitglied({ HatSystemZugriff: 'ja' }),
    status: 400,
    antwort: { HatSystemZugriff: ['Systemzugriff muss 0 oder 1 sein.'] },
  },
  {
    was: 'Emailadresse ungültig',
    methode: 'POST',
    pfad: `${A}/mitglied`,
    json: mitglied({ Emailadresse: 'keine-adresse' }),
    status: 400,
    antwort: { Emailadresse: ['Das Format der Emailadresse ist ungültig!'] },
  },
  {
    was: 'Systemzugriff ohne Emailadresse',
    methode: 'POST',
    pfad: `${A}/mitglied`,
    json: mitglied({ Emailadresse: null }),
    status: 400,
    antwort: { Emailadresse: ['Emailadresse darf nicht leer sein, wenn das Mitglied Systemzugriff hat.'] },
  },
  {
    was: 'Administrator ohne Systemzugriff',
    methode: 'POST',
    pfad: `${A}/mitglied`,
    json: mitglied({ IstVereinsAdministrator: 1, HatSystemZugriff: 0 }),
    status: 400,
    antwort: { HatSystemZugriff: ['Ein Vereinsadministrator muss Systemzugriff haben.'] },
  },
  {
    was: 'Administrator ohne Systemzugriff und ohne Emailadresse',
    methode: 'POST',
    pfad: `${A}/mitglied`,
    json: mitglied({ IstVereinsAdministrator: 1, HatSystemZugriff: 0, Emailadresse: null }),
    status: 400,
    antwort: {
      HatSystemZugriff: ['Ein Vereinsadministrator muss Systemzugriff haben.'],
      Emailadresse: ['Ein Vereinsadministrator braucht eine gültige Emailadresse.'],
    },
  },
  {
    was: 'MitgliedId negativ',
    methode: 'POST',
    pfad: `${A}/mitglied`,
    json: mitglied({ MitgliedId: -1 }),
    status: 400,
    antwort: { MitgliedId: ["MitgliedId muss eine ganze Zahl von 0 bis 2'147'483'647 sein."] },
  },
  {
    was: 'unbekanntes Feld',
    methode: 'POST',
    pfad: `${A}/mitglied`,
    json: mitglied({ IstSuperuser: 1 }),
    status: 400,
    antwort: { IstSuperuser: ['Das Feld IstSuperuser ist nicht erlaubt.'] },
  },
  {
    was: 'Status weder A noch D',
    methode: 'PATCH',
    pfad: (w) => `${A}/mitglied/${w.selbstId}`,
    json: { Status: 'X' },
    status: 400,
    antwort: { Status: ['Status hat einen ungültigen Wert.'] },
  },

  // Member rules
  {
    was: 'Emailadresse schon vergeben',
    methode: 'POST',
    pfad: `${A}/mitglied`,
    json: (w: Welt) => mitglied({ Emailadresse: w.adminEmail }),
    status: 409,
    antwort: EMAIL_NICHT_EINDEUTIG,
  },
  {
    was: 'Vertrag voll',
    methode: 'POST',
    pfad: `${A}/mitglied`,
    als: 'voll',
    json: mitglied({ Emailadresse: 'einer.zuviel@example.ch' }),
    status: 409,
    antwort:
      'Ihr Vertrag erlaubt höchstens 30 Mitglieder mit Systemzugriff. Erhöhen Sie die Anzahl im Jahresabonnement oder entziehen Sie einem anderen Mitglied den Systemzugriff.',
  },
  {
    was: 'sich selbst löschen',
    methode: 'PATCH',
    pfad: (w) => `${A}/mitglied/${w.selbstId}`,
    json: { Status: 'D' },
    status: 409,
    antwort: 'Sie können Ihr eigenes Mitglied nicht löschen.',
  },
  {
    was: 'sich selbst das Administratorrecht entziehen',
    methode: 'PATCH',
    pfad: (w) => `${A}/mitglied/${w.selbstId}`,
    json: { IstVereinsAdministrator: 0 },
    status: 409,
    antwort: 'Sie können sich selbst das Recht als Vereinsadministrator nicht entziehen.',
  },
  {
    was: 'aktives Mitglied endgültig löschen',
    methode: 'DELETE',
    pfad: (w) => `${A}/mitglied/${w.ohneZugriffId}`,
    status: 409,
    antwort: 'Nur ein gelöschtes Mitglied kann endgültig gelöscht werden. Löschen Sie das Mitglied zuerst.',
  },
  {
    was: 'Verein schliessen mit falscher Vereinsnummer',
    methode: 'POST',
    pfad: `${A}/vereinSchliessen`,
    json: { Vereinsnummer: 999999 },
    status: 400,
    antwort: { Vereinsnummer: ['Die Vereinsnummer stimmt nicht mit Ihrem Verein überein.'] },
  },
  {
    was: 'gelöschtes Mitglied bearbeiten',
    methode: 'PATCH',
    pfad: (w) => `${A}/mitglied/${w.geloeschtId}`,
    json: { Vorname: 'Neu' },
    status: 409,
    antwort: GELOESCHTES_MITGLIED,
  },
  {
    was: 'App-Zugangsdaten ohne MitgliedId',
    methode: 'POST',
    pfad: `${A}/appZugangsDatenSenden`,
    json: {},
    status: 400,
    antwort: { MitgliedId: [UNGUELTIGE_ID] },
  },
  {
    was: 'App-Zugangsdaten für unbekanntes Mitglied',
    methode: 'POST',
    pfad: `${A}/appZugangsDatenSenden`,
    json: { MitgliedId: 999999 },
    status: 404,
    antwort: NICHT_GEFUNDEN,
  },
  {
    was: 'App-Zugangsdaten für gelöschtes Mitglied',
    methode: 'POST',
    pfad: `${A}/appZugangsDatenSenden`,
    json: (w: Welt) => ({ MitgliedId: w.geloeschtId }),
    status: 409,
    antwort: GELOESCHTES_MITGLIED,
  },
  {
    was: 'App-Zugangsdaten ohne Systemzugriff',
    methode: 'POST',
    pfad: `${A}/appZugangsDatenSenden`,
    json: (w: Welt) => ({ MitgliedId: w.ohneZugriffId }),
    status: 409,
    antwort: 'Das Mitglied hat keinen Systemzugriff; es erhält keine App-Zugangsdaten.',
  },

  // Member import (rows numbered by CSV line as in the web's preview: the first element is line 2)
  {
    was: 'Import kein Array',
    methode: 'POST',
    pfad: `${A}/mitgliederimport`,
    json: { a: 1 },
    status: 400,
    antwort: { Import: ['Die Importdaten müssen eine Liste von Mitgliedern sein.'] },
  },
  {
    was: 'Import leer',
    methode: 'POST',
    pfad: `${A}/mitgliederimport`,
    json: [],
    status: 400,
    antwort: { Import: ['Die Importdaten enthalten keine Mitglieder.'] },
  },
  {
    was: 'Import über 50000 Zeilen',
    methode: 'POST',
    pfad: `${A}/mitgliederimport`,
    json: Array.from({ length: 50_001 }, () => ({})),
    status: 400,
    antwort: { Import: ["Die CSV Datei enthält zu viele Zeilen! Es können höchstens 50'000 Mitglieder auf einmal importiert werden."] },
  },
  {
    was: 'Import Pflichtfeld leer',
    methode: 'POST',
    pfad: `${A}/mitgliederimport`,
    json: [importZeile({ Vorname: '' })],
    status: 400,
    antwort: { Import: ['Zeilen Nr. 2: Das Pflichtfeld Vorname darf nicht leer sein!'] },
  },
  {
    was: 'Import Emailadresse ungültig',
    methode: 'POST',
    pfad: `${A}/mitgliederimport`,
    json: [importZeile({ Emailadresse: 'kein@' })],
    status: 400,
    antwort: { Import: ['Zeilen Nr. 2: Das Format der Emailadresse ist ungültig!'] },
  },
  {
    was: 'Import Systemzugriff 2',
    methode: 'POST',
    pfad: `${A}/mitgliederimport`,
    json: [importZeile({ HatSystemZugriff: 2 })],
    status: 400,
    antwort: {
      Import: ['Zeilen Nr. 2: Das Pflichtfeld HatSystemZugriff hat keinen gültigen Wert! Gültige Werte sind 1 für JA und 0 für NEIN.'],
    },
  },
  {
    was: 'Import Vorname zu lang',
    methode: 'POST',
    pfad: `${A}/mitgliederimport`,
    json: [importZeile({ Vorname: 'x'.repeat(36) })],
    status: 400,
    antwort: { Import: ['Zeilen Nr. 2: Das Feld Vorname darf maximal 35 Zeichen enthalten!'] },
  },
  {
    was: 'Import Steuerzeichen',
    methode: 'POST',
    pfad: `${A}/mitgliederimport`,
    json: [importZeile({ Bemerkung: 'Glocke\u0007' })],
    status: 400,
    antwort: { Import: ['Zeilen Nr. 2: Das Feld Bemerkung enthält unzulässige Steuerzeichen!'] },
  },
  {
    was: 'Import bestehendes Mitglied',
    methode: 'POST',
    pfad: `${A}/mitgliederimport`,
    json: [importZeile({ MitgliedId: 5 })],
    status: 400,
    antwort: {
      Import: ['Zeilen Nr. 2: Importierte Mitglieder müssen neu (MitgliedId 0), aktiv (Status A) und keine Vereinsadministratoren sein.'],
    },
  },
  {
    was: 'Import unbekanntes Feld',
    methode: 'POST',
    pfad: `${A}/mitgliederimport`,
    json: [importZeile({ Geheim: 1 })],
    status: 400,
    antwort: { Import: ['Zeilen Nr. 2: Das Feld Geheim ist nicht erlaubt.'] },
  },
  {
    was: 'Import Emailadresse zweimal',
    methode: 'POST',
    pfad: `${A}/mitgliederimport`,
    json: [importZeile({ Emailadresse: 'doppelt@example.ch' }), importZeile({ Nachname: 'Zwei', Emailadresse: 'Doppelt@example.ch' })],
    status: 400,
    antwort: {
      Import: ['Zeilen Nr. 3: Die E-Mail-Adresse kommt in Zeile 2 und Zeile 3 vor! Jede E-Mail-Adresse darf nur einmal importiert werden.'],
    },
  },
  {
    was: 'Import zu viele mit Systemzugriff',
    methode: 'POST',
    pfad: `${A}/mitgliederimport`,
    json: importZeilen(30, 'zuviel'),
    status: 400,
    antwort: {
      Import: [
        'Sie haben nicht genügend freie Mitglieder Speicherplätze zur Verfügung! Sie können maximal 29 Mitglieder mit Systemzugriff importieren.',
      ],
    },
  },

  // Club account and registration
  {
    was: 'Land keine Zahl',
    methode: 'PATCH',
    pfad: `${A}/vereinsKonto`,
    json: konto({ LandId: 'CH' }),
    status: 400,
    antwort: { LandId: ['Land muss eine ganze Zahl sein.'] },
  },
  {
    was: 'Land 0',
    methode: 'PATCH',
    pfad: `${A}/vereinsKonto`,
    json: konto({ LandId: 0 }),
    status: 400,
    antwort: { LandId: ['Land darf nicht leer sein.'] },
  },
  {
    was: 'Land nicht in der Liste',
    methode: 'PATCH',
    pfad: `${A}/vereinsKonto`,
    json: konto({ LandId: 999 }),
    status: 400,
    antwort: { LandId: ['Land hat einen ungültigen Wert.'] },
  },
  {
    was: 'Registrierung Bot-Prüfung falsch',
    methode: 'POST',
    pfad: `${A}/registrieren`,
    als: null,
    json: registrierung(),
    status: 400,
    antwort: { RecaptchaResponse: ['Die Prüfung, dass Sie kein Roboter sind, ist fehlgeschlagen. Bitte versuchen Sie es erneut.'] },
  },
  {
    was: 'Registrierung ohne Bot-Prüfung',
    methode: 'POST',
    pfad: `${A}/registrieren`,
    als: null,
    json: registrierung({ RecaptchaResponse: null }),
    status: 400,
    antwort: { RecaptchaResponse: ['Die Bot-Prüfung wurde nicht abgeschlossen.'] },
  },
  // Setting a password through the mailed link
  {
    was: 'Passwort-Link unbekannt',
    methode: 'POST',
    pfad: `${B}/api/passwortSetzen`,
    als: null,
    json: { Token: 'A'.repeat(43), Passwort: 'Lang-genug-1' },
    status: 404,
    antwort:
      'Dieser Link ist abgelaufen oder wurde bereits verwendet. Bitte lassen Sie sich die Zugangsdaten von Ihrem Vereinsadministrator erneut senden.',
  },
  {
    was: 'Passwort zu kurz',
    methode: 'POST',
    pfad: `${B}/api/passwortSetzen`,
    als: null,
    json: { Token: 'A'.repeat(43), Passwort: 'kurz' },
    status: 400,
    antwort: { Passwort: ['Das Passwort muss mindestens 8 Zeichen lang sein.'] },
  },
  {
    was: 'Passwort zu lang',
    methode: 'POST',
    pfad: `${B}/api/passwortSetzen`,
    als: null,
    json: { Token: 'A'.repeat(43), Passwort: 'x'.repeat(129) },
    status: 400,
    antwort: { Passwort: ['Das Passwort darf höchstens 128 Zeichen lang sein.'] },
  },
  {
    was: 'Passwort-Link verstümmelt',
    methode: 'POST',
    pfad: `${B}/api/passwortSetzen`,
    als: null,
    json: { Token: 'abc', Passwort: 'Lang-genug-1' },
    status: 400,
    antwort: { Token: ['Der Link ist ungültig. Bitte öffnen Sie den Link aus der E-Mail vollständig.'] },
  },
  {
    was: 'Registrierung ohne Vereinsname',
    methode: 'POST',
    pfad: `${A}/registrieren`,
    als: null,
    json: registrierung({ VereinsName: '' }),
    status: 400,
    antwort: { VereinsName: ['Vereinsname darf nicht leer sein.'] },
  },

  // The member app
  {
    was: 'App ohne Anmeldung',
    methode: 'GET',
    pfad: `${APP}/ich`,
    als: null,
    status: 401,
    antwort:
      'Die Anmeldung ist fehlgeschlagen: Vereinsnummer, E-Mail-Adresse oder Passwort ist falsch, oder das Mitglied hat keinen Zugang zur App.',
  },
  {
    was: 'App bisheriges Passwort falsch',
    methode: 'POST',
    pfad: `${APP}/passwort`,
    json: { PasswortAlt: 'nicht-meines', PasswortNeu: 'Neues-Passwort-1' },
    status: 400,
    antwort: { PasswortAlt: ['Das bisherige Passwort ist falsch.'] },
  },
  {
    was: 'App bisheriges Passwort leer',
    methode: 'POST',
    pfad: `${APP}/passwort`,
    json: { PasswortAlt: '', PasswortNeu: 'Neues-Passwort-1' },
    status: 400,
    antwort: { PasswortAlt: ['Bisheriges Passwort darf nicht leer sein.'] },
  },
  {
    was: 'App An-/Abmeldestatus 4',
    methode: 'PUT',
    pfad: (w) => `${APP}/termin/${w.terminBegonnenId}/anabmeldung`,
    json: { AnAbmeldeStatus: 4 },
    status: 400,
    antwort: { AnAbmeldeStatus: ['An-/Abmeldung hat einen ungültigen Wert.'] },
  },
  {
    was: 'App Termin ohne An-/Abmeldung',
    methode: 'PUT',
    pfad: (w) => `${APP}/termin/${w.terminOhneAnmeldungId}/anabmeldung`,
    json: { AnAbmeldeStatus: 1 },
    status: 409,
    antwort: 'Für diesen Termin gibt es keine An- und Abmeldung.',
  },
  {
    was: 'App Termin hat begonnen',
    methode: 'PUT',
    pfad: (w) => `${APP}/termin/${w.terminBegonnenId}/anabmeldung`,
    json: { AnAbmeldeStatus: 2 },
    status: 409,
    antwort: 'Der Termin hat bereits begonnen; die An- oder Abmeldung kann nicht mehr geändert werden.',
  },
  {
    was: 'App unbekannter Termin',
    methode: 'PUT',
    pfad: `${APP}/termin/999999/anabmeldung`,
    json: { AnAbmeldeStatus: 1 },
    status: 404,
    antwort: NICHT_GEFUNDEN,
  },
  {
    was: 'App Gerät nicht registriert',
    methode: 'DELETE',
    pfad: `${APP}/geraet/nie-registriert`,
    status: 404,
    antwort: 'Dieses Gerät ist nicht registriert.',
  },
  {
    was: 'App Push-Abonnement mit Passwort statt Geräte-Token',
    methode: 'PUT',
    pfad: `${APP}/push/abo`,
    json: { Endpoint: 'https://push.example/abc', P256dh: PUSH_P256DH, Auth: '-_dCICWRzxKzDYsrLSUgXw' },
    status: 409,
    antwort:
      'Benachrichtigungen gehören zu einem angemeldeten Gerät: bitte melden Sie sich in der App neu an und schalten Sie sie dann ein.',
  },
  {
    was: 'App Push-Abonnement mit ungültigem Schlüssel',
    methode: 'PUT',
    pfad: `${APP}/push/abo`,
    json: { Endpoint: 'https://push.example/abc', P256dh: 'kurz', Auth: '-_dCICWRzxKzDYsrLSUgXw' },
    status: 400,
    antwort: { P256dh: ['P256dh hat einen ungültigen Wert.'] },
  },
  {
    was: 'App Geräte-Id ungültig',
    methode: 'POST',
    pfad: `${APP}/geraet`,
    json: { GeraetId: 'kurz', Bezeichnung: null },
    status: 400,
    antwort: { GeraetId: ['Geräte-Id hat einen ungültigen Wert.'] },
  },
  {
    was: 'App Dokumente im Werbevertrag',
    methode: 'GET',
    pfad: `${APP}/dokument`,
    als: 'werbung',
    status: 403,
    antwort: 'Das Dokumentenmodul steht in der kostenlosen Basisversion nicht zur Verfügung.',
  },
  {
    was: 'App Profil ohne Ort',
    methode: 'PATCH',
    pfad: `${APP}/profil`,
    json: { Strasse: 'Weg 1', Postleitzahl: '3000', Ort: ' ' },
    status: 400,
    antwort: { Ort: ['Ort darf nicht leer sein.'] },
  },
  {
    was: 'Passwort vergessen zu oft',
    methode: 'POST',
    pfad: `${B}/api/passwortVergessen`,
    als: null,
    json: { VereinId: 1, Emailadresse: 'vergessen@example.ch', Ziel: 'app' },
    vorher: async (w) => {
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${w.s.baseUrl}${B}/api/passwortVergessen`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ VereinId: 1, Emailadresse: 'vergessen@example.ch', Ziel: 'app' }),
        });
        expect(res.status).toBe(200);
      }
    },
    status: 429,
    antwort:
      'Für diese E-Mail-Adresse oder von hier aus wurde zu oft ein neues Passwort angefordert. Bitte versuchen Sie es in einer Stunde erneut.',
  },
  {
    was: 'Passwort vergessen Ziel unbekannt',
    methode: 'POST',
    pfad: `${B}/api/passwortVergessen`,
    als: null,
    json: { VereinId: 1, Emailadresse: 'a@example.ch', Ziel: 'web' },
    status: 400,
    antwort: { Ziel: ['Ziel hat einen ungültigen Wert.'] },
  },

  // Events
  {
    was: 'Termin Datum ungültig',
    methode: 'POST',
    pfad: `${A}/termin`,
    json: termin({ Datum: '2026-02-30' }),
    status: 400,
    antwort: { Datum: ['Datum ist kein gültiges Datum (JJJJ-MM-TT).'] },
  },
  {
    was: 'Termin Zeit ungültig',
    methode: 'POST',
    pfad: `${A}/termin`,
    json: termin({ Zeit: '25:00' }),
    status: 400,
    antwort: { Zeit: ['Zeit ist keine gültige Uhrzeit (HH:mm).'] },
  },
  {
    was: 'Termin Datum bis gleich Datum',
    methode: 'POST',
    pfad: `${A}/termin`,
    json: termin({ DatumBis: '2026-04-01' }),
    status: 400,
    antwort: { DatumBis: ['Datum bis muss nach dem Datum liegen.'] },
  },
  {
    was: 'Termin Zeit bis vor Zeit',
    methode: 'POST',
    pfad: `${A}/termin`,
    json: termin({ Zeit: '10:00', ZeitBis: '09:00' }),
    status: 400,
    antwort: { ZeitBis: ['Zeit bis muss nach der Zeit liegen.'] },
  },
  {
    was: 'Termin Max. Teilnehmende 0',
    methode: 'POST',
    pfad: `${A}/termin`,
    json: termin({ MaxTeilnehmende: 0 }),
    status: 400,
    antwort: { MaxTeilnehmende: ["Max. Teilnehmende muss eine ganze Zahl von 1 bis 10'000 sein."] },
  },
  {
    was: 'Termin ohne Zeiten',
    methode: 'POST',
    pfad: `${A}/termin`,
    json: termin({ Zeit: null, ZeitBis: null }),
    status: 400,
    antwort: { Zeit: ['Zeit darf nicht leer sein.'], ZeitBis: ['Zeit bis darf nicht leer sein.'] },
  },

  // Multipart: news and club info
  {
    was: 'News als JSON',
    methode: 'POST',
    pfad: `${A}/news`,
    json: news(),
    status: 400,
    antwort: 'Die Anfrage muss als multipart/form-data gesendet werden.',
  },
  {
    was: 'News kaputtes multipart',
    methode: 'POST',
    pfad: `${A}/news`,
    headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    roh: '--abc\r\nkaputt',
    status: 400,
    antwort: 'Die Anfrage konnte nicht gelesen werden (multipart/form-data).',
  },
  {
    was: 'News ohne jsondata',
    methode: 'POST',
    pfad: `${A}/news`,
    form: [['etwas', 'x']],
    status: 400,
    antwort: { jsondata: ['Das Feld jsondata fehlt.'] },
  },
  {
    was: 'News jsondata kein JSON',
    methode: 'POST',
    pfad: `${A}/news`,
    form: [['jsondata', 'kein json']],
    status: 400,
    antwort: { jsondata: ['Das Feld jsondata enthält kein gültiges JSON-Objekt.'] },
  },
  {
    was: 'News zu viele Teile',
    methode: 'POST',
    pfad: `${A}/news`,
    form: [jsondata(news()), ...Array.from({ length: 8 }, (_, i): Teil => [`teil${i}`, new Blob(['x']), `t${i}.txt`])],
    status: 413,
    antwort: 'Die Anfrage enthält zu viele Teile.',
  },
  {
    was: 'News jsondata über 100 kB',
    methode: 'POST',
    pfad: `${A}/news`,
    form: () => [jsondata(news({ Titel: 'x'.repeat(100_001) }))],
    status: 413,
    antwort: 'Die Anfrage ist zu gross.',
  },
  {
    was: 'News Anzeigen bis vor Anzeigen von',
    methode: 'POST',
    pfad: `${A}/news`,
    form: [jsondata(news({ AnzeigenVon: '2026-04-30', AnzeigenBis: '2026-03-01' })), quillHtml('<p>Hallo</p>')],
    status: 400,
    antwort: { AnzeigenBis: ['Anzeigen bis darf nicht vor Anzeigen von liegen.'] },
  },
  {
    was: 'News HTML über 5 MB',
    methode: 'POST',
    pfad: `${A}/news`,
    form: () => [jsondata(news()), quillHtml(`<p>${'x'.repeat(5_000_000)}</p>`)],
    status: 413,
    antwort: 'Der HTML-Inhalt ist grösser als 5 MB. Bitte verkleinern Sie die Bilder.',
  },
  {
    was: 'News HTML mit zu vielen Elementen',
    methode: 'POST',
    pfad: `${A}/news`,
    form: () => [jsondata(news()), quillHtml('<b>'.repeat(40_001))],
    status: 413,
    antwort: "Der HTML-Inhalt hat mehr als 20'000 Elemente. Bitte teilen Sie ihn auf.",
  },
  {
    was: 'Vereinsinfo Flag weder 0 noch 1',
    methode: 'POST',
    pfad: `${A}/vereinsInfo`,
    form: [jsondata({ ExterneHtmlDateiVerwenden: 2 }), quillHtml('<p>Info</p>')],
    status: 400,
    antwort: { ExterneHtmlDateiVerwenden: ['Externe HTML Datei verwenden muss 0 oder 1 sein.'] },
  },

  // Documents
  {
    was: 'Dokument keine PDF',
    methode: 'POST',
    pfad: `${A}/dokument`,
    form: [jsondata(dokument()), ['dokumentdatei', new Blob(['Hallo, ich bin Text'], { type: 'application/pdf' }), 'fake.pdf']],
    status: 400,
    antwort: { OriginalDateiName: ['Die ausgewählte Datei ist keine PDF-Datei.'] },
  },
  {
    was: 'Dokument mit PDF-Kopf, aber ohne PDF-Inhalt',
    methode: 'POST',
    pfad: `${A}/dokument`,
    form: [jsondata(dokument()), ['dokumentdatei', new Blob(['%PDF-1.4\nkein PDF'], { type: 'application/pdf' }), 'kaputt.pdf']],
    status: 400,
    antwort: { OriginalDateiName: ['Die Datei ist keine gültige PDF-Datei (beschädigt oder unvollständig).'] },
  },
  {
    was: 'Dokument ohne Datei',
    methode: 'POST',
    pfad: `${A}/dokument`,
    form: [jsondata(dokument())],
    status: 400,
    antwort: { OriginalDateiName: ['Bitte wählen Sie eine PDF Datei aus.'] },
  },
  {
    was: 'Dokument über 1 MB',
    methode: 'POST',
    pfad: `${A}/dokument`,
    form: () => [jsondata(dokument()), ['dokumentdatei', pdf(1_000_001), 'gross.pdf']],
    status: 413,
    antwort: 'Die Grösse der ausgewählten Datei überschreitet das Limit von 1 MB!',
  },
  {
    was: 'Dokument Link ohne URL',
    methode: 'POST',
    pfad: `${A}/dokument`,
    form: [jsondata(dokument({ InternetLinkVerwenden: 1, OriginalDateiName: null }))],
    status: 400,
    antwort: { DateiURL: ['URL darf nicht leer sein.'] },
  },
  {
    was: 'Dokument ohne Titel',
    methode: 'POST',
    pfad: `${A}/dokument`,
    form: () => [jsondata(dokument({ DokumentBezeichnung: '' })), ['dokumentdatei', pdf(), 'a.pdf']],
    status: 400,
    antwort: { DokumentBezeichnung: ['Titel darf nicht leer sein.'] },
  },
  {
    was: 'Dokument Anzeigen von kein Datum',
    methode: 'POST',
    pfad: `${A}/dokument`,
    form: () => [jsondata(dokument({ AnzeigenVon: '1.1.2026' })), ['dokumentdatei', pdf(), 'a.pdf']],
    status: 400,
    antwort: { AnzeigenVon: ['Anzeigen von ist kein gültiges Datum (JJJJ-MM-TT).'] },
  },
  {
    was: 'Dokumentenmodul im Werbevertrag',
    methode: 'POST',
    pfad: `${A}/dokument`,
    als: 'werbung',
    form: () => [jsondata(dokument()), ['dokumentdatei', pdf(), 'a.pdf']],
    status: 403,
    antwort: 'Das Dokumentenmodul steht in der kostenlosen Basisversion nicht zur Verfügung.',
  },
  {
    was: 'Dokumentenmodul nach dem Test',
    methode: 'POST',
    pfad: `${A}/dokument`,
    als: 'testAbgelaufen',
    form: () => [jsondata(dokument()), ['dokumentdatei', pdf(), 'a.pdf']],
    status: 403,
    antwort: 'Das Dokumentenmodul steht in der kostenlosen Basisversion nur während der Testphase zur Verfügung.',
  },
  {
    was: 'Dokumentenmodul nach dem Jahresabonnement',
    methode: 'POST',
    pfad: `${A}/dokument`,
    als: 'aboAbgelaufen',
    form: () => [jsondata(dokument()), ['dokumentdatei', pdf(), 'a.pdf']],
    status: 403,
    antwort: 'Ihr Jahresabonnement ist abgelaufen! Erneuern Sie das Jahresabonnement, um alle Funktionen weiter zu nutzen.',
  },
  {
    was: 'Dokumentenmodul nach dem Gratisbetrieb',
    methode: 'POST',
    pfad: `${A}/dokument`,
    als: 'gratisAbgelaufen',
    form: () => [jsondata(dokument()), ['dokumentdatei', pdf(), 'a.pdf']],
    status: 403,
    antwort: 'Ihr Gratisbetriebs-Zugang ist abgelaufen!',
  },

  // Subscription
  {
    was: 'Abo mit 7 Mitgliedern',
    methode: 'POST',
    pfad: `${A}/abonnementAbschliessen`,
    json: { AnzahlMitglieder: 7 },
    status: 400,
    antwort: {
      AnzahlMitglieder: ['Die Anzahl Mitglieder muss mindestens 10 betragen.', 'Die Anzahl Mitglieder muss ein Vielfaches von 5 sein.'],
    },
  },
  {
    was: 'Abo mit 12 Mitgliedern',
    methode: 'POST',
    pfad: `${A}/abonnementAbschliessen`,
    json: { AnzahlMitglieder: 12 },
    status: 400,
    antwort: { AnzahlMitglieder: ['Die Anzahl Mitglieder muss ein Vielfaches von 5 sein.'] },
  },
  {
    was: 'Abo mit 5 Mitgliedern',
    methode: 'POST',
    pfad: `${A}/abonnementAbschliessen`,
    json: { AnzahlMitglieder: 5 },
    status: 400,
    antwort: { AnzahlMitglieder: ['Die Anzahl Mitglieder muss mindestens 10 betragen.'] },
  },
  {
    was: 'Abo Anzahl als Text',
    methode: 'POST',
    pfad: `${A}/abonnementAbschliessen`,
    json: { AnzahlMitglieder: '15' },
    status: 400,
    antwort: { AnzahlMitglieder: ['Anzahl Mitglieder muss eine ganze Zahl sein.'] },
  },
  {
    was: 'Abo über einer Million',
    methode: 'POST',
    pfad: `${A}/abonnementAbschliessen`,
    json: { AnzahlMitglieder: 1_000_005 },
    status: 400,
    antwort: { AnzahlMitglieder: ["Anzahl Mitglieder muss eine ganze Zahl von 10 bis 1'000'000 sein."] },
  },
  {
    was: 'Abo unbekanntes Feld',
    methode: 'POST',
    pfad: `${A}/abonnementAbschliessen`,
    json: { AnzahlMitglieder: 15, Rabatt: 50 },
    status: 400,
    antwort: { Rabatt: ['Das Feld Rabatt ist nicht erlaubt.'] },
  },
  {
    was: 'Abo unter den Mitgliedern mit Systemzugriff',
    methode: 'POST',
    pfad: `${A}/abonnementAbschliessen`,
    als: 'voll',
    json: { AnzahlMitglieder: 25 },
    status: 400,
    antwort: { AnzahlMitglieder: ['Die Anzahl Mitglieder darf nicht kleiner sein als die Anzahl Mitglieder mit Systemzugriff (30).'] },
  },
  {
    was: 'Abo abschliessen bei laufendem Abo',
    methode: 'POST',
    pfad: `${A}/abonnementAbschliessen`,
    als: 'abo',
    json: { AnzahlMitglieder: 15 },
    status: 409,
    antwort:
      'Ihr Verein hat bereits ein laufendes Jahresabonnement. Sie können die Anzahl Mitglieder erhöhen oder das Abonnement erneuern.',
  },
  {
    was: 'Abo anpassen ohne Abo',
    methode: 'POST',
    pfad: `${A}/abonnementAnpassen`,
    json: { AnzahlMitglieder: 40 },
    status: 409,
    antwort: 'Ihr Verein hat kein laufendes Jahresabonnement, das angepasst werden kann.',
  },
  {
    was: 'Abo anpassen ohne Erhöhung',
    methode: 'POST',
    pfad: `${A}/abonnementAnpassen`,
    als: 'abo',
    json: { AnzahlMitglieder: 20 },
    status: 400,
    antwort: { AnzahlMitglieder: ['Die Anzahl Mitglieder muss mindestens 5 mehr als die bisherige Anzahl (20) betragen.'] },
  },
  {
    was: 'Abo erneuern ohne Abo',
    methode: 'POST',
    pfad: `${A}/abonnementErneuern`,
    json: { AnzahlMitglieder: 15 },
    status: 409,
    antwort: 'Ihr Verein hat kein Jahresabonnement, das erneuert werden kann. Bitte schliessen Sie ein neues Jahresabonnement ab.',
  },
  {
    was: 'Abo zweimal erneuern',
    methode: 'POST',
    pfad: `${A}/abonnementErneuern`,
    als: 'aboMitAnschluss',
    json: { AnzahlMitglieder: 20 },
    status: 409,
    antwort: 'Ihr Jahresabonnement wurde bereits erneuert; der Anschlussvertrag besteht schon.',
  },
];

async function senden(w: Welt, z: Zeile) {
  const server = z.server === 'ohneDb' ? w.ohneDb : w.s;
  const als = z.als === undefined ? 'haupt' : z.als;
  const headers: Record<string, string> = { ...(als ? w.anmeldung[als] : {}), ...(z.headers ? wert(z.headers, w) : {}) };
  let body: string | FormData | undefined;
  if (z.json !== undefined) {
    body = JSON.stringify(wert(z.json, w));
    headers['content-type'] ??= 'application/json';
  } else if (z.form !== undefined) {
    const form = new FormData();
    for (const [name, inhalt, dateiName] of wert(z.form, w)) {
      if (typeof inhalt === 'string') form.append(name, inhalt);
      else form.append(name, inhalt, dateiName ?? 'datei');
    }
    body = form;
  } else if (z.roh !== undefined) {
    body = z.roh;
  }
  const res = await fetch(`${server.baseUrl}${wert(z.pfad, w)}`, { method: z.methode, headers, body });
  const text = await res.text();
  const json = (res.headers.get('content-type') ?? '').startsWith('application/json');
  return { status: res.status, antwort: json ? (JSON.parse(text) as unknown) : text };
}

describe(`every error text of the server, literally (${TEST_DB})`, () => {
  const w = {} as Welt;

  beforeAll(async () => {
    w.s = await startTestServer({ clock: new TestClock(JETZT) });
    // A second server whose database is gone, for the health answer.
    w.ohneDb = await startTestServer();
    await w.ohneDb.deps.db.destroy();

    const kopf = anmeldeKopf;
    const mitVertrag = async (vertraege: VertragZeile[]) => {
      const v = await w.s.createVerein();
      await vertraegeSetzen(w.s.db, v.vereinId, vertraege);
      return kopf(v.credentials);
    };
    const voll = await w.s.createVerein();
    w.anmeldung = {
      haupt: kopf(w.s.verein.credentials),
      voll: kopf(voll.credentials),
      werbung: await mitVertrag([['Werbung', '2025-01-01', null, 30]]),
      testAbgelaufen: await mitVertrag([['Test', '2026-01-01', '2026-01-30', 30]]),
      aboAbgelaufen: await mitVertrag([['Jahresabonnement', '2025-01-01', '2025-12-31', 30]]),
      gratisAbgelaufen: await mitVertrag([['Gratisbetrieb', '2025-01-01', '2025-12-31', 30]]),
      abo: await mitVertrag([['Jahresabonnement', '2025-06-01', '2026-05-31', 20]]),
      aboMitAnschluss: await mitVertrag([
        ['Jahresabonnement', '2025-06-01', '2026-05-31', 20],
        ['Jahresabonnement', '2026-06-01', '2027-05-31', 20],
      ]),
    };
    w.adminEmail = w.s.verein.credentials.emailadresse;
    w.selbstId = w.s.verein.mitgliedId;

    const ok = async (methode: string, pfad: string, headers: Record<string, string>, body: string | FormData) => {
      const res = await fetch(`${w.s.baseUrl}${A}${pfad}`, {
        method: methode,
        headers: typeof body === 'string' ? { ...headers, 'content-type': 'application/json' } : headers,
        body,
      });
      const text = await res.text();
      expect(res.status, text).toBe(200);
      return JSON.parse(text) as { RecordId: number };
    };
    const haupt = w.anmeldung.haupt;
    w.ohneZugriffId = (
      await ok('POST', '/mitglied', haupt, JSON.stringify(mitglied({ Nachname: 'OhneZugriff', Emailadresse: null, HatSystemZugriff: 0 })))
    ).RecordId;
    w.geloeschtId = (
      await ok('POST', '/mitglied', haupt, JSON.stringify(mitglied({ Nachname: 'Geloescht', Emailadresse: null, HatSystemZugriff: 0 })))
    ).RecordId;
    await ok('PATCH', `/mitglied/${w.geloeschtId}`, haupt, JSON.stringify({ Status: 'D' }));
    const link = new FormData();
    link.append(
      'jsondata',
      JSON.stringify(
        dokument({ DokumentBezeichnung: 'Link', InternetLinkVerwenden: 1, DateiURL: 'example.ch/statuten.pdf', OriginalDateiName: null }),
      ),
    );
    w.linkDokumentId = (await ok('POST', '/dokument', haupt, link)).RecordId;
    w.terminOhneAnmeldungId = (await ok('POST', '/termin', haupt, JSON.stringify(termin({ MitAnAbmeldung: 0 })))).RecordId;
    // 10:00 in Zurich on the test's day, which is 12:00 there.
    w.terminBegonnenId = (
      await ok(
        'POST',
        '/termin',
        haupt,
        JSON.stringify(termin({ Datum: '2026-03-15', Zeit: '10:00', ZeitBis: '11:00', MitAnAbmeldung: 1 })),
      )
    ).RecordId;
    // The administrator and 29 imported members fill the 30 places of the trial.
    await ok('POST', '/mitgliederimport', w.anmeldung.voll, JSON.stringify(importZeilen(29, 'voll')));
  });

  afterAll(async () => {
    await w.s?.close();
    await w.ohneDb?.close();
  });

  it.each(ZEILEN.map((z) => [z.was, z] as const))('%s', async (_was, z) => {
    await z.vorher?.(w);
    expect(await senden(w, z)).toEqual({ status: z.status, antwort: z.antwort });
  });
});

/** Server texts no request above provokes (load, throttling, crashes, internal errors): pinned here, literally. */
const OHNE_ANFRAGE: readonly (readonly [schluessel: keyof typeof SERVER_MELDUNG, ist: string, soll: string])[] = [
  [
    'anmeldungBotcheck',
    SERVER_MELDUNG.anmeldungBotcheck,
    'Für dieses Konto gab es viele fehlgeschlagene Anmeldeversuche. Bitte bestätigen Sie, dass Sie kein Roboter sind, und melden Sie sich erneut an.',
  ],
  [
    'serverAusgelastet',
    SERVER_MELDUNG.serverAusgelastet,
    'Der Server ist im Moment ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.',
  ],
  ['serverFehler', SERVER_MELDUNG.serverFehler, 'Auf dem Server ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.'],
  [
    'zuVieleRegistrierungen',
    SERVER_MELDUNG.zuVieleRegistrierungen,
    'Von hier oder für diese E-Mail-Adresse wurden heute schon zu viele Vereine registriert. Bitte versuchen Sie es morgen erneut.',
  ],
  // Function texts: the rows above send them with one argument each; here any argument.
  [
    'systemZugriffLimit',
    SERVER_MELDUNG.systemZugriffLimit(25),
    'Ihr Vertrag erlaubt höchstens 25 Mitglieder mit Systemzugriff. Erhöhen Sie die Anzahl im Jahresabonnement oder entziehen Sie einem anderen Mitglied den Systemzugriff.',
  ],
  [
    'webNichtGebaut',
    SERVER_MELDUNG.webNichtGebaut('/docs'),
    `<p>Der Server läuft, aber die Web-App ist noch nicht gebaut. Bauen Sie sie mit <code>pnpm build</code>
(oder setzen Sie <code>WEB_DIST_DIR</code>) und starten Sie den Server neu.</p>
<p>Die API antwortet unter <a href="/docs">/docs</a>.</p>`,
  ],
  ['ungueltigerDateischluessel', SERVER_MELDUNG.ungueltigerDateischluessel('a/../b'), 'Ungültiger Dateischlüssel: a/../b'],
  // Only with METRICS_TOKEN set (test/betrieb/metriken.test.ts requests it).
  [
    'metrikenToken',
    SERVER_MELDUNG.metrikenToken,
    'Für die Metriken fehlt der Zugangsschlüssel oder er ist falsch: senden Sie den Header «Authorization: Bearer» mit dem Wert von METRICS_TOKEN.',
  ],
  // Only outside demo mode (test/push/push.test.ts sends it to the use case).
  ['pushEndpointUnsicher', SERVER_MELDUNG.pushEndpointUnsicher, 'Der Endpoint des Push-Dienstes muss eine https-Adresse sein.'],
];

/** Every string inside an expected answer (a sentence, or the messages of `{ Feld: [Meldungen] }`). */
function texteIn(antwort: unknown): string[] {
  if (typeof antwort === 'string') return [antwort];
  if (Array.isArray(antwort)) return antwort.flatMap(texteIn);
  if (typeof antwort === 'object' && antwort !== null) return Object.values(antwort).flatMap(texteIn);
  return [];
}

describe('server texts without a request of their own', () => {
  it.each(OHNE_ANFRAGE.map(([k, ist, soll]) => [k, ist, soll] as const))('%s', (_k, ist, soll) => {
    expect(ist).toBe(soll);
  });

  it('pins every key of SERVER_MELDUNG literally, in a request row or in the table above', () => {
    const inZeilen = new Set(ZEILEN.flatMap((z) => texteIn(z.antwort)));
    const inTabelle = new Set<string>(OHNE_ANFRAGE.map((z) => z[0]));
    const offen = Object.entries(SERVER_MELDUNG)
      .filter(([k, t]) => !inTabelle.has(k) && !(typeof t === 'string' && inZeilen.has(t)))
      .map(([k]) => k);
    expect(offen).toEqual([]);
  });
});
