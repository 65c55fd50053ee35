import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

describe('OpenAPI document covers the content and money calls', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.close());

  it('lists every path with its methods', async () => {
    const doc = (await (await fetch(`${s.apiBase}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const p = '/vereinsportalServer/api/adminPortal';
    const erwartet: [string, string[]][] = [
      ['/vereinsInfo', ['get', 'post']],
      ['/news', ['get', 'post']],
      ['/news/{NewsId}', ['get', 'post', 'delete']],
      ['/termin', ['get', 'post']],
      ['/termin/{TerminId}', ['get', 'patch', 'delete']],
      ['/terminAnAbmeldung', ['get']],
      ['/dokument', ['get', 'post']],
      ['/dokument/{DokumentId}', ['get', 'post', 'delete']],
      ['/dokument/{DokumentId}/datei', ['get']],
      ['/artikel/{ArtikelId}', ['get']],
      ['/abonnementAbschliessen', ['post']],
      ['/abonnementAnpassen', ['post']],
      ['/abonnementErneuern', ['post']],
    ];
    for (const [pfad, methoden] of erwartet) {
      const eintrag = doc.paths[`${p}${pfad}`];
      expect(eintrag, pfad).toBeDefined();
      expect(Object.keys(eintrag!), pfad).toEqual(expect.arrayContaining(methoden));
    }
    const termin = doc.paths[`${p}/termin`]!.post as {
      requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    };
    expect(Object.keys(termin.requestBody!.content['application/json']!.schema.properties)).toEqual(
      expect.arrayContaining(['Datum', 'Titel', 'MitAnAbmeldung']),
    );
    const dokument = doc.paths[`${p}/dokument`]!.post as { requestBody?: { content: Record<string, unknown> } };
    expect(Object.keys(dokument.requestBody!.content)).toContain('multipart/form-data');
  });
});
