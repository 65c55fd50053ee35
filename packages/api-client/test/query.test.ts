// GET query rules: empty values and credential names are skipped, booleans as 'true'/'false'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../src/index.js';
import { buildQuery } from '../src/query.js';
import { startRecordingServer, type RecordingServer } from './helpers/recording-server.js';

describe('buildQuery', () => {
  it('skips undefined, null and empty strings but keeps 0 and false', () => {
    expect(buildQuery({ a: undefined, b: null, c: '', d: 0, e: false, f: true, g: 'x y' })).toBe('d=0&e=false&f=true&g=x+y');
  });

  it('skips vereinid, userid, emailadresse and passwort in any case', () => {
    expect(buildQuery({ VereinId: 1, USERID: 'u', Emailadresse: 'e', passwort: 'p', terminId: 5 })).toBe('terminId=5');
  });

  it('returns an empty string for no parameters', () => {
    expect(buildQuery(undefined)).toBe('');
    expect(buildQuery({})).toBe('');
  });
});

/** The query of getMitglieder as the client takes it. */
type MitgliederQuery = NonNullable<Parameters<ApiClient['getMitglieder']>[0]['query']>;

describe('over HTTP', () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  afterAll(() => server.close());

  it('sends the boolean filter and drops credential names smuggled into it', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    const filter: MitgliederQuery = { AuchGeloeschteMitgliederAnzeigen: false };
    const smuggled = Object.assign(filter, { passwort: 'x', Vereinid: 3, leer: '' });
    await client.getMitglieder({ query: smuggled });
    expect(server.last().url).toBe('/vereinsportalServer/api/adminPortal/mitglied?AuchGeloeschteMitgliederAnzeigen=false');
  });

  it('sends no query string when the filter is omitted or empty', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    await client.getNewsListe({});
    expect(server.last().url).toBe('/vereinsportalServer/api/adminPortal/news');
    await client.getNewsListe({ query: {} });
    expect(server.last().url).toBe('/vereinsportalServer/api/adminPortal/news');
    await client.getTermine({ query: { AuchVergangeneTermineAnzeigen: '' } });
    expect(server.last().url).toBe('/vereinsportalServer/api/adminPortal/termin');
  });

  it('sends booleans and numbers as text', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    await client.getTermine({ query: { AuchVergangeneTermineAnzeigen: true } });
    expect(server.last().url).toBe('/vereinsportalServer/api/adminPortal/termin?AuchVergangeneTermineAnzeigen=true');
    await client.getTerminAnAbmeldungen({ query: { terminId: 5 } });
    expect(server.last().url).toBe('/vereinsportalServer/api/adminPortal/terminAnAbmeldung?terminId=5');
  });
});
