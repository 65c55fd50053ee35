/**
 * The change log (docs/produkt.md, Änderungsprotokoll): every administrator write logs one entry in its own
 * transaction, with the changed fields and never a password; each club sees only its own entries; filters;
 * entries older than two years are purged.
 */
import { dokumentTeile, htmlTeile, type ApiClient } from '@vereinsportal/api-client';
import type { Aenderung, TerminEingabe } from '@vereinsportal/domain';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReminderJob } from '../../src/services/reminder.js';
import { fehler, HEUTE, JETZT, pdfBytes } from '../helpers/inhalte.js';
import { neueNews, neuerTermin, neuesDokument, neuesMitglied } from '../helpers/fixtures.js';
import { startTestServer, TestClock, type TestServer, type TestVerein } from '../helpers/test-server.js';

const news = neueNews;

const termin = (over: Partial<TerminEingabe> = {}): TerminEingabe =>
  neuerTermin({ Datum: '2026-05-01', Zeit: '19:00', ZeitBis: '21:00', Titel: 'Probe', Ort: 'Aula', MitAnAbmeldung: 0, ...over });

// Fails every insert into the log while set: the write that logs must fail with it.
let protokollKaputt = false;
const protokollStoerung: KyselyPlugin = {
  transformQuery(args) {
    if (protokollKaputt && args.node.kind === 'InsertQueryNode' && JSON.stringify(args.node.into).includes('aenderungsprotokoll')) {
      throw new Error('Protokoll nicht schreibbar');
    }
    return args.node;
  },
  async transformResult(args) {
    return args.result;
  },
};

