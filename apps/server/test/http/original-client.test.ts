/**
 * Drives the multipart calls the way the original browser client does: raw fetch, FormData with the
 * field names jsondata / quillHtmlDatei (a text/html Blob named Quill.HTML) / externeHtmlDatei /
 * dokumentdatei, the three auth headers and the X-XSRF-TOKEN header of the HTTP layer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClock, type TestServer } from '../helpers/test-server.js';
import { JETZT, pdfBytes } from '../helpers/inhalte.js';

describe('multipart calls shaped like the original client', () => {
  let s: TestServer;
  let api: string;
  let headers: Record<string, string>;
  beforeAll(async () => {
    s = await startTestServer({ clock: new TestClock(JETZT) });
    api = `${s.apiBase}/api/adminPortal`;
    headers = {
      vereinid: String(s.verein.vereinId),
      emailadresse: encodeURIComponent(s.verein.credentials.emailadresse),
      passwort: encodeURIComponent(s.verein.credentials.passwort),
      'X-XSRF-TOKEN': 'token-aus-cookie',
    };
  });
  afterAll(async () => s?.close());

  const post = async (pfad: string, form: FormData) => {
    const r = await fetch(`${api}${pfad}`, { method: 'POST', headers, body: form });
    return { status: r.status, body: (await r.json()) as unknown };
  };

  it('POST vereinsInfo with quillHtmlDatei named Quill.HTML', async () => {
    const form = new FormData();
    form.append('jsondata', JSON.stringify({ ExterneHtmlDateiVerwenden: false }));
    form.append(
      'quillHtmlDatei',
      new Blob(['<p>Hallo <b>Verein</b><img src=x onerror=alert(1)></p>'], { type: 'text/html' }),
      'Quill.HTML',
    );
    // The linked image is removed, and the answer says so (an extra field the original client ignores).
    expect(await post('/vereinsInfo', form)).toEqual({
      status: 200,
      body: {
        RecordId: s.verein.vereinId,
        Hinweis: '1 Bild aus dem Internet wurde entfernt: Bilder müssen als Datei in den Text eingefügt werden, nicht als Link.',
      },
    });
    const r = await fetch(`${api}/vereinsInfo`, { headers });
    expect(await r.json()).toEqual({ ExterneHtmlDateiVerwenden: 0, QuillHtmlData: '<p>Hallo <b>Verein</b></p>' });
  });

  it('POST news and POST news/{id} with externeHtmlDatei', async () => {
    const news = {
      NewsId: 0,
      Titel: 'Turnfest',
      AnzeigenVon: '2026-03-01',
      AnzeigenBis: '2026-06-30',
      FuerMitgliedschaftsart: '',
      ExterneHtmlDateiVerwenden: 0,
    };
    const f1 = new FormData();
    f1.append('jsondata', JSON.stringify(news));
    f1.append('quillHtmlDatei', new Blob(['<p>Text</p>'], { type: 'text/html' }), 'Quill.HTML');
    const created = await post('/news', f1);
    expect(created.status).toBe(200);
    const id = (created.body as { RecordId: number }).RecordId;

    const f2 = new FormData();
    f2.append('jsondata', JSON.stringify({ ...news, NewsId: id, ExterneHtmlDateiVerwenden: 1 }));
    // Windows-1252 file (what older editors write): "Grüsse" must survive.
    f2.append('externeHtmlDatei', new Blob([Buffer.from('<p>Gr\xfcsse</p>', 'latin1')], { type: 'text/html' }), 'turnfest.htm');
    expect(await post(`/news/${id}`, f2)).toEqual({ status: 200, body: { RecordId: id } });
    const r = await fetch(`${api}/news/${id}`, { headers });
    expect(await r.json()).toMatchObject({
      NewsId: id,
      ExterneHtmlDateiVerwenden: 1,
      QuillHtmlData: '<p>Grüsse</p>',
      FuerMitgliedschaftsart: null,
    });
  });

  it('POST dokument and POST dokument/{id} with dokumentdatei, then download', async () => {
    const dokument = {
      DokumentId: 0,
      DokumentBezeichnung: 'Jahresbericht',
      AnzeigenVon: '2026-01-01',
      AnzeigenBis: '',
      OriginalDateiName: 'bericht.pdf',
      InternetLinkVerwenden: 0,
      DateiURL: '',
      FuerMitgliedschaftsart: 'Vorstand',
    };
    const f1 = new FormData();
    f1.append('jsondata', JSON.stringify(dokument));
    f1.append('dokumentdatei', new Blob([pdfBytes()], { type: 'application/pdf' }), 'bericht.pdf');
    const created = await post('/dokument', f1);
    expect(created.status).toBe(200);
    const id = (created.body as { RecordId: number }).RecordId;

    const f2 = new FormData();
    f2.append('jsondata', JSON.stringify({ ...dokument, DokumentId: id, DokumentBezeichnung: 'Jahresbericht 2025' }));
    expect(await post(`/dokument/${id}`, f2)).toEqual({ status: 200, body: { RecordId: id } });

    const datei = await fetch(`${api}/dokument/${id}/datei`, { headers });
    expect(datei.status).toBe(200);
    expect(datei.headers.get('content-type')).toBe('application/pdf');
    expect(datei.headers.get('content-disposition')).toContain('bericht.pdf');
    expect(new Uint8Array(await datei.arrayBuffer())).toEqual(pdfBytes());

    const f3 = new FormData();
    f3.append('jsondata', JSON.stringify(dokument));
    f3.append('dokumentdatei', new Blob([new Uint8Array(1_000_001)], { type: 'application/pdf' }), 'gross.pdf');
    const zuGross = await post('/dokument', f3);
    expect(zuGross.status).toBe(413);
    expect(zuGross.body).toBe('Die Grösse der ausgewählten Datei überschreitet das Limit von 1 MB!');
  });

  it('refuses without credentials (401) and with a broken jsondata (400)', async () => {
    const form = new FormData();
    form.append('jsondata', '{kaputt');
    form.append('quillHtmlDatei', new Blob(['<p/>'], { type: 'text/html' }), 'Quill.HTML');
    const ohne = await fetch(`${api}/news`, { method: 'POST', body: form });
    expect(ohne.status).toBe(401);
    const kaputt = await post('/news', form);
    expect(kaputt.status).toBe(400);
    expect(Object.keys(kaputt.body as object)).toEqual(['jsondata']);
  });
});
