/**
 * Signed-in answers carry member data, so no browser or proxy may keep them: every answer of the
 * administrators' and the members' scope says `Cache-Control: no-store`, a file `private, no-store`.
 */
import { createApiClient, dokumentTeile, type ApiClient, type ApiCredentials } from '@vereinsportal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMitglied } from '../helpers/app.js';
import { expectApiError } from '../helpers/expect-error.js';
import { neuesDokument, neuesMitglied } from '../helpers/fixtures.js';
import { pdfBlob } from '../helpers/pdf.js';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/test-server.js';

let s: TestServer;
/** The Cache-Control header of the last answer a client received. */
let zuletzt: string | null = null;
function client(credentials: ApiCredentials | null): ApiClient {
  return createApiClient({
    baseUrl: s.apiBase,
    credentials: () => credentials,
    fetch: async (input, init) => {
      const antwort = await fetch(input, init);
      zuletzt = antwort.headers.get('cache-control');
      return antwort;
    },
  });
}
async function cacheControl(aufruf: Promise<unknown>): Promise<string | null> {
  zuletzt = null;
  await aufruf;
  return zuletzt;
}

describe(`Cache-Control of signed-in answers (${TEST_DB})`, () => {
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.close());

  it('portal: a list, a single record and a PDF are no-store; a file private, no-store', async () => {
    const admin = client(s.verein.credentials);
    const { RecordId } = await s.adminClient.createMitglied({ body: neuesMitglied() });
    expect(await cacheControl(admin.getMitglieder({}))).toBe('no-store');
    expect(await cacheControl(admin.getMitglied({ params: { MitgliedId: RecordId } }))).toBe('no-store');
    const { RecordId: DokumentId } = await s.adminClient.createDokument({
      body: dokumentTeile(neuesDokument(), pdfBlob(), 'Statuten.pdf'),
    });
    expect(await cacheControl(admin.getDokumentDatei({ params: { DokumentId } }))).toBe('private, no-store');
    expect(await cacheControl(admin.getMitgliedDatenauskunftHtml({ params: { MitgliedId: RecordId } }))).toBe('private, no-store');
    // A refused sign-in is no-store too.
    zuletzt = null;
    await expectApiError(client({ ...s.verein.credentials, passwort: 'falsch-falsch' }).getMitglieder({}), 401);
    expect(zuletzt).toBe('no-store');
  });

  it('member app: its answers and its files are no-store', async () => {
    const m = await appMitglied(s, s.adminClient);
    const app = client(m.credentials);
    expect(await cacheControl(app.getAppBenutzer())).toBe('no-store');
    expect(await cacheControl(app.getAppDokumente())).toBe('no-store');
    const [dokument] = await app.getAppDokumente();
    expect(await cacheControl(app.getAppDokumentDatei({ params: { DokumentId: dokument!.DokumentId } }))).toBe('private, no-store');
  });
});
