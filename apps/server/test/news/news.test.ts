import { htmlTeile } from '@vereinsportal/api-client';
import { describe, expect, it } from 'vitest';
import type { News } from '@vereinsportal/domain';
import { neueNews } from '../helpers/fixtures.js';
import { TestClock } from '../helpers/test-server.js';
import { testServerFuerTests } from '../helpers/datei-server.js';
import { fehler, JETZT } from '../helpers/inhalte.js';

const neu = (over: Partial<News> = {}): News => neueNews({ FuerMitgliedschaftsart: 'Aktive, Vorstand', ...over });

describe('news', () => {
  const s = testServerFuerTests({ clock: new TestClock(JETZT) });

  it('removes linked images on create and update and answers with a hint that counts them', async () => {
    const bilder = (n: number) => Array.from({ length: n }, (_, i) => `<img src="https://tracker.example/${i}.gif">`).join('');
    const erstellt = await s.adminClient.createNews({
      body: htmlTeile(neu(), { quillHtml: `<p>Text${bilder(1)}<img src="data:image/webp;base64,UklGRg=="></p>` }),
    });
    expect(erstellt).toEqual({
      RecordId: expect.any(Number),
      Hinweis: '1 Bild aus dem Internet wurde entfernt: Bilder müssen als Datei in den Text eingefügt werden, nicht als Link.',
    });
    expect((await s.adminClient.getNews({ params: { NewsId: erstellt.RecordId } })).QuillHtmlData).toBe(
      '<p>Text<img src="data:image/webp;base64,UklGRg==" /></p>',
    );

    const geaendert = await s.adminClient.updateNews({
      params: { NewsId: erstellt.RecordId },
      body: htmlTeile({ ...neu(), NewsId: erstellt.RecordId }, { quillHtml: `<p>${bilder(3)}</p>` }),
    });
    expect(geaendert).toEqual({
      RecordId: erstellt.RecordId,
      Hinweis: '3 Bilder aus dem Internet wurden entfernt: Bilder müssen als Datei in den Text eingefügt werden, nicht als Link.',
    });
    expect((await s.adminClient.getNews({ params: { NewsId: erstellt.RecordId } })).QuillHtmlData).toBe('<p></p>');

    // Without a removed image there is no hint.
    expect(
      await s.adminClient.updateNews({
        params: { NewsId: erstellt.RecordId },
        body: htmlTeile({ ...neu(), NewsId: erstellt.RecordId }, { quillHtml: '<p>ok</p>' }),
      }),
    ).toEqual({ RecordId: erstellt.RecordId });
  });

  it('creates, reads, updates and deletes a news item with sanitised HTML', async () => {
    const { RecordId } = await s.adminClient.createNews({
      body: htmlTeile(neu(), { quillHtml: '<h2>Hallo</h2><p>Welt<script>alert(1)</script></p>' }),
    });
    expect(RecordId).toBeGreaterThan(0);
    const gelesen = await s.adminClient.getNews({ params: { NewsId: RecordId } });
    expect(gelesen).toEqual({
      NewsId: RecordId,
      Titel: 'Generalversammlung',
      AnzeigenVon: '2026-03-01',
      AnzeigenBis: '2026-04-30',
      FuerMitgliedschaftsart: 'Aktive,Vorstand',
      QuillHtmlData: '<h2>Hallo</h2><p>Welt</p>',
      ExterneHtmlDateiVerwenden: 0,
    });

    const upd = await s.adminClient.updateNews({
      params: { NewsId: RecordId },
      body: htmlTeile({ ...gelesen, Titel: 'GV 2026' }, { quillHtml: '<p>neu</p>' }),
    });
    expect(upd.RecordId).toBe(RecordId);
    expect((await s.adminClient.getNews({ params: { NewsId: RecordId } })).Titel).toBe('GV 2026');

    const extern = new Blob(['<html><body><h1 onclick="x()">Extern</h1></body></html>'], { type: 'text/html' });
    await s.adminClient.updateNews({
      params: { NewsId: RecordId },
      body: htmlTeile({ ...gelesen }, { externeHtmlDatei: extern, dateiName: 'info.html' }),
    });
    const mitDatei = await s.adminClient.getNews({ params: { NewsId: RecordId } });
    expect(mitDatei.ExterneHtmlDateiVerwenden).toBe(1);
    expect(mitDatei.QuillHtmlData).toBe('<h1>Extern</h1>');

    await s.adminClient.deleteNews({ params: { NewsId: RecordId } });
    expect((await fehler(s.adminClient.getNews({ params: { NewsId: RecordId } }))).status).toBe(404);
    expect((await fehler(s.adminClient.deleteNews({ params: { NewsId: RecordId } }))).status).toBe(404);
  });

  it('lists only current news unless past news are asked for (today in the club time zone)', async () => {
    const gestern = await s.adminClient.createNews({
      body: htmlTeile(neu({ Titel: 'Gestern', AnzeigenVon: '2026-03-01', AnzeigenBis: '2026-03-14' }), { quillHtml: '<p>a</p>' }),
    });
    const heute = await s.adminClient.createNews({
      body: htmlTeile(neu({ Titel: 'Heute', AnzeigenVon: '2026-03-01', AnzeigenBis: '2026-03-15' }), { quillHtml: '<p>b</p>' }),
    });
    const aktuell = await s.adminClient.getNewsListe({ query: { AuchVergangeneNewsAnzeigen: false } });
    const ids = aktuell.map((n) => n.NewsId);
    expect(ids).toContain(heute.RecordId);
    expect(ids).not.toContain(gestern.RecordId);
    const alle = await s.adminClient.getNewsListe({ query: { AuchVergangeneNewsAnzeigen: true } });
    expect(alle.map((n) => n.NewsId)).toEqual(expect.arrayContaining([heute.RecordId, gestern.RecordId]));
  });

  it('rejects invalid news with field errors', async () => {
    const e = await fehler(
      s.adminClient.createNews({
        body: htmlTeile(neu({ Titel: ' ', AnzeigenVon: '2026-05-01', AnzeigenBis: '2026-04-01' }), { quillHtml: '<p>x</p>' }),
      }),
    );
    expect(e.status).toBe(400);
    const body = e.body as Record<string, string[]>;
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['Titel', 'AnzeigenBis']));
    const lang = await fehler(s.adminClient.createNews({ body: htmlTeile(neu({ Titel: 'x'.repeat(201) }), { quillHtml: '<p>x</p>' }) }));
    expect(lang.status).toBe(400);
  });

  it('answers 413 for HTML above the size limit', async () => {
    const gross = `<p>${'a'.repeat(5_000_001)}</p>`;
    const e = await fehler(s.adminClient.createNews({ body: htmlTeile(neu(), { quillHtml: gross }) }));
    expect(e.status).toBe(413);
  });

  it('keeps clubs apart: another club gets 404 on these ids', async () => {
    const { RecordId } = await s.adminClient.createNews({ body: htmlTeile(neu({ Titel: 'Intern' }), { quillHtml: '<p>x</p>' }) });
    const andere = await s.createVerein();
    expect((await fehler(andere.client.getNews({ params: { NewsId: RecordId } }))).status).toBe(404);
    expect(
      (
        await fehler(
          andere.client.updateNews({ params: { NewsId: RecordId }, body: htmlTeile(neu({ NewsId: RecordId }), { quillHtml: '<p>y</p>' }) }),
        )
      ).status,
    ).toBe(404);
    expect((await fehler(andere.client.deleteNews({ params: { NewsId: RecordId } }))).status).toBe(404);
    expect((await andere.client.getNewsListe({ query: { AuchVergangeneNewsAnzeigen: true } })).length).toBe(0);
    expect((await s.adminClient.getNews({ params: { NewsId: RecordId } })).Titel).toBe('Intern');
  });
});
