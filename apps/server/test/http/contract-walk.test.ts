/**
 * Walks the whole contract against the real server: every operation's success answer and every
 * error status it documents are produced for real, and each answer must validate against the
 * schema the contract declares (success: the operation's `antwort`, errors: `fehlerAntwort`).
 * A server that answers something else than declared (e.g. nothing where `{ RecordId }` is
 * declared, or an undeclared field) fails here. Every operation that needs sign-in must answer 401
 * without it.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createApiClient, dokumentTeile, htmlTeile, isApiError, type ApiClient } from '@vereinsportal/api-client';
import {
  dateiContentType,
  fehlerAntwort,
  fehlerStatus,
  istDateiAntwort,
  OPERATIONEN,
  operationenListe,
  type FehlerStatus,
  type Operation,
  type OperationName,
} from '@vereinsportal/contract';
import {
  addDays,
  BANKDATEI_MAX_BYTES,
  type Dokument,
  type News,
  type Termin,
  type TerminEingabe,
  type TerminSerieInput,
} from '@vereinsportal/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMitglied, type AppMitglied } from '../helpers/app.js';
import { beitragsKontoSetzen, beitragsrechnungAnlegen } from '../helpers/beitraege.js';
import { bankdatei, camt054 } from '../helpers/camt.js';
import { solveBotcheck } from '../helpers/botcheck.js';
import {
  neueNews as newsEingabe,
  neuerTermin as terminEingabe,
  neuesDokument as dokumentEingabe,
  neuesMitglied,
} from '../helpers/fixtures.js';
import { pdfBlob } from '../helpers/pdf.js';
import { readCredentialsMail, startTestServer, TEST_DB, type TestServer, type TestVerein } from '../helpers/test-server.js';

type Eingabe = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
/** One call: the input, and the client that sends it (default: the first club's administrator). */
interface Aufruf {
  eingabe?: Eingabe;
  client?: ApiClient;
}

/** Calls an operation by name with any input (the walk also sends input the types forbid). */
const rufe = (name: OperationName, { eingabe, client = s.adminClient }: Aufruf): Promise<unknown> =>
  (client[name] as (e?: Eingabe) => Promise<unknown>)(eingabe);

const HEUTE = new Date().toISOString().slice(0, 10);
const MORGEN = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const pdf = (groesse = 400): Blob => pdfBlob(groesse);
const news = (): News => newsEingabe({ Titel: 'Walk', AnzeigenVon: HEUTE, AnzeigenBis: HEUTE });
const termin = (): TerminEingabe => terminEingabe({ Datum: HEUTE, ZeitBis: '19:00', Titel: 'Walk' });
const dokument = (): Dokument => dokumentEingabe({ DokumentBezeichnung: 'Walk', AnzeigenVon: HEUTE, OriginalDateiName: null });

let s: TestServer;
/** A server without demo mode: the demo-only operations are not there. */
let ohneDemo: TestServer;

/** A fresh club for scenarios that change its contract or lock it out. */
const verein = (): Promise<TestVerein> => s.createVerein();
const setzeVertrag = async (vereinId: number, art: 'Werbung' | 'Jahresabonnement') => {
  await s.db.deleteFrom('vertrag').where('VereinId', '=', vereinId).execute();
  await s.db
    .insertInto('vertrag')
    .values({
      VereinId: vereinId,
      VertragsArt: art,
      VertragsLaufzeitVon: '2020-01-01',
      VertragsLaufzeitBis: art === 'Werbung' ? null : '2099-12-31',
      VertragAnzahlMitglieder: 30,
      ErstelltAm: new Date().toISOString(),
    })
    .execute();
};
const neueNews = async () => (await s.adminClient.createNews({ body: htmlTeile(news(), { quillHtml: '<p>x</p>' }) })).RecordId;
const neuerTermin = async () => (await s.adminClient.createTermin({ body: termin() })).RecordId;
const neuesDokument = async (client = s.adminClient) =>
  (await client.createDokument({ body: dokumentTeile(dokument(), pdf(), 'walk.pdf') })).RecordId;
const gestrigerTermin = async () => (await s.adminClient.createTermin({ body: { ...termin(), Datum: addDays(HEUTE, -1) } })).RecordId;
const neuesMitgliedId = async () => (await s.adminClient.createMitglied({ body: neuesMitglied() })).RecordId;
/** A series body: weekly on the weekday of `datum`, twice (docs/termine.md). */
const serie = (datum = MORGEN): TerminSerieInput => {
  const { TerminId: _id, ...felder } = termin();
  const tag = (['SO', 'MO', 'DI', 'MI', 'DO', 'FR', 'SA'] as const)[new Date(`${datum}T12:00:00Z`).getUTCDay()]!;
  return {
    ...(felder as Omit<TerminSerieInput, 'Wiederholung'>),
    Datum: datum,
    Wiederholung: {
      Art: 'woechentlich',
      Intervall: 1,
      Wochentage: [tag],
      MonatsWoche: null,
      Wochentag: null,
      MonatsTag: null,
      Bis: null,
      Anzahl: 2,
      Ausnahmen: [],
    },
  };
};
const neueSerie = async (client = s.adminClient, datum = MORGEN) => client.createTerminSerie({ body: serie(datum) });

/** A fresh club that bought a subscription: it has an invoice, mailed with its PDF. */
const rechnungsVerein = async (): Promise<TestVerein> => {
  const v = await verein();
  await v.client.abonnementAbschliessen({ body: { AnzahlMitglieder: 10 } });
  return v;
};

/** The member app's club (a large subscription: the walk adds many members) and one of its members. */
let appVerein: TestVerein;
let mitglied: AppMitglied;
const alsMitglied = (eingabe?: Eingabe): Aufruf => ({ ...(eingabe ? { eingabe } : {}), client: mitglied.client });
const appTermin = async (overrides: Partial<Termin> = {}) =>
  (await appVerein.client.createTermin({ body: { ...termin(), Datum: MORGEN, ...overrides } })).RecordId;
