/**
 * What a new club meets first (docs/produkt.md §2 home "Erste Schritte", member list): the home page's first
 * steps and app address, the member list's app access state and German order (portal and app), the import's
 * count of credentials mails, and no date before 1900.
 */
import { htmlTeile } from '@vereinsportal/api-client';
import { MELDUNG, type News, type TerminEingabe, type VereinsInfo } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMitglied } from '../helpers/app.js';
import { fehler } from '../helpers/inhalte.js';
import { neuerTermin, neuesMitglied } from '../helpers/fixtures.js';
import { startTestServer, TEST_DB, zugangUeberMail, type TestServer } from '../helpers/test-server.js';

let s: TestServer;

const termin = (over: Partial<TerminEingabe> = {}): TerminEingabe =>
  neuerTermin({ Datum: '2026-03-12', Zeit: null, ZeitBis: null, Ganztaegig: 1, MitAnAbmeldung: 0, ...over });

describe(`first hour of a new club (${TEST_DB})`, () => {
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.close());

  it('the first steps tick themselves off from the real data; the app address is PUBLIC_URL/app/', async () => {
    const v = await s.createVerein();
    const start = await v.client.getStartseite();
    expect(start).toEqual({
      AppAdresse: `${s.deps.config.publicUrl.replace(/\/+$/, '')}/app/`,
      VereinsinfoGestaltet: false,
      MitgliederErfasst: false,
      ZugangsdatenGesendet: false,
      TerminErfasst: false,
    });

    await v.client.saveVereinsInfo({
      body: htmlTeile({ ExterneHtmlDateiVerwenden: 0, QuillHtmlData: null } satisfies VereinsInfo, { quillHtml: '<p>Unser Verein</p>' }),
    });
    const { RecordId } = await v.client.createMitglied({ body: neuesMitglied() });
    expect(await v.client.getStartseite()).toMatchObject({
      VereinsinfoGestaltet: true,
      MitgliederErfasst: true,
      ZugangsdatenGesendet: false,
    });

    await v.client.appZugangsDatenSenden({ body: { MitgliedId: RecordId } });
    await v.client.createTermin({ body: termin() });
    expect(await v.client.getStartseite()).toMatchObject({ ZugangsdatenGesendet: true, TerminErfasst: true });
    // Another club's data never ticks a step.
    await expect((await s.createVerein()).client.getStartseite()).resolves.toMatchObject({
      MitgliederErfasst: false,
      TerminErfasst: false,
    });
  });

  it("the member list shows 'eingeladen am' after the credentials mail, then 'Passwort gesetzt' (cached list refreshed)", async () => {
    const v = await s.createVerein();
    const m = neuesMitglied();
    const { RecordId } = await v.client.createMitglied({ body: m });
    const zeile = async () =>
      (await v.client.getMitglieder({ query: { AuchGeloeschteMitgliederAnzeigen: false } })).find((x) => x.MitgliedId === RecordId)!;
    expect(await zeile()).toMatchObject({ ZugangsmailAm: null, PasswortGesetzt: 0 });

    const vorher = Date.now();
    await v.client.appZugangsDatenSenden({ body: { MitgliedId: RecordId } });
    const eingeladen = await zeile();
    expect(Date.parse(eingeladen.ZugangsmailAm!)).toBeGreaterThanOrEqual(vorher - 1000);
    expect(eingeladen.PasswortGesetzt).toBe(0);
    // Never the hash itself.
    expect(Object.keys(eingeladen)).not.toContain('PasswortHash');

    const mail = (await s.deps.outbox.list()).find((x) => x.to === m.Emailadresse)!;
    await zugangUeberMail(s.client(), mail.text, 'Ein-Passwort-123');
    expect(await zeile()).toMatchObject({ PasswortGesetzt: 1 });
  });

  it('a changed e-mail address ends the invitation: the mail went to the old address', async () => {
    const v = await s.createVerein();
    const { RecordId } = await v.client.createMitglied({ body: neuesMitglied() });
    await v.client.appZugangsDatenSenden({ body: { MitgliedId: RecordId } });
    await v.client.updateMitglied({ params: { MitgliedId: RecordId }, body: { Emailadresse: `neu.${Date.now()}@example.ch` } });
    const zeile = (await v.client.getMitglieder({ query: { AuchGeloeschteMitgliederAnzeigen: false } })).find(
      (x) => x.MitgliedId === RecordId,
    );
    expect(zeile).toMatchObject({ ZugangsmailAm: null, PasswortGesetzt: 0 });
  });

  it('the import answers how many credentials mails went out and marks those members as invited', async () => {
    const v = await s.createVerein();
    const zeilen = [neuesMitglied(), neuesMitglied(), neuesMitglied({ HatSystemZugriff: 0 })];
    expect(await v.client.importMitglieder({ body: zeilen })).toEqual({ AnzahlImportierteMitglider: 3, AnzahlZugangsmails: 2 });
    const liste = await v.client.getMitglieder({ query: { AuchGeloeschteMitgliederAnzeigen: false } });
    const eingeladen = liste.filter((x) => x.ZugangsmailAm !== null).map((x) => x.Emailadresse);
    expect(eingeladen.sort()).toEqual([zeilen[0]!.Emailadresse, zeilen[1]!.Emailadresse].sort());
  });

  it('members are listed by surname and first name in German order, in the portal and in the app', async () => {
    const v = await s.createVerein();
    const namen: [string, string][] = [
      ['Brunner', 'Anna'],
      ['Demo', 'Beat'],
      ['Bösch', 'Carla'],
      ['Dähler', 'Dora'],
      ['Bösch', 'Ärni'],
      ['Bosch', 'Emil'],
    ];
    const mitglied = await appMitglied(s, v.client, { Nachname: 'Ålund', Vorname: 'Zoe' });
    for (const [Nachname, Vorname] of namen) await v.client.createMitglied({ body: neuesMitglied({ Nachname, Vorname }) });
    const erwartet = ['Ålund Zoe', 'Bosch Emil', 'Bösch Ärni', 'Bösch Carla', 'Brunner Anna', 'Dähler Dora', 'Demo Beat'];
    const ohneAdmin = (liste: { Nachname: string | null; Vorname: string | null }[]) =>
      liste.map((x) => `${x.Nachname} ${x.Vorname}`).filter((n) => erwartet.includes(n));

    expect(ohneAdmin(await v.client.getMitglieder({ query: { AuchGeloeschteMitgliederAnzeigen: false } }))).toEqual(erwartet);
    expect(ohneAdmin(await mitglied.client.getAppMitglieder())).toEqual(erwartet);
  });

  it("an event's sign-ups are listed in German order too", async () => {
    const v = await s.createVerein();
    const { RecordId: terminId } = await v.client.createTermin({ body: termin({ Datum: '2099-05-01', MitAnAbmeldung: 1 }) });
    for (const [Nachname, Vorname] of [
      ['Demo', 'Beat'],
      ['Brunner', 'Anna'],
      ['Dähler', 'Dora'],
      ['Bösch', 'Carla'],
    ] as const) {
      const m = await appMitglied(s, v.client, { Nachname, Vorname });
      await m.client.setAppAnAbmeldung({ params: { TerminId: terminId }, body: { AnAbmeldeStatus: 1 } });
    }
    const liste = await v.client.getTerminAnAbmeldungen({ query: { terminId } });
    expect(liste.map((x) => x.Nachname)).toEqual(['Bösch', 'Brunner', 'Dähler', 'Demo']);
  });
});

