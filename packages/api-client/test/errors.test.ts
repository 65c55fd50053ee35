// The toast text of a failure, its title from the contract, and the one ApiError type, for every kind of failure a real server can give.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  createApiClient,
  FEHLER_JOINER,
  fehlerText,
  fehlerTitel,
  isApiError,
  type ApiClient,
  type OperationName,
  type RequestMeta,
} from '../src/index.js';
import { mitglied, termin } from './helpers/fixtures.js';
import { startRecordingServer, type RecordingServer } from './helpers/recording-server.js';

describe('fehlerText', () => {
  it('uses a non-empty string body', () => {
    expect(fehlerText('Nicht gefunden.', 'Not Found', 'x')).toBe('Nicht gefunden.');
  });

  it("joins the messages of an object of arrays with '<br>'", () => {
    expect(FEHLER_JOINER).toBe('<br>');
    const body = { Vorname: ['Vorname fehlt.'], Emailadresse: ['Format ungültig.', 'Schon benutzt.'] };
    expect(fehlerText(body, 'Bad Request', 'x')).toBe('Vorname fehlt.<br>Format ungültig.<br>Schon benutzt.');
  });

  it('escapes <, > and & of server messages because the toast renders HTML', () => {
    expect(fehlerText('<img src=x onerror=alert(1)> & Co', '', 'x')).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; Co');
    expect(fehlerText({ Titel: ['a<b'] }, '', 'x')).toBe('a&lt;b');
  });

  it('falls back to the status text for an empty string, empty object or other shapes', () => {
    expect(fehlerText('  ', 'Conflict', 'x')).toBe('Conflict');
    expect(fehlerText({}, 'Conflict', 'x')).toBe('Conflict');
    expect(fehlerText({ message: 'kein Array' }, 'Conflict', 'x')).toBe('Conflict');
    expect(fehlerText(undefined, 'Conflict', 'x')).toBe('Conflict');
  });

  it('falls back to the message when there is no status text either', () => {
    expect(fehlerText(undefined, '', 'Keine Verbindung')).toBe('Keine Verbindung');
  });
});