const appDokument = async () => (await appVerein.client.createDokument({ body: dokumentTeile(dokument(), pdf(), 'walk.pdf') })).RecordId;
/** A fee invoice of the app's member (its club's account set, or removed afterwards); returns its id. */
const appBeitrag = async (a: { bezahlt?: boolean; ohneKonto?: boolean } = {}) => {
  await beitragsKontoSetzen(s.db, appVerein.vereinId);
  const { id } = await beitragsrechnungAnlegen(s.db, {
    vereinId: appVerein.vereinId,
    mitgliedId: mitglied.id,
    betragCents: 12000,
    faelligAm: MORGEN,
    ...(a.bezahlt ? { bezahltCents: 12000, bezahltAm: HEUTE } : {}),
  });
  if (a.ohneKonto) await beitragsKontoSetzen(s.db, appVerein.vereinId, null);
  return id;
};

/** A browser's push subscription (the walk never pushes to it). */
const pushAbo = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    Endpoint: `https://push.example/${randomBytes(6).toString('hex')}`,
    P256dh: ecdh.getPublicKey().toString('base64url'),
    Auth: randomBytes(16).toString('base64url'),
  };
};
/** The app's member on a device signed in with its token: a push subscription belongs to a device. */
const alsGeraet = async (eingabe?: Eingabe): Promise<Aufruf> => {
  const { Token } = await mitglied.client.appAnmelden({
    body: { GeraetId: `walk-push-${randomBytes(4).toString('hex')}`, Bezeichnung: null },
  });
  return { ...(eingabe ? { eingabe } : {}), client: createApiClient({ baseUrl: s.apiBase, credentials: () => ({ geraeteToken: Token }) }) };
};

/** A member without system access: the scenarios' members do not use up the first club's 30 places. */
const mitgliedOhneZugang = async () => (await s.adminClient.createMitglied({ body: neuesMitglied({ HatSystemZugriff: 0 }) })).RecordId;
const BEITRAGS_KONTO = {
  Iban: 'CH4431999123000889012',
  Kontoinhaber: 'Walk Verein',
  Strasse: 'Weg',
  Hausnummer: '1',
  Postleitzahl: '8000',
  Ort: 'Zürich',
  Land: 'CH',
  Uid: null,
};
/** A fresh club with its account, a fee for 'Aktive' and one such member (with e-mail, or without: printed). */
const beitragsVerein = async (a: { ohneEmail?: boolean } = {}): Promise<TestVerein> => {
  const v = await verein();
  await v.client.createMitglied({
    body: neuesMitglied({ Mitgliedschaftsart: 'Aktive', ...(a.ohneEmail ? { Emailadresse: null, HatSystemZugriff: 0 } : {}) }),
  });
  await v.client.updateBeitragsEinstellungen({
    body: { Konto: BEITRAGS_KONTO, MehrfachRegel: 'hoechster', Tarife: [{ Kategorie: 'Aktive', Betrag: 120 }] },
  });
  return v;
};

/** A fee run of a fresh fee club: its invoice's id and the club (its bank file names the QR-IBAN's ordinary IBAN). */
const beitragsRechnung = async (): Promise<{ v: TestVerein; id: number; referenz: string }> => {
  const v = await beitragsVerein();
  await v.client.beitragslaufStarten({ body: { Bezeichnung: 'Walk 2027', FaelligAm: MORGEN } });
  const [e] = (await v.client.getBeitragsrechnungen({ query: {} })).Eintraege;
  return { v, id: e!.BeitragsrechnungId, referenz: e!.Zahlungsreferenz };
};
const BEITRAGS_DATEI_IBAN = 'CH5800791123000889012';
const beitragsDatei = (zahlungen: Parameters<typeof camt054>[1]) => bankdatei(camt054(BEITRAGS_DATEI_IBAN, zahlungen));
/** A club without an account for fees: no bank file can be read, no reminder sent. */
const ohneBeitragsKonto = async (): Promise<TestVerein> => verein();
/** A fee bank file refused: the club has no fee account (409), the file is too large (413). */
const BEITRAGS_DATEI_FEHLER: Szenario['fehler'] = {
  409: async () => ({
    eingabe: { body: beitragsDatei([{ eintrag: 'W1', betrag: 120, datum: HEUTE }]) },
    client: (await ohneBeitragsKonto()).client,
  }),
  413: async () => ({ eingabe: { body: bankdatei('x'.repeat(BANKDATEI_MAX_BYTES + 1)) }, client: (await beitragsRechnung()).v.client }),
};

interface Szenario {
  /** The call that must succeed (as the signed-in administrator unless it names another client). */
  erfolg: () => Promise<Aufruf>;
  /** Calls for error statuses that do not follow from the operation's shape. */
  fehler?: Partial<Record<FehlerStatus, () => Promise<Aufruf>>>;
}

const ZU_GROSSES_HTML = `<p>${'x'.repeat(5_000_001)}</p>`;
/** Servers started by a scenario, closed at the end. */
const weitereServer: TestServer[] = [];

