import { htmlTeile } from '@vereinsportal/api-client';
import type { VereinsInfo } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClock, type TestServer } from '../helpers/test-server.js';
import { fehler, JETZT } from '../helpers/inhalte.js';

describe('vereinsInfo and the HTML sanitiser', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ clock: new TestClock(JETZT) });
  });
  afterAll(async () => s?.close());

  const speichereUndLies = async (html: string) => {
    await s.adminClient.saveVereinsInfo({
      body: htmlTeile({ ExterneHtmlDateiVerwenden: 0, QuillHtmlData: null } satisfies VereinsInfo, { quillHtml: html }),
    });
    const gespeichert = await s.db
      .selectFrom('vereinsinfo')
      .select('QuillHtmlData')
      .where('VereinId', '=', s.verein.vereinId)
      .executeTakeFirstOrThrow();
    const gelesen = await s.adminClient.getVereinsInfo();
    expect(gelesen.QuillHtmlData).toBe(gespeichert.QuillHtmlData);
    return gespeichert.QuillHtmlData ?? '';
  };

  it('starts empty and saves editor HTML', async () => {
    const andere = await s.createVerein();
    expect(await andere.client.getVereinsInfo()).toEqual({ ExterneHtmlDateiVerwenden: 0, QuillHtmlData: null });
    const { RecordId } = await s.adminClient.saveVereinsInfo({
      body: htmlTeile({ ExterneHtmlDateiVerwenden: 0, QuillHtmlData: null } satisfies VereinsInfo, { quillHtml: '<p>Willkommen</p>' }),
    });
    expect(RecordId).toBe(s.verein.vereinId);
    expect(await s.adminClient.getVereinsInfo()).toEqual({ ExterneHtmlDateiVerwenden: 0, QuillHtmlData: '<p>Willkommen</p>' });
    // The other club still sees only its own (empty) page.
    expect((await andere.client.getVereinsInfo()).QuillHtmlData).toBeNull();
  });

  it('stores an external HTML file, sanitised, and sets the flag', async () => {
    const datei = new Blob(
      ['<!doctype html><html><head><title>T</title><style>p{}</style></head><body><p>Grüezi</p><script>x</script></body></html>'],
      { type: 'text/html' },
    );
    await s.adminClient.saveVereinsInfo({
      body: htmlTeile({ ExterneHtmlDateiVerwenden: 1, QuillHtmlData: null } satisfies VereinsInfo, {
        externeHtmlDatei: datei,
        dateiName: 'verein.html',
      }),
    });
    expect(await s.adminClient.getVereinsInfo()).toEqual({ ExterneHtmlDateiVerwenden: 1, QuillHtmlData: '<p>Grüezi</p>' });
  });

  it.each([
    ['script', '<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['onerror', '<img src="data:image/png;base64,iVBORw0KGgo=" onerror="alert(1)">', '<img src="data:image/png;base64,iVBORw0KGgo=" />'],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['entity-encoded javascript: link', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['nested script trick', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg><p>ok</p>', '<p>ok</p>'],
    ['style expression', '<p style="width: expression(alert(1)); text-align: center">x</p>', '<p style="text-align:center">x</p>'],
    [
      'style url() and expression in an allowed property',
      '<p style="background-image:url(javascript:alert(1)); color: expression(alert(1)); color:red">x</p>',
      '<p style="color:red">x</p>',
    ],
    ['data:text/html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
    ['iframe/object/embed', '<iframe src="https://e.vil"></iframe><object data="x"></object><embed src="y"><p>ok</p>', '<p>ok</p>'],
    ['style element', '<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    [
      'data:image survives',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="Logo">',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="Logo" />',
    ],
    ['data:image/svg is dropped', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    // Images that load from elsewhere are tracking pixels in every member's app: only embedded ones stay.
    ['http image', '<p>a<img src="http://tracker.example/p.gif" alt="x">b</p>', '<p>ab</p>'],
    ['https image', '<img src="https://x.ch/a.png" onerror="alert(1)">', ''],
    ['protocol-relative image', '<img src="//x.ch/a.png">', ''],
    ['relative image', '<img src="bilder/logo.png"><img src="/logo.png">', ''],
    ['blob: and cid: images', '<img src="blob:https://x.ch/1234"><img src="cid:logo@verein">', ''],
    ['scheme in capitals and behind spaces', '<img src="  HTTPS://x.ch/a.png">', ''],
    [
      'srcset beside an embedded image',
      '<img src="data:image/png;base64,iVBORw0KGgo=" srcset="https://x.ch/a.png 2x">',
      '<img src="data:image/png;base64,iVBORw0KGgo=" />',
    ],
    // The image's own style goes through the same filter as every other element's: no url() tracker.
    [
      'style with a remote background on an embedded image',
      '<img src="data:image/png;base64,iVBORw0KGgo=" style="background-image:url(https://x.ch/p.gif);width:200px">',
      '<img src="data:image/png;base64,iVBORw0KGgo=" style="width:200px" />',
    ],
    ['srcset alone', '<img srcset="https://x.ch/a.png 1x, https://x.ch/b.png 2x">', ''],
    [
      'picture source',
      '<picture><source srcset="https://x.ch/a.webp"><img src="data:image/png;base64,iVBORw0KGgo="></picture>',
      '<img src="data:image/png;base64,iVBORw0KGgo=" />',
    ],
    [
      'headings, lists, links, alignment, formatting survive',
      '<h1 class="ql-align-center">T</h1><h6>k</h6><ol><li><strong>a</strong></li></ol><ul><li><em>b</em> <u>c</u> <s>d</s></li></ul><p style="text-align: right"><a href="https://tv.ch" target="_blank">l</a></p>',
      '<h1 class="ql-align-center">T</h1><h6>k</h6><ol><li><strong>a</strong></li></ol><ul><li><em>b</em> <u>c</u> <s>d</s></li></ul><p style="text-align:right"><a href="https://tv.ch" target="_blank" rel="noopener noreferrer">l</a></p>',
    ],
  ])('%s', async (_name, input, erwartet) => {
    expect(await speichereUndLies(input)).toBe(erwartet);
  });

  it('tells the editor how many linked images were removed, and keeps embedded ones', async () => {
    const info = { ExterneHtmlDateiVerwenden: 0, QuillHtmlData: null } satisfies VereinsInfo;
    const html = '<p><img src="https://x.ch/a.png"><img src="data:image/gif;base64,R0lGOD=="><img src="//x.ch/b.png"></p>';
    expect(await s.adminClient.saveVereinsInfo({ body: htmlTeile(info, { quillHtml: html }) })).toEqual({
      RecordId: s.verein.vereinId,
      Hinweis: '2 Bilder aus dem Internet wurden entfernt: Bilder müssen als Datei in den Text eingefügt werden, nicht als Link.',
    });
    expect((await s.adminClient.getVereinsInfo()).QuillHtmlData).toBe('<p><img src="data:image/gif;base64,R0lGOD==" /></p>');

    // An uploaded HTML file is checked the same way; one image, one sentence in the singular.
    const datei = new Blob(['<html><body><p>Hallo</p><img src="http://x.ch/pixel.gif" width="1" height="1"></body></html>'], {
      type: 'text/html',
    });
    expect(
      await s.adminClient.saveVereinsInfo({
        body: htmlTeile({ ExterneHtmlDateiVerwenden: 1, QuillHtmlData: null } satisfies VereinsInfo, {
          externeHtmlDatei: datei,
          dateiName: 'info.html',
        }),
      }),
    ).toEqual({
      RecordId: s.verein.vereinId,
      Hinweis: '1 Bild aus dem Internet wurde entfernt: Bilder müssen als Datei in den Text eingefügt werden, nicht als Link.',
    });

    // Without a removed image the answer has no hint at all.
    expect(
      await s.adminClient.saveVereinsInfo({
        body: htmlTeile(info, { quillHtml: '<p><img src="data:image/png;base64,iVBORw0KGgo="></p>' }),
      }),
    ).toEqual({ RecordId: s.verein.vereinId });
  });

  it('answers 413 for an HTML file above 5 MB', async () => {
    const gross = new Blob([`<p>${'x'.repeat(5_000_100)}</p>`], { type: 'text/html' });
    const e = await fehler(
      s.adminClient.saveVereinsInfo({
        body: htmlTeile({ ExterneHtmlDateiVerwenden: 1, QuillHtmlData: null } satisfies VereinsInfo, {
          externeHtmlDatei: gross,
          dateiName: 'g.html',
        }),
      }),
    );
    expect(e.status).toBe(413);
  });

  it('answers 413 for more than 20,000 elements (the sanitiser must not block the server)', async () => {
    const viele = '<b>x</b>'.repeat(20_001);
    // 20,000 elements are still fine.
    await s.adminClient.saveVereinsInfo({
      body: htmlTeile({ ExterneHtmlDateiVerwenden: 0, QuillHtmlData: null } satisfies VereinsInfo, {
        quillHtml: '<b>x</b>'.repeat(20_000),
      }),
    });
    const e = await fehler(
      s.adminClient.saveVereinsInfo({
        body: htmlTeile({ ExterneHtmlDateiVerwenden: 0, QuillHtmlData: null } satisfies VereinsInfo, { quillHtml: viele }),
      }),
    );
    expect(e.status).toBe(413);
  });

  it('rejects a body that is not multipart', async () => {
    const r = await fetch(`${s.apiBase}/api/adminPortal/vereinsInfo`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        vereinid: String(s.verein.vereinId),
        emailadresse: encodeURIComponent(s.verein.credentials.emailadresse),
        passwort: encodeURIComponent(s.verein.credentials.passwort),
      },
      body: JSON.stringify({ ExterneHtmlDateiVerwenden: 0 }),
    });
    expect(r.status).toBe(400);
    expect(typeof (await r.json())).toBe('string');
  });
});