describe('ApiError over HTTP', () => {
  let server: RecordingServer;
  let client: ApiClient;
  const ended: RequestMeta[] = [];
  beforeAll(async () => {
    server = await startRecordingServer();
    client = createApiClient({ baseUrl: server.baseUrl, onRequestEnd: (meta) => ended.push(meta) });
  });
  afterAll(() => server.close());

  async function failure(promise: Promise<unknown>): Promise<ApiError> {
    const error: unknown = await promise.then(
      () => {
        throw new Error('expected a failure');
      },
      (e: unknown) => e,
    );
    if (!isApiError(error)) throw new Error(`not an ApiError: ${String(error)}`);
    return error;
  }

  it('string body (409): the message is the string', async () => {
    server.respond(() => ({ status: 409, body: 'Die Emailadresse muss eindeutig sein!' }));
    const error = await failure(client.getMitglied({ params: { MitgliedId: 1 } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(409);
    expect(error.body).toBe('Die Emailadresse muss eindeutig sein!');
    expect(error.message).toBe('Die Emailadresse muss eindeutig sein!');
    expect(error.call).toBe('getMitglied');
    expect(error.method).toBe('GET');
    expect(error.path).toBe('/api/adminPortal/mitglied/1');
    expect(fehlerTitel(error)).toBe('Abrufen des Mitglieds fehlgeschlagen!');
  });

  it("a failed createMitglied carries its operation, so fehlerTitel gives the save's title", async () => {
    server.respond(() => ({ status: 409, body: 'Die Emailadresse muss eindeutig sein!' }));
    const error = await failure(client.createMitglied({ body: mitglied }));
    expect(error.call).toBe('createMitglied');
    expect(error.method).toBe('POST');
    expect(error.path).toBe('/api/adminPortal/mitglied');
    expect(fehlerTitel(error)).toBe('Mitglied Speicherung fehlgeschlagen!');
  });

  it('plain-text body: used as is', async () => {
    server.respond(() => ({ status: 500, body: 'Server kaputt', headers: { 'content-type': 'text/plain' } }));
    const error = await failure(client.getNews({ params: { NewsId: 1 } }));
    expect(error.body).toBe('Server kaputt');
    expect(error.message).toBe('Server kaputt');
  });

  it('validation body (400): messages of all fields joined', async () => {
    const body = { Titel: ['Das Feld Titel darf nicht leer sein!'], AnzeigenVon: ['Das Feld Anzeigen von fehlt!'] };
    server.respond(() => ({ status: 400, body }));
    const error = await failure(client.createTermin({ body: termin }));
    expect(error.status).toBe(400);
    expect(error.body).toEqual(body);
    expect(error.message).toBe('Das Feld Titel darf nicht leer sein!<br>Das Feld Anzeigen von fehlt!');
    expect(error.call).toBe('createTermin');
  });

  it('empty body: the status text', async () => {
    server.respond(() => ({ status: 404, statusText: 'Nicht da' }));
    const error = await failure(client.getDokument({ params: { DokumentId: 3 } }));
    expect(error.status).toBe(404);
    expect(error.body).toBeUndefined();
    expect(error.message).toBe('Nicht da');
  });

  it('empty body and empty status text: a message naming the status', async () => {
    server.respond(() => ({ status: 503, statusText: '' }));
    const error = await failure(client.getHealth());
    expect(error.status).toBe(503);
    expect(error.message).toBe('Anfrage fehlgeschlagen (HTTP 503).');
  });

  it('401 keeps its status so the web app can send the user to /anmeldung', async () => {
    server.respond(() => ({ status: 401, body: 'Benutzer oder Passwort falsch.' }));
    const error = await failure(client.getBenutzerinfo());
    expect(error.status).toBe(401);
    expect(error.message).toBe('Benutzer oder Passwort falsch.');
    expect(error.call).toBe('getBenutzerinfo');
    expect(fehlerTitel(error)).toBe('Benutzer Anmeldung fehlgeschlagen!');
  });

  it('network failure: status 0, no body, the underlying message, and onRequestEnd still runs', async () => {
    const closed = await startRecordingServer();
    await closed.close();
    ended.length = 0;
    const offline = createApiClient({ baseUrl: closed.baseUrl, onRequestEnd: (meta) => ended.push(meta) });
    const error = await failure(offline.getMitgliederkategorien());
    expect(error.status).toBe(0);
    expect(error.body).toBeUndefined();
    expect(error.message).toMatch(/^Keine Verbindung zum Server: /);
    expect(error.cause).toBeInstanceOf(Error);
    expect(error.call).toBe('getMitgliederkategorien');
    expect(ended).toEqual([
      { call: 'getMitgliederkategorien', method: 'GET', path: '/api/adminPortal/mitgliederkategorie', spinner: false },
    ]);
  });

  it('a failing download throws ApiError with the parsed body, not a Blob', async () => {
    server.respond(() => ({ status: 404, body: 'Dokument nicht gefunden.' }));
    const error = await failure(client.getDokumentDatei({ params: { DokumentId: 8 } }));
    expect(error.message).toBe('Dokument nicht gefunden.');
    expect(error.call).toBe('getDokumentDatei');
  });
});

describe('fehlerTitel', () => {
  const fehler = (call: OperationName) => new ApiError({ status: 400, body: null, message: 'm', call, method: 'POST', path: '/x' });

  it("is the operation's toast title from the contract, as literal text", () => {
    expect(fehlerTitel(fehler('createMitglied'))).toBe('Mitglied Speicherung fehlgeschlagen!');
    expect(fehlerTitel(fehler('updateMitglied'))).toBe('Mitglied Speicherung fehlgeschlagen!');
    expect(fehlerTitel(fehler('getBenutzerinfo'))).toBe('Benutzer Anmeldung fehlgeschlagen!');
    expect(fehlerTitel(fehler('getBotcheckChallenge'))).toBe('Registrierung fehlgeschlagen!');
  });

  it("an operation served by another one's route keeps its own title", () => {
    expect(fehlerTitel(fehler('updateMitgliedStatus'))).toBe('Mitglied Statusänderung fehlgeschlagen!');
  });

  it('is null for operations without a toast of their own', () => {
    expect(fehlerTitel(fehler('getHealth'))).toBeNull();
    expect(fehlerTitel(fehler('getOutbox'))).toBeNull();
  });
});

describe('isApiError', () => {
  it('accepts ApiErrors, also from another copy of the package, and rejects others', () => {
    const own = new ApiError({ status: 400, body: null, message: 'm', call: 'getNews', method: 'GET', path: '/x' });
    const foreign = Object.assign(new Error('m'), { name: 'ApiError', status: 500, call: 'getNews' });
    expect(isApiError(own)).toBe(true);
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('m'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 1, call: 'x' })).toBe(false);
    expect(isApiError(undefined)).toBe(false);
  });
});