const SZENARIEN: Record<OperationName, Szenario> = {
  getLaender: { erfolg: async () => ({}) },
  getEinstellungen: { erfolg: async () => ({}) },
  getBotcheckChallenge: { erfolg: async () => ({}) },
  registrieren: {
    erfolg: async () => {
      const RecaptchaResponse = await solveBotcheck(s.client());
      const body = {
        VereinId: 0,
        LandId: 756,
        VereinsName: 'Walkverein',
        Vorname: 'Wanda',
        Nachname: 'Walk',
        Strasse: 'Weg 1',
        Postleitzahl: '3000',
        Ort: 'Bern',
        Emailadresse: `walk.${Date.now()}@example.ch`,
        RecaptchaResponse,
      };
      return { eingabe: { body }, client: s.client() };
    },
    fehler: {
      // The same address registered as often as a day allows.
      429: async () => {
        const Emailadresse = `voll.${Date.now()}@example.ch`;
        const body = async () => ({
          VereinId: 0,
          LandId: 756,
          VereinsName: 'Vollverein',
          Vorname: 'V',
          Nachname: 'Voll',
          Strasse: 'Weg 1',
          Postleitzahl: '3000',
          Ort: 'Bern',
          Emailadresse,
          RecaptchaResponse: await solveBotcheck(s.client()),
        });
        for (let i = 0; i < s.deps.config.registrationMaxPerAddressDay; i++) await s.client().registrieren({ body: await body() });
        return { eingabe: { body: await body() }, client: s.client() };
      },
    },
  },
  passwortSetzen: {
    erfolg: async () => {
      const id = await neuesMitgliedId();
      await s.adminClient.appZugangsDatenSenden({ body: { MitgliedId: id } });
      const mail = (await s.deps.outbox.list()).find((m) => m.text.includes('Link: '))!;
      const { token } = readCredentialsMail(mail.text);
      return { eingabe: { body: { Token: token, Passwort: 'Walk-Passwort-1' } }, client: s.client() };
    },
    fehler: { 404: async () => ({ eingabe: { body: { Token: 'A'.repeat(43), Passwort: 'Walk-Passwort-1' } }, client: s.client() }) },
  },
  getPasswortLink: {
    erfolg: async () => {
      const id = await neuesMitgliedId();
      await s.adminClient.appZugangsDatenSenden({ body: { MitgliedId: id } });
      const mail = (await s.deps.outbox.list()).find((m) => m.text.includes('Link: '))!;
      return { eingabe: { body: { Token: readCredentialsMail(mail.text).token } }, client: s.client() };
    },
    fehler: { 404: async () => ({ eingabe: { body: { Token: 'A'.repeat(43) } }, client: s.client() }) },
  },
  getHealth: {
    erfolg: async () => ({}),
    fehler: {
      // The database is gone: the server stays up and says so.
      503: async () => {
        const kaputt = await startTestServer();
        weitereServer.push(kaputt);
        await kaputt.deps.db.destroy();
        return { client: kaputt.client() };
      },
    },
  },
  getOutbox: { erfolg: async () => ({}) },
  getOutboxAnhang: {
    erfolg: async () => {
      await rechnungsVerein();
      const mail = (await s.deps.outbox.list()).find((m) => m.Anhaenge.length > 0)!;
      return { eingabe: { params: { MailId: mail.MailId, Nr: 1 } }, client: s.client() };
    },
    // A mail without such an attachment (outside the demo the route is not there at all).
    fehler: { 404: async () => ({ eingabe: { params: { MailId: 999_999_999, Nr: 1 } }, client: s.client() }) },
  },
  getRechnungen: { erfolg: async () => ({ client: (await rechnungsVerein()).client }) },
  getRechnungPdf: {
    erfolg: async () => {
      const v = await rechnungsVerein();
      const [rechnung] = await v.client.getRechnungen();
      return { eingabe: { params: { RechnungId: rechnung!.RechnungId } }, client: v.client };
    },
  },
  getBenutzerinfo: {
    erfolg: async () => ({}),
    fehler: {
      429: async () => {
        const v = await verein();
        const falsch = s.client({ ...v.credentials, passwort: 'falsch' });
        for (let i = 0; i < 5; i++) await falsch.getBenutzerinfo().catch(() => undefined);
        return { client: v.client };
      },
    },
  },
  getVereinsUebersicht: { erfolg: async () => ({}) },
  getStartseite: { erfolg: async () => ({}) },
  getVereinsKonto: { erfolg: async () => ({}) },
  getAenderungsprotokoll: { erfolg: async () => ({ eingabe: { query: { Bereich: 'Vereinskonto', Von: '2020-01-01', Limit: 10 } } }) },
  updateVereinsKonto: {
    erfolg: async () => ({
      eingabe: {
        body: {
          VereinsName: 'Walk',
          Vorname: 'A',
          Nachname: 'B',
          Strasse: 'S 1',
          Postleitzahl: '3000',
          Ort: 'Bern',
          LandId: 756,
          Emailadresse: 'walk@example.ch',
        },
      },
    }),
  },
  getVereinsInfo: { erfolg: async () => ({}) },
  saveVereinsInfo: {
    erfolg: async () => ({
      eingabe: { body: htmlTeile({ ExterneHtmlDateiVerwenden: 0, QuillHtmlData: null }, { quillHtml: '<p>Walk</p>' }) },
    }),
    fehler: {
      413: async () => ({
        eingabe: { body: htmlTeile({ ExterneHtmlDateiVerwenden: 0, QuillHtmlData: null }, { quillHtml: ZU_GROSSES_HTML }) },
      }),
    },
  },
  getMitgliederkategorien: { erfolg: async () => ({}) },
  getMitglieder: { erfolg: async () => ({ eingabe: { query: { AuchGeloeschteMitgliederAnzeigen: true } } }) },
  getMitglied: { erfolg: async () => ({ eingabe: { params: { MitgliedId: await neuesMitgliedId() } } }) },
  createMitglied: {
    erfolg: async () => ({ eingabe: { body: neuesMitglied() } }),
    fehler: {
      409: async () => {
        const m = neuesMitglied();
        await s.adminClient.createMitglied({ body: m });
        return { eingabe: { body: { ...m, Nachname: 'Doppelt' } } };
      },
    },
  },
  updateMitglied: {
    erfolg: async () => ({ eingabe: { params: { MitgliedId: await neuesMitgliedId() }, body: { Ort: 'Bern' } } }),
    // One's own member cannot be deleted.
    fehler: { 409: async () => ({ eingabe: { params: { MitgliedId: s.verein.mitgliedId }, body: { Status: 'D' } } }) },
  },
  updateMitgliedStatus: {
    erfolg: async () => ({ eingabe: { params: { MitgliedId: await neuesMitgliedId() }, body: { Status: 'D' } } }),
    fehler: { 409: async () => ({ eingabe: { params: { MitgliedId: s.verein.mitgliedId }, body: { Status: 'D' } } }) },
  },
  importMitglieder: {
    erfolg: async () => ({ eingabe: { body: [neuesMitglied(), neuesMitglied({ HatSystemZugriff: 0, Emailadresse: null })] } }),
  },
  appZugangsDatenSenden: {
    erfolg: async () => ({ eingabe: { body: { MitgliedId: await neuesMitgliedId() } } }),
    fehler: {
      404: async () => ({ eingabe: { body: { MitgliedId: 999_999_999 } } }),
      409: async () => {
        const ohneZugriff = (await s.adminClient.createMitglied({ body: neuesMitglied({ HatSystemZugriff: 0 }) })).RecordId;
        return { eingabe: { body: { MitgliedId: ohneZugriff } } };
      },
    },
  },
  rundmailVorschau: {
    erfolg: async () => ({ eingabe: { query: { Kategorien: 'Aktive' } } }),
    fehler: { 400: async () => ({ eingabe: { query: { Kategorien: 'Gibt es nicht' } } }) },
  },
  rundmailSenden: {
    erfolg: async () => (await neuesMitgliedId(), { eingabe: { body: { Betreff: 'Walk', Text: 'Hallo', Kategorien: 'Aktive' } } }),
    // A category whose only member has no e-mail address.
    fehler: {
      409: async () => {
        const v = await verein();
        await v.client.createMitglied({ body: neuesMitglied({ HatSystemZugriff: 0, Emailadresse: null, Mitgliedschaftsart: 'Passive' }) });
        return { eingabe: { body: { Betreff: 'Walk', Text: 'Hallo', Kategorien: 'Passive' } }, client: v.client };
      },
    },
  },
  getRundmails: {
    erfolg: async () => (await s.adminClient.rundmailSenden({ body: { Betreff: 'Walk', Text: 'Hallo', Kategorien: null } }), {}),
  },
  getNewsListe: { erfolg: async () => (await neueNews(), { eingabe: { query: { AuchVergangeneNewsAnzeigen: true } } }) },
  getNews: { erfolg: async () => ({ eingabe: { params: { NewsId: await neueNews() } } }) },
  createNews: {
    erfolg: async () => ({ eingabe: { body: htmlTeile(news(), { quillHtml: '<p>Walk</p>' }) } }),
    fehler: { 413: async () => ({ eingabe: { body: htmlTeile(news(), { quillHtml: ZU_GROSSES_HTML }) } }) },
  },
  updateNews: {
    erfolg: async () => ({ eingabe: { params: { NewsId: await neueNews() }, body: htmlTeile(news(), { quillHtml: '<p>Neu</p>' }) } }),
    fehler: {
      413: async () => ({ eingabe: { params: { NewsId: await neueNews() }, body: htmlTeile(news(), { quillHtml: ZU_GROSSES_HTML }) } }),
    },
  },
  deleteNews: { erfolg: async () => ({ eingabe: { params: { NewsId: await neueNews() } } }) },
  getTermine: { erfolg: async () => (await neuerTermin(), { eingabe: { query: { AuchVergangeneTermineAnzeigen: true } } }) },
  getTermin: { erfolg: async () => ({ eingabe: { params: { TerminId: await neuerTermin() } } }) },
  createTermin: { erfolg: async () => ({ eingabe: { body: termin() } }) },
  updateTermin: { erfolg: async () => ({ eingabe: { params: { TerminId: await neuerTermin() }, body: { Ort: 'Bern' } } }) },
  deleteTermin: { erfolg: async () => ({ eingabe: { params: { TerminId: await neuerTermin() } } }) },
  createTerminSerie: { erfolg: async () => ({ eingabe: { body: serie() } }) },
  getTerminSerie: { erfolg: async () => ({ eingabe: { params: { SerieId: (await neueSerie()).SerieId } } }) },
  updateTerminFolgende: {
    erfolg: async () => ({ eingabe: { params: { TerminId: (await neueSerie()).RecordId }, body: { ...serie(), Ort: 'Bern' } } }),
    // A single event has no series.
    fehler: { 409: async () => ({ eingabe: { params: { TerminId: await neuerTermin() }, body: serie() } }) },
  },
  absagenTermin: {
    erfolg: async () => ({ eingabe: { params: { TerminId: await neuerTermin() }, body: { Notiz: 'Regen' } } }),
    fehler: {
      409: async () => {
        const TerminId = await neuerTermin();
        await s.adminClient.absagenTermin({ params: { TerminId }, body: { Notiz: null } });
        return { eingabe: { params: { TerminId }, body: { Notiz: null } } };
      },
    },
  },
  ansetzenTermin: {
    erfolg: async () => {
      const TerminId = await neuerTermin();
      await s.adminClient.absagenTermin({ params: { TerminId }, body: { Notiz: null } });
      return { eingabe: { params: { TerminId } } };
    },
    fehler: { 409: async () => ({ eingabe: { params: { TerminId: await neuerTermin() } } }) },
  },
  // Attendance: an event of yesterday has started, so it can be ticked; tomorrow's cannot (409).
  getTerminAnwesenheit: { erfolg: async () => ({ eingabe: { params: { TerminId: await neuerTermin() } } }) },
  setTerminAnwesenheit: {
    erfolg: async () => ({
      eingabe: { params: { TerminId: await gestrigerTermin(), MitgliedId: await neuesMitgliedId() }, body: { Anwesend: 1 } },
    }),
    fehler: {
      409: async () => ({
        eingabe: {
          params: {
            TerminId: (await s.adminClient.createTermin({ body: { ...termin(), Datum: addDays(HEUTE, 1) } })).RecordId,
            MitgliedId: await neuesMitgliedId(),
          },
          body: { Anwesend: 1 },
        },
      }),
    },
  },
  getTerminAnwesenheitCsv: { erfolg: async () => ({ eingabe: { params: { TerminId: await gestrigerTermin() } } }) },
  getMitgliedAnwesenheit: { erfolg: async () => ({ eingabe: { params: { MitgliedId: await neuesMitgliedId() }, query: {} } }) },
  getAnwesenheitSaisonCsv: { erfolg: async () => ({ eingabe: { query: { Saison: 2026 } } }) },
  getTerminAnAbmeldungen: {
    erfolg: async () => {
      const terminId = await neuerTermin();
      // A member's answer, as the member app writes it.
      await s.db
        .insertInto('termin_anabmeldung')
        .values({
          VereinId: s.verein.vereinId,
          TerminId: terminId,
          MitgliedId: await neuesMitgliedId(),
          AnAbmeldeStatus: 3,
          GeaendertAm: new Date().toISOString(),
        })
        .execute();
      return { eingabe: { query: { terminId } } };
    },
    fehler: { 404: async () => ({ eingabe: { query: { terminId: 999_999_999 } } }) },
  },
  getDokumente: { erfolg: async () => (await neuesDokument(), {}) },
  getDokument: { erfolg: async () => ({ eingabe: { params: { DokumentId: await neuesDokument() } } }) },
  createDokument: {
    erfolg: async () => ({ eingabe: { body: dokumentTeile(dokument(), pdf(), 'walk.pdf') } }),
    fehler: {
      403: async () => {
        const v = await verein();
        await setzeVertrag(v.vereinId, 'Werbung');
        return { eingabe: { body: dokumentTeile(dokument(), pdf(), 'walk.pdf') }, client: v.client };
      },
      413: async () => ({ eingabe: { body: dokumentTeile(dokument(), pdf(1_000_001), 'gross.pdf') } }),
    },
  },
  updateDokument: {
    erfolg: async () => ({
      eingabe: { params: { DokumentId: await neuesDokument() }, body: dokumentTeile({ ...dokument(), DokumentBezeichnung: 'Neu' }, null) },
    }),
    fehler: {
      403: async () => {
        const v = await verein();
        const id = await neuesDokument(v.client);
        await setzeVertrag(v.vereinId, 'Werbung');
        return { eingabe: { params: { DokumentId: id }, body: dokumentTeile(dokument(), null) }, client: v.client };
      },
      413: async () => ({
        eingabe: { params: { DokumentId: await neuesDokument() }, body: dokumentTeile(dokument(), pdf(1_000_001), 'gross.pdf') },
      }),
    },
  },
  deleteDokument: { erfolg: async () => ({ eingabe: { params: { DokumentId: await neuesDokument() } } }) },
  getDokumentDatei: {
    erfolg: async () => ({ eingabe: { params: { DokumentId: await neuesDokument() } } }),
    fehler: {
      403: async () => {
        const v = await verein();
        const id = await neuesDokument(v.client);
        await setzeVertrag(v.vereinId, 'Werbung');
        return { eingabe: { params: { DokumentId: id } }, client: v.client };
      },
    },
  },
  getArtikel: { erfolg: async () => ({ eingabe: { params: { ArtikelId: 1 } } }) },
  abonnementAbschliessen: {
    erfolg: async () => ({ eingabe: { body: { AnzahlMitglieder: 10 } }, client: (await verein()).client }),
    // A running subscription is increased or renewed, not bought again.
    fehler: {
      409: async () => {
        const v = await verein();
        await setzeVertrag(v.vereinId, 'Jahresabonnement');
        return { eingabe: { body: { AnzahlMitglieder: 30 } }, client: v.client };
      },
    },
  },
  abonnementAnpassen: {
    erfolg: async () => {
      const v = await verein();
      await setzeVertrag(v.vereinId, 'Jahresabonnement');
      return { eingabe: { body: { AnzahlMitglieder: 35 } }, client: v.client };
    },
    // A trial has no subscription to increase.
    fehler: { 409: async () => ({ eingabe: { body: { AnzahlMitglieder: 35 } }, client: (await verein()).client }) },
  },
  passwortVergessen: {
    erfolg: async () => ({
      eingabe: { body: { VereinId: appVerein.vereinId, Emailadresse: mitglied.credentials.emailadresse, Ziel: 'app' } },
      client: s.client(),
    }),
    fehler: {
      // The same address asked for as often as an hour allows.
      429: async () => {
        const body = { VereinId: appVerein.vereinId, Emailadresse: `unbekannt.${Date.now()}@example.ch`, Ziel: 'portal' as const };
        for (let i = 0; i < 3; i++) await s.client().passwortVergessen({ body });
        return { eingabe: { body }, client: s.client() };
      },
    },
  },
  getAppBenutzer: {
    erfolg: async () => alsMitglied(),
    fehler: {
      429: async () => {
        const m = await appMitglied(s, appVerein.client);
        const falsch = s.client({ ...m.credentials, passwort: 'falsch' });
        for (let i = 0; i < 5; i++) await falsch.getAppBenutzer().catch(() => undefined);
        return { client: m.client };
      },
    },
  },
  getAppNews: {
    erfolg: async () => {
      await appVerein.client.createNews({ body: htmlTeile(news(), { quillHtml: '<p>Walk</p>' }) });
      return alsMitglied();
    },
  },
  getAppTermine: { erfolg: async () => (await appTermin(), alsMitglied()) },
  setAppSerieAnAbmeldung: {
    erfolg: async () => alsMitglied({ params: { SerieId: (await neueSerie(appVerein.client)).SerieId }, body: { AnAbmeldeStatus: 1 } }),
    // A series whose dates have all passed.
    fehler: {
      409: async () =>
        alsMitglied({
          params: { SerieId: (await neueSerie(appVerein.client, addDays(HEUTE, -20))).SerieId },
          body: { AnAbmeldeStatus: 1 },
        }),
    },
  },
  setAppAnAbmeldung: {
    erfolg: async () => alsMitglied({ params: { TerminId: await appTermin() }, body: { AnAbmeldeStatus: 1 } }),
    // An event without sign-up.
    fehler: {
      409: async () => alsMitglied({ params: { TerminId: await appTermin({ MitAnAbmeldung: 0 }) }, body: { AnAbmeldeStatus: 1 } }),
    },
  },
  getAppDokumente: {
    erfolg: async () => (await appDokument(), alsMitglied()),
    fehler: {
      403: async () => {
        const v = await verein();
        await setzeVertrag(v.vereinId, 'Werbung');
        return { client: v.client };
      },
    },
  },
  getAppDokumentDatei: {
    erfolg: async () => alsMitglied({ params: { DokumentId: await appDokument() } }),
    fehler: {
      403: async () => {
        const v = await verein();
        const id = await neuesDokument(v.client);
        await setzeVertrag(v.vereinId, 'Werbung');
        return { eingabe: { params: { DokumentId: id } }, client: v.client };
      },
    },
  },
  getAppVerein: { erfolg: async () => alsMitglied() },
  getAppMitglieder: { erfolg: async () => alsMitglied() },
  getAppProfil: { erfolg: async () => alsMitglied() },
  updateAppProfil: {
    erfolg: async () =>
      alsMitglied({
        body: {
          Strasse: 'Walkweg 2',
          Postleitzahl: '3000',
          Ort: 'Bern',
          Telefonnummer1: '031 000 00 00',
          Telefonnummer2: null,
          KontaktSichtbar: 1,
        },
      }),
  },
  changeAppPasswort: {
    erfolg: async () => {
      const m = await appMitglied(s, appVerein.client);
      return { eingabe: { body: { PasswortAlt: m.credentials.passwort, PasswortNeu: 'Walk-Neues-Passwort-1' } }, client: m.client };
    },
  },
  appAnmelden: {
    erfolg: async () => alsMitglied({ body: { GeraetId: 'walk-anmeldung-1', Bezeichnung: 'Walk' } }),
    fehler: {
      // The password sign-in keeps the authenticator's throttles.
      429: async () => {
        const m = await appMitglied(s, appVerein.client);
        const falsch = s.client({ ...m.credentials, passwort: 'falsch' });
        for (let i = 0; i < 5; i++)
          await falsch.appAnmelden({ body: { GeraetId: 'walk-anmeldung-2', Bezeichnung: null } }).catch(() => undefined);
        return { eingabe: { body: { GeraetId: 'walk-anmeldung-2', Bezeichnung: null } }, client: m.client };
      },
    },
  },
  getAppGeraete: { erfolg: async () => alsMitglied() },
  getPushSchluessel: { erfolg: async () => alsMitglied() },
  savePushAbo: {
    erfolg: async () => alsGeraet({ body: pushAbo() }),
    // Signed in by password: there is no device row to hold it.
    fehler: { 409: async () => alsMitglied({ body: pushAbo() }) },
  },
  deletePushAbo: { erfolg: async () => alsGeraet() },
  getPushEinstellung: { erfolg: async () => alsGeraet() },
  updatePushEinstellung: { erfolg: async () => alsMitglied({ body: { News: 0, Erinnerung: 1 } }) },
  getMeineBeitraege: { erfolg: async () => alsMitglied() },
  getMeinBeitragPdf: {
    erfolg: async () => alsMitglied({ params: { BeitragsrechnungId: await appBeitrag() } }),
    // The club's account was removed after the run.
    fehler: { 409: async () => alsMitglied({ params: { BeitragsrechnungId: await appBeitrag({ ohneKonto: true }) } }) },
  },
  getMeinBeitragQr: {
    erfolg: async () => alsMitglied({ params: { BeitragsrechnungId: await appBeitrag() } }),
    // Paid: nothing left to pay.
    fehler: { 409: async () => alsMitglied({ params: { BeitragsrechnungId: await appBeitrag({ bezahlt: true }) } }) },
  },
  getBeitragsEinstellungen: { erfolg: async () => ({}) },
  updateBeitragsEinstellungen: {
    erfolg: async () => ({ eingabe: { body: { Konto: BEITRAGS_KONTO, MehrfachRegel: 'summe', Tarife: [] } } }),
  },
  getBeitragsAusnahme: { erfolg: async () => ({ eingabe: { params: { MitgliedId: await mitgliedOhneZugang() } } }) },
  setBeitragsAusnahme: {
    erfolg: async () => ({ eingabe: { params: { MitgliedId: await mitgliedOhneZugang() }, body: { Art: 'befreit', Grund: 'Walk' } } }),
  },
  deleteBeitragsAusnahme: { erfolg: async () => ({ eingabe: { params: { MitgliedId: await mitgliedOhneZugang() } } }) },
  beitragslaufVorschau: { erfolg: async () => ({ eingabe: { body: { Bezeichnung: 'Walk 2027', FaelligAm: MORGEN } } }) },
  beitragslaufStarten: {
    erfolg: async () => ({ eingabe: { body: { Bezeichnung: 'Walk 2027', FaelligAm: MORGEN } }, client: (await beitragsVerein()).client }),
    // The same period twice.
    fehler: {
      409: async () => {
        const v = await beitragsVerein();
        await v.client.beitragslaufStarten({ body: { Bezeichnung: 'Walk 2027', FaelligAm: MORGEN } });
        return { eingabe: { body: { Bezeichnung: 'Walk 2027', FaelligAm: MORGEN } }, client: v.client };
      },
    },
  },
  getBeitragslaeufe: { erfolg: async () => ({}) },
  getBeitragslaufDruckPdf: {
    erfolg: async () => {
      const v = await beitragsVerein({ ohneEmail: true });
      const { LaufId } = await v.client.beitragslaufStarten({ body: { Bezeichnung: 'Walk 2027', FaelligAm: MORGEN } });
      return { eingabe: { params: { LaufId } }, client: v.client };
    },
  },
  getBeitragsrechnungen: { erfolg: async () => ({ eingabe: { query: {} }, client: (await beitragsRechnung()).v.client }) },
  getBeitragsrechnungenCsv: {
    erfolg: async () => ({ eingabe: { query: { Status: 'offen' } }, client: (await beitragsRechnung()).v.client }),
  },
  getBeitragsrechnungPdf: {
    erfolg: async () => {
      const { v, id } = await beitragsRechnung();
      return { eingabe: { params: { BeitragsrechnungId: id } }, client: v.client };
    },
    // The club's account was removed after the run.
    fehler: {
      409: async () => {
        const { v, id } = await beitragsRechnung();
        await beitragsKontoSetzen(s.db, v.vereinId, null);
        return { eingabe: { params: { BeitragsrechnungId: id } }, client: v.client };
      },
    },
  },
  beitragsrechnungBarBezahlt: {
    erfolg: async () => {
      const { v, id } = await beitragsRechnung();
      return { eingabe: { params: { BeitragsrechnungId: id }, body: { Datum: HEUTE, Betrag: 20 } }, client: v.client };
    },
    // Cancelled.
    fehler: {
      409: async () => {
        const { v, id } = await beitragsRechnung();
        await v.client.beitragsrechnungStornieren({ params: { BeitragsrechnungId: id }, body: { Grund: 'Walk' } });
        return { eingabe: { params: { BeitragsrechnungId: id }, body: { Datum: HEUTE, Betrag: 20 } }, client: v.client };
      },
    },
  },
  beitragsrechnungStornieren: {
    erfolg: async () => {
      const { v, id } = await beitragsRechnung();
      return { eingabe: { params: { BeitragsrechnungId: id }, body: { Grund: 'Walk' } }, client: v.client };
    },
    // Cancelled already.
    fehler: {
      409: async () => {
        const { v, id } = await beitragsRechnung();
        await v.client.beitragsrechnungStornieren({ params: { BeitragsrechnungId: id }, body: { Grund: 'Walk' } });
        return { eingabe: { params: { BeitragsrechnungId: id }, body: { Grund: 'Walk' } }, client: v.client };
      },
    },
  },
  beitragsZahlungenVorschau: {
    erfolg: async () => {
      const { v, referenz } = await beitragsRechnung();
      return { eingabe: { body: beitragsDatei([{ eintrag: 'W1', betrag: 120, datum: HEUTE, referenz }]) }, client: v.client };
    },
    fehler: BEITRAGS_DATEI_FEHLER,
  },
  beitragsZahlungenBuchen: {
    erfolg: async () => {
      const { v, referenz } = await beitragsRechnung();
      return {
        eingabe: {
          body: beitragsDatei([
            { eintrag: 'W1', betrag: 50, datum: HEUTE, referenz },
            { eintrag: 'W2', betrag: 70, datum: HEUTE },
          ]),
        },
        client: v.client,
      };
    },
    fehler: BEITRAGS_DATEI_FEHLER,
  },
  getNichtZugeordneteZahlungen: {
    erfolg: async () => {
      const { v } = await beitragsRechnung();
      await v.client.beitragsZahlungenBuchen({ body: beitragsDatei([{ eintrag: 'W9', betrag: 120, datum: HEUTE, zahler: 'Walk' }]) });
      return { client: v.client };
    },
  },
  beitragsZahlungZuordnen: {
    erfolg: async () => {
      const { v, id } = await beitragsRechnung();
      await v.client.beitragsZahlungenBuchen({ body: beitragsDatei([{ eintrag: 'W9', betrag: 120, datum: HEUTE }]) });
      const [z] = await v.client.getNichtZugeordneteZahlungen();
      return { eingabe: { params: { ZahlungId: z!.ZahlungId }, body: { BeitragsrechnungId: id } }, client: v.client };
    },
    // To a cancelled invoice.
    fehler: {
      409: async () => {
        const { v, id } = await beitragsRechnung();
        await v.client.beitragsZahlungenBuchen({ body: beitragsDatei([{ eintrag: 'W9', betrag: 120, datum: HEUTE }]) });
        await v.client.beitragsrechnungStornieren({ params: { BeitragsrechnungId: id }, body: { Grund: 'Walk' } });
        const [z] = await v.client.getNichtZugeordneteZahlungen();
        return { eingabe: { params: { ZahlungId: z!.ZahlungId }, body: { BeitragsrechnungId: id } }, client: v.client };
      },
    },
  },
  beitragsMahnungenVorschau: {
    erfolg: async () => {
      const { v, id } = await beitragsRechnung();
      return { eingabe: { body: { Ids: [id] } }, client: v.client };
    },
  },
  beitragsMahnungenSenden: {
    erfolg: async () => {
      const { v, id } = await beitragsRechnung();
      return { eingabe: { body: { Ids: [id] } }, client: v.client };
    },
    // The club's account was removed after the run.
    fehler: {
      409: async () => {
        const { v, id } = await beitragsRechnung();
        await beitragsKontoSetzen(s.db, v.vereinId, null);
        return { eingabe: { body: { Ids: [id] } }, client: v.client };
      },
    },
  },
  registerAppGeraet: { erfolg: async () => alsMitglied({ body: { GeraetId: 'walk-geraet-1', Bezeichnung: 'Walk' } }) },
  deleteAppGeraet: {
    erfolg: async () => {
      const GeraetId = `walk-${Date.now()}`;
      await mitglied.client.registerAppGeraet({ body: { GeraetId, Bezeichnung: null } });
      return alsMitglied({ params: { GeraetId } });
    },
    // An installation this member never registered.
    fehler: { 404: async () => alsMitglied({ params: { GeraetId: 'nie-registriert' } }) },
  },
  abonnementErneuern: {
    erfolg: async () => {
      const v = await verein();
      await setzeVertrag(v.vereinId, 'Jahresabonnement');
      return { eingabe: { body: { AnzahlMitglieder: 30 } }, client: v.client };
    },
    fehler: { 409: async () => ({ eingabe: { body: { AnzahlMitglieder: 30 } }, client: (await verein()).client }) },
  },
  getKalenderAbo: { erfolg: async () => ({}) },
  kalenderAboErneuern: { erfolg: async () => ({}) },
  getAppKalender: { erfolg: async () => alsMitglied() },
  changeAppKalender: { erfolg: async () => alsMitglied() },
  getKalenderFeed: {
    erfolg: async () => {
      const { URL } = await s.adminClient.getKalenderAbo();
      return { eingabe: { params: { Geheimnis: /kalender\/([^/]+)\.ics$/.exec(URL ?? '')?.[1] } }, client: s.client() };
    },
    // A well-formed secret that no club has (or that was renewed).
    fehler: { 404: async () => ({ eingabe: { params: { Geheimnis: 'A'.repeat(43) } }, client: s.client() }) },
  },
  getMitgliedDatenauskunft: { erfolg: async () => ({ eingabe: { params: { MitgliedId: s.verein.mitgliedId } } }) },
  getMitgliedDatenauskunftHtml: { erfolg: async () => ({ eingabe: { params: { MitgliedId: s.verein.mitgliedId } } }) },
  mitgliedEndgueltigLoeschen: {
    erfolg: async () => {
      const MitgliedId = await neuesMitgliedId();
      await s.adminClient.updateMitgliedStatus({ params: { MitgliedId }, body: { Status: 'D' } });
      return { eingabe: { params: { MitgliedId } } };
    },
    // An active member is deleted first (Status D).
    fehler: { 409: async () => ({ eingabe: { params: { MitgliedId: await neuesMitgliedId() } } }) },
  },
  getVereinsdaten: { erfolg: async () => ({}) },
  vereinSchliessen: {
    erfolg: async () => {
      const v = await verein();
      return { eingabe: { body: { Vereinsnummer: v.vereinId } }, client: v.client };
    },
  },
};