describe('Änderungsprotokoll', () => {
  const clock = new TestClock(JETZT);
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ clock, dbPlugin: protokollStoerung });
  });
  afterAll(async () => s?.close());

  const protokoll = (client: ApiClient, query: { Bereich?: Aenderung['Bereich']; Von?: string; Bis?: string; Limit?: number } = {}) =>
    client.getAenderungsprotokoll({ query });
  const neuester = async (v: TestVerein): Promise<Aenderung> => (await protokoll(v.client))[0]!;

  it('logs member create, change, delete and restore with the administrator and the fields old -> new', async () => {
    const v = await s.createVerein({ Vorname: 'Erika', Nachname: 'Chefin' });
    const { RecordId } = await v.client.createMitglied({ body: neuesMitglied({ Vorname: 'Anna', Nachname: 'Alt', Ort: 'Bern' }) });
    let e = await neuester(v);
    expect(e).toMatchObject({
      Bereich: 'Mitglied',
      Aktion: 'erstellt',
      ObjektId: RecordId,
      Objekt: 'Anna Alt',
      AdministratorId: v.mitgliedId,
      AdministratorName: 'Erika Chefin',
      Zeitpunkt: new Date(JETZT).toISOString(),
    });
    expect(e.Felder).toContainEqual({ Feld: 'Ort', Alt: null, Neu: 'Bern' });

    await v.client.updateMitglied({ params: { MitgliedId: RecordId }, body: { Nachname: 'Neu', Ort: 'Thun' } });
    e = await neuester(v);
    expect(e).toMatchObject({ Aktion: 'geändert', Objekt: 'Anna Neu' });
    expect(e.Felder).toEqual([
      { Feld: 'Nachname', Alt: 'Alt', Neu: 'Neu' },
      { Feld: 'Ort', Alt: 'Bern', Neu: 'Thun' },
    ]);

    await v.client.updateMitglied({ params: { MitgliedId: RecordId }, body: { Status: 'D' } });
    expect(await neuester(v)).toMatchObject({ Aktion: 'gelöscht', Felder: [{ Feld: 'Status', Alt: 'A', Neu: 'D' }] });
    await v.client.updateMitglied({ params: { MitgliedId: RecordId }, body: { Status: 'A' } });
    expect(await neuester(v)).toMatchObject({ Aktion: 'geändert', Felder: [{ Feld: 'Status', Alt: 'D', Neu: 'A' }] });
    expect(await protokoll(v.client)).toHaveLength(4);

    // The name stays as it was at the time when the administrator is renamed later.
    await v.client.updateMitglied({ params: { MitgliedId: v.mitgliedId }, body: { Vorname: 'Erna' } });
    const alle = await protokoll(v.client);
    expect(alle[0]).toMatchObject({ AdministratorName: 'Erna Chefin', Felder: [{ Feld: 'Vorname', Alt: 'Erika', Neu: 'Erna' }] });
    expect(alle.slice(1).map((e) => e.AdministratorName)).toEqual(Array(4).fill('Erika Chefin'));
  });

  it('never stores a password or its hash', async () => {
    const v = await s.createVerein();
    await v.client.updateMitglied({ params: { MitgliedId: v.mitgliedId }, body: { Telefonnummer1: '031 000 00 00' } });
    await v.client.createMitglied({ body: neuesMitglied() });
    const { PasswortHash } = await s.db
      .selectFrom('mitglied')
      .select('PasswortHash')
      .where('MitgliedId', '=', v.mitgliedId)
      .executeTakeFirstOrThrow();
    expect(PasswortHash).toBeTruthy();
    const zeilen = JSON.stringify(await s.db.selectFrom('aenderungsprotokoll').selectAll().where('VereinId', '=', v.vereinId).execute());
    expect(zeilen).toContain('031 000 00 00');
    expect(zeilen).not.toContain(v.credentials.passwort);
    expect(zeilen).not.toContain(PasswortHash!);
    expect(zeilen).not.toMatch(/Passwort/i);
  });

  it('logs news, events, documents, club info, club account and subscription, one entry per write', async () => {
    const v = await s.createVerein();
    const c = v.client;

    const { RecordId: newsId } = await c.createNews({ body: htmlTeile(news(), { quillHtml: '<p>Einladung</p>' }) });
    await c.updateNews({ params: { NewsId: newsId }, body: htmlTeile(news({ Titel: 'GV 2026' }), { quillHtml: '<p>Neue Einladung</p>' }) });
    let e = await neuester(v);
    expect(e).toMatchObject({ Bereich: 'News', Aktion: 'geändert', ObjektId: newsId, Objekt: 'GV 2026' });
    // The HTML only as changed, without its content.
    expect(e.Felder).toEqual([
      { Feld: 'Titel', Alt: 'Generalversammlung', Neu: 'GV 2026' },
      { Feld: 'QuillHtmlData', Alt: null, Neu: null, OhneInhalt: 1 },
    ]);
    expect(JSON.stringify(await protokoll(c))).not.toContain('Einladung');
    await c.deleteNews({ params: { NewsId: newsId } });
    expect(await neuester(v)).toMatchObject({ Bereich: 'News', Aktion: 'gelöscht', Objekt: 'GV 2026' });

    const { RecordId: terminId } = await c.createTermin({ body: termin() });
    expect(await neuester(v)).toMatchObject({ Bereich: 'Termin', Aktion: 'erstellt', Objekt: 'Probe' });
    await c.updateTermin({ params: { TerminId: terminId }, body: { Ort: 'Turnhalle' } });
    expect(await neuester(v)).toMatchObject({
      Bereich: 'Termin',
      Aktion: 'geändert',
      Felder: [{ Feld: 'Ort', Alt: 'Aula', Neu: 'Turnhalle' }],
    });
    await c.deleteTermin({ params: { TerminId: terminId } });
    expect(await neuester(v)).toMatchObject({ Bereich: 'Termin', Aktion: 'gelöscht', ObjektId: terminId });

    const pdf = new Blob([pdfBytes()], { type: 'application/pdf' });
    const { RecordId: dokId } = await c.createDokument({ body: dokumentTeile(neuesDokument(), pdf, 'statuten.pdf') });
    expect(await neuester(v)).toMatchObject({ Bereich: 'Dokument', Aktion: 'erstellt', Objekt: 'Statuten' });
    await c.updateDokument({
      params: { DokumentId: dokId },
      body: dokumentTeile(neuesDokument({ InternetLinkVerwenden: 1, DateiURL: 'https://example.ch/s.pdf', OriginalDateiName: null }), null),
    });
    e = await neuester(v);
    expect(e).toMatchObject({ Bereich: 'Dokument', Aktion: 'geändert' });
    expect(e.Felder).toContainEqual({ Feld: 'DateiURL', Alt: null, Neu: 'https://example.ch/s.pdf' });
    expect(e.Felder.map((f) => f.Feld)).not.toContain('DateiSchluessel');
    await c.deleteDokument({ params: { DokumentId: dokId } });
    expect(await neuester(v)).toMatchObject({ Bereich: 'Dokument', Aktion: 'gelöscht' });

    await c.saveVereinsInfo({
      body: htmlTeile({ ExterneHtmlDateiVerwenden: 0 as const, QuillHtmlData: null }, { quillHtml: '<p>Über uns</p>' }),
    });
    expect(await neuester(v)).toMatchObject({
      Bereich: 'Vereinsinfo',
      Aktion: 'erstellt',
      Felder: [{ Feld: 'QuillHtmlData', OhneInhalt: 1 }],
    });

    const konto = await c.getVereinsKonto();
    await c.updateVereinsKonto({ body: { ...konto, Ort: 'Biel' } });
    expect(await neuester(v)).toMatchObject({
      Bereich: 'Vereinskonto',
      Aktion: 'geändert',
      Felder: [{ Feld: 'Ort', Alt: 'Bern', Neu: 'Biel' }],
    });

    await c.abonnementAbschliessen({ body: { AnzahlMitglieder: 15 } });
    expect(await neuester(v)).toMatchObject({
      Bereich: 'Abonnement',
      Aktion: 'erstellt',
      Felder: [
        { Feld: 'AnzahlMitglieder', Alt: null, Neu: '15' },
        { Feld: 'VertragsLaufzeitVon', Neu: HEUTE },
        { Feld: 'VertragsLaufzeitBis' },
      ],
    });
    await c.abonnementAnpassen({ body: { AnzahlMitglieder: 20 } });
    expect(await neuester(v)).toMatchObject({
      Bereich: 'Abonnement',
      Aktion: 'geändert',
      Felder: [{ Feld: 'AnzahlMitglieder', Alt: '15', Neu: '20' }],
    });

    // 3 news + 3 events + 3 documents + club info + account + 2 subscription orders.
    expect(await protokoll(c)).toHaveLength(13);
  });

  it('logs a changed country by its name, not its number', async () => {
    const v = await s.createVerein();
    const konto = await v.client.getVereinsKonto();
    await v.client.updateVereinsKonto({ body: { ...konto, LandId: 438 } });
    expect(await neuester(v)).toMatchObject({
      Bereich: 'Vereinskonto',
      Felder: [{ Feld: 'LandId', Alt: 'Schweiz', Neu: 'Liechtenstein' }],
    });
  });

  it('logs an import as one entry with the count; a refused import logs nothing', async () => {
    const v = await s.createVerein();
    const zeilen = Array.from({ length: 12 }, (_, i) => neuesMitglied({ HatSystemZugriff: 0, Emailadresse: null, Nachname: `Import${i}` }));
    await v.client.importMitglieder({ body: zeilen });
    expect(await protokoll(v.client)).toMatchObject([
      { Bereich: 'Mitglied', Aktion: 'importiert', ObjektId: null, Felder: [{ Feld: 'AnzahlMitglieder', Alt: null, Neu: '12' }] },
    ]);

    const doppelt = neuesMitglied({ HatSystemZugriff: 0 });
    expect((await fehler(v.client.importMitglieder({ body: [doppelt, { ...doppelt, Vorname: 'Zwilling' }] }))).status).toBe(400);
    expect(await protokoll(v.client)).toHaveLength(1);
  });

  it('a write whose log entry fails is not done (same transaction)', async () => {
    const v = await s.createVerein();
    const { RecordId } = await v.client.createTermin({ body: termin() });
    const { RecordId: mitgliedId } = await v.client.createMitglied({ body: neuesMitglied({ Ort: 'Bern' }) });
    protokollKaputt = true;
    try {
      await expect(v.client.updateTermin({ params: { TerminId: RecordId }, body: { Titel: 'Nie gespeichert' } })).rejects.toMatchObject({
        status: 500,
      });
      await expect(v.client.updateMitglied({ params: { MitgliedId: mitgliedId }, body: { Ort: 'Nie' } })).rejects.toMatchObject({
        status: 500,
      });
      await expect(v.client.createNews({ body: htmlTeile(news({ Titel: 'Nie' }), { quillHtml: '<p>x</p>' }) })).rejects.toMatchObject({
        status: 500,
      });
    } finally {
      protokollKaputt = false;
    }
    expect((await v.client.getTermin({ params: { TerminId: RecordId } })).Titel).toBe('Probe');
    expect((await v.client.getMitglied({ params: { MitgliedId: mitgliedId } })).Ort).toBe('Bern');
    expect(await v.client.getNewsListe({ query: { AuchVergangeneNewsAnzeigen: true } })).toEqual([]);
    expect(await protokoll(v.client)).toHaveLength(2);
  });

  it("shows a club only its own entries, another club's never", async () => {
    const a = await s.createVerein();
    const b = await s.createVerein();
    await a.client.createTermin({ body: termin({ Titel: 'Nur bei A' }) });
    expect(await protokoll(a.client)).toHaveLength(1);
    expect(await protokoll(b.client)).toEqual([]);
    expect(JSON.stringify(await protokoll(b.client, { Bereich: 'Termin' }))).not.toContain('Nur bei A');
  });

  it('filters by area, day range and limit, newest first', async () => {
    const v = await s.createVerein();
    clock.set('2026-03-10T08:00:00Z');
    await v.client.createTermin({ body: termin({ Titel: 'Erster' }) });
    clock.set('2026-03-12T23:30:00Z'); // 13 March, 00:30 in Zurich
    await v.client.createNews({ body: htmlTeile(news({ Titel: 'Zweite' }), { quillHtml: '<p>x</p>' }) });
    clock.set('2026-03-14T09:00:00Z');
    await v.client.createTermin({ body: termin({ Titel: 'Dritter' }) });
    clock.set(JETZT);

    const titel = (liste: Aenderung[]) => liste.map((e) => e.Objekt);
    expect(titel(await protokoll(v.client))).toEqual(['Dritter', 'Zweite', 'Erster']);
    expect(titel(await protokoll(v.client, { Bereich: 'Termin' }))).toEqual(['Dritter', 'Erster']);
    expect(titel(await protokoll(v.client, { Von: '2026-03-13' }))).toEqual(['Dritter', 'Zweite']);
    expect(titel(await protokoll(v.client, { Bis: '2026-03-12' }))).toEqual(['Erster']);
    expect(titel(await protokoll(v.client, { Von: '2026-03-13', Bis: '2026-03-13' }))).toEqual(['Zweite']);
    expect(titel(await protokoll(v.client, { Limit: 2 }))).toEqual(['Dritter', 'Zweite']);
    expect((await fehler(protokoll(v.client, { Bereich: 'Passwort' as 'News' }))).status).toBe(400);
    expect((await fehler(protokoll(v.client, { Von: '13.03.2026' }))).status).toBe(400);
  });

  it('keeps entries two years, then purges them', async () => {
    const v = await s.createVerein();
    await v.client.createTermin({ body: termin({ Titel: 'Alt' }) });
    const zeilen = () => s.db.selectFrom('aenderungsprotokoll').select('AenderungId').where('VereinId', '=', v.vereinId).execute();
    try {
      clock.set('2028-03-15T10:59:00Z'); // one minute short of two years
      expect(await protokoll(v.client)).toHaveLength(1);
      await runReminderJob(s.deps, '2028-03-15');
      expect(await zeilen()).toHaveLength(1);

      clock.set('2028-03-15T11:01:00Z');
      expect(await protokoll(v.client)).toEqual([]);
      await runReminderJob(s.deps, '2028-03-15');
      expect(await zeilen()).toEqual([]);
    } finally {
      clock.set(JETZT);
    }
  });
});
