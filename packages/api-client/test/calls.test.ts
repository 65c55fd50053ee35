// Every client method hits the method, path, query and auth rule of SPEC §7 / DESIGN §3.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEHLER_TITEL } from '@vereinsportal/domain';
import {
  createApiClient,
  FEHLER_TITEL_KEY_BY_METHOD,
  type ApiClient,
  type ApiMethodName,
  type RequestMeta,
} from '../src/index.js';
import { dokument, mitglied, news, registrierung, termin } from './helpers/fixtures.js';
import { startRecordingServer, type RecordingServer } from './helpers/recording-server.js';

const A = '/vereinsportalServer/api/adminPortal';

interface Row {
  name: ApiMethodName;
  invoke: (client: ApiClient) => Promise<unknown>;
  method: string;
  url: string;
  auth: boolean;
  json?: unknown;
}

const rows: Row[] = [
  { name: 'getBenutzerinfo', invoke: (c) => c.getBenutzerinfo(), method: 'GET', url: `${A}/benutzerinfo`, auth: true },
  { name: 'getVereinsUebersicht', invoke: (c) => c.getVereinsUebersicht(), method: 'GET', url: `${A}/vereinsUebersicht`, auth: true },
  { name: 'getVereinsInfo', invoke: (c) => c.getVereinsInfo(), method: 'GET', url: `${A}/vereinsInfo`, auth: true },
  {
    name: 'saveVereinsInfo',
    invoke: (c) => c.saveVereinsInfo({ ExterneHtmlDateiVerwenden: 0, QuillHtmlData: '<p>x</p>' }, { quillHtml: '<p>x</p>' }),
    method: 'POST',
    url: `${A}/vereinsInfo`,
    auth: true,
  },
  { name: 'getVereinsKonto', invoke: (c) => c.getVereinsKonto(), method: 'GET', url: `${A}/vereinsKonto`, auth: true },
  {
    name: 'updateVereinsKonto',
    invoke: (c) =>
      c.updateVereinsKonto({ VereinsName: 'FC', Vorname: 'A', Nachname: 'B', Strasse: 'S', Postleitzahl: '1', Ort: 'O', LandId: 756, Emailadresse: 'a@b.ch' }),
    method: 'PATCH',
    url: `${A}/vereinsKonto`,
    auth: true,
    json: { VereinsName: 'FC', Vorname: 'A', Nachname: 'B', Strasse: 'S', Postleitzahl: '1', Ort: 'O', LandId: 756, Emailadresse: 'a@b.ch' },
  },
  { name: 'registrieren', invoke: (c) => c.registrieren(registrierung), method: 'POST', url: `${A}/registrieren`, auth: false, json: registrierung },
  { name: 'getLaender', invoke: (c) => c.getLaender(), method: 'GET', url: '/vereinsportalServer/api/land', auth: false },
  { name: 'getBotcheckChallenge', invoke: (c) => c.getBotcheckChallenge(), method: 'GET', url: '/vereinsportalServer/api/botcheck/challenge', auth: false },
  { name: 'getArtikel', invoke: (c) => c.getArtikel(1), method: 'GET', url: `${A}/artikel/1`, auth: true },
  { name: 'abonnementAbschliessen', invoke: (c) => c.abonnementAbschliessen({ AnzahlMitglieder: 10 }), method: 'POST', url: `${A}/abonnementAbschliessen`, auth: true, json: { AnzahlMitglieder: 10 } },
  { name: 'abonnementAnpassen', invoke: (c) => c.abonnementAnpassen({ AnzahlMitglieder: 15 }), method: 'POST', url: `${A}/abonnementAnpassen`, auth: true, json: { AnzahlMitglieder: 15 } },
  { name: 'abonnementErneuern', invoke: (c) => c.abonnementErneuern({ AnzahlMitglieder: 20 }), method: 'POST', url: `${A}/abonnementErneuern`, auth: true, json: { AnzahlMitglieder: 20 } },
  { name: 'getMitgliederkategorien', invoke: (c) => c.getMitgliederkategorien(), method: 'GET', url: `${A}/mitgliederkategorie`, auth: true },
  { name: 'getDokumente', invoke: (c) => c.getDokumente(), method: 'GET', url: `${A}/dokument`, auth: true },
  { name: 'getDokument', invoke: (c) => c.getDokument(7), method: 'GET', url: `${A}/dokument/7`, auth: true },
  { name: 'saveDokument', invoke: (c) => c.saveDokument(dokument, null), method: 'POST', url: `${A}/dokument`, auth: true },
  { name: 'deleteDokument', invoke: (c) => c.deleteDokument(7), method: 'DELETE', url: `${A}/dokument/7`, auth: true },
  { name: 'getDokumentDatei', invoke: (c) => c.getDokumentDatei(7), method: 'GET', url: `${A}/dokument/7/datei`, auth: true },
  { name: 'getMitglieder', invoke: (c) => c.getMitglieder({ AuchGeloeschteMitgliederAnzeigen: true }), method: 'GET', url: `${A}/mitglied?AuchGeloeschteMitgliederAnzeigen=true`, auth: true },
  { name: 'getMitglied', invoke: (c) => c.getMitglied(3), method: 'GET', url: `${A}/mitglied/3`, auth: true },
  { name: 'createMitglied', invoke: (c) => c.createMitglied(mitglied), method: 'POST', url: `${A}/mitglied`, auth: true, json: mitglied },
  { name: 'updateMitglied', invoke: (c) => c.updateMitglied(3, { Ort: 'Bern' }), method: 'PATCH', url: `${A}/mitglied/3`, auth: true, json: { Ort: 'Bern' } },
  { name: 'updateMitgliedStatus', invoke: (c) => c.updateMitgliedStatus(3, 'D'), method: 'PATCH', url: `${A}/mitglied/3`, auth: true, json: { Status: 'D' } },
  { name: 'importMitglieder', invoke: (c) => c.importMitglieder([mitglied, mitglied]), method: 'POST', url: `${A}/mitgliederimport`, auth: true, json: [mitglied, mitglied] },
  { name: 'appZugangsDatenSenden', invoke: (c) => c.appZugangsDatenSenden(mitglied), method: 'POST', url: `${A}/appZugangsDatenSenden`, auth: true, json: mitglied },
  { name: 'getNewsListe', invoke: (c) => c.getNewsListe({ AuchVergangeneNewsAnzeigen: false }), method: 'GET', url: `${A}/news?AuchVergangeneNewsAnzeigen=false`, auth: true },
  { name: 'getNews', invoke: (c) => c.getNews(4), method: 'GET', url: `${A}/news/4`, auth: true },
  { name: 'saveNews', invoke: (c) => c.saveNews({ ...news, NewsId: 4 }, { quillHtml: '<p/>' }), method: 'POST', url: `${A}/news/4`, auth: true },
  { name: 'deleteNews', invoke: (c) => c.deleteNews(4), method: 'DELETE', url: `${A}/news/4`, auth: true },
  { name: 'getTermine', invoke: (c) => c.getTermine(), method: 'GET', url: `${A}/termin`, auth: true },
  { name: 'getTermin', invoke: (c) => c.getTermin(5), method: 'GET', url: `${A}/termin/5`, auth: true },
  { name: 'createTermin', invoke: (c) => c.createTermin(termin), method: 'POST', url: `${A}/termin`, auth: true, json: termin },
  { name: 'updateTermin', invoke: (c) => c.updateTermin(5, { ...termin, TerminId: 5 }), method: 'PATCH', url: `${A}/termin/5`, auth: true, json: { ...termin, TerminId: 5 } },
  { name: 'deleteTermin', invoke: (c) => c.deleteTermin(5), method: 'DELETE', url: `${A}/termin/5`, auth: true },
  { name: 'getTerminAnAbmeldungen', invoke: (c) => c.getTerminAnAbmeldungen(5), method: 'GET', url: `${A}/terminAnAbmeldung?terminId=5`, auth: true },
  { name: 'getOutbox', invoke: (c) => c.getOutbox(), method: 'GET', url: '/vereinsportalServer/dev/outbox', auth: false },
  { name: 'getHealth', invoke: (c) => c.getHealth(), method: 'GET', url: '/vereinsportalServer/health', auth: false },
];