const schluessel = (schema: unknown): string[] => Object.keys((schema as { entries?: object } | undefined)?.entries ?? {});

/**
 * The error statuses that follow from an operation's shape, produced from its success call:
 * 401 without sign-in, 404 with ids that do not exist, 400 with a malformed id, body or filter.
 */
function allgemeinerFehler(name: OperationName, o: Operation, status: FehlerStatus): (() => Promise<Aufruf>) | undefined {
  const ids = (wert: unknown) => Object.fromEntries(schluessel(o.params).map((k) => [k, wert]));
  if (status === 401 && o.zugang !== 'offen') return async () => ({ ...(await SZENARIEN[name].erfolg()), client: s.client() });
  if (status === 404 && o.nurDemo) return async () => ({ client: ohneDemo.client() });
  // The success call's client (e.g. a member) sends the broken input too.
  if (status === 404 && o.params)
    return async () => {
      const erfolg = await SZENARIEN[name].erfolg();
      return { ...erfolg, eingabe: { ...erfolg.eingabe, params: ids(999_999_999) } };
    };
  if (status !== 400) return undefined;
  if (o.params)
    return async () => {
      const erfolg = await SZENARIEN[name].erfolg();
      return { ...erfolg, eingabe: { ...erfolg.eingabe, params: ids('abc') } };
    };
  if (o.body)
    return async () => ({ ...(await SZENARIEN[name].erfolg()), eingabe: { body: { jsondata: { NichtErlaubt: 1 }, NichtErlaubt: 1 } } });
  const feld = schluessel(o.query)[0];
  if (feld) return async () => ({ eingabe: { query: { [feld]: 'vielleicht' } } });
  return undefined;
}

