/**
 * What a member does in the member app, as the member and the club's administrator notice it:
 * news and documents within their display window, signing up for an event until it starts (and the
 * administrator's list showing it), the installations counted in the portal's member list, the
 * profile and its contact visibility, changing the password, and 'Passwort vergessen'.
 */
import { dokumentTeile, htmlTeile } from '@vereinsportal/api-client';
import type { Dokument, Mitglied, News, TerminEingabe } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORT_VERGESSEN_PRO_ADRESSE_STUNDE } from '../../src/routes/passwort.js';
import { appMitglied, type AppMitglied } from '../helpers/app.js';
import { expectApiError } from '../helpers/expect-error.js';
import { neueNews, neuerTermin, neuesDokument, neuesMitglied } from '../helpers/fixtures.js';
import { pdfBlob } from '../helpers/pdf.js';
import { readCredentialsMail, startTestServer, TEST_DB, TestClock, type TestServer } from '../helpers/test-server.js';

const START = '2026-05-04T08:00:00Z'; // Monday, 10:00 in Zurich
const clock = new TestClock(START);
let s: TestServer;
let m: AppMitglied;

const news = (Titel: string, AnzeigenVon: string, AnzeigenBis: string): News => neueNews({ Titel, AnzeigenVon, AnzeigenBis });
const dokument = (DokumentBezeichnung: string, AnzeigenVon: string, AnzeigenBis: string | null): Dokument =>
  neuesDokument({ DokumentBezeichnung, AnzeigenVon, AnzeigenBis, OriginalDateiName: null });
const termin = (over: Partial<TerminEingabe>): TerminEingabe =>
  neuerTermin({ Datum: '2026-05-06', Zeit: '19:00', ZeitBis: '21:00', Titel: 'Probe', ...over });

async function mitgliedInListe(id: number): Promise<Mitglied> {
  const liste = await s.adminClient.getMitglieder({ query: { AuchGeloeschteMitgliederAnzeigen: false } });
  const eintrag = liste.find((x) => x.MitgliedId === id);
  if (!eintrag) throw new Error(`member ${id} not in the list`);
  return eintrag;
}

