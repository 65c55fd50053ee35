import { dokumentTeile } from '@vereinsportal/api-client';
import type { Dokument, VertragsArt } from '@vereinsportal/domain';
import { InsertQueryNode, TableNode, UpdateQueryNode, type KyselyPlugin, type OperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neuesDokument } from '../helpers/fixtures.js';
import { startTestServer, TestClock, type TestServer, type TestVerein } from '../helpers/test-server.js';
import { fehler, JETZT, pdfBytes } from '../helpers/inhalte.js';
import { vertraegeSetzen } from '../helpers/vertrag.js';

const dok = neuesDokument;
const pdf = (bytes = pdfBytes()) => new Blob([bytes], { type: 'application/pdf' });

describe('dokument', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ clock: new TestClock(JETZT) });
  });
  afterAll(async () => s?.close());

  const dateiSchluessel = async (id: number) =>
    (await s.db.selectFrom('dokument').select('DateiSchluessel').where('DokumentId', '=', id).executeTakeFirstOrThrow()).DateiSchluessel;

  it('stores a PDF, serves it back, replaces it and removes it on switch to a link', async () => {
    const bytes = pdfBytes();
    const { RecordId } = await s.adminClient.createDokument({ body: dokumentTeile(dok(), pdf(bytes), 'Statuten 2026.pdf') });
    expect(await s.adminClient.getDokument({ params: { DokumentId: RecordId } })).toEqual({
      ...dok(),
      DokumentId: RecordId,
      OriginalDateiName: 'Statuten 2026.pdf',
    });
    const geladen = await s.adminClient.getDokumentDatei({ params: { DokumentId: RecordId } });
    expect(new Uint8Array(await geladen.arrayBuffer())).toEqual(bytes);
    const schluessel1 = (await dateiSchluessel(RecordId))!;
    expect(await s.deps.fileStore.get(schluessel1)).not.toBeNull();

    // Update without a new file keeps the stored one.
    await s.adminClient.updateDokument({
      params: { DokumentId: RecordId },
      body: dokumentTeile({ ...dok(), DokumentId: RecordId, DokumentBezeichnung: 'Statuten neu' }, null),
    });
    expect(await dateiSchluessel(RecordId)).toBe(schluessel1);

    // A new file replaces the old one, which is removed from the store.
    await s.adminClient.updateDokument({
      params: { DokumentId: RecordId },
      body: dokumentTeile({ ...dok(), DokumentId: RecordId }, pdf(pdfBytes(5000)), 'v2.pdf'),
    });
    const schluessel2 = (await dateiSchluessel(RecordId))!;
    expect(schluessel2).not.toBe(schluessel1);
    expect(await s.deps.fileStore.get(schluessel1)).toBeNull();

    // Switching to a link clears the file (docs/produkt.md §4) and adds http:// (docs/produkt.md §5).
    await s.adminClient.updateDokument({
      params: { DokumentId: RecordId },
      body: dokumentTeile(
        { ...dok(), DokumentId: RecordId, InternetLinkVerwenden: 1, DateiURL: 'example.ch/statuten.pdf' } satisfies Dokument,
        null,
      ),
    });
    expect(await s.adminClient.getDokument({ params: { DokumentId: RecordId } })).toMatchObject({
      InternetLinkVerwenden: 1,
      DateiURL: 'http://example.ch/statuten.pdf',
      OriginalDateiName: null,
    });
    expect(await s.deps.fileStore.get(schluessel2)).toBeNull();
    expect((await fehler(s.adminClient.getDokumentDatei({ params: { DokumentId: RecordId } }))).status).toBe(404);
  });

  it('deleting a document removes its file', async () => {
    const { RecordId } = await s.adminClient.createDokument({ body: dokumentTeile(dok(), pdf(), 'a.pdf') });
    const schluessel = (await dateiSchluessel(RecordId))!;
    await s.adminClient.deleteDokument({ params: { DokumentId: RecordId } });
    expect(await s.deps.fileStore.get(schluessel)).toBeNull();
    expect((await fehler(s.adminClient.getDokument({ params: { DokumentId: RecordId } }))).status).toBe(404);
  });

  it('checks the bytes, not the name, and the 1,000,000 byte limit', async () => {
    const keinPdf = await fehler(
      s.adminClient.createDokument({ body: dokumentTeile(dok(), new Blob(['Hallo, ich bin Text']), 'fake.pdf') }),
    );
    expect(keinPdf.status).toBe(400);
    expect(Object.keys(keinPdf.body as object)).toContain('OriginalDateiName');

    const genau = await s.adminClient.createDokument({ body: dokumentTeile(dok(), pdf(pdfBytes(1_000_000)), 'genau.pdf') });
    expect(genau.RecordId).toBeGreaterThan(0);
    const zuGross = await fehler(s.adminClient.createDokument({ body: dokumentTeile(dok(), pdf(pdfBytes(1_000_001)), 'gross.pdf') }));
    expect(zuGross.status).toBe(413);
    expect(zuGross.message).toContain('1 MB');

    const ohneDatei = await fehler(s.adminClient.createDokument({ body: dokumentTeile(dok(), null) }));
    expect(ohneDatei.status).toBe(400);
    const ohneUrl = await fehler(s.adminClient.createDokument({ body: dokumentTeile(dok({ InternetLinkVerwenden: 1 }), null) }));
    expect(Object.keys(ohneUrl.body as object)).toContain('DateiURL');
    const ohneTitel = await fehler(s.adminClient.createDokument({ body: dokumentTeile(dok({ DokumentBezeichnung: '' }), pdf()) }));
    expect(Object.keys(ohneTitel.body as object)).toContain('DokumentBezeichnung');
  });

  describe('PDF check by content', () => {
    const dateienVon = async (vereinId: number): Promise<string[]> =>
      (await s.db.selectFrom('datei').select('Schluessel').where('Schluessel', 'like', `dokument/${vereinId}/%`).execute()).map(
        (r) => r.Schluessel,
      );
    const KEINE_PDF = { OriginalDateiName: ['Die ausgewählte Datei ist keine PDF-Datei.'] };
    const BESCHAEDIGT = { OriginalDateiName: ['Die Datei ist keine gültige PDF-Datei (beschädigt oder unvollständig).'] };

    it('refuses an executable with a PDF header at 0x40 and stores nothing', async () => {
      const v = await s.createVerein();
      const exe = Buffer.alloc(4096);
      exe.write('MZ', 0, 'latin1');
      exe.write('%PDF-1.4\n', 0x40, 'latin1');
      const e = await fehler(v.client.createDokument({ body: dokumentTeile(dok(), pdf(new Uint8Array(exe)), 'Rechnung.exe') }));
      expect(e.status).toBe(400);
      expect(e.body).toEqual(KEINE_PDF);
      expect(await v.client.getDokumente()).toEqual([]);
      expect(await dateienVon(v.vereinId)).toEqual([]);
    });

    it('refuses a PDF header at byte 0 followed by garbage', async () => {
      const v = await s.createVerein();
      const kaputt = Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), Buffer.alloc(2000, 0x41)]);
      const e = await fehler(v.client.createDokument({ body: dokumentTeile(dok(), pdf(new Uint8Array(kaputt)), 'kaputt.pdf') }));
      expect(e.status).toBe(400);
      expect(e.body).toEqual(BESCHAEDIGT);
      // A cut-off real PDF is refused the same way.
      const halb = await fehler(v.client.createDokument({ body: dokumentTeile(dok(), pdf(pdfBytes().subarray(0, 80)), 'halb.pdf') }));
      expect(halb.body).toEqual(BESCHAEDIGT);
      expect(await v.client.getDokumente()).toEqual([]);
      expect(await dateienVon(v.vereinId)).toEqual([]);
    });

    it('stores a real PDF uploaded as Rechnung.exe as Rechnung.pdf and serves it safely', async () => {
      const bytes = pdfBytes();
      const { RecordId } = await s.adminClient.createDokument({ body: dokumentTeile(dok(), pdf(bytes), 'Rechnung.exe') });
      expect((await s.adminClient.getDokument({ params: { DokumentId: RecordId } })).OriginalDateiName).toBe('Rechnung.pdf');

      const { vereinId, emailadresse, passwort } = s.verein.credentials;
      const r = await fetch(`${s.apiBase}/api/adminPortal/dokument/${RecordId}/datei`, {
        headers: { vereinid: String(vereinId), emailadresse: encodeURIComponent(emailadresse), passwort: encodeURIComponent(passwort) },
      });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('application/pdf');
      expect(r.headers.get('content-disposition')).toBe(`inline; filename="Rechnung.pdf"`);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await r.arrayBuffer())).toEqual(bytes);

      // A name without extension gets .pdf; non-ASCII only in the encoded filename*.
      const ohne = await s.adminClient.createDokument({ body: dokumentTeile(dok(), pdf(), 'Rückerstattung') });
      const r2 = await fetch(`${s.apiBase}/api/adminPortal/dokument/${ohne.RecordId}/datei`, {
        headers: { vereinid: String(vereinId), emailadresse: encodeURIComponent(emailadresse), passwort: encodeURIComponent(passwort) },
      });
      expect(r2.headers.get('content-disposition')).toBe(`inline; filename="R_ckerstattung.pdf"; filename*=UTF-8''R%C3%BCckerstattung.pdf`);
    });

    it('serves a file stored under another name before the check as .pdf', async () => {
      const { RecordId } = await s.adminClient.createDokument({ body: dokumentTeile(dok(), pdf(), 'alt.pdf') });
      await s.db.updateTable('dokument').set({ OriginalDateiName: 'Alt.exe' }).where('DokumentId', '=', RecordId).execute();
      const { vereinId, emailadresse, passwort } = s.verein.credentials;
      const r = await fetch(`${s.apiBase}/api/adminPortal/dokument/${RecordId}/datei`, {
        headers: { vereinid: String(vereinId), emailadresse: encodeURIComponent(emailadresse), passwort: encodeURIComponent(passwort) },
      });
      expect(r.headers.get('content-disposition')).toBe(`inline; filename="Alt.pdf"`);
    });
  });

  it('keeps clubs apart', async () => {
    const { RecordId } = await s.adminClient.createDokument({
      body: dokumentTeile(dok({ DokumentBezeichnung: 'Intern' }), pdf(), 'i.pdf'),
    });
    const andere = await s.createVerein();
    expect((await fehler(andere.client.getDokument({ params: { DokumentId: RecordId } }))).status).toBe(404);
    expect((await fehler(andere.client.getDokumentDatei({ params: { DokumentId: RecordId } }))).status).toBe(404);
    expect(
      (
        await fehler(
          andere.client.updateDokument({
            params: { DokumentId: RecordId },
            body: dokumentTeile(dok({ DokumentId: RecordId }), pdf(), 'x.pdf'),
          }),
        )
      ).status,
    ).toBe(404);
    expect((await fehler(andere.client.deleteDokument({ params: { DokumentId: RecordId } }))).status).toBe(404);
    expect(await andere.client.getDokumente()).toEqual([]);
  });

  describe('document module per contract (docs/produkt.md §6)', () => {
    const mitVertrag = async (art: VertragsArt, von: string, bis: string | null): Promise<TestVerein> => {
      const v = await s.createVerein();
      await vertraegeSetzen(s.db, v.vereinId, [[art, von, bis, 30]]);
      return v;
    };

    it.each([
      ['Werbung', '2025-01-01', null, 403],
      ['Test', '2026-01-01', '2026-01-30', 403],
      ['Test', '2026-03-01', '2026-03-30', 200],
      ['Gratisbetrieb', '2026-01-01', '2027-12-31', 200],
      ['Jahresabonnement', '2026-01-01', '2026-12-31', 200],
      ['Jahresabonnement', '2025-01-01', '2025-12-31', 403],
    ] as const)('%s %s-%s -> %i', async (art, von, bis, status) => {
      const v = await mitVertrag(art, von, bis);
      if (status === 200) {
        await expect(v.client.createDokument({ body: dokumentTeile(dok(), pdf(), 'a.pdf') })).resolves.toMatchObject({
          RecordId: expect.any(Number),
        });
        return;
      }
      const e = await fehler(v.client.createDokument({ body: dokumentTeile(dok(), pdf(), 'a.pdf') }));
      expect(e.status).toBe(403);
      expect(typeof e.body).toBe('string');
      // Reading the (empty) list stays possible, so the screen can show its banner.
      await expect(v.client.getDokumente()).resolves.toEqual([]);
    });
  });
});

