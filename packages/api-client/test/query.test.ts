// GET query rules of SPEC §7: empty values and credential names are skipped, booleans as 'true'/'false'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type MitgliederFilter } from '../src/index.js';
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

describe('over HTTP', () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  afterAll(() => server.close());

  it('sends the boolean filter and drops credential names smuggled into it', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    const filter: MitgliederFilter = { AuchGeloeschteMitgliederAnzeigen: false };
    const smuggled = Object.assign(filter, { passwort: 'x', Vereinid: 3, leer: '' });
    await client.getMitglieder(smuggled);
    expect(server.last().url).toBe('/vereinsportalServer/api/adminPortal/mitglied?AuchGeloeschteMitgliederAnzeigen=false');
  });

  it('sends no query string when the filter is omitted', async () => {
    await createApiClient({ baseUrl: server.baseUrl }).getNewsListe();
    expect(server.last().url).toBe('/vereinsportalServer/api/adminPortal/news');
  });
});
