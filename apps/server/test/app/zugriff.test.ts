/**
 * Who may do what in the member app, for EVERY member operation of the contract (the list is taken
 * from the contract, so a new member operation without a case here fails): without sign-in nothing;
 * a member of another club never gets this club's data; a member outside an item's categories does
 * not see it; a deleted member or one without system access is refused at once, even right after a
 * successful (cached) call.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createApiClient, dokumentTeile, htmlTeile, type ApiClient } from '@vereinsportal/api-client';
import { operationenListe, type OperationName, type Operationen } from '@vereinsportal/contract';
import type { Dokument, News, TerminEingabe, TerminSerieInput } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMitglied, type AppMitglied } from '../helpers/app.js';
import { beitragsrechnungAnlegen, KONTO, QR_IBAN } from '../helpers/beitraege.js';
import { expectApiError } from '../helpers/expect-error.js';
import { neueNews, neuerTermin, neuesDokument } from '../helpers/fixtures.js';
import { pdfBlob } from '../helpers/pdf.js';
import { startTestServer, TEST_DB, TestClock, type TestServer, type TestVerein } from '../helpers/test-server.js';

// Monday 4 May 2026, 10:00 in Zurich.
const clock = new TestClock('2026-05-04T08:00:00Z');
const HEUTE = '2026-05-04';
const MORGEN = '2026-05-05';

const news = (Titel: string, FuerMitgliedschaftsart: string | null): News =>
  neueNews({ Titel, AnzeigenVon: HEUTE, AnzeigenBis: MORGEN, FuerMitgliedschaftsart });
const termin = (Titel: string, FuerMitgliedschaftsart: string | null): TerminEingabe =>
  neuerTermin({ Datum: MORGEN, Zeit: '19:00', ZeitBis: '21:00', Titel, FuerMitgliedschaftsart });
/** Runs `tun` with a new series of club w (one occurrence tomorrow, for all members) and deletes it afterwards. */
async function mitSerie<T>(w: Welt, tun: (serieId: number) => Promise<T>): Promise<T> {
  const { TerminId: _id, ...felder } = termin(`${w.name} Serie`, null);
  const { SerieId, RecordId } = await w.verein.client.createTerminSerie({
    body: {
      ...(felder as Omit<TerminSerieInput, 'Wiederholung'>),
      Wiederholung: {
        Art: 'monatlichTag',
        Intervall: 1,
        Wochentage: [],
        MonatsWoche: null,
        Wochentag: null,
        MonatsTag: Number(MORGEN.slice(8)),
        Bis: null,
        Anzahl: 1,
        Ausnahmen: [],
      },
    },
  });
  try {
    return await tun(SerieId);
  } finally {
    await w.verein.client.deleteTermin({ params: { TerminId: RecordId } });
  }
}
const dokument = (DokumentBezeichnung: string, FuerMitgliedschaftsart: string | null): Dokument =>
  neuesDokument({ DokumentBezeichnung, AnzeigenVon: HEUTE, OriginalDateiName: null, FuerMitgliedschaftsart });

/** One club with content for everyone and for the board only, and its members. */
interface Welt {
  verein: TestVerein;
  name: string;
  newsAlle: number;
  newsVorstand: number;
  terminAlle: number;
  terminVorstand: number;
  dokumentAlle: number;
  dokumentVorstand: number;
  /** Categories 'Aktive'. */
  aktiv: AppMitglied;
  /** Categories ' vorstand , Passive': sees the board's items too. */
  vorstand: AppMitglied;
  geraetId: string;
  /** The open fee invoice of `aktiv`. */
  beitragsrechnung: number;
}

let s: TestServer;
let a: Welt;
let b: Welt;

