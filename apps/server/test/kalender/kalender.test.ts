/**
 * Calendar subscription (docs/produkt.md "Kalender abonnieren"): the feeds are fetched without sign-in,
 * as a calendar app would, and read with a real iCalendar parser (ical.js): timed and all-day events
 * in the club's time zone, multi-day events, place, link, description, stable UIDs, the 90-day window;
 * the member's feed follows the app's category rule; a club's secret never shows another club's events;
 * a renewed secret ends the old address at once; only a hash and an encrypted copy are stored.
 */
import type { ApiClient } from '@vereinsportal/api-client';
import type { Termin, TerminEingabe } from '@vereinsportal/domain';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMitglied, type AppMitglied } from '../helpers/app.js';
import { expectApiError } from '../helpers/expect-error.js';
import { neuerTermin } from '../helpers/fixtures.js';
import { startTestServer, TEST_DB, TestClock, type TestServer, type TestVerein } from '../helpers/test-server.js';

// Monday 4 May 2026, 10:00 in Zurich (summer time, UTC+2).
const clock = new TestClock('2026-05-04T08:00:00Z');

const termin = (over: Partial<TerminEingabe>): TerminEingabe =>
  neuerTermin({ Datum: '2026-05-10', Zeit: null, ZeitBis: null, Titel: 'x', MitAnAbmeldung: 0, ...over });

interface Ereignis {
  uid: string;
  titel: string;
  ganztaegig: boolean;
  start: string;
  ende: string | null;
  ort: string | null;
  url: string | null;
  beschreibung: string | null;
}

let s: TestServer;
let alpha: TestVerein;
let beta: TestVerein;
let aktiv: AppMitglied;
let vorstand: AppMitglied;

/** GET the feed like a calendar app: no sign-in headers. */
const holen = (url: string) => fetch(`${s.baseUrl}${new URL(url).pathname}`);

/** Start and end as the parser reads them: a date for all-day events, else the UTC instant. */
const zeit = (t: ICAL.Time | null): string | null => (t === null ? null : t.isDate ? t.toString() : t.toJSDate().toISOString());