describe(`no date before 1900 (${TEST_DB})`, () => {
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.close());

  it("an event dated 0026-03-12 (a typed '26') is refused with a message naming the field and nothing is saved", async () => {
    const vorher = (await s.adminClient.getTermine({ query: { AuchVergangeneTermineAnzeigen: true } })).length;
    const e = await fehler(s.adminClient.createTermin({ body: termin({ Datum: '0026-03-12', Titel: 'Jahr 26' }) }));
    expect(e.status).toBe(400);
    expect(e.body).toEqual({ Datum: [MELDUNG.datumVorMinJahr('Datum', 1900)] });
    expect((await s.adminClient.getTermine({ query: { AuchVergangeneTermineAnzeigen: true } })).length).toBe(vorher);
  });

  it('a news item shown until 0026 gets the year message, not "Anzeigen bis vor Anzeigen von"', async () => {
    const e = await fehler(
      s.adminClient.createNews({
        body: htmlTeile(
          {
            NewsId: 0,
            Titel: 'GV',
            AnzeigenVon: '2026-03-01',
            AnzeigenBis: '0026-03-31',
            FuerMitgliedschaftsart: null,
            QuillHtmlData: null,
            ExterneHtmlDateiVerwenden: 0,
          } satisfies News,
          { quillHtml: '<p>x</p>' },
        ),
      }),
    );
    expect(e.status).toBe(400);
    expect(e.body).toEqual({ AnzeigenBis: ['Anzeigen bis liegt vor dem Jahr 1900. Bitte geben Sie das Jahr vierstellig ein.'] });
  });
});