let server: RecordingServer;
let client: ApiClient;
const started: RequestMeta[] = [];
const ended: RequestMeta[] = [];

beforeAll(async () => {
  server = await startRecordingServer();
  client = createApiClient({
    baseUrl: server.baseUrl,
    credentials: () => ({ vereinId: 1000, emailadresse: 'demo@vereinsportal.ch', passwort: 'demo1234' }),
    onRequestStart: (meta) => started.push(meta),
    onRequestEnd: (meta) => ended.push(meta),
  });
});
afterAll(() => server.close());

describe('every call', () => {
  it('covers every client method exactly once', () => {
    expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(createApiClient({ baseUrl: '' })).sort());
  });

  it.each(rows)('$name: $method $url', async (row) => {
    started.length = 0;
    ended.length = 0;
    await row.invoke(client);
    const request = server.last();
    expect(request.method).toBe(row.method);
    expect(request.url).toBe(row.url);
    if (row.auth) {
      expect(request.headers['vereinid']).toBe('1000');
      expect(request.headers['emailadresse']).toBe(encodeURIComponent('demo@vereinsportal.ch'));
      expect(request.headers['passwort']).toBe('demo1234');
    } else {
      expect(request.headers['vereinid']).toBeUndefined();
      expect(request.headers['emailadresse']).toBeUndefined();
      expect(request.headers['passwort']).toBeUndefined();
    }
    if (row.json !== undefined) {
      expect(request.headers['content-type']).toBe('application/json');
      expect(JSON.parse(request.body.toString('utf8'))).toEqual(row.json);
    }
    const path = row.url.replace('/vereinsportalServer', '').replace(/\?.*$/, '');
    const meta = { call: row.name, method: row.method, path, spinner: row.name !== 'getMitgliederkategorien' };
    expect(started).toEqual([meta]);
    expect(ended).toEqual([meta]);
  });

  it('maps every method with a SPEC §8 title to an existing FEHLER_TITEL key', () => {
    for (const key of Object.values(FEHLER_TITEL_KEY_BY_METHOD)) {
      if (key !== null) expect(FEHLER_TITEL[key]).toBeTypeOf('string');
    }
    expect(FEHLER_TITEL_KEY_BY_METHOD.updateMitgliedStatus).toBe('mitgliedStatusAendern');
    expect(FEHLER_TITEL_KEY_BY_METHOD.getMitgliederkategorien).toBe('mitgliederkategorienLaden');
  });
});