async function welt(name: string): Promise<Welt> {
  const verein = await s.createVerein({ VereinsName: name });
  const admin = verein.client;
  const n = async (t: string, k: string | null) =>
    (await admin.createNews({ body: htmlTeile(news(t, k), { quillHtml: `<p>${t}</p>` }) })).RecordId;
  const t = async (x: string, k: string | null) => (await admin.createTermin({ body: termin(x, k) })).RecordId;
  const d = async (x: string, k: string | null) =>
    (await admin.createDokument({ body: dokumentTeile(dokument(x, k), pdfBlob(), `${x}.pdf`) })).RecordId;
  const w: Omit<Welt, 'beitragsrechnung'> = {
    verein,
    name,
    newsAlle: await n(`${name} News alle`, null),
    newsVorstand: await n(`${name} News Vorstand`, 'Vorstand'),
    terminAlle: await t(`${name} Termin alle`, null),
    terminVorstand: await t(`${name} Termin Vorstand`, 'Vorstand'),
    dokumentAlle: await d(`${name} Dokument alle`, ''),
    dokumentVorstand: await d(`${name} Dokument Vorstand`, 'Vorstand,Trainer'),
    aktiv: await appMitglied(s, admin, { Mitgliedschaftsart: 'Aktive', Nachname: `${name}-Aktiv` }),
    vorstand: await appMitglied(s, admin, { Mitgliedschaftsart: ' vorstand , Passive', Nachname: `${name}-Vorstand` }),
    geraetId: `${name.toLowerCase()}-geraet-1`,
  };
  await w.aktiv.client.registerAppGeraet({ body: { GeraetId: w.geraetId, Bezeichnung: 'Telefon' } });
  await beitragsKonto(verein, name);
  return { ...w, beitragsrechnung: await beitragsrechnungVon(w, w.aktiv) };
}

/** The club's account for fees, set by its administrator; the account holder is the club's name. */
async function beitragsKonto(verein: TestVerein, name: string): Promise<void> {
  await verein.client.updateBeitragsEinstellungen({
    body: {
      Konto: { ...KONTO, Iban: QR_IBAN, Kontoinhaber: name },
      Tarife: [],
    },
  });
}

const rechnungen = new Map<string, Promise<number>>();

/** The one open fee invoice of member m of club w (written once, as a fee run leaves it), named after the club. */
function beitragsrechnungVon(w: Pick<Welt, 'verein' | 'name'>, m: AppMitglied): Promise<number> {
  const schluessel = `${w.verein.vereinId}:${m.id}`;
  let id = rechnungen.get(schluessel);
  if (!id) {
    id = beitragsrechnungAnlegen(s.db, {
      vereinId: w.verein.vereinId,
      mitgliedId: m.id,
      betragCents: 12000,
      bezeichnung: `${w.name} Beitrag ${m.id}`,
      rechnungsdatum: '2026-04-15',
      faelligAm: '2026-05-31',
    }).then((r) => r.id);
    rechnungen.set(schluessel, id);
  }
  return id;
}

/** Everything of a club's data a response may contain: names, titles, ids of its records. */
const spuren = (w: Welt) => [
  w.name,
  `${w.name}-Aktiv`,
  `${w.name}-Vorstand`,
  w.aktiv.credentials.emailadresse,
  w.vorstand.credentials.emailadresse,
];
const enthaeltSpur = (antwort: unknown, w: Welt) => spuren(w).some((spur) => JSON.stringify(antwort).includes(spur));

/** Every operation of the member app (zugang 'mitglied'): a new one without a case below is a type error. */
type AppOperation = { [K in OperationName]: Operationen[K]['zugang'] extends 'mitglied' ? K : never }[OperationName];

interface Fall {
  /** A valid call of the operation by member m of club w (succeeds for an allowed member). */
  aufruf: (c: ApiClient, w: Welt, m: AppMitglied) => Promise<unknown>;
  /** Member b.aktiv (another club) calls with club a's ids; asserts that nothing of club a comes back or changes. */
  fremd: () => Promise<void>;
  /** For category-limited content: a.aktiv does not see the board's item, a.vorstand does. */
  kategorie?: () => Promise<void>;
}

