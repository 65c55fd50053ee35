// Every operation of the contract, called through the generated client: the recording server must
// receive what the contract declares (method, path, query, sign-in headers, body) and the hooks must
// see the operation's spinner flag. The expectations come from the contract itself; this file only
// holds one sample input per operation.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validate } from '@vereinsportal/domain';
import {
  dateiContentType,
  istDateiAntwort,
  istMultipart,
  OPERATIONEN,
  operationenListe,
  pfadParameter,
  type DateiEingabe,
  type Operation,
} from '@vereinsportal/contract';
import {
  createApiClient,
  dokumentTeile,
  fehlerTitel,
  htmlTeile,
  isApiError,
  SERVER_BASE_PATH,
  type ApiClient,
  type ApiCredentials,
  type CallOptions,
  type OperationName,
  type RequestMeta,
} from '../src/index.js';
import { dokument, mitglied, news, pdfBytes, registrierung, termin, terminSerie, vereinsKonto } from './helpers/fixtures.js';
import { startRecordingServer, type RecordingServer } from './helpers/recording-server.js';

/** The one argument each client method takes. */
type Eingabe<K extends OperationName> = Parameters<ApiClient[K]>[0];

/** The sample input of every operation; a new operation without a sample is a type error here. */
const BEISPIELE: { readonly [K in OperationName]: Eingabe<K> } = {
  getLaender: undefined,
  getEinstellungen: undefined,
  getBotcheckChallenge: undefined,
  registrieren: { body: registrierung },
  passwortSetzen: { body: { Token: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJK_-0123', Passwort: 'Mein Pässwort 1' } },
  getHealth: undefined,
  getOutbox: undefined,
  getOutboxAnhang: { params: { MailId: 3, Nr: 1 } },
  getBenutzerinfo: undefined,
  getVereinsUebersicht: undefined,
  getStartseite: undefined,
  getVereinsKonto: undefined,
  updateVereinsKonto: { body: vereinsKonto },
  getVereinsInfo: undefined,
  saveVereinsInfo: {
    body: htmlTeile({ ExterneHtmlDateiVerwenden: 0 as const, QuillHtmlData: '<p>alt</p>' }, { quillHtml: '<h1>Grüezi</h1>' }),
  },
  getMitgliederkategorien: undefined,
  getMitglieder: { query: { AuchGeloeschteMitgliederAnzeigen: true } },
  getMitglied: { params: { MitgliedId: 3 } },
  createMitglied: { body: mitglied },
  updateMitglied: { params: { MitgliedId: 3 }, body: { Ort: 'Bern' } },
  updateMitgliedStatus: { params: { MitgliedId: '3' }, body: { Status: 'D' } },
  importMitglieder: { body: [mitglied, { ...mitglied, Vorname: 'Beat', Emailadresse: 'beat@example.ch' }] },
  appZugangsDatenSenden: { body: { ...mitglied, MitgliedId: 3 } },
  getNewsListe: { query: { AuchVergangeneNewsAnzeigen: false } },
  rundmailVorschau: { query: { Kategorien: 'Aktive,Vorstand' } },
  rundmailSenden: { body: { Betreff: 'Einladung GV', Text: 'Liebe Mitglieder\n\nBis bald', Kategorien: null } },
  getRundmails: undefined,
  getNews: { params: { NewsId: 4 } },
  createNews: { body: htmlTeile(news, { quillHtml: '<p>Hallo</p>' }) },
  updateNews: {
    params: { NewsId: 4 },
    body: htmlTeile(
      { ...news, NewsId: 4, ExterneHtmlDateiVerwenden: 1 as const },
      { externeHtmlDatei: new Blob(['<p>extern</p>'], { type: 'text/html' }), dateiName: 'news.htm' },
    ),
  },
  deleteNews: { params: { NewsId: 4 } },
  // An empty filter value is not sent at all.
  getTermine: { query: { AuchVergangeneTermineAnzeigen: '' } },
  getTermin: { params: { TerminId: 5 } },
  createTermin: { body: termin },
  updateTermin: { params: { TerminId: 5 }, body: { Titel: 'Hauptprobe' } },
  deleteTermin: { params: { TerminId: 5 } },
  createTerminSerie: { body: terminSerie },
  getTerminSerie: { params: { SerieId: 7 } },
  updateTerminFolgende: { params: { TerminId: 5 }, body: terminSerie },
  absagenTermin: { params: { TerminId: 5 }, body: { Notiz: 'Halle gesperrt' } },
  ansetzenTermin: { params: { TerminId: 5 } },
  getTerminAnAbmeldungen: { query: { terminId: 5 } },
  getTerminAnwesenheit: { params: { TerminId: 5 } },
  setTerminAnwesenheit: { params: { TerminId: 5, MitgliedId: 3 }, body: { Anwesend: 1 } },
  getTerminAnwesenheitCsv: { params: { TerminId: 5 } },
  getMitgliedAnwesenheit: { params: { MitgliedId: 3 }, query: { Saison: 2026 } },
  getAnwesenheitSaisonCsv: { query: { Saison: 2026 } },
  getAenderungsprotokoll: { query: { Bereich: 'News', Von: '2026-01-01', Bis: '', Limit: 50 } },
  getDokumente: undefined,
  getDokument: { params: { DokumentId: 7 } },
  createDokument: { body: dokumentTeile(dokument, new File([pdfBytes], 'Statuten 2025.pdf', { type: 'application/pdf' })) },
  updateDokument: { params: { DokumentId: 7 }, body: dokumentTeile({ ...dokument, DokumentId: 7 }, null) },
  deleteDokument: { params: { DokumentId: 7 } },
  getDokumentDatei: { params: { DokumentId: 7 } },
  getArtikel: { params: { ArtikelId: 1 } },
  abonnementAbschliessen: { body: { AnzahlMitglieder: 10 } },
  abonnementAnpassen: { body: { AnzahlMitglieder: 15 } },
  abonnementErneuern: { body: { AnzahlMitglieder: 20 } },
  passwortVergessen: { body: { VereinId: 1001, Emailadresse: 'anna@example.ch', Ziel: 'app' } },
  getAppBenutzer: undefined,
  getAppNews: undefined,
  getAppTermine: undefined,
  setAppAnAbmeldung: { params: { TerminId: 5 }, body: { AnAbmeldeStatus: 3 } },
  setAppSerieAnAbmeldung: { params: { SerieId: 7 }, body: { AnAbmeldeStatus: 1 } },
  getAppDokumente: undefined,
  getAppDokumentDatei: { params: { DokumentId: 7 } },
  getAppVerein: undefined,
  getAppMitglieder: undefined,
  getAppProfil: undefined,
  updateAppProfil: {
    body: {
      Strasse: 'Seeweg 3',
      Postleitzahl: '3000',
      Ort: 'Bern',
      Telefonnummer1: '031 123 45 67',
      Telefonnummer2: null,
      KontaktSichtbar: 1,
    },
  },
  changeAppPasswort: { body: { PasswortAlt: 'Altes Pässwort 1', PasswortNeu: 'Neues Pässwort 2' } },
  appAnmelden: { body: { GeraetId: 'a1b2c3d4-e5f6', Bezeichnung: 'Chrome auf Android' } },
  getPasswortLink: { body: { Token: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJK_-0123' } },
  getAppGeraete: undefined,
  registerAppGeraet: { body: { GeraetId: 'a1b2c3d4-e5f6', Bezeichnung: 'Annas Telefon' } },
  // A text id in the path, percent-encoded like every other.
  deleteAppGeraet: { params: { GeraetId: 'a1b2c3d4-e5f6' } },
  getKalenderAbo: undefined,
  kalenderAboErneuern: undefined,
  getAppKalender: undefined,
  changeAppKalender: undefined,
  // The feed: open, the secret in the path before '.ics'.
  getKalenderFeed: { params: { Geheimnis: 'Abc_def-0123456789abcdefghijklmnopqrstuvwxy' } },
  getMitgliedDatenauskunft: { params: { MitgliedId: 7 } },
  getMitgliedDatenauskunftHtml: { params: { MitgliedId: 7 } },
  mitgliedEndgueltigLoeschen: { params: { MitgliedId: 7 } },
  getVereinsdaten: undefined,
  vereinSchliessen: { body: { Vereinsnummer: 1001 } },
  getRechnungen: undefined,
  getRechnungPdf: { params: { RechnungId: 7 } },
  getMeineBeitraege: undefined,
  getMeinBeitragPdf: { params: { BeitragsrechnungId: 12 } },
  getMeinBeitragQr: { params: { BeitragsrechnungId: 12 } },
  getPushSchluessel: undefined,
  savePushAbo: {
    body: {
      Endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
      P256dh: 'BD7xmRDamhzmEqmEg0k73qUSEZob7Si57ELWItTv-Fy6yg9KRvT3RCIonDKgaZy194ncyq46uU6yzEE3sykI7kU',
      Auth: '-_dCICWRzxKzDYsrLSUgXw',
    },
  },
  deletePushAbo: undefined,
  getPushEinstellung: undefined,
  updatePushEinstellung: { body: { News: 0 } },
  getBeitragsEinstellungen: undefined,
  updateBeitragsEinstellungen: {
    body: {
      Konto: {
        Iban: 'CH44 3199 9123 0008 8901 2',
        Kontoinhaber: 'Turnverein Musterdorf',
        Strasse: 'Vereinsweg',
        Hausnummer: '7',
        Postleitzahl: '8000',
        Ort: 'Zürich',
        Land: 'CH',
        Uid: null,
      },
      MehrfachRegel: 'summe',
      // Null and 0 both mean 'no fee'.
      Tarife: [
        { Kategorie: 'Aktive', Betrag: 120 },
        { Kategorie: 'Junioren', Betrag: 59.95 },
        { Kategorie: 'Ehrenmitglieder', Betrag: null },
      ],
    },
  },
  getBeitragsAusnahme: { params: { MitgliedId: 3 } },
  setBeitragsAusnahme: { params: { MitgliedId: 3 }, body: { Art: 'betrag', Betrag: 60, Grund: 'Lernende' } },
  deleteBeitragsAusnahme: { params: { MitgliedId: 3 } },
  beitragslaufVorschau: { body: { Bezeichnung: 'Mitgliederbeitrag 2027', FaelligAm: '2027-03-31' } },
  beitragslaufStarten: { body: { Bezeichnung: 'Mitgliederbeitrag 2027', FaelligAm: '2027-03-31' } },
  getBeitragslaeufe: undefined,
  getBeitragslaufDruckPdf: { params: { LaufId: 2 } },
  getBeitragsrechnungen: { query: { Status: 'überfällig', MitgliedId: '3' } },
  getBeitragsrechnungenCsv: { query: { LaufId: '2' } },
  getBeitragsrechnungPdf: { params: { BeitragsrechnungId: 12 } },
  beitragsrechnungBarBezahlt: { params: { BeitragsrechnungId: 12 }, body: { Datum: '2027-03-01', Betrag: 60.5 } },
  beitragsrechnungStornieren: { params: { BeitragsrechnungId: 12 }, body: { Grund: 'Ausgetreten' } },
  beitragsZahlungenVorschau: {
    body: { jsondata: {}, dateien: { datei: new File(['<Document/>'], 'camt054.xml', { type: 'application/xml' }) } },
  },
  beitragsZahlungenBuchen: {
    body: { jsondata: {}, dateien: { datei: new File(['<Document/>'], 'camt053.xml', { type: 'application/xml' }) } },
  },
  getNichtZugeordneteZahlungen: undefined,
  beitragsZahlungZuordnen: { params: { ZahlungId: 4 }, body: { BeitragsrechnungId: 12 } },
  beitragsMahnungenVorschau: { body: { Ids: [12, 13] } },
  beitragsMahnungenSenden: { body: { Ids: [12] } },
};

/** A sample as the generic checks below read it. */
interface Beispiel {
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
}

interface MultipartBeispiel {
  jsondata: unknown;
  dateien?: Readonly<Record<string, DateiEingabe | undefined>>;
}

function beispiel(name: OperationName): Beispiel {
  return (BEISPIELE[name] ?? {}) as Beispiel;
}

type Aufruf = (eingabe: unknown, optionen?: CallOptions) => Promise<unknown>;

/** Calls the client method of an operation with any input (the typed calls are the table above). */
function aufrufen(client: ApiClient, name: OperationName, eingabe: unknown): Promise<unknown> {
  return (client[name] as unknown as Aufruf)(eingabe);
}

/** The file parts a multipart sample sends: part name, expected file name, content. */
function dateiTeile(body: MultipartBeispiel): { teil: string; dateiName: string; inhalt: Blob }[] {
  const teile: { teil: string; dateiName: string; inhalt: Blob }[] = [];
  for (const [teil, datei] of Object.entries(body.dateien ?? {})) {
    if (datei === undefined) continue;
    if (datei instanceof File) teile.push({ teil, dateiName: datei.name, inhalt: datei });
    else if (datei instanceof Blob) teile.push({ teil, dateiName: teil, inhalt: datei });
    else teile.push({ teil, dateiName: datei.name, inhalt: datei.datei });
  }
  return teile;
}

/** The contract's path with the sample's params filled in, each percent-encoded. */
function erwarteterPfad(o: Operation, params: Beispiel['params']): string {
  return o.pfad.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const wert = params?.[name];
    if (wert === undefined) throw new Error(`sample lacks ${name}`);
    return encodeURIComponent(String(wert));
  });
}

// Sign-in values never travel in the URL.
const NICHT_IN_DER_URL = new Set(['vereinid', 'userid', 'emailadresse', 'passwort']);

/** The query string by the client's rules: empty values skipped, booleans as text; only on GET. */
function erwarteteQuery(o: Operation, query: Beispiel['query']): string {
  if (o.methode !== 'GET') return '';
  const search = new URLSearchParams();
  for (const [name, wert] of Object.entries(query ?? {})) {
    if (wert === undefined || wert === null || wert === '' || NICHT_IN_DER_URL.has(name.toLowerCase())) continue;
    search.append(name, String(wert as string | number | boolean));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

function text(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string') throw new Error('not a text field');
  return value;
}

async function bytes(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

const credentials: ApiCredentials = { vereinId: 1000, emailadresse: 'jürg.näf@vereinsportal.ch', passwort: 'Pässwört&1 ?' };
const ALLE = operationenListe().map(([name, o]) => ({ name, methode: o.methode, pfad: o.pfad, o }));

let server: RecordingServer;
let client: ApiClient;
const started: RequestMeta[] = [];
const ended: RequestMeta[] = [];

beforeAll(async () => {
  server = await startRecordingServer();
  client = createApiClient({
    baseUrl: server.baseUrl,
    credentials: () => credentials,
    onRequestStart: (meta) => started.push(meta),
    onRequestEnd: (meta) => ended.push(meta),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  started.length = 0;
  ended.length = 0;
});

describe('the sample table', () => {
  it('has exactly one sample per operation, and the client exactly one method per operation', () => {
    const namen = operationenListe()
      .map(([name]) => name)
      .sort();
    expect(Object.keys(BEISPIELE).sort()).toEqual(namen);
    expect(Object.keys(createApiClient({ baseUrl: '' })).sort()).toEqual(namen);
  });

  it('exercises every declared file part, a multipart save without a file, and a call without spinner', () => {
    const gesendet = new Set<string>();
    let ohneDatei = false;
    for (const [name, o] of operationenListe()) {
      if (!istMultipart(o.body)) continue;
      const teile = dateiTeile(beispiel(name).body as MultipartBeispiel).map((t) => t.teil);
      if (teile.length === 0) ohneDatei = true;
      for (const teil of teile) gesendet.add(teil);
    }
    const deklariert = operationenListe().flatMap(([, o]) => (istMultipart(o.body) ? Object.keys(o.body.dateien) : []));
    expect([...gesendet].sort()).toEqual([...new Set(deklariert)].sort());
    expect(ohneDatei).toBe(true);
    expect(operationenListe().some(([, o]) => o.spinner === false)).toBe(true);
  });

  it.each(ALLE)('$name: the sample is valid input by the contract', ({ name, o }) => {
    const b = beispiel(name);
    expect(Object.keys(b.params ?? {}).sort()).toEqual(pfadParameter(o.pfad).sort());
    if (o.params) expect(validate(o.params, b.params)).toMatchObject({ success: true });
    if (o.query) expect(validate(o.query, b.query ?? {})).toMatchObject({ success: true });
    else expect(b.query).toBeUndefined();
    if (istMultipart(o.body)) {
      const body = b.body as MultipartBeispiel;
      expect(validate(o.body.jsondata, body.jsondata)).toMatchObject({ success: true });
      for (const { teil } of dateiTeile(body)) expect(Object.keys(o.body.dateien)).toContain(teil);
    } else if (o.body) {
      expect(validate(o.body, b.body)).toMatchObject({ success: true });
    } else {
      expect(b.body).toBeUndefined();
    }
  });
});

describe('every operation', () => {
  it.each(ALLE)('$name: $methode $pfad', async ({ name, o }) => {
    const b = beispiel(name);
    const datei = istDateiAntwort(o.antwort);
    server.respond(() =>
      datei ? { raw: pdfBytes, headers: { 'content-type': dateiContentType(o.antwort) } } : { body: { Antwort: name } },
    );

    const ergebnis = await aufrufen(client, name, BEISPIELE[name]);
    const request = server.last();
    const pfad = erwarteterPfad(o, b.params);

    // Method, path and query.
    expect(request.method).toBe(o.methode);
    expect(request.url).toBe(`${SERVER_BASE_PATH}${pfad}${erwarteteQuery(o, b.query)}`);

    // Sign-in headers exactly for the signed-in operations (administrators' and members'), percent-encoded.
    const auth = [request.headers['vereinid'], request.headers['emailadresse'], request.headers['passwort']];
    if (o.zugang !== 'offen') {
      expect(auth).toEqual(['1000', encodeURIComponent(credentials.emailadresse), encodeURIComponent(credentials.passwort)]);
    } else {
      expect(auth).toEqual([undefined, undefined, undefined]);
    }

    // Body: JSON, multipart with jsondata and the named file parts, or none.
    const contentType = request.headers['content-type'];
    if (istMultipart(o.body)) {
      expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
      const body = b.body as MultipartBeispiel;
      const form = await server.lastForm();
      const teile = dateiTeile(body);
      expect([...form.keys()].sort()).toEqual(['jsondata', ...teile.map((t) => t.teil)].sort());
      expect(JSON.parse(text(form.get('jsondata'))) as unknown).toEqual(JSON.parse(JSON.stringify(body.jsondata)) as unknown);
      for (const teil of teile) {
        const empfangen = form.get(teil.teil);
        if (!(empfangen instanceof File)) throw new Error(`${teil.teil} is not a file`);
        expect(empfangen.name).toBe(teil.dateiName);
        expect(await bytes(empfangen)).toEqual(await bytes(teil.inhalt));
      }
    } else if (o.body) {
      expect(contentType).toBe('application/json');
      expect(JSON.parse(request.body.toString('utf8')) as unknown).toEqual(b.body);
    } else {
      expect(contentType).toBeUndefined();
      expect(request.body.length).toBe(0);
    }

    // The hooks: once before, once after, spinner false exactly where the contract says so.
    const meta: RequestMeta = { call: name, method: o.methode, path: pfad, spinner: o.spinner !== false };
    expect(started).toEqual([meta]);
    expect(ended).toEqual([meta]);

    // The answer: the parsed JSON, or the file as a Blob.
    if (datei) {
      if (!(ergebnis instanceof Blob)) throw new Error('a file answer must be a Blob');
      expect(ergebnis.type.replace(/\s/g, '')).toBe(dateiContentType(o.antwort).replace(/\s/g, ''));
      expect(await bytes(ergebnis)).toEqual(pdfBytes);
    } else {
      expect(ergebnis).toEqual({ Antwort: name });
    }
  });

  it.each(ALLE.filter(({ o }) => o.params))('$name: odd ids are percent-encoded and stay in their path segment', async ({ name, o }) => {
    const b = beispiel(name);
    const params = Object.fromEntries(pfadParameter(o.pfad).map((p) => [p, 'a/b?c#d %ü&']));
    server.respond(() => ({ body: {} }));
    await aufrufen(client, name, { ...b, params });
    const url = server.last().url;
    expect(url.split('?')[0]).toBe(`${SERVER_BASE_PATH}${o.pfad.replace(/:[A-Za-z]+/g, 'a%2Fb%3Fc%23d%20%25%C3%BC%26')}`);
    expect(ended.map((m) => m.path)).toEqual([url.slice(SERVER_BASE_PATH.length).split('?')[0]]);
  });

  it.each(ALLE)('$name: a failure is an ApiError of the operation with its toast title', async ({ name, o }) => {
    server.respond(() => ({ status: 500, body: 'Kaputt.' }));
    const error: unknown = await aufrufen(client, name, BEISPIELE[name]).then(
      () => new Error('expected a failure'),
      (e: unknown) => e,
    );
    if (!isApiError(error)) throw new Error(`not an ApiError: ${String(error)}`);
    expect(error.status).toBe(500);
    expect(error.message).toBe('Kaputt.');
    expect(error.call).toBe(name);
    expect(error.method).toBe(o.methode);
    expect(error.path).toBe(erwarteterPfad(o, beispiel(name).params));
    expect(fehlerTitel(error)).toBe(OPERATIONEN[name].fehlerTitel);
  });
});
