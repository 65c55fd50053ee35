import { dokumentTeile } from '@vereinsportal/api-client';
import type { VertragsArt } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dokument } from '@vereinsportal/domain';
import { startTestServer, TestClock, type TestServer, type TestVerein } from './helpers/test-server.js';
import { fehler, JETZT, pdfBytes } from './content-helpers.js';

const dok = (over: Partial<Dokument> = {}): Dokument => ({
  DokumentId: 0,
  DokumentBezeichnung: 'Statuten',
  AnzeigenVon: '2026-01-01',
  AnzeigenBis: null,
  OriginalDateiName: 'statuten.pdf',
  InternetLinkVerwenden: 0,
  DateiURL: null,
  FuerMitgliedschaftsart: null,
  ...over,
});
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
    expect(await s.adminClient.getDokument({ params: { DokumentId: RecordId } })).toEqual({ ...dok(), DokumentId: RecordId, OriginalDateiName: 'Statuten 2026.pdf' });
    const geladen = await s.adminClient.getDokumentDatei({ params: { DokumentId: RecordId } });
    expect(new Uint8Array(await geladen.arrayBuffer())).toEqual(bytes);
    const schluessel1 = (await dateiSchluessel(RecordId))!;
    expect(await s.deps.fileStore.get(schluessel1)).not.toBeNull();

    // Update without a new file keeps the stored one.
    await s.adminClient.updateDokument({ params: { DokumentId: RecordId }, body: dokumentTeile({ ...dok(), DokumentId: RecordId, DokumentBezeichnung: 'Statuten neu' }, null) });
    expect(await dateiSchluessel(RecordId)).toBe(schluessel1);

    // A new file replaces the old one, which is removed from the store.
    await s.adminClient.updateDokument({ params: { DokumentId: RecordId }, body: dokumentTeile({ ...dok(), DokumentId: RecordId }, pdf(pdfBytes(5000)), 'v2.pdf') });
    const schluessel2 = (await dateiSchluessel(RecordId))!;
    expect(schluessel2).not.toBe(schluessel1);
    expect(await s.deps.fileStore.get(schluessel1)).toBeNull();

    // Switching to a link clears the file (SPEC §4) and adds http:// (SPEC §5).
    await s.adminClient.updateDokument({
      params: { DokumentId: RecordId },
      body: dokumentTeile({ ...dok(), DokumentId: RecordId, InternetLinkVerwenden: 1, DateiURL: 'example.ch/statuten.pdf' } satisfies Dokument, null),
    });
    expect(await s.adminClient.getDokument({ params: { DokumentId: RecordId } })).toMatchObject({ InternetLinkVerwenden: 1, DateiURL: 'http://example.ch/statuten.pdf', OriginalDateiName: null });
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
    const keinPdf = await fehler(s.adminClient.createDokument({ body: dokumentTeile(dok(), new Blob(['Hallo, ich bin Text']), 'fake.pdf') }));
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

  it('keeps clubs apart', async () => {
    const { RecordId } = await s.adminClient.createDokument({ body: dokumentTeile(dok({ DokumentBezeichnung: 'Intern' }), pdf(), 'i.pdf') });
    const andere = await s.createVerein();
    expect((await fehler(andere.client.getDokument({ params: { DokumentId: RecordId } }))).status).toBe(404);
    expect((await fehler(andere.client.getDokumentDatei({ params: { DokumentId: RecordId } }))).status).toBe(404);
    expect((await fehler(andere.client.updateDokument({ params: { DokumentId: RecordId }, body: dokumentTeile(dok({ DokumentId: RecordId }), pdf(), 'x.pdf') }))).status).toBe(404);
    expect((await fehler(andere.client.deleteDokument({ params: { DokumentId: RecordId } }))).status).toBe(404);
    expect(await andere.client.getDokumente()).toEqual([]);
  });

  describe('document module per contract (SPEC §6)', () => {
    const mitVertrag = async (art: VertragsArt, von: string, bis: string | null): Promise<TestVerein> => {
      const v = await s.createVerein();
      await s.db.deleteFrom('vertrag').where('VereinId', '=', v.vereinId).execute();
      await s.db
        .insertInto('vertrag')
        .values({ VereinId: v.vereinId, VertragsArt: art, VertragsLaufzeitVon: von, VertragsLaufzeitBis: bis, VertragAnzahlMitglieder: 30, ErstelltAm: JETZT })
        .execute();
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
        await expect(v.client.createDokument({ body: dokumentTeile(dok(), pdf(), 'a.pdf') })).resolves.toMatchObject({ RecordId: expect.any(Number) });
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
