/**
 * Response compression: text answers go out brotli- or gzip-encoded as the client accepts, the
 * built web apps' files from their pre-compressed siblings; PDFs and small answers stay as they are.
 * Requests go through node:http, which (unlike fetch) shows the bytes on the wire undecoded.
 */
import { dokumentTeile } from '@vereinsportal/api-client';
import type { Dokument } from '@vereinsportal/domain';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mitgliederGeaendert } from '../../src/services/mitglieder/liste.js';
import { anmeldeKopf, neuesDokument, neuesMitglied } from '../helpers/fixtures.js';
import { pdfBytes } from '../helpers/pdf.js';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/test-server.js';

const A = '/vereinsportalServer/api/adminPortal';

interface Roh {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request as a browser would send it, answered with the raw (still encoded) body. */
function roh(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Roh> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const teile: Buffer[] = [];
      res.on('data', (t: Buffer) => teile.push(t));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(teile) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const dekodiert = (r: Roh): Buffer => {
  const kodierung = r.headers['content-encoding'];
  if (kodierung === 'br') return brotliDecompressSync(r.body);
  if (kodierung === 'gzip') return gunzipSync(r.body);
  return r.body;
};

describe(`compressed API answers (${TEST_DB})`, () => {
  let s: TestServer;
  let auth: Record<string, string>;
  beforeAll(async () => {
    s = await startTestServer();
    const c = s.verein.credentials;
    auth = anmeldeKopf(c);
    // A list of a few hundred members: far above the threshold, like a real club's.
    const vereinId = c.vereinId;
    await s.db
      .insertInto('mitglied')
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          VereinId: vereinId,
          Vorname: `Vorname${i}`,
          Nachname: `Nachname${i}`,
          Ort: 'Zürich',
          Emailadresse: `m${i}.${vereinId}@example.ch`,
          EmailNormalisiert: `m${i}.${vereinId}@example.ch`,
          HatSystemZugriff: 0,
          IstVereinsAdministrator: 0,
          Status: 'A' as const,
          AnzahlGeraete: 0,
        })),
      )
      .execute();
    await mitgliederGeaendert(s.db, vereinId);
  });
  afterAll(async () => s?.close());

  const liste = (headers: Record<string, string> = {}, method = 'GET') => roh(`${s.baseUrl}${A}/mitglied`, { ...auth, ...headers }, method);

  it('the member list is brotli or gzip as accepted and decodes to exactly the uncompressed JSON', async () => {
    const klar = await liste();
    expect(klar.status).toBe(200);
    expect(klar.body.length).toBeGreaterThan(20_000);
    expect(JSON.parse(klar.body.toString('utf8'))).toHaveLength(201);

    const br = await liste({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(klar.body.length / 5);
    expect(brotliDecompressSync(br.body).equals(klar.body)).toBe(true);

    const gz = await liste({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(klar.body)).toBe(true);

    // The cached list is compressed once: the same bytes again, and fresh ones after a change.
    expect((await liste({ 'accept-encoding': 'br' })).body.equals(br.body)).toBe(true);
    await s.adminClient.updateMitglied({
      params: { MitgliedId: s.verein.mitgliedId },
      body: { ...(await s.adminClient.getMitglied({ params: { MitgliedId: s.verein.mitgliedId } })), Ort: 'Winterthur' },
    });
    const neu = await liste({ 'accept-encoding': 'br' });
    expect(brotliDecompressSync(neu.body).toString('utf8')).toContain('Winterthur');

    // HEAD answers the same headers and no body.
    const head = await liste({ 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('without Accept-Encoding (or with identity) nothing is compressed', async () => {
    expect((await liste({ 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
      const r = await liste(headers);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
      expect(JSON.parse(r.body.toString('utf8'))).toHaveLength(201);
    }
    const konto = await roh(`${s.baseUrl}${A}/vereinsKonto`, auth);
    expect(konto.status).toBe(200);
    expect(konto.headers['content-encoding']).toBeUndefined();
  });

  it('a tiny answer is not compressed, a large one (also an error answer, also from a serialised object) is', async () => {
    const klein = await roh(`${s.baseUrl}${A}/mitglied/${s.verein.mitgliedId}`, { ...auth, 'accept-encoding': 'br' });
    expect(klein.status).toBe(200);
    expect(klein.body.length).toBeLessThan(1024);
    expect(klein.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(klein.body.toString('utf8'))).toMatchObject({ MitgliedId: s.verein.mitgliedId });

    const fehlt = await roh(`${s.baseUrl}${A}/gibt-es-nicht`, { ...auth, 'accept-encoding': 'br' });
    expect(fehlt.status).toBe(404);
    expect(fehlt.headers['content-encoding']).toBeUndefined();

    // The OpenAPI document is an object serialised by Fastify, far above the threshold.
    const openapi = await roh(`${s.baseUrl}/vereinsportalServer/openapi.json`, { 'accept-encoding': 'gzip' });
    expect(openapi.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(openapi.body).toString('utf8'))).toHaveProperty('openapi');

    // A long error answer (a 400 naming every bad row of an import) goes through the same hook.
    const zeilen = Array.from({ length: 40 }, () => neuesMitglied({ Emailadresse: 'keine-adresse' }));
    const fehler = await roh(
      `${s.baseUrl}${A}/mitgliederimport`,
      { ...auth, 'accept-encoding': 'br', 'content-type': 'application/json' },
      'POST',
      JSON.stringify(zeilen),
    );
    expect(fehler.status).toBe(400);
    const text = dekodiert(fehler).toString('utf8');
    expect(Object.keys(JSON.parse(text) as object).length).toBeGreaterThan(0);
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024);
    expect(fehler.headers['content-encoding']).toBe('br');
  });

  it('a stored PDF is uploaded and downloaded byte for byte, never re-encoded', async () => {
    expect((await liste({ 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
    const bytes = pdfBytes(20_000);
    const dok: Dokument = neuesDokument();
    const { RecordId } = await s.adminClient.createDokument({
      body: dokumentTeile(dok, new Blob([bytes], { type: 'application/pdf' }), 'statuten.pdf'),
    });
    for (const method of ['GET', 'HEAD']) {
      const r = await roh(`${s.baseUrl}${A}/dokument/${RecordId}/datei`, { ...auth, 'accept-encoding': 'gzip, deflate, br' }, method);
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe('application/pdf');
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(Number(r.headers['content-length'])).toBe(bytes.length);
      if (method === 'GET') expect(new Uint8Array(r.body)).toEqual(bytes);
    }
  });
});

describe('pre-compressed web files', () => {
  let s: TestServer;
  const dir = mkdtempSync(path.join(tmpdir(), 'vp-kompression-'));
  const web = path.join(dir, 'web');
  const appDir = path.join(dir, 'app');
  // Distinct texts in the siblings prove that the sibling is sent, not the file compressed anew.
  const skript = `export const x = ${JSON.stringify('a'.repeat(4000))};\n`;
  const skriptBr = brotliCompressSync('/* aus .br */');
  const skriptGz = gzipSync('/* aus .gz */');
  const html = `<!doctype html><html lang="de"><head><title>Portal</title></head><body>${'<p>Hallo</p>'.repeat(200)}</body></html>`;
  const klein = 'export const y = 1;\n';
  const anmeldungHtml = '<!doctype html><html lang="de"><head><title>Anmeldung</title></head><body></body></html>';
  const sw = `self.addEventListener('fetch', () => {}); ${'//'.repeat(1000)}\n`;

  beforeAll(async () => {
    mkdirSync(path.join(web, 'assets'), { recursive: true });
    writeFileSync(path.join(web, 'index.html'), html);
    writeFileSync(path.join(web, 'index.html.br'), brotliCompressSync(html));
    writeFileSync(path.join(web, 'anmeldung.html'), anmeldungHtml);
    writeFileSync(path.join(web, 'assets', 'app-abc.js'), skript);
    writeFileSync(path.join(web, 'assets', 'app-abc.js.br'), skriptBr);
    writeFileSync(path.join(web, 'assets', 'app-abc.js.gz'), skriptGz);
    // No sibling (e.g. a build without the step): compressed per request instead.
    writeFileSync(path.join(web, 'assets', 'stil-abc.css'), `body{color:red}\n${'.k{margin:0}\n'.repeat(300)}`);
    writeFileSync(path.join(web, 'assets', 'klein-abc.js'), klein);
    mkdirSync(appDir, { recursive: true });
    writeFileSync(path.join(appDir, 'index.html'), html);
    writeFileSync(path.join(appDir, 'sw.js'), sw);
    writeFileSync(path.join(appDir, 'sw.js.br'), brotliCompressSync(sw));
    s = await startTestServer({ env: { WEB_DIST_DIR: web, MEMBER_WEB_DIST_DIR: appDir } });
  });
  afterAll(async () => {
    await s?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a script with .br/.gz siblings is sent from them, as accepted', async () => {
    const br = await roh(`${s.baseUrl}/assets/app-abc.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(?:text|application)\/javascript; charset=utf-8$/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.equals(skriptBr)).toBe(true);

    const gz = await roh(`${s.baseUrl}/assets/app-abc.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(skriptGz)).toBe(true);

    const klar = await roh(`${s.baseUrl}/assets/app-abc.js`);
    expect(klar.headers['content-encoding']).toBeUndefined();
    expect(klar.body.toString('utf8')).toBe(skript);

    const head = await roh(`${s.baseUrl}/assets/app-abc.js`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('index.html comes pre-compressed and stays no-cache; a file without sibling is compressed per request above the threshold only', async () => {
    for (const pfad of ['/', '/mitglieder']) {
      const r = await roh(`${s.baseUrl}${pfad}`, { 'accept-encoding': 'br' });
      expect(r.status, pfad).toBe(200);
      expect(r.headers['content-encoding'], pfad).toBe('br');
      expect(r.headers['content-type'], pfad).toBe('text/html; charset=utf-8');
      expect(brotliDecompressSync(r.body).toString('utf8'), pfad).toBe(html);
    }
    for (const pfad of ['/', '/index.html', '/mitglieder', '/app/', '/app/termine']) {
      const r = await roh(`${s.baseUrl}${pfad}`, { 'accept-encoding': 'br' });
      expect(r.headers['cache-control'], pfad).toBe('no-cache');
    }

    const css = await roh(`${s.baseUrl}/assets/stil-abc.css`, { 'accept-encoding': 'br' });
    expect(css.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(css.body).toString('utf8')).toMatch(/^body\{color:red\}/);

    // Below the threshold a file goes out as it is, with its length.
    const kleinR = await roh(`${s.baseUrl}/assets/klein-abc.js`, { 'accept-encoding': 'br' });
    expect(kleinR.headers['content-encoding']).toBeUndefined();
    expect(kleinR.headers['content-length']).toBe(String(klein.length));
    expect(kleinR.body.toString('utf8')).toBe(klein);
  });

  it("a first load of /anmeldung gets the portal's light sign-in page, no-cache; every other path index.html", async () => {
    for (const pfad of ['/anmeldung', '/anmeldung/', '/anmeldung?vereinid=1000&userid=a%40b.ch&passwort=x']) {
      const r = await roh(`${s.baseUrl}${pfad}`);
      expect(r.status, pfad).toBe(200);
      expect(r.headers['cache-control'], pfad).toBe('no-cache');
      expect(r.body.toString('utf8'), pfad).toBe(anmeldungHtml);
    }
    expect((await roh(`${s.baseUrl}/anmeldungen`)).body.toString('utf8')).toBe(html);
  });

  it("the member app's service worker keeps its headers when sent pre-compressed", async () => {
    const r = await roh(`${s.baseUrl}/app/sw.js`, { 'accept-encoding': 'br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.headers['service-worker-allowed']).toBe('/app/');
    expect(r.headers['content-type']).toMatch(/^(?:text|application)\/javascript; charset=utf-8$/);
    expect(brotliDecompressSync(r.body).toString('utf8')).toBe(sw);

    const index = await roh(`${s.baseUrl}/app/termine`, { 'accept-encoding': 'br' });
    expect(index.headers['content-encoding']).toBe('br');
    expect(index.headers['cache-control']).toBe('no-cache');
  });
});
