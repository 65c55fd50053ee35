// Multipart bodies (jsondata + named file parts), parsed by the fixture server the way a real server would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, dokumentTeile, htmlTeile, QUILL_HTML_DATEINAME, type ApiClient } from '../src/index.js';
import { dokument, news, pdfBytes } from './helpers/fixtures.js';
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
    await client.saveVereinsInfo({
      body: htmlTeile({ ExterneHtmlDateiVerwenden: 0 as const, QuillHtmlData: '<p>alt</p>' }, { quillHtml: '<h1>Grüezi</h1>' }),
    });
    expect(server.last().method).toBe('POST');
    expect(server.last().url).toBe('/vereinsportalServer/api/adminPortal/vereinsInfo');
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
    await client.saveVereinsInfo({
      body: htmlTeile({ ExterneHtmlDateiVerwenden: 1 as const, QuillHtmlData: null }, { externeHtmlDatei: chosen }),
    });
    const form = await server.lastForm();
    expect([...form.keys()].sort()).toEqual(['externeHtmlDatei', 'jsondata']);
    expect(json(form)).toEqual({ ExterneHtmlDateiVerwenden: 1 });
    expect(file(form, 'externeHtmlDatei').name).toBe('verein.html');
    expect(await file(form, 'externeHtmlDatei').text()).toBe('<p>extern</p>');
  });
});

describe('news', () => {
  it('createNews: POST /news, the editor content only as the HTML part', async () => {
    await client.createNews({ body: htmlTeile(news, { quillHtml: '<p>Hallo</p>' }) });
    expect(server.last().method).toBe('POST');
    expect(server.last().url).toBe('/vereinsportalServer/api/adminPortal/news');
    const form = await server.lastForm();
    const { QuillHtmlData: _omitted, ...ohneHtml } = news;
    expect(json(form)).toEqual(ohneHtml);
    expect(file(form, 'quillHtmlDatei').name).toBe('Quill.HTML');
    expect(await file(form, 'quillHtmlDatei').text()).toBe('<p>Hallo</p>');
  });

  it('updateNews: POST /news/{NewsId}; a plain Blob gets the given file name', async () => {
    const blob = new Blob(['<p>x</p>'], { type: 'text/html' });
    await client.updateNews({
      params: { NewsId: 9 },
      body: htmlTeile({ ...news, NewsId: 9, ExterneHtmlDateiVerwenden: 1 as const }, { externeHtmlDatei: blob, dateiName: 'news.htm' }),
    });
    expect(server.last().method).toBe('POST');
    expect(server.last().url).toBe('/vereinsportalServer/api/adminPortal/news/9');
    const form = await server.lastForm();
    expect(file(form, 'externeHtmlDatei').name).toBe('news.htm');
    expect(form.has('quillHtmlDatei')).toBe(false);
  });

  it('updateNews without an HTML part sends only jsondata', async () => {
    const { QuillHtmlData: _omitted, ...ohneHtml } = { ...news, NewsId: 9 };
    await client.updateNews({ params: { NewsId: 9 }, body: { jsondata: ohneHtml } });
    const form = await server.lastForm();
    expect([...form.keys()]).toEqual(['jsondata']);
    expect(json(form)).toEqual(ohneHtml);
  });

  it('htmlTeile names a nameless external Blob extern.html', () => {
    const { dateien } = htmlTeile(news, { externeHtmlDatei: new Blob(['<p/>']) });
    expect(dateien.quillHtmlDatei).toBeUndefined();
    expect(dateien.externeHtmlDatei).toMatchObject({ name: 'extern.html' });
  });
});

describe('dokument', () => {
  it('createDokument: POST /dokument, jsondata + dokumentdatei named like the chosen file', async () => {
    await client.createDokument({ body: dokumentTeile(dokument, new File([pdfBytes], 'Statuten 2025.pdf', { type: 'application/pdf' })) });
    expect(server.last().method).toBe('POST');
    expect(server.last().url).toBe('/vereinsportalServer/api/adminPortal/dokument');
    const form = await server.lastForm();
    expect(json(form)).toEqual(dokument);
    const datei = file(form, 'dokumentdatei');
    expect(datei.name).toBe('Statuten 2025.pdf');
    expect(datei.type).toBe('application/pdf');
    expect(new Uint8Array(await datei.arrayBuffer())).toEqual(pdfBytes);
  });

  it('uses the given name for a plain Blob, else OriginalDateiName, else dokument.pdf', async () => {
    const blob = new Blob([pdfBytes], { type: 'application/pdf' });
    await client.createDokument({ body: dokumentTeile(dokument, blob, 'bericht.pdf') });
    expect(file(await server.lastForm(), 'dokumentdatei').name).toBe('bericht.pdf');
    await client.createDokument({ body: dokumentTeile({ ...dokument, OriginalDateiName: 'alt.pdf' }, blob) });
    expect(file(await server.lastForm(), 'dokumentdatei').name).toBe('alt.pdf');
    await client.createDokument({ body: dokumentTeile(dokument, blob) });
    expect(file(await server.lastForm(), 'dokumentdatei').name).toBe('dokument.pdf');
  });

  it('updateDokument: POST /dokument/{DokumentId} and only jsondata when no new file is chosen', async () => {
    const link = { ...dokument, DokumentId: 12, InternetLinkVerwenden: 1 as const, DateiURL: 'https://example.ch/a.pdf' };
    await client.updateDokument({ params: { DokumentId: 12 }, body: dokumentTeile(link, null) });
    expect(server.last().method).toBe('POST');
    expect(server.last().url).toBe('/vereinsportalServer/api/adminPortal/dokument/12');
    const form = await server.lastForm();
    expect([...form.keys()]).toEqual(['jsondata']);
    expect(json(form)).toEqual(link);
  });
});

describe('file parts without the helpers', () => {
  it('a File keeps its name, { datei, name } gets the name, a nameless Blob the part name', async () => {
    const blob = new Blob([pdfBytes], { type: 'application/pdf' });
    await client.createDokument({ body: { jsondata: dokument, dateien: { dokumentdatei: new File([pdfBytes], 'eigen.pdf') } } });
    expect(file(await server.lastForm(), 'dokumentdatei').name).toBe('eigen.pdf');
    await client.createDokument({ body: { jsondata: dokument, dateien: { dokumentdatei: { datei: blob, name: 'gewählt.pdf' } } } });
    expect(file(await server.lastForm(), 'dokumentdatei').name).toBe('gewählt.pdf');
    await client.createDokument({ body: { jsondata: dokument, dateien: { dokumentdatei: blob } } });
    const datei = file(await server.lastForm(), 'dokumentdatei');
    expect(datei.name).toBe('dokumentdatei');
    expect(new Uint8Array(await datei.arrayBuffer())).toEqual(pdfBytes);
  });

  it('an undefined part is left out', async () => {
    await client.createDokument({ body: { jsondata: dokument, dateien: { dokumentdatei: undefined } } });
    expect([...(await server.lastForm()).keys()]).toEqual(['jsondata']);
  });
});
