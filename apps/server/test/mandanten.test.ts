import { dokumentTeile, htmlTeile, type ApiClient } from '@vereinsportal/api-client';
import type { VereinsInfo } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from './helpers/expect-error.js';
import { neueNews, neuerTermin, neuesDokument, neuesMitglied } from './helpers/fixtures.js';
import { pdfBlob } from './helpers/pdf.js';
import { startTestServer, TEST_DB, type TestServer, type TestVerein } from './helpers/test-server.js';

const PDF = pdfBlob();

/**
 * docs/produkt.md §10 tenancy: club B walks EVERY endpoint with its own credentials and club A's ids.
 * By-id calls answer 404; lists and reads show only B's rows; A's data stays unchanged.
 */
describe(`tenant isolation (${TEST_DB})`, () => {
  let server: TestServer;
  let a: TestVerein;
  let b: TestVerein;
  const ids = { mitglied: 0, news: 0, termin: 0, dokument: 0 };
  let aEmail = '';

  beforeAll(async () => {
    server = await startTestServer();
    a = server.verein;
    b = await server.createVerein();
    const m = neuesMitglied({ Mitgliedschaftsart: 'GeheimeKategorieA' });
    aEmail = m.Emailadresse!;
    ids.mitglied = (await a.client.createMitglied({ body: m })).RecordId;
    ids.news = (
      await a.client.createNews({
        body: htmlTeile(neueNews({ Titel: 'A-News', AnzeigenVon: '2020-01-01', AnzeigenBis: '2099-12-31' }), { quillHtml: '<p>A</p>' }),
      })
    ).RecordId;
    ids.termin = (
      await a.client.createTermin({
        body: neuerTermin({ Datum: '2099-05-01', Zeit: null, ZeitBis: null, Ganztaegig: 1, Titel: 'A-Termin' }),
      })
    ).RecordId;
    ids.dokument = (
      await a.client.createDokument({
        body: dokumentTeile(
          neuesDokument({ DokumentBezeichnung: 'A-Dokument', AnzeigenVon: '2020-01-01', OriginalDateiName: null }),
          PDF,
          'a.pdf',
        ),
      })
    ).RecordId;
  });
  afterAll(async () => {
    await server?.close();
  });

  const bc = (): ApiClient => b.client;

  it('sign-in with B credentials but A club number fails', async () => {
    await expectApiError(server.client({ ...b.credentials, vereinId: a.vereinId }).getBenutzerinfo(), 401);
    await expectApiError(server.client({ ...a.credentials, vereinId: b.vereinId }).getBenutzerinfo(), 401);
  });

  it('benutzerinfo, vereinsUebersicht, vereinsKonto, vereinsInfo show B only', async () => {
    expect((await bc().getBenutzerinfo()).MitgliedId).toBe(b.mitgliedId);
    expect((await bc().getVereinsUebersicht()).VereinId).toBe(b.vereinId);
    expect((await bc().getVereinsKonto()).VereinsName).not.toBe((await a.client.getVereinsKonto()).VereinsName);
    await bc().getVereinsInfo();
  });

  it('PATCH vereinsKonto and POST vereinsInfo change B only', async () => {
    const before = await a.client.getVereinsKonto();
    await bc().updateVereinsKonto({
      body: {
        VereinsName: 'B neu',
        Vorname: 'B',
        Nachname: 'B',
        Strasse: 'B 1',
        Postleitzahl: '1',
        Ort: 'B',
        LandId: 756,
        Emailadresse: 'b@example.ch',
      },
    });
    expect(await a.client.getVereinsKonto()).toEqual(before);
    const infoBefore = await a.client.getVereinsInfo();
    await bc().saveVereinsInfo({
      body: htmlTeile({ ExterneHtmlDateiVerwenden: 0, QuillHtmlData: null } satisfies VereinsInfo, { quillHtml: '<p>B-Info</p>' }),
    });
    expect(await a.client.getVereinsInfo()).toEqual(infoBefore);
  });

  it('members: lists, reads, updates, credentials with A ids', async () => {
    const list = await bc().getMitglieder({ query: { AuchGeloeschteMitgliederAnzeigen: true } });
    expect(list.map((m) => m.MitgliedId)).toEqual([b.mitgliedId]);
    await expectApiError(bc().getMitglied({ params: { MitgliedId: ids.mitglied } }), 404);
    await expectApiError(bc().getMitglied({ params: { MitgliedId: a.mitgliedId } }), 404);
    await expectApiError(bc().updateMitglied({ params: { MitgliedId: ids.mitglied }, body: { Ort: 'gehackt' } }), 404);
    await expectApiError(bc().updateMitglied({ params: { MitgliedId: ids.mitglied }, body: { Status: 'D' } }), 404);
    await expectApiError(bc().updateMitglied({ params: { MitgliedId: a.mitgliedId }, body: { IstVereinsAdministrator: 0 } }), 404);
    await expectApiError(bc().appZugangsDatenSenden({ body: { ...neuesMitglied(), MitgliedId: a.mitgliedId } }), 404);
    const aMember = await a.client.getMitglied({ params: { MitgliedId: ids.mitglied } });
    expect(aMember).toMatchObject({ Status: 'A', Ort: 'Zürich' });
    expect(await bc().getMitgliederkategorien()).not.toContain('GeheimeKategorieA');
    // A's e-mail is free in B, also for the import.
    await bc().importMitglieder({ body: [neuesMitglied({ Emailadresse: aEmail })] });
    await bc().createMitglied({ body: neuesMitglied({ Emailadresse: a.credentials.emailadresse }) });
    expect((await a.client.getMitglieder({})).length).toBe(2);
  });

  it('news with A ids', async () => {
    expect((await bc().getNewsListe({ query: { AuchVergangeneNewsAnzeigen: true } })).map((n) => n.NewsId)).not.toContain(ids.news);
    await expectApiError(bc().getNews({ params: { NewsId: ids.news } }), 404);
    await expectApiError(
      bc().updateNews({
        params: { NewsId: ids.news },
        body: htmlTeile(neueNews({ NewsId: ids.news, Titel: 'gehackt', AnzeigenVon: '2020-01-01', AnzeigenBis: '2099-12-31' }), {
          quillHtml: '<p>x</p>',
        }),
      }),
      404,
    );
    await expectApiError(bc().deleteNews({ params: { NewsId: ids.news } }), 404);
    expect((await a.client.getNews({ params: { NewsId: ids.news } })).Titel).toBe('A-News');
  });

  it('events and sign-ups with A ids', async () => {
    expect((await bc().getTermine({ query: { AuchVergangeneTermineAnzeigen: true } })).map((t) => t.TerminId)).not.toContain(ids.termin);
    await expectApiError(bc().getTermin({ params: { TerminId: ids.termin } }), 404);
    await expectApiError(
      bc().updateTermin({
        params: { TerminId: ids.termin },
        body: neuerTermin({ TerminId: ids.termin, Datum: '2099-05-01', Zeit: null, ZeitBis: null, Ganztaegig: 1, Titel: 'gehackt' }),
      }),
      404,
    );
    await expectApiError(bc().deleteTermin({ params: { TerminId: ids.termin } }), 404);
    await expectApiError(bc().getTerminAnAbmeldungen({ query: { terminId: ids.termin } }), 404);
    expect((await a.client.getTermin({ params: { TerminId: ids.termin } })).Titel).toBe('A-Termin');
  });

  it('documents and their files with A ids', async () => {
    expect((await bc().getDokumente()).map((d) => d.DokumentId)).not.toContain(ids.dokument);
    await expectApiError(bc().getDokument({ params: { DokumentId: ids.dokument } }), 404);
    await expectApiError(bc().getDokumentDatei({ params: { DokumentId: ids.dokument } }), 404);
    await expectApiError(
      bc().updateDokument({
        params: { DokumentId: ids.dokument },
        body: dokumentTeile(
          neuesDokument({
            DokumentId: ids.dokument,
            DokumentBezeichnung: 'gehackt',
            AnzeigenVon: '2020-01-01',
            OriginalDateiName: null,
            InternetLinkVerwenden: 1,
            DateiURL: 'https://x.ch',
          }),
          null,
        ),
      }),
      404,
    );
    await expectApiError(bc().deleteDokument({ params: { DokumentId: ids.dokument } }), 404);
    expect((await a.client.getDokument({ params: { DokumentId: ids.dokument } })).DokumentBezeichnung).toBe('A-Dokument');
    expect((await a.client.getDokumentDatei({ params: { DokumentId: ids.dokument } })).size).toBeGreaterThan(0);
  });

  it('article and subscription calls act on B only', async () => {
    await bc().getArtikel({ params: { ArtikelId: 1 } });
    const aBefore = await a.client.getVereinsKonto();
    await bc()
      .abonnementAbschliessen({ body: { AnzahlMitglieder: 10 } })
      .catch(() => undefined);
    await bc()
      .abonnementAnpassen({ body: { AnzahlMitglieder: 15 } })
      .catch(() => undefined);
    await bc()
      .abonnementErneuern({ body: { AnzahlMitglieder: 15 } })
      .catch(() => undefined);
    expect(await a.client.getVereinsKonto()).toEqual(aBefore);
  });
});