async function feed(url: string): Promise<{ name: unknown; zeitzone: unknown; ereignisse: Ereignis[] }> {
  const antwort = await holen(url);
  expect(antwort.status).toBe(200);
  expect(antwort.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const kalender = new ICAL.Component(ICAL.parse(await antwort.text()) as unknown[]);
  const ereignisse = kalender.getAllSubcomponents('vevent').map((k): Ereignis => {
    const e = new ICAL.Event(k);
    return {
      uid: e.uid,
      titel: e.summary,
      ganztaegig: e.startDate.isDate,
      start: zeit(e.startDate)!,
      ende: k.hasProperty('dtend') ? zeit(e.endDate) : null,
      ort: e.location ?? null,
      url: (k.getFirstPropertyValue('url') as string | null) ?? null,
      beschreibung: e.description ?? null,
    };
  });
  return { name: kalender.getFirstPropertyValue('x-wr-calname'), zeitzone: kalender.getFirstPropertyValue('x-wr-timezone'), ereignisse };
}
const titel = async (url: string) => (await feed(url)).ereignisse.map((e) => e.titel).sort();

const anlegen = async (c: ApiClient, over: Partial<Termin>) => (await c.createTermin({ body: termin(over) })).RecordId;

describe(`calendar subscription (${TEST_DB})`, () => {
  let ids: Record<string, number>;

  beforeAll(async () => {
    s = await startTestServer({ clock });
    alpha = await s.createVerein({ VereinsName: 'Alpha Turnverein' });
    beta = await s.createVerein({ VereinsName: 'Beta Schwimmclub' });
    const c = alpha.client;
    ids = {
      training: await anlegen(c, {
        Titel: 'Training',
        Datum: '2026-05-10',
        Zeit: '19:00',
        ZeitBis: '21:00',
        Ort: 'Turnhalle Nord',
        URL: 'www.alpha.ch/training',
        Beschreibung: 'Bitte Hallenschuhe mitbringen.\nDanach Apéro.',
      }),
      lager: await anlegen(c, { Titel: 'Lager', Datum: '2026-06-01', DatumBis: '2026-06-03', Ganztaegig: 1 }),
      winter: await anlegen(c, { Titel: 'Chlausabend', Datum: '2026-12-04', Zeit: '19:00', ZeitBis: '00:30' }),
      reise: await anlegen(c, { Titel: 'Reise', Datum: '2026-07-10', DatumBis: '2026-07-12', Zeit: '08:00', ZeitBis: '18:00' }),
      vorstand: await anlegen(c, {
        Titel: 'Vorstandssitzung',
        Datum: '2026-05-20',
        Zeit: '20:00',
        ZeitBis: '22:00',
        FuerMitgliedschaftsart: 'Vorstand',
      }),
      kuerzlich: await anlegen(c, { Titel: 'Kürzlich', Datum: '2026-04-04', Ganztaegig: 1 }),
      alt: await anlegen(c, { Titel: 'Zu alt', Datum: '2026-01-20', Ganztaegig: 1 }),
    };
    await anlegen(beta.client, { Titel: 'Beta geheim', Datum: '2026-05-11', Ganztaegig: 1 });
    aktiv = await appMitglied(s, c, { Mitgliedschaftsart: 'Aktive' });
    vorstand = await appMitglied(s, c, { Mitgliedschaftsart: 'Passive, vorstand' });
  });
  afterAll(async () => s?.close());

  it("the club's feed: every event of the last 90 days and the future, timed in the club's zone, all-day, multi-day, place, link, description", async () => {
    const { URL } = await alpha.client.getKalenderAbo();
    expect(URL!.startsWith(`${s.deps.config.publicUrl}/vereinsportalServer/kalender/`)).toBe(true);
    expect(URL).toMatch(/\/kalender\/[A-Za-z0-9_-]{43}\.ics$/);
    const k = await feed(URL!);
    expect(k.name).toBe('Alpha Turnverein: Termine');
    expect(k.zeitzone).toBe('Europe/Zurich');
    const nach = Object.fromEntries(k.ereignisse.map((e) => [e.titel, e]));
    expect(Object.keys(nach).sort()).toEqual(['Chlausabend', 'Kürzlich', 'Lager', 'Reise', 'Training', 'Vorstandssitzung']);
    // 19:00 in Zurich in May is 17:00 UTC.
    expect(nach.Training).toMatchObject({
      ganztaegig: false,
      start: '2026-05-10T17:00:00.000Z',
      ende: '2026-05-10T19:00:00.000Z',
      ort: 'Turnhalle Nord',
      url: 'http://www.alpha.ch/training',
      beschreibung: 'Bitte Hallenschuhe mitbringen.\nDanach Apéro.',
    });
    // All-day over three days: the end date is the day after the last (exclusive, RFC 5545).
    expect(nach.Lager).toMatchObject({ ganztaegig: true, start: '2026-06-01', ende: '2026-06-04' });
    // Winter time (UTC+1), and an end hour 00 on one day is the midnight after.
    expect(nach.Chlausabend).toMatchObject({ ganztaegig: false, start: '2026-12-04T18:00:00.000Z', ende: '2026-12-04T23:30:00.000Z' });
    expect(nach.Reise).toMatchObject({ ganztaegig: false, start: '2026-07-10T06:00:00.000Z', ende: '2026-07-12T16:00:00.000Z' });
    expect(nach['Kürzlich']).toMatchObject({ ganztaegig: true, start: '2026-04-04', ende: '2026-04-05', ort: null, url: null });
    expect(nach.Training!.uid).toBe(
      `termin-${ids.training}-verein-${alpha.vereinId}@${new globalThis.URL(s.deps.config.publicUrl).hostname}`,
    );
  });

  it("a member's feed has only the events of their categories (the app's rule), with the same UIDs", async () => {
    expect(await titel((await aktiv.client.getAppKalender()).URL!)).toEqual(['Chlausabend', 'Kürzlich', 'Lager', 'Reise', 'Training']);
    const fuerVorstand = await feed((await vorstand.client.getAppKalender()).URL!);
    expect(fuerVorstand.ereignisse.map((e) => e.titel).sort()).toEqual([
      'Chlausabend',
      'Kürzlich',
      'Lager',
      'Reise',
      'Training',
      'Vorstandssitzung',
    ]);
    const club = await feed((await alpha.client.getKalenderAbo()).URL!);
    expect(fuerVorstand.ereignisse.map((e) => e.uid).sort()).toEqual(club.ereignisse.map((e) => e.uid).sort());
    // Each member has an address of their own, and it stays the same between calls.
    expect((await aktiv.client.getAppKalender()).URL).toBe((await aktiv.client.getAppKalender()).URL);
    expect((await aktiv.client.getAppKalender()).URL).not.toBe((await vorstand.client.getAppKalender()).URL);
    expect((await aktiv.client.getAppKalender()).URL).not.toBe((await alpha.client.getKalenderAbo()).URL);
  });

  it("a club's secret never shows another club's events", async () => {
    const alphaText = await (await holen((await alpha.client.getKalenderAbo()).URL!)).text();
    expect(alphaText).not.toContain('Beta');
    const betaFeed = await feed((await beta.client.getKalenderAbo()).URL!);
    expect(betaFeed.name).toBe('Beta Schwimmclub: Termine');
    expect(betaFeed.ereignisse.map((e) => e.titel)).toEqual(['Beta geheim']);
  });

  it('a renewed address works at once; the old one answers 404 in German; the new one is shown from then on', async () => {
    const alt = (await alpha.client.getKalenderAbo()).URL!;
    const { URL: neu } = await alpha.client.kalenderAboErneuern();
    expect(neu).not.toBe(alt);
    const weg = await holen(alt);
    expect(weg.status).toBe(404);
    expect(await weg.json()).toBe('Diese Kalenderadresse gibt es nicht, oder sie wurde durch eine neue ersetzt.');
    expect(await titel(neu!)).toContain('Training');
    expect((await alpha.client.getKalenderAbo()).URL).toBe(neu);

    const altMitglied = (await aktiv.client.getAppKalender()).URL!;
    const { URL: neuMitglied } = await aktiv.client.changeAppKalender();
    expect((await holen(altMitglied)).status).toBe(404);
    expect(await titel(neuMitglied!)).toEqual(['Chlausabend', 'Kürzlich', 'Lager', 'Reise', 'Training']);
    // The club's address is not touched by a member's renewal.
    expect((await holen(neu!)).status).toBe(200);
  });

  it('an unknown secret is a 404, a malformed one a 400, both in German', async () => {
    const unbekannt = await fetch(`${s.baseUrl}/vereinsportalServer/kalender/${'A'.repeat(43)}.ics`);
    expect(unbekannt.status).toBe(404);
    expect(await unbekannt.json()).toBe('Diese Kalenderadresse gibt es nicht, oder sie wurde durch eine neue ersetzt.');
    const kaputt = await fetch(`${s.baseUrl}/vereinsportalServer/kalender/abc.ics`);
    expect(kaputt.status).toBe(400);
    expect(await kaputt.json()).toEqual({ Geheimnis: ['Geheimnis hat einen ungültigen Wert.'] });
  });

  it("a deleted member's feed, or one without system access, answers 404", async () => {
    const m = await appMitglied(s, alpha.client, { Mitgliedschaftsart: 'Aktive' });
    const url = (await m.client.getAppKalender()).URL!;
    expect((await holen(url)).status).toBe(200);
    await alpha.client.updateMitgliedStatus({ params: { MitgliedId: m.id }, body: { Status: 'D' } });
    expect((await holen(url)).status).toBe(404);
    await alpha.client.updateMitgliedStatus({ params: { MitgliedId: m.id }, body: { Status: 'A' } });
    expect((await holen(url)).status).toBe(200);
    await alpha.client.updateMitglied({ params: { MitgliedId: m.id }, body: { HatSystemZugriff: 0 } });
    expect((await holen(url)).status).toBe(404);
  });

  it('stores only a hash of the secret and an encrypted copy; a copy no longer readable shows no address but the feed keeps working', async () => {
    const v = await s.createVerein({ VereinsName: 'Gamma' });
    const url = (await v.client.getKalenderAbo()).URL!;
    const geheimnis = /kalender\/([^/]+)\.ics$/.exec(url)![1]!;
    const row = await s.db.selectFrom('kalender_abo').selectAll().where('VereinId', '=', v.vereinId).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(geheimnis);
    expect(row.GeheimnisHash).toMatch(/^[0-9a-f]{64}$/);
    // As after a change of SERVER_SECRET: the stored copy cannot be decrypted any more.
    await s.db.updateTable('kalender_abo').set({ GeheimnisVerschluesselt: 'AAAA.BBBB.CCCC' }).where('VereinId', '=', v.vereinId).execute();
    expect(await v.client.getKalenderAbo()).toEqual({ URL: null });
    expect((await holen(url)).status).toBe(200);
    const { URL: neu } = await v.client.kalenderAboErneuern();
    expect((await v.client.getKalenderAbo()).URL).toBe(neu);
    expect((await holen(url)).status).toBe(404);
  });

  it('needs the sign-in for the addresses: administrators for the club, members for their own', async () => {
    await expectApiError(s.client().getKalenderAbo(), 401);
    await expectApiError(s.client().getAppKalender(), 401);
    // A plain member is no administrator: the club's address stays hidden from them.
    await expectApiError(s.client(aktiv.credentials).getKalenderAbo(), 401);
  });
});