describe(`the contract, walked against the real server (${TEST_DB})`, () => {
  beforeAll(async () => {
    s = await startTestServer();
    ohneDemo = await startTestServer({ env: { DEMO: '0' } });
    // The walk creates far more than 30 members with system access in the first club (scenarios of every area).
    await s.db.updateTable('vertrag').set({ VertragAnzahlMitglieder: 1000 }).where('VereinId', '=', s.verein.vereinId).execute();
    appVerein = await s.createVerein();
    await s.db.deleteFrom('vertrag').where('VereinId', '=', appVerein.vereinId).execute();
    await s.db
      .insertInto('vertrag')
      .values({
        VereinId: appVerein.vereinId,
        VertragsArt: 'Jahresabonnement',
        VertragsLaufzeitVon: '2020-01-01',
        VertragsLaufzeitBis: '2099-12-31',
        VertragAnzahlMitglieder: 1000,
        ErstelltAm: new Date().toISOString(),
      })
      .execute();
    mitglied = await appMitglied(s, appVerein.client);
  });
  afterAll(async () => {
    await s?.close();
    await ohneDemo?.close();
    // A server whose database was destroyed on purpose: close what is left.
    for (const w of weitereServer) await w.close().catch(() => undefined);
  });

  it('has a walk for every operation and every error status it documents', () => {
    for (const [name, o] of operationenListe()) {
      const szenario = SZENARIEN[name];
      expect(szenario, name).toBeDefined();
      for (const status of fehlerStatus(o)) {
        expect(szenario.fehler?.[status] ?? allgemeinerFehler(name, o, status), `${name} ${status}`).toBeDefined();
      }
    }
  });

  describe.each(operationenListe().map(([name]) => name))('%s', (name) => {
    const o: Operation = OPERATIONEN[name];

    it('answers success with the declared schema', async () => {
      const antwort = await rufe(name, await SZENARIEN[name].erfolg());
      if (istDateiAntwort(o.antwort)) {
        expect(antwort).toBeInstanceOf(Blob);
        expect((antwort as Blob).type.replace(/\s/g, '')).toBe(dateiContentType(o.antwort).replace(/\s/g, ''));
      } else {
        const result = v.safeParse(o.antwort, antwort);
        expect(
          result.issues?.map((i) => `${i.path?.map((p) => String(p.key)).join('.') ?? ''}: ${i.message}`) ?? [],
          JSON.stringify(antwort)?.slice(0, 300),
        ).toEqual([]);
      }
    });

    it.each(fehlerStatus(o).map((status) => [status]))('answers %i with a German error body', async (status) => {
      const erzeuge = SZENARIEN[name].fehler?.[status] ?? allgemeinerFehler(name, o, status);
      const fehler = await rufe(name, await erzeuge!()).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isApiError(fehler), `${name} should fail with ${status}`).toBe(true);
      if (!isApiError(fehler)) return;
      expect(fehler.status).toBe(status);
      expect(v.is(fehlerAntwort, fehler.body), JSON.stringify(fehler.body)).toBe(true);
      // German: a sentence, or field messages, never an English framework text.
      expect(JSON.stringify(fehler.body)).toMatch(
        /\b(der|die|das|ein|eine|kein|keine|nicht|ist|hat|Sie|Ihr|darf|muss|wurde|zu|mit|für)\b/i,
      );
      expect(JSON.stringify(fehler.body)).not.toMatch(/\b(the|is|must|not found|error|invalid)\b/i);
    });
  });
});
