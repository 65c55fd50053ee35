// Response handling: JSON entities and arrays, RecordId, Blob downloads and empty (204) bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Land } from '@vereinsportal/domain';
import { createApiClient, SERVER_BASE_PATH, type ApiClient } from '../src/index.js';
import { mitglied, termin } from './helpers/fixtures.js';
import { startRecordingServer, type RecordingServer } from './helpers/recording-server.js';

let server: RecordingServer;
let client: ApiClient;
beforeAll(async () => {
  server = await startRecordingServer();
  client = createApiClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());

describe('responses', () => {
  it('exports the server base path', () => {
    expect(SERVER_BASE_PATH).toBe('/vereinsportalServer');
    expect(server.baseUrl.endsWith(SERVER_BASE_PATH)).toBe(true);
  });

  it('list calls return the JSON array', async () => {
    const laender: Land[] = [
      { LandId: 756, Bezeichnung: 'Schweiz' },
      { LandId: 276, Bezeichnung: 'Deutschland' },
    ];
    server.respond(() => ({ body: laender }));
    expect(await client.getLaender()).toEqual(laender);
    server.respond(() => ({ body: ['Aktiv', 'Passiv'] }));
    expect(await client.getMitgliederkategorien()).toEqual(['Aktiv', 'Passiv']);
  });

  it('creates and updates return { RecordId }', async () => {
    server.respond(() => ({ status: 201, body: { RecordId: 42 } }));
    expect(await client.createMitglied({ body: mitglied })).toEqual({ RecordId: 42 });
    server.respond(() => ({ body: { RecordId: 5 } }));
    expect(await client.updateTermin({ params: { TerminId: 5 }, body: termin })).toEqual({ RecordId: 5 });
  });

  it('an empty 204 answer resolves to undefined', async () => {
    server.respond(() => ({ status: 204 }));
    expect(await client.deleteTermin({ params: { TerminId: 5 } })).toBeUndefined();
    expect(await client.appZugangsDatenSenden({ body: mitglied })).toBeUndefined();
  });

  it('getDokumentDatei returns the stored bytes as a Blob', async () => {
    const bytes = new Uint8Array(256).map((_, i) => i);
    server.respond(() => ({ raw: bytes, headers: { 'content-type': 'application/pdf' } }));
    const blob = await client.getDokumentDatei({ params: { DokumentId: 7 } });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });
});