const FAELLE: Record<AppOperation, Fall> = {
  getAppBenutzer: {
    aufruf: (c) => c.getAppBenutzer(),
    fremd: async () => {
      const ich = await b.aktiv.client.getAppBenutzer();
      expect(ich).toMatchObject({ VereinId: b.verein.vereinId, VereinsName: b.name, MitgliedId: b.aktiv.id });
    },
  },
  getAppNews: {
    aufruf: (c) => c.getAppNews(),
    fremd: async () => {
      const liste = await b.aktiv.client.getAppNews();
      expect(liste.map((x) => x.Titel)).toEqual([`${b.name} News alle`]);
      expect(enthaeltSpur(liste, a)).toBe(false);
    },
    kategorie: async () => {
      expect((await a.aktiv.client.getAppNews()).map((x) => x.NewsId)).toEqual([a.newsAlle]);
      expect((await a.vorstand.client.getAppNews()).map((x) => x.NewsId).sort()).toEqual([a.newsAlle, a.newsVorstand].sort());
    },
  },
  getAppTermine: {
    aufruf: (c) => c.getAppTermine(),
    fremd: async () => {
      const liste = await b.aktiv.client.getAppTermine();
      expect(liste.map((x) => x.TerminId)).toEqual([b.terminAlle]);
      expect(enthaeltSpur(liste, a)).toBe(false);
    },
    kategorie: async () => {
      expect((await a.aktiv.client.getAppTermine()).map((x) => x.TerminId)).toEqual([a.terminAlle]);
      expect((await a.vorstand.client.getAppTermine()).map((x) => x.TerminId).sort()).toEqual([a.terminAlle, a.terminVorstand].sort());
    },
  },
  setAppAnAbmeldung: {
    aufruf: (c, w) => c.setAppAnAbmeldung({ params: { TerminId: w.terminAlle }, body: { AnAbmeldeStatus: 3 } }),
    fremd: async () => {
      await expectApiError(b.aktiv.client.setAppAnAbmeldung({ params: { TerminId: a.terminAlle }, body: { AnAbmeldeStatus: 1 } }), 404);
      expect(enthaeltSpur(await a.verein.client.getTerminAnAbmeldungen({ query: { terminId: a.terminAlle } }), b)).toBe(false);
    },
    kategorie: async () => {
      await expectApiError(a.aktiv.client.setAppAnAbmeldung({ params: { TerminId: a.terminVorstand }, body: { AnAbmeldeStatus: 1 } }), 404);
      await a.vorstand.client.setAppAnAbmeldung({ params: { TerminId: a.terminVorstand }, body: { AnAbmeldeStatus: 1 } });
      const liste = await a.verein.client.getTerminAnAbmeldungen({ query: { terminId: a.terminVorstand } });
      expect(liste.map((x) => x.Nachname)).toEqual([`${a.name}-Vorstand`]);
    },
  },
  setAppSerieAnAbmeldung: {
    aufruf: (c, w) => mitSerie(w, (SerieId) => c.setAppSerieAnAbmeldung({ params: { SerieId }, body: { AnAbmeldeStatus: 1 } })),
    fremd: () =>
      mitSerie(a, async (SerieId) => {
        await expectApiError(b.aktiv.client.setAppSerieAnAbmeldung({ params: { SerieId }, body: { AnAbmeldeStatus: 1 } }), 404);
        const { Termine } = await a.verein.client.getTerminSerie({ params: { SerieId } });
        expect(Termine.map((t) => t.AnzahlAntworten)).toEqual([0]);
      }),
  },
  getAppDokumente: {
    aufruf: (c) => c.getAppDokumente(),
    fremd: async () => {
      const liste = await b.aktiv.client.getAppDokumente();
      expect(liste.map((x) => x.DokumentId)).toEqual([b.dokumentAlle]);
      expect(enthaeltSpur(liste, a)).toBe(false);
    },
    kategorie: async () => {
      expect((await a.aktiv.client.getAppDokumente()).map((x) => x.DokumentId)).toEqual([a.dokumentAlle]);
      expect((await a.vorstand.client.getAppDokumente()).map((x) => x.DokumentId).sort()).toEqual(
        [a.dokumentAlle, a.dokumentVorstand].sort(),
      );
    },
  },
  getAppDokumentDatei: {
    aufruf: (c, w) => c.getAppDokumentDatei({ params: { DokumentId: w.dokumentAlle } }),
    fremd: async () => {
      await expectApiError(b.aktiv.client.getAppDokumentDatei({ params: { DokumentId: a.dokumentAlle } }), 404);
    },
    kategorie: async () => {
      await expectApiError(a.aktiv.client.getAppDokumentDatei({ params: { DokumentId: a.dokumentVorstand } }), 404);
      const pdf = await a.vorstand.client.getAppDokumentDatei({ params: { DokumentId: a.dokumentVorstand } });
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    },
  },
  getAppVerein: {
    aufruf: (c) => c.getAppVerein(),
    fremd: async () => {
      expect((await b.aktiv.client.getAppVerein()).VereinsName).toBe(b.name);
    },
  },
  getAppMitglieder: {
    aufruf: (c) => c.getAppMitglieder(),
    fremd: async () => {
      const liste = await b.aktiv.client.getAppMitglieder();
      expect(liste.map((x) => x.MitgliedId)).toContain(b.vorstand.id);
      expect(liste.map((x) => x.MitgliedId)).not.toContain(a.aktiv.id);
      expect(enthaeltSpur(liste, a)).toBe(false);
    },
  },
  getAppProfil: {
    aufruf: (c) => c.getAppProfil(),
    fremd: async () => {
      expect((await b.aktiv.client.getAppProfil()).Emailadresse).toBe(b.aktiv.credentials.emailadresse);
    },
  },
  updateAppProfil: {
    aufruf: (c) =>
      c.updateAppProfil({
        body: { Strasse: 'Seeweg 3', Postleitzahl: '3000', Ort: 'Bern', Telefonnummer1: null, Telefonnummer2: null, KontaktSichtbar: 0 },
      }),
    fremd: async () => {
      const vorher = await a.verein.client.getMitglied({ params: { MitgliedId: a.aktiv.id } });
      const { RecordId } = await b.aktiv.client.updateAppProfil({
        body: { Strasse: 'Fremdweg 9', Postleitzahl: '9999', Ort: 'Fremd', Telefonnummer1: null, Telefonnummer2: null, KontaktSichtbar: 1 },
      });
      expect(RecordId).toBe(b.aktiv.id);
      expect(await a.verein.client.getMitglied({ params: { MitgliedId: a.aktiv.id } })).toEqual(vorher);
    },
  },
  changeAppPasswort: {
    aufruf: (c, _w, m) => c.changeAppPasswort({ body: { PasswortAlt: m.credentials.passwort, PasswortNeu: m.credentials.passwort } }),
    fremd: async () => {
      // Another member's password is not this member's old password.
      const body = await expectApiError(
        b.aktiv.client.changeAppPasswort({ body: { PasswortAlt: a.aktiv.credentials.passwort, PasswortNeu: 'Uebernommen-123' } }),
        400,
      );
      expect(body).toHaveProperty('PasswortAlt');
      expect((await a.aktiv.client.getAppBenutzer()).MitgliedId).toBe(a.aktiv.id);
    },
  },
  registerAppGeraet: {
    aufruf: (c, w) => c.registerAppGeraet({ body: { GeraetId: w.geraetId, Bezeichnung: 'Telefon' } }),
    fremd: async () => {
      // The same installation id in another club is another installation; club a's count stays.
      expect(await b.aktiv.client.registerAppGeraet({ body: { GeraetId: a.geraetId, Bezeichnung: 'Fremd' } })).toEqual({
        AnzahlGeraete: 2,
      });
      expect((await a.verein.client.getMitglied({ params: { MitgliedId: a.aktiv.id } })).AnzahlGeraete).toBe(1);
      await b.aktiv.client.deleteAppGeraet({ params: { GeraetId: a.geraetId } });
    },
  },
  appAnmelden: {
    aufruf: (c, w) => c.appAnmelden({ body: { GeraetId: `${w.geraetId}-anmeldung`, Bezeichnung: 'Telefon' } }),
    fremd: async () => {
      // The same installation id in another club is another device: the token is b's, club a's count stays.
      const vorher = (await a.verein.client.getMitglied({ params: { MitgliedId: a.aktiv.id } })).AnzahlGeraete;
      const anmeldung = await b.aktiv.client.appAnmelden({ body: { GeraetId: a.geraetId, Bezeichnung: 'Fremd' } });
      expect(anmeldung).toMatchObject({ VereinId: b.verein.vereinId, MitgliedId: b.aktiv.id });
      expect(enthaeltSpur(anmeldung, a)).toBe(false);
      expect((await a.verein.client.getMitglied({ params: { MitgliedId: a.aktiv.id } })).AnzahlGeraete).toBe(vorher);
      await b.aktiv.client.deleteAppGeraet({ params: { GeraetId: a.geraetId } });
    },
  },
  getAppGeraete: {
    aufruf: (c) => c.getAppGeraete(),
    fremd: async () => {
      const liste = await b.aktiv.client.getAppGeraete();
      expect(liste.map((g) => g.GeraetId)).toContain(b.geraetId);
      expect(liste.map((g) => g.GeraetId)).not.toContain(a.geraetId);
    },
  },
  deleteAppGeraet: {
    aufruf: async (c, w) => {
      await c.registerAppGeraet({ body: { GeraetId: `${w.geraetId}-weg`, Bezeichnung: null } });
      return c.deleteAppGeraet({ params: { GeraetId: `${w.geraetId}-weg` } });
    },
    fremd: async () => {
      await expectApiError(b.aktiv.client.deleteAppGeraet({ params: { GeraetId: a.geraetId } }), 404);
      expect((await a.verein.client.getMitglied({ params: { MitgliedId: a.aktiv.id } })).AnzahlGeraete).toBe(1);
    },
  },
  getAppKalender: {
    aufruf: (c) => c.getAppKalender(),
    fremd: async () => {
      const feed = await kalenderText((await b.aktiv.client.getAppKalender()).URL);
      expect(feed).toContain(`${b.name} Termin alle`);
      expect(enthaeltSpur(feed, a)).toBe(false);
    },
    kategorie: async () => {
      const aktiv = await kalenderText((await a.aktiv.client.getAppKalender()).URL);
      expect(aktiv).toContain(`${a.name} Termin alle`);
      expect(aktiv).not.toContain(`${a.name} Termin Vorstand`);
      expect(await kalenderText((await a.vorstand.client.getAppKalender()).URL)).toContain(`${a.name} Termin Vorstand`);
    },
  },
  changeAppKalender: {
    aufruf: (c) => c.changeAppKalender(),
    fremd: async () => {
      const vorher = (await a.aktiv.client.getAppKalender()).URL;
      const { URL } = await b.aktiv.client.changeAppKalender();
      expect(enthaeltSpur(await kalenderText(URL), a)).toBe(false);
      expect((await a.aktiv.client.getAppKalender()).URL).toBe(vorher);
    },
  },
  getMeineBeitraege: {
    aufruf: async (c, w, m) => {
      const eigene = await beitragsrechnungVon(w, m);
      const liste = await c.getMeineBeitraege();
      expect(liste.map((x) => x.BeitragsrechnungId)).toEqual([eigene]);
      return liste;
    },
    fremd: async () => {
      const liste = await b.aktiv.client.getMeineBeitraege();
      expect(liste.map((x) => x.BeitragsrechnungId)).toEqual([b.beitragsrechnung]);
      expect(liste[0]).toMatchObject({ Bezeichnung: `${b.name} Beitrag ${b.aktiv.id}`, Empfaenger: b.name });
      expect(enthaeltSpur(liste, a)).toBe(false);
    },
  },
  getMeinBeitragPdf: {
    aufruf: async (c, w, m) => c.getMeinBeitragPdf({ params: { BeitragsrechnungId: await beitragsrechnungVon(w, m) } }),
    fremd: async () => {
      await expectApiError(b.aktiv.client.getMeinBeitragPdf({ params: { BeitragsrechnungId: a.beitragsrechnung } }), 404);
      const eigene = await b.aktiv.client.getMeinBeitragPdf({ params: { BeitragsrechnungId: b.beitragsrechnung } });
      expect(new TextDecoder().decode((await eigene.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    },
  },
  getMeinBeitragQr: {
    aufruf: async (c, w, m) => c.getMeinBeitragQr({ params: { BeitragsrechnungId: await beitragsrechnungVon(w, m) } }),
    fremd: async () => {
      await expectApiError(b.aktiv.client.getMeinBeitragQr({ params: { BeitragsrechnungId: a.beitragsrechnung } }), 404);
      const eigene = await b.aktiv.client.getMeinBeitragQr({ params: { BeitragsrechnungId: b.beitragsrechnung } });
      expect(new TextDecoder().decode(await eigene.arrayBuffer())).toContain('<svg');
    },
  },
  getPushSchluessel: {
    aufruf: (c) => c.getPushSchluessel(),
    fremd: async () => {
      // One key pair for the whole server: it says nothing about a club.
      expect(Buffer.from((await b.aktiv.client.getPushSchluessel()).PublicKey, 'base64url')).toHaveLength(65);
    },
  },
  savePushAbo: {
    aufruf: (c, w) => geraetMitPushAbo(c, `${w.geraetId}-push`),
    fremd: async () => {
      await geraetMitPushAbo(a.aktiv.client, `${a.geraetId}-push-a`);
      const vorher = await pushAbosVon(a.aktiv);
      // The same device id in another club is another device: club a's subscription stays.
      await geraetMitPushAbo(b.aktiv.client, `${a.geraetId}-push-a`);
      expect(await pushAbosVon(a.aktiv)).toBe(vorher);
    },
  },
  deletePushAbo: {
    aufruf: (c) => c.deletePushAbo(),
    fremd: async () => {
      await geraetMitPushAbo(a.aktiv.client, `${a.geraetId}-push-d`);
      const vorher = await pushAbosVon(a.aktiv);
      await (await geraetMitPushAbo(b.aktiv.client, `${a.geraetId}-push-d`)).deletePushAbo();
      expect(await pushAbosVon(a.aktiv)).toBe(vorher);
    },
  },
  getPushEinstellung: {
    aufruf: (c) => c.getPushEinstellung(),
    fremd: async () => {
      expect(Object.keys(await b.aktiv.client.getPushEinstellung()).sort()).toEqual([
        'DiesesGeraetAbonniert',
        'Erinnerung',
        'News',
        'Termin',
        'Warteliste',
      ]);
    },
  },
  updatePushEinstellung: {
    aufruf: (c) => c.updatePushEinstellung({ body: { Erinnerung: 1 } }),
    fremd: async () => {
      const vorher = await a.aktiv.client.getPushEinstellung();
      expect((await b.aktiv.client.updatePushEinstellung({ body: { News: 0, Termin: 0 } })).News).toBe(0);
      expect(await a.aktiv.client.getPushEinstellung()).toEqual(vorher);
      await b.aktiv.client.updatePushEinstellung({ body: { News: 1, Termin: 1 } });
    },
  },
};

/** A browser's push subscription (keys of its own; the endpoint is never called here). */
function pushAbo() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    Endpoint: `https://push.example/${randomBytes(8).toString('hex')}`,
    P256dh: ecdh.getPublicKey().toString('base64url'),
    Auth: randomBytes(16).toString('base64url'),
  };
}

/** A subscription is a device's: the member signs in a device with c's password and saves one with its token. */
async function geraetMitPushAbo(c: ApiClient, geraetId: string): Promise<ApiClient> {
  const { Token } = await c.appAnmelden({ body: { GeraetId: geraetId, Bezeichnung: 'Push' } });
  const geraet = createApiClient({ baseUrl: s.apiBase, credentials: () => ({ geraeteToken: Token }) });
  await geraet.savePushAbo({ body: pushAbo() });
  return geraet;
}

const pushAbosVon = async (m: AppMitglied) =>
  (await s.db.selectFrom('push_abo').select('Endpoint').where('MitgliedId', '=', m.id).execute()).length;

/** The text of a member's calendar feed (open, fetched by the secret alone). */
async function kalenderText(url: string | null): Promise<string> {
  const antwort = await fetch(`${s.baseUrl}${new URL(url ?? '').pathname}`);
  expect(antwort.status).toBe(200);
  return antwort.text();
}

const APP_OPERATIONEN = operationenListe()
  .filter(([, o]) => o.zugang === 'mitglied')
  .map(([name]) => name as AppOperation);

describe(`the member app's access rules, for every member operation (${TEST_DB})`, () => {
  beforeAll(async () => {
    // Each operation's last case signs in twice as a refused member (deleted, no access) from one client address:
    // with over 25 member operations that passes the default 50 failures per address (AUTH_MAX_FAILS_PER_IP).
    s = await startTestServer({ clock, env: { AUTH_MAX_FAILS_PER_IP: '500' } });
    a = await welt('Alpha');
    b = await welt('Beta');
  });
  afterAll(async () => s?.close());

  it('has a case for every member operation of the contract, and no other', () => {
    expect(APP_OPERATIONEN.length).toBeGreaterThan(10);
    expect(Object.keys(FAELLE).sort()).toEqual([...APP_OPERATIONEN].sort());
  });

  describe.each(APP_OPERATIONEN)('%s', (name) => {
    const fall = (): Fall => FAELLE[name];

    // (Wrong passwords are the throttle tests' business: here they would soon block the test client.)
    it('answers 401 without sign-in', async () => {
      await expectApiError(fall().aufruf(s.client(), a, a.aktiv), 401);
    });

    it('succeeds for a member of the club, and for its administrator', async () => {
      await fall().aufruf(a.aktiv.client, a, a.aktiv);
      await fall().aufruf(a.verein.client, a, { id: a.verein.mitgliedId, credentials: a.verein.credentials, client: a.verein.client });
    });

    it("gives a member of another club nothing of this club's data", async () => {
      await fall().fremd();
    });

    const kategorie = FAELLE[name]?.kategorie;
    if (kategorie) {
      it('shows category-limited items only to members of a matching category', async () => {
        await kategorie();
      });
    }

    it('refuses a deleted member and one without system access at once, also right after a successful call', async () => {
      const m = await appMitglied(s, a.verein.client, { Mitgliedschaftsart: 'Aktive' });
      const admin = a.verein.client;

      await fall().aufruf(m.client, a, m);
      await admin.updateMitgliedStatus({ params: { MitgliedId: m.id }, body: { Status: 'D' } });
      await expectApiError(fall().aufruf(m.client, a, m), 401);

      await admin.updateMitgliedStatus({ params: { MitgliedId: m.id }, body: { Status: 'A' } });
      await fall().aufruf(m.client, a, m);
      await admin.updateMitglied({ params: { MitgliedId: m.id }, body: { HatSystemZugriff: 0 } });
      await expectApiError(fall().aufruf(m.client, a, m), 401);

      // Given back, the password works again.
      await admin.updateMitglied({ params: { MitgliedId: m.id }, body: { HatSystemZugriff: 1 } });
      await fall().aufruf(m.client, a, m);
    });
  });
});