/**
 * A document's row and its file are written in one transaction (routes/dokument.ts): a save whose row
 * write fails stores no file, a replace never leaves the previous file behind, also when several
 * replaces of one document arrive at once.
 */
describe('dokument: row and file stay together', () => {
  let s: TestServer;
  // Which write of a document row the database refuses (the plugin sees every query of the handlers).
  let scheitern: 'insert' | 'update' | null = null;
  const tabelle = (node: OperationNode | undefined) => (node && TableNode.is(node) ? node.table.identifier.name : undefined);
  const schreibfehler: KyselyPlugin = {
    transformQuery({ node }) {
      const ziel = InsertQueryNode.is(node)
        ? ['insert', tabelle(node.into)]
        : UpdateQueryNode.is(node)
          ? ['update', tabelle(node.table)]
          : [];
      if (scheitern && ziel[0] === scheitern && ziel[1] === 'dokument') throw new Error('Schreibfehler (Test)');
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  beforeAll(async () => {
    s = await startTestServer({ clock: new TestClock(JETZT), dbPlugin: schreibfehler });
  });
  afterAll(async () => s?.close());

  const dateien = async () =>
    (await s.db.selectFrom('datei').select('Schluessel').where('Schluessel', 'like', `dokument/${s.verein.vereinId}/%`).execute())
      .map((r) => r.Schluessel)
      .sort();
  const schluesselVon = async (id: number) =>
    (await s.db.selectFrom('dokument').select('DateiSchluessel').where('DokumentId', '=', id).executeTakeFirstOrThrow()).DateiSchluessel;
  const laden = async (id: number) =>
    new Uint8Array(await (await s.adminClient.getDokumentDatei({ params: { DokumentId: id } })).arrayBuffer());

  it('a save whose row write fails stores no file and keeps the previous one', async () => {
    const bytes = pdfBytes(3000);
    const { RecordId } = await s.adminClient.createDokument({ body: dokumentTeile(dok(), pdf(bytes), 'a.pdf') });
    const vorher = await dateien();
    expect(vorher).toEqual([await schluesselVon(RecordId)]);

    scheitern = 'update';
    try {
      expect(
        (
          await fehler(
            s.adminClient.updateDokument({
              params: { DokumentId: RecordId },
              body: dokumentTeile({ ...dok(), DokumentId: RecordId }, pdf(pdfBytes(4000)), 'b.pdf'),
            }),
          )
        ).status,
      ).toBe(500);
      scheitern = 'insert';
      expect((await fehler(s.adminClient.createDokument({ body: dokumentTeile(dok(), pdf(pdfBytes(5000)), 'c.pdf') }))).status).toBe(500);
    } finally {
      scheitern = null;
    }
    expect(await dateien()).toEqual(vorher);
    expect(await laden(RecordId)).toEqual(bytes);
    expect(await s.adminClient.getDokumente()).toHaveLength(1);
  });

  it('replaces arriving at once leave exactly the file the row points at', async () => {
    const vorher = await dateien();
    const { RecordId } = await s.adminClient.createDokument({
      body: dokumentTeile(dok({ DokumentBezeichnung: 'Parallel' }), pdf(), 'p.pdf'),
    });
    const versionen = Array.from({ length: 6 }, (_, i) => pdfBytes(2000 + i * 100));
    await Promise.all(
      versionen.map((bytes, i) =>
        s.adminClient.updateDokument({
          params: { DokumentId: RecordId },
          body: dokumentTeile({ ...dok({ DokumentBezeichnung: 'Parallel' }), DokumentId: RecordId }, pdf(bytes), `v${i}.pdf`),
        }),
      ),
    );
    const schluessel = await schluesselVon(RecordId);
    expect(await dateien()).toEqual([...vorher, schluessel].sort());
    const geladen = await laden(RecordId);
    expect(versionen.some((v) => v.length === geladen.length && Buffer.from(v).equals(Buffer.from(geladen)))).toBe(true);

    await s.adminClient.deleteDokument({ params: { DokumentId: RecordId } });
    expect(await dateien()).toEqual(vorher);
  });
});