describe(`the member app (${TEST_DB})`, () => {
  beforeAll(async () => {
    s = await startTestServer({ clock });
    m = await appMitglied(s, s.adminClient, { Vorname: 'Mara', Nachname: 'Mitglied', Mitgliedschaftsart: 'Aktive' });
  });
  afterAll(async () => s?.close());

  it('signs in a member who is no administrator, and tells who and which club', async () => {
    const ich = await m.client.getAppBenutzer();
    expect(ich).toMatchObject({
      VereinId: s.verein.vereinId,
      MitgliedId: m.id,
      Vorname: 'Mara',
      Nachname: 'Mitglied',
      Mitgliedschaftsart: 'Aktive',
      IstVereinsAdministrator: 0,
    });
    await expectApiError(m.client.getBenutzerinfo(), 401);
  });

  describe('news and documents within their display window', () => {
    it('shows news from AnzeigenVon to AnzeigenBis (both days included), newest first, with the sanitised HTML', async () => {
      clock.set(START);
      const a = s.adminClient;
      const id = async (t: string, von: string, bis: string, html = `<p>${t}</p>`) =>
        (await a.createNews({ body: htmlTeile(news(t, von, bis), { quillHtml: html }) })).RecordId;
      const gestern = await id(
        'Fenster gestern bis morgen',
        '2026-05-03',
        '2026-05-05',
        '<p onclick="alert(1)">Hallo<script>alert(2)</script></p>',
      );
      const heute = await id('Fenster ab heute', '2026-05-04', '2026-05-04');
      await id('Fenster ab morgen', '2026-05-05', '2026-05-10');
      await id('Fenster bis gestern', '2026-04-01', '2026-05-03');

      const liste = await m.client.getAppNews();
      expect(liste.map((n) => n.NewsId)).toEqual([heute, gestern]);
      const html = liste.find((n) => n.NewsId === gestern)!.Html;
      expect(html).toContain('Hallo');
      expect(html).not.toMatch(/script|onclick/);

      clock.set('2026-05-04T22:30:00Z'); // 00:30 on 5 May in Zurich
      expect((await m.client.getAppNews()).map((n) => n.Titel)).toEqual(['Fenster ab morgen', 'Fenster gestern bis morgen']);
      clock.set(START);
    });

    it('shows documents from AnzeigenVon on, until AnzeigenBis when there is one', async () => {
      clock.set(START);
      const a = s.adminClient;
      const id = async (t: string, von: string, bis: string | null) =>
        (await a.createDokument({ body: dokumentTeile(dokument(t, von, bis), pdfBlob(), `${t}.pdf`) })).RecordId;
      const offen = await id('Statuten', '2026-01-01', null);
      const bisHeute = await id('Einladung', '2026-05-01', '2026-05-04');
      const spaeter = await id('Protokoll', '2026-05-05', null);

      expect((await m.client.getAppDokumente()).map((d) => d.DokumentId).sort()).toEqual([offen, bisHeute].sort());
      await expectApiError(m.client.getAppDokumentDatei({ params: { DokumentId: spaeter } }), 404);
      clock.set('2026-05-05T08:00:00Z');
      expect((await m.client.getAppDokumente()).map((d) => d.DokumentId).sort()).toEqual([offen, spaeter].sort());
      await expectApiError(m.client.getAppDokumentDatei({ params: { DokumentId: bisHeute } }), 404);
      expect((await m.client.getAppDokumentDatei({ params: { DokumentId: spaeter } })).type).toBe('application/pdf');
      clock.set(START);
    });

    it("refuses documents with the portal's text when the contract has no document module", async () => {
      const v = await s.createVerein();
      await s.db
        .updateTable('vertrag')
        .set({ VertragsArt: 'Werbung', VertragsLaufzeitBis: null })
        .where('VereinId', '=', v.vereinId)
        .execute();
      const mitglied = await appMitglied(s, v.client);
      const app = await expectApiError(mitglied.client.getAppDokumente(), 403);
      const portal = await expectApiError(
        v.client.createDokument({ body: dokumentTeile(dokument('x', '2026-01-01', null), pdfBlob(), 'x.pdf') }),
        403,
      );
      expect(app).toBe(portal);
    });
  });

  describe('signing up for an event', () => {
    it('sets and changes the own answer; the administrator sees the current status; closed once the event starts', async () => {
      clock.set(START);
      const { RecordId: id } = await s.adminClient.createTermin({ body: termin({ Datum: '2026-05-04', Zeit: '19:00' }) });
      const meiner = async () => (await m.client.getAppTermine()).find((t) => t.TerminId === id);

      expect(await meiner()).toMatchObject({ MeinStatus: 0, Aenderbar: true });
      expect(await m.client.setAppAnAbmeldung({ params: { TerminId: id }, body: { AnAbmeldeStatus: 1 } })).toEqual({
        TerminId: id,
        AnAbmeldeStatus: 1,
        WartelistePlatz: null,
        FreiePlaetze: null,
      });
      expect(await s.adminClient.getTerminAnAbmeldungen({ query: { terminId: id } })).toEqual([
        {
          Nachname: 'Mitglied',
          Vorname: 'Mara',
          Emailadresse: m.credentials.emailadresse,
          AnAbmeldeStatus: 1,
          WartelistePlatz: null,
          WartelisteSeit: null,
        },
      ]);

      await m.client.setAppAnAbmeldung({ params: { TerminId: id }, body: { AnAbmeldeStatus: 2 } });
      expect(await meiner()).toMatchObject({ MeinStatus: 2, Aenderbar: true });
      // Still one record: the answer was replaced.
      expect((await s.adminClient.getTerminAnAbmeldungen({ query: { terminId: id } })).map((x) => x.AnAbmeldeStatus)).toEqual([2]);

      clock.set('2026-05-04T16:59:59Z'); // 18:59:59 in Zurich
      await m.client.setAppAnAbmeldung({ params: { TerminId: id }, body: { AnAbmeldeStatus: 3 } });
      clock.set('2026-05-04T17:00:00Z'); // 19:00, the start
      expect(await meiner()).toMatchObject({ MeinStatus: 3, Aenderbar: false });
      const body = await expectApiError(m.client.setAppAnAbmeldung({ params: { TerminId: id }, body: { AnAbmeldeStatus: 1 } }), 409);
      expect(body).toMatch(/begonnen/);
      expect((await s.adminClient.getTerminAnAbmeldungen({ query: { terminId: id } })).map((x) => x.AnAbmeldeStatus)).toEqual([3]);

      // The next day the event is gone from the member's list.
      clock.set('2026-05-05T08:00:00Z');
      expect(await meiner()).toBeUndefined();
      clock.set(START);
    });

    it('closes an all-day event at the start of its day, keeps a running multi-day event in the list, and refuses events without sign-up', async () => {
      clock.set(START);
      const ganztags = (
        await s.adminClient.createTermin({ body: termin({ Datum: '2026-05-05', Ganztaegig: 1, Zeit: null, ZeitBis: null }) })
      ).RecordId;
      const mehrtaegig = (
        await s.adminClient.createTermin({ body: termin({ Datum: '2026-05-02', DatumBis: '2026-05-06', Zeit: '09:00', ZeitBis: '17:00' }) })
      ).RecordId;
      const ohne = (await s.adminClient.createTermin({ body: termin({ MitAnAbmeldung: 0 }) })).RecordId;

      const liste = await m.client.getAppTermine();
      expect(liste.find((t) => t.TerminId === mehrtaegig)).toMatchObject({ Aenderbar: false });
      expect(liste.find((t) => t.TerminId === ohne)).toMatchObject({ Aenderbar: false, MeinStatus: 0 });
      await expectApiError(m.client.setAppAnAbmeldung({ params: { TerminId: mehrtaegig }, body: { AnAbmeldeStatus: 1 } }), 409);
      await expectApiError(m.client.setAppAnAbmeldung({ params: { TerminId: ohne }, body: { AnAbmeldeStatus: 1 } }), 409);

      clock.set('2026-05-04T21:59:00Z'); // 23:59 in Zurich
      await m.client.setAppAnAbmeldung({ params: { TerminId: ganztags }, body: { AnAbmeldeStatus: 1 } });
      clock.set('2026-05-04T22:00:00Z'); // midnight
      await expectApiError(m.client.setAppAnAbmeldung({ params: { TerminId: ganztags }, body: { AnAbmeldeStatus: 2 } }), 409);
      clock.set(START);
    });
  });

  describe('app installations', () => {
    it('counts the registered installations in the portal member list; the same one twice counts once', async () => {
      const n = await appMitglied(s, s.adminClient);
      expect((await mitgliedInListe(n.id)).AnzahlGeraete).toBe(0);
      expect(await n.client.registerAppGeraet({ body: { GeraetId: 'telefon-0001', Bezeichnung: 'Telefon' } })).toEqual({
        AnzahlGeraete: 1,
      });
      expect((await mitgliedInListe(n.id)).AnzahlGeraete).toBe(1);
      expect(await n.client.registerAppGeraet({ body: { GeraetId: 'telefon-0001', Bezeichnung: 'Telefon neu' } })).toEqual({
        AnzahlGeraete: 1,
      });
      expect(await n.client.registerAppGeraet({ body: { GeraetId: 'tablet-0002', Bezeichnung: null } })).toEqual({ AnzahlGeraete: 2 });
      expect((await mitgliedInListe(n.id)).AnzahlGeraete).toBe(2);
      expect((await s.adminClient.getMitglied({ params: { MitgliedId: n.id } })).AnzahlGeraete).toBe(2);

      expect(await n.client.deleteAppGeraet({ params: { GeraetId: 'telefon-0001' } })).toEqual({ AnzahlGeraete: 1 });
      expect((await mitgliedInListe(n.id)).AnzahlGeraete).toBe(1);
      await expectApiError(n.client.deleteAppGeraet({ params: { GeraetId: 'telefon-0001' } }), 404);
    });

    it('keeps at most 20 installations per member, forgetting the longest unused', async () => {
      const n = await appMitglied(s, s.adminClient);
      for (let i = 0; i < 22; i++) {
        clock.set(new Date(Date.parse(START) + i * 60_000));
        await n.client.registerAppGeraet({ body: { GeraetId: `geraet-${String(i).padStart(4, '0')}`, Bezeichnung: null } });
      }
      clock.set(START);
      expect((await mitgliedInListe(n.id)).AnzahlGeraete).toBe(20);
      await expectApiError(n.client.deleteAppGeraet({ params: { GeraetId: 'geraet-0000' } }), 404);
      expect(await n.client.deleteAppGeraet({ params: { GeraetId: 'geraet-0021' } })).toEqual({ AnzahlGeraete: 19 });
    });
  });

  describe('profile and members list', () => {
    it('changes the own address and phone numbers (seen in the portal); contact details show only when the member allows it', async () => {
      const n = await appMitglied(s, s.adminClient, { Vorname: 'Kim', Nachname: 'Kontakt', Telefonnummer1: '079 111 22 33' });
      const eintrag = async () => (await m.client.getAppMitglieder()).find((x) => x.MitgliedId === n.id);
      expect(await eintrag()).toMatchObject({ Vorname: 'Kim', Nachname: 'Kontakt', Telefonnummer1: null, Emailadresse: null });
      expect((await n.client.getAppProfil()).KontaktSichtbar).toBe(0);

      // The portal's cached list is read first, so a stale cache would show.
      await mitgliedInListe(n.id);
      await n.client.updateAppProfil({
        body: {
          Strasse: ' Neuweg 5 ',
          Postleitzahl: '3000',
          Ort: 'Bern',
          Telefonnummer1: '031 555 66 77',
          Telefonnummer2: null,
          KontaktSichtbar: 1,
        },
      });
      expect(await n.client.getAppProfil()).toMatchObject({
        Strasse: 'Neuweg 5',
        Ort: 'Bern',
        Telefonnummer1: '031 555 66 77',
        KontaktSichtbar: 1,
      });
      expect(await mitgliedInListe(n.id)).toMatchObject({ Strasse: 'Neuweg 5', Postleitzahl: '3000', Telefonnummer1: '031 555 66 77' });
      expect(await eintrag()).toMatchObject({ Telefonnummer1: '031 555 66 77', Emailadresse: n.credentials.emailadresse });

      // Deleted members are not in the list.
      await s.adminClient.updateMitgliedStatus({ params: { MitgliedId: n.id }, body: { Status: 'D' } });
      expect(await eintrag()).toBeUndefined();
    });

    it('lists the active members sorted by Nachname, Vorname', async () => {
      const namen = (await m.client.getAppMitglieder()).map((x) => `${x.Nachname ?? ''} ${x.Vorname ?? ''}`);
      expect(namen).toEqual([...namen].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    });
  });

  describe('changing the password', () => {
    it('needs the current password; afterwards only the new one signs in', async () => {
      const n = await appMitglied(s, s.adminClient);
      await n.client.getAppBenutzer();
      const falsch = await expectApiError(
        n.client.changeAppPasswort({ body: { PasswortAlt: 'nicht-das-alte', PasswortNeu: 'Ganz-neues-Passwort' } }),
        400,
      );
      expect(Object.keys(falsch as object)).toEqual(['PasswortAlt']);
      await n.client.getAppBenutzer();

      await n.client.changeAppPasswort({ body: { PasswortAlt: n.credentials.passwort, PasswortNeu: 'Ganz-neues-Passwort' } });
      // The old password was cached a moment ago: it stops at once.
      await expectApiError(n.client.getAppBenutzer(), 401);
      expect((await s.client({ ...n.credentials, passwort: 'Ganz-neues-Passwort' }).getAppBenutzer()).MitgliedId).toBe(n.id);
    });
  });

  describe("'Passwort vergessen'", () => {
    const mailsAn = async (to: string) => (await s.deps.outbox.list(1000)).filter((x) => x.to === to);

    it('answers the same for unknown addresses and mails a 60-minute link only to an existing member', async () => {
      clock.set(START);
      const n = await appMitglied(s, s.adminClient);
      const vorher = (await mailsAn(n.credentials.emailadresse)).length;
      const client = s.client();

      const unbekannt = await client.passwortVergessen({
        body: { VereinId: s.verein.vereinId, Emailadresse: 'niemand@example.ch', Ziel: 'app' },
      });
      const falscherVerein = await client.passwortVergessen({
        body: { VereinId: 999_999, Emailadresse: n.credentials.emailadresse, Ziel: 'app' },
      });
      const bekannt = await client.passwortVergessen({
        body: { VereinId: s.verein.vereinId, Emailadresse: n.credentials.emailadresse.toUpperCase(), Ziel: 'app' },
      });
      expect([unbekannt, falscherVerein, bekannt]).toEqual([{}, {}, {}]);
      expect(await mailsAn('niemand@example.ch')).toEqual([]);

      const mails = await mailsAn(n.credentials.emailadresse);
      expect(mails).toHaveLength(vorher + 1);
      const text = mails[0]!.text;
      expect(text.split('\n').slice(0, 3)).toEqual(['Guten Tag', '', 'Für Ihre E-Mail-Adresse wurde ein neues Passwort angefordert.']);
      expect(text).toContain('60 Minuten');
      const link = readCredentialsMail(text);
      expect(link).toMatchObject({ vereinId: s.verein.vereinId, emailadresse: n.credentials.emailadresse });
      expect(link.link).toMatch(/\/app\/passwort#[A-Za-z0-9_-]{43}$/);

      // The old password works until the link is used.
      expect((await n.client.getAppBenutzer()).MitgliedId).toBe(n.id);
      clock.set(new Date(Date.parse(START) + 60 * 60_000 + 1000));
      await expectApiError(s.client().passwortSetzen({ body: { Token: link.token, Passwort: 'Zu-spaet-gesetzt' } }), 404);
      expect((await n.client.getAppBenutzer()).MitgliedId).toBe(n.id);
      clock.set(START);
    });

    it('a used link sets the new password and ends the old one; the portal target needs an administrator', async () => {
      clock.set(START);
      const n = await appMitglied(s, s.adminClient);
      await s
        .client()
        .passwortVergessen({ body: { VereinId: s.verein.vereinId, Emailadresse: n.credentials.emailadresse, Ziel: 'portal' } });
      expect(await mailsAn(n.credentials.emailadresse)).toHaveLength(1);

      await s.client().passwortVergessen({ body: { VereinId: s.verein.vereinId, Emailadresse: n.credentials.emailadresse, Ziel: 'app' } });
      const { token } = readCredentialsMail((await mailsAn(n.credentials.emailadresse))[0]!.text);
      clock.set(new Date(Date.parse(START) + 59 * 60_000));
      await s.client().passwortSetzen({ body: { Token: token, Passwort: 'Vergessen-Neu-1' } });
      await expectApiError(n.client.getAppBenutzer(), 401);
      expect((await s.client({ ...n.credentials, passwort: 'Vergessen-Neu-1' }).getAppBenutzer()).MitgliedId).toBe(n.id);

      const admin = neuesMitglied({ IstVereinsAdministrator: 1 });
      await s.adminClient.createMitglied({ body: admin });
      await s.client().passwortVergessen({ body: { VereinId: s.verein.vereinId, Emailadresse: admin.Emailadresse!, Ziel: 'portal' } });
      expect(readCredentialsMail((await mailsAn(admin.Emailadresse!))[0]!.text).link).toMatch(/\/passwortsetzen#[A-Za-z0-9_-]{43}$/);
      clock.set(START);
    });

    it('a newer link kills the older one; deleted members and members without system access get none', async () => {
      clock.set(START);
      const n = await appMitglied(s, s.adminClient);
      const body = { VereinId: s.verein.vereinId, Emailadresse: n.credentials.emailadresse, Ziel: 'app' as const };
      await s.client().passwortVergessen({ body });
      const alt = readCredentialsMail((await mailsAn(n.credentials.emailadresse))[0]!.text).token;
      await s.client().passwortVergessen({ body });
      const neu = readCredentialsMail((await mailsAn(n.credentials.emailadresse))[0]!.text).token;
      expect(neu).not.toBe(alt);
      await expectApiError(s.client().passwortSetzen({ body: { Token: alt, Passwort: 'Altes-Link-Passwort' } }), 404);

      const ohne = neuesMitglied({ HatSystemZugriff: 0 });
      await s.adminClient.createMitglied({ body: ohne });
      expect(
        await s.client().passwortVergessen({ body: { VereinId: s.verein.vereinId, Emailadresse: ohne.Emailadresse!, Ziel: 'app' } }),
      ).toEqual({});
      expect(await mailsAn(ohne.Emailadresse!)).toEqual([]);
    });

    it('is throttled per target address and per client address with a German 429', async () => {
      clock.set('2026-05-10T08:00:00Z');
      const body = { VereinId: s.verein.vereinId, Emailadresse: 'gedrosselt@example.ch', Ziel: 'app' as const };
      for (let i = 0; i < PASSWORT_VERGESSEN_PRO_ADRESSE_STUNDE; i++) await s.client().passwortVergessen({ body });
      const text = await expectApiError(s.client().passwortVergessen({ body: { ...body, Emailadresse: 'GEDROSSELT@example.ch' } }), 429);
      expect(text).toMatch(/zu oft ein neues Passwort angefordert/);
      // An hour later it works again.
      clock.set('2026-05-10T09:00:01Z');
      expect(await s.client().passwortVergessen({ body })).toEqual({});

      // Many addresses from one client: blocked after the client's limit.
      clock.set('2026-05-11T08:00:00Z');
      let blockiert = 0;
      for (let i = 0; i < 12; i++) {
        await s
          .client()
          .passwortVergessen({ body: { ...body, Emailadresse: `viele${i}@example.ch` } })
          .catch(() => blockiert++);
      }
      expect(blockiert).toBe(2);
      clock.set(START);
    });

    it('parallel requests for one address get no more links than the limit', async () => {
      // A day after the other limit tests: their requests no longer count.
      clock.set('2026-05-12T08:00:00Z');
      const n = await appMitglied(s, s.adminClient);
      const body = { VereinId: s.verein.vereinId, Emailadresse: n.credentials.emailadresse, Ziel: 'app' as const };
      const vorher = (await mailsAn(n.credentials.emailadresse)).length;
      const antworten = await Promise.allSettled(Array.from({ length: 8 }, () => s.client().passwortVergessen({ body })));
      expect(antworten.filter((a) => a.status === 'fulfilled')).toHaveLength(PASSWORT_VERGESSEN_PRO_ADRESSE_STUNDE);
      await expect
        .poll(async () => (await mailsAn(n.credentials.emailadresse)).length - vorher)
        .toBe(PASSWORT_VERGESSEN_PRO_ADRESSE_STUNDE);
      clock.set(START);
    });
  });
});
