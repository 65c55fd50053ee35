// Multipart bodies of SPEC §7, parsed by the fixture server the way a real server would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, QUILL_HTML_DATEINAME, type ApiClient } from '../src/index.js';
import { dokument, news } from './helpers/fixtures.js';
import { startRecordingServer, type RecordingServer } from './helpers/recording-server.js';

let server: RecordingServer;
let client: ApiClient;
beforeAll(async () => {
  server = await startRecordingServer();
  client = createApiClient({ baseUrl: server.baseUrl, credentials: () => ({ vereinId: 1000, emailadresse: 'a@b.ch', passwort: 'pw' }) });
});
afterAll(() => server.close());

function file(form: FormData, name: string): File {
  const value = form.get(name);
  if (!(value instanceof File)) throw new Error(`${name} is not a file`);
  return value;
}

function json(form: FormData): unknown {
  const value = form.get('jsondata');
  if (typeof value !== 'string') throw new Error('jsondata is not a text field');
  return JSON.parse(value);
}

describe('vereinsInfo', () => {
  it('sends jsondata without QuillHtmlData and the editor HTML as text/html Quill.HTML', async () => {
    await client.saveVereinsInfo({ ExterneHtmlDateiVerwenden: 0, QuillHtmlData: '<p>alt</p>' }, { quillHtml: '<h1>Grüezi</h1>' });
    expect(server.last().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await server.lastForm();
    expect([...form.keys()].sort()).toEqual(['jsondata', 'quillHtmlDatei']);
    expect(json(form)).toEqual({ ExterneHtmlDateiVerwenden: 0 });
    const html = file(form, 'quillHtmlDatei');
    expect(QUILL_HTML_DATEINAME).toBe('Quill.HTML');
    expect(html.name).toBe('Quill.HTML');
    expect(html.type).toBe('text/html');
    expect(await html.text()).toBe('<h1>Grüezi</h1>');
  });

  it('sends a chosen external file as externeHtmlDatei with its own name', async () => {
    const chosen = new File(['<p>extern</p>'], 'verein.html', { type: 'text/html' });
    await client.saveVereinsInfo({ ExterneHtmlDateiVerwenden: 1, QuillHtmlData: null }, { externeHtmlDatei: chosen });
    const form = await server.lastForm();
    expect([...form.keys()].sort()).toEqual(['externeHtmlDatei', 'jsondata']);
    expect(json(form)).toEqual({ ExterneHtmlDateiVerwenden: 1 });
    expect(file(form, 'externeHtmlDatei').name).toBe('verein.html');
    expect(await file(form, 'externeHtmlDatei').text()).toBe('<p>extern</p>');
  });
});

describe('news', () => {
  it('creates with POST /news and omits the editor content from jsondata', async () => {
    await client.saveNews(news, { quillHtml: '<p>Hallo</p>' });
    expect(server.last().url).toBe('/vereinsportalServer/api/adminPortal/news');
    const form = await server.lastForm();
    const { QuillHtmlData: _omitted, ...ohneHtml } = news;
    expect(json(form)).toEqual(ohneHtml);
    expect(file(form, 'quillHtmlDatei').name).toBe('Quill.HTML');
  });

  it('updates with POST /news/{id}; a plain Blob gets the given file name', async () => {
    const blob = new Blob(['<p>x</p>'], { type: 'text/html' });
    await client.saveNews({ ...news, NewsId: 9, ExterneHtmlDateiVerwenden: 1 }, { externeHtmlDatei: blob, dateiName: 'news.htm' });
    expect(server.last().method).toBe('POST');
    expect(server.last().url).toBe('/vereinsportalServer/api/adminPortal/news/9');
    const form = await server.lastForm();
    expect(file(form, 'externeHtmlDatei').name).toBe('news.htm');
    expect(form.has('quillHtmlDatei')).toBe(false);
  });
});

describe('dokument', () => {
  const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, 0xff, 0x00]);

  it('creates with POST /dokument, jsondata + dokumentdatei named like the chosen file', async () => {
    await client.saveDokument(dokument, new File([pdf], 'Statuten 2025.pdf', { type: 'application/pdf' }));
    expect(server.last().url).toBe('/vereinsportalServer/api/adminPortal/dokument');
    const form = await server.lastForm();
    expect(json(form)).toEqual(dokument);
    const datei = file(form, 'dokumentdatei');
    expect(datei.name).toBe('Statuten 2025.pdf');
    expect(datei.type).toBe('application/pdf');
    expect(new Uint8Array(await datei.arrayBuffer())).toEqual(pdf);
  });

  it('uses dateiName for a plain Blob', async () => {
    await client.saveDokument(dokument, new Blob([pdf], { type: 'application/pdf' }), 'bericht.pdf');
    expect(file(await server.lastForm(), 'dokumentdatei').name).toBe('bericht.pdf');
  });

  it('updates with POST /dokument/{id} and only jsondata when no new file is chosen', async () => {
    const link = { ...dokument, DokumentId: 12, InternetLinkVerwenden: 1 as const, DateiURL: 'https://example.ch/a.pdf' };
    await client.saveDokument(link, null);
    expect(server.last().method).toBe('POST');
    expect(server.last().url).toBe('/vereinsportalServer/api/adminPortal/dokument/12');
    const form = await server.lastForm();
    expect([...form.keys()]).toEqual(['jsondata']);
    expect(json(form)).toEqual(link);
  });
});
