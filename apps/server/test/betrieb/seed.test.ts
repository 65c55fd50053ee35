import { formatDatumDe } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../src/seed/demo-content.js';
import { pruefePdf } from '../../src/services/file-store-pdf.js';
import { sanitizeRichText } from '../../src/services/sanitize-html.js';
import { startTestServer, TestClock, type TestServer } from '../helpers/test-server.js';
import { JETZT } from '../helpers/inhalte.js';

describe('demo content seed', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ clock: new TestClock(JETZT) });
    await s.db
      .insertInto('mitglied')
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          VereinId: s.verein.vereinId,
          Vorname: `V${i}`,
          Nachname: `N${i}`,
          Emailadresse: `s${i}@example.ch`,
          EmailNormalisiert: `s${i}@example.ch`,
          HatSystemZugriff: 1,
          IstVereinsAdministrator: 0,
          Status: 'A',
          AnzahlGeraete: 1,
        })),
      )
      .execute();
    await seedDemoContent(s.deps, s.verein.vereinId);
  });
  afterAll(async () => s?.close());

  it('has club info, current and past news', async () => {
    expect((await s.adminClient.getVereinsInfo()).QuillHtmlData).toContain('<h1');
    const aktuell = await s.adminClient.getNewsListe({ query: { AuchVergangeneNewsAnzeigen: false } });
    const alle = await s.adminClient.getNewsListe({ query: { AuchVergangeneNewsAnzeigen: true } });
    expect(aktuell.length).toBeGreaterThan(0);
    expect(alle.length).toBeGreaterThan(aktuell.length);
  });

  it('stores club info and news as the sanitiser would leave them (the seed does not run it)', async () => {
    const liste = await s.adminClient.getNewsListe({ query: { AuchVergangeneNewsAnzeigen: true } });
    const html = [
      (await s.adminClient.getVereinsInfo()).QuillHtmlData ?? '',
      ...(await Promise.all(liste.map((n) => s.adminClient.getNews({ params: { NewsId: n.NewsId } })))).map((n) => n.QuillHtmlData ?? ''),
    ];
    expect(html.filter((h) => h !== '')).toHaveLength(liste.length + 1);
    for (const h of html) expect(h).toBe(sanitizeRichText(h));
  });

  it('writes dates in its texts as dd.MM.yyyy, as everywhere else (docs/produkt.md §9)', async () => {
    const liste = await s.adminClient.getNewsListe({ query: { AuchVergangeneNewsAnzeigen: true } });
    const alle = await Promise.all(liste.map((n) => s.adminClient.getNews({ params: { NewsId: n.NewsId } })));
    const termine = await s.adminClient.getTermine({ query: { AuchVergangeneTermineAnzeigen: true } });
    const texte = [
      ...alle.map((n) => `${n.Titel} ${n.QuillHtmlData ?? ''}`),
      ...termine.map((t) => `${t.Titel} ${t.Beschreibung ?? ''}`),
    ].join('\n');
    expect(texte).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const gv = alle.find((n) => n.Titel === 'Einladung zur Generalversammlung');
    const termin = termine.find((t) => t.Titel === 'Generalversammlung')!;
    expect(gv?.QuillHtmlData).toContain(`am <strong>${formatDatumDe(termin.Datum)}</strong>`);
  });

  it('has events of every kind with sign-ups in all three statuses', async () => {
    const termine = await s.adminClient.getTermine({ query: { AuchVergangeneTermineAnzeigen: true } });
    expect(termine.some((t) => t.Ganztaegig === 1)).toBe(true);
    expect(termine.some((t) => t.DatumBis !== null)).toBe(true);
    expect(termine.some((t) => t.MitAnAbmeldung === 0)).toBe(true);
    const status = new Set<number>();
    for (const t of termine.filter((x) => x.MitAnAbmeldung === 1)) {
      for (const a of await s.adminClient.getTerminAnAbmeldungen({ query: { terminId: t.TerminId } })) status.add(a.AnAbmeldeStatus);
    }
    expect([...status].sort()).toEqual([1, 2, 3]);
  });

  it('has a stored PDF and a link', async () => {
    const dokumente = await s.adminClient.getDokumente();
    const datei = dokumente.find((d) => d.InternetLinkVerwenden === 0)!;
    expect(dokumente.some((d) => d.InternetLinkVerwenden === 1 && d.DateiURL?.startsWith('https://'))).toBe(true);
    const blob = await s.adminClient.getDokumentDatei({ params: { DokumentId: datei.DokumentId } });
    expect(await pruefePdf(new Uint8Array(await blob.arrayBuffer()))).toBe('ok');
  });
});
