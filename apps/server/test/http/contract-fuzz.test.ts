/**
 * Every operation of the contract, sent hostile input: wrong types, unknown and built-in property
 * names, control characters, huge and negative numbers, huge strings, broken JSON and multipart,
 * wrong content types, odd ids and filters. Each answer must be a 4xx with a German body (never a
 * 5xx), and the database must be exactly as before. The inputs are generated from the contract, so
 * a new operation is fuzzed without writing anything here.
 */
import {
  istMultipart,
  OPERATIONEN,
  operationenListe,
  pfadFuellen,
  pfadParameter,
  SERVER_BASE_PATH,
  fehlerAntwort,
  type Operation,
  type OperationName,
} from '@vereinsportal/contract';
import { sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IBAN } from '../helpers/beitraege.js';
import { bankdatei, camt054 } from '../helpers/camt.js';
import { anmeldeKopf, neuesMitglied } from '../helpers/fixtures.js';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/test-server.js';

interface Anfrage {
  was: string;
  pfad: string;
  query?: string;
  headers?: Record<string, string>;
  body?: string | FormData;
}

/**
 * The tables not compared: the sign-in limits (the hostile sign-in headers are failed sign-ins, which they
 * rightly count) and the migrations' own bookkeeping. Every other table is read from the database itself, so
 * a new feature's tables are watched without a change here.
 */
const NICHT_VERGLICHEN = new Set(['anmelde_fehler', 'anmelde_vertraut', 'kysely_migration', 'kysely_migration_lock']);
let tabellen: string[] = [];
const GERMAN = /\b(der|die|das|ein|eine|kein|keine|nicht|ist|hat|Sie|Ihr|darf|muss|wurde|zu|mit|für|im|enthält|ungültig\w*)\b/i;

let s: TestServer;
let auth: Record<string, string>;
const ids: Record<string, number> = { ArtikelId: 1 };

/** Everything stored, as text: equal before and after means nothing changed. */
async function datenbankStand(): Promise<string> {
  const teile: string[] = [];
  for (const tabelle of tabellen) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(tabelle)}`.execute(s.db);
    const zeilen = rows.rows.map((r) => JSON.stringify(Object.entries(r).sort(([a], [b]) => a.localeCompare(b)))).sort();
    teile.push(`${tabelle}:${zeilen.join('\n')}`);
  }
  return teile.join('\n---\n');
}

/** The keys of an object schema (also inside a pipe), with their schema types. */
function felder(schema: unknown): [string, string][] {
  const entries = (schema as { entries?: Record<string, { type: string }> } | undefined)?.entries;
  return Object.entries(entries ?? {}).map(([k, f]) => [k, f.type]);
}

const mitJedemFeld = (o: Record<string, unknown>, schema: unknown, wert: unknown) =>
  Object.fromEntries([
    ...Object.entries(o),
    ...felder(schema)
      .filter(([, typ]) => typ !== 'unknown')
      .map(([k]) => [k, wert]),
  ]);

const FUZZ_NEWS = {
  NewsId: 0,
  Titel: 'Fuzz',
  AnzeigenVon: '2026-01-01',
  AnzeigenBis: '2099-01-01',
  FuerMitgliedschaftsart: null,
  ExterneHtmlDateiVerwenden: 0 as const,
};

/** A valid jsondata of each multipart body, so a hostile file part is what gets refused. */
const GUELTIGE_JSONDATA = new Map<unknown, Record<string, unknown>>([
  [OPERATIONEN.createNews.body.jsondata, FUZZ_NEWS],
  [
    OPERATIONEN.createDokument.body.jsondata,
    { DokumentBezeichnung: 'Fuzz', AnzeigenVon: '2026-01-01', InternetLinkVerwenden: 0, OriginalDateiName: 'Fuzz.pdf' },
  ],
  [OPERATIONEN.saveVereinsInfo.body.jsondata, { ExterneHtmlDateiVerwenden: 0 }],
  // The bank file's JSON part has no fields (beitragsZahlungenVorschau and beitragsZahlungenBuchen).
  [OPERATIONEN.beitragsZahlungenVorschau.body.jsondata, {}],
]);

/** A Windows program with a PDF header at 0x40 (the reported upload): NUL bytes, and no PDF. */
const PROGRAMM = new Uint8Array([...Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), ...new Uint8Array(56), ...Buffer.from('%PDF-1.4\n%%EOF\n')]);

/** Hostile contents of a file part (sent as a file, and as a text field of the same name). */
function feindlicheTeile(maxBytes: number): [string, string | Uint8Array][] {
  return [
    ['mit NUL', '<p>a\u0000b</p>'],
    ['mit Steuerzeichen', '<p>\u001b[31mrot\u007f</p>'],
    ['ein Programm', PROGRAMM],
    ['zu gross', `<p>${'x'.repeat(maxBytes)}</p>`],
  ];
}

/** A multipart body as raw text, for framings FormData cannot produce. */
function rohesMultipart(jsondata: string, rest: string): string {
  return `--grenze\r\nContent-Disposition: form-data; name="jsondata"\r\n\r\n${jsondata}\r\n${rest}`;
}

/** JSON bodies no operation accepts. */
function feindlicheBodies(schema: unknown): [string, string][] {
  const list: [string, string][] = [
    ['kein JSON', '{"Vorname": '],
    ['JSON-Text', '"Hallo"'],
    ['JSON-Zahl', '1e400'],
    ['null', 'null'],
    ['unbekanntes Feld', '{"NichtErlaubt":1}'],
    ['toString', '{"toString":1}'],
    ['hasOwnProperty', '{"hasOwnProperty":"x"}'],
    ['valueOf', '{"valueOf":{}}'],
    ['__proto__', '{"__proto__":{"istAdmin":1}}'],
    ['constructor', '{"constructor":{"prototype":{"x":1}}}'],
  ];
  if (felder(schema).length > 0) {
    // Only the required fields missing (where there are any: else {} is a valid body).
    if (!v.safeParse(schema as v.GenericSchema, {}).success) list.push(['leeres Objekt', '{}']);
    list.push(
      ['jedes Feld ein Objekt', JSON.stringify(mitJedemFeld({}, schema, { a: 1 }))],
      // Mixed, so that no list field takes it either (a list of ids such as [1] can be a valid one).
      ['jedes Feld eine Liste', JSON.stringify(mitJedemFeld({}, schema, [1, 'x', null]))],
      ['jedes Feld mit NUL', JSON.stringify(mitJedemFeld({}, schema, 'a\u0000b'))],
      ['jedes Feld mit Steuerzeichen', JSON.stringify(mitJedemFeld({}, schema, '\u001b[31m'))],
      ['jedes Feld riesig', JSON.stringify(mitJedemFeld({}, schema, 'x'.repeat(100_001)))],
      ['jedes Feld 1e308', JSON.stringify(mitJedemFeld({}, schema, 1e308))],
      ['jedes Feld -1', JSON.stringify(mitJedemFeld({}, schema, -1))],
      ['jedes Feld 2147483650', JSON.stringify(mitJedemFeld({}, schema, 2_147_483_650))],
    );
  } else {
    // A list body (the import): hostile rows.
    list.push(
      ['leere Liste', '[]'],
      ['Liste mit null', '[null]'],
      ['Zeile mit NUL', JSON.stringify([neuesMitglied({ Vorname: 'a\u0000' })])],
      ['Zeile mit __proto__', '[{"__proto__":{"x":1},"Vorname":"A"}]'],
      ['Zeile als Administrator', JSON.stringify([neuesMitglied({ IstVereinsAdministrator: 1 })])],
      ['riesige Zeile', JSON.stringify([neuesMitglied({ Bemerkung: 'x'.repeat(100_001) })])],
    );
  }
  return list;
}

function form(teile: [string, string | Blob][]): FormData {
  const f = new FormData();
  for (const [name, wert] of teile) f.append(name, wert);
  return f;
}

function anfragen(name: OperationName, o: Operation): Anfrage[] {
  const paramNamen = felder(o.params).map(([k]) => k);
  const pfad = (werte?: Record<string, string>) =>
    `${SERVER_BASE_PATH}${werte ? o.pfad.replace(/:([A-Za-z]+)/g, (_, p: string) => werte[p] ?? '') : pfadFuellen(o.pfad, ids)}`;
  const list: Anfrage[] = [];

  for (const id of ['abc', '-1', '0', '1.5', '1e3', '%00', '%E0%A4%A', 'toString', '__proto__', '..%2F..%2Fetc', '9'.repeat(40)]) {
    if (paramNamen.length > 0) list.push({ was: `Id ${id}`, pfad: pfad(Object.fromEntries(paramNamen.map((p) => [p, id]))) });
  }
  for (const [feld] of felder(o.query)) {
    for (const wert of ['vielleicht', '%00', 'abc', `${encodeURIComponent('1')}&${feld}=2`, '-5']) {
      // A boolean filter takes 1/0, so those two are valid there.
      if (!feld.startsWith('Auch') || !['-5'].includes(wert)) list.push({ was: `${feld}=${wert}`, pfad: pfad(), query: `${feld}=${wert}` });
    }
  }
  const json = { 'content-type': 'application/json' };
  if (istMultipart(o.body)) {
    const jsondata = o.body.jsondata;
    list.push(
      { was: 'JSON statt multipart', pfad: pfad(), headers: json, body: '{}' },
      { was: 'Text statt multipart', pfad: pfad(), headers: { 'content-type': 'text/plain' }, body: 'hallo' },
      {
        was: 'kaputtes multipart',
        pfad: pfad(),
        headers: { 'content-type': 'multipart/form-data; boundary=abc' },
        body: '--xyz\r\nkaputt',
      },
      { was: 'ohne jsondata', pfad: pfad(), body: form([['etwas', 'x']]) },
      {
        was: 'zu viele Teile',
        pfad: pfad(),
        body: form([['jsondata', '{}'], ...Array.from({ length: 8 }, (_, i): [string, Blob] => [`teil${i}`, new Blob(['x'])])]),
      },
      ...feindlicheBodies(jsondata).map(([was, text]): Anfrage => ({
        was: `jsondata ${was}`,
        pfad: pfad(),
        body: form([['jsondata', text]]),
      })),
    );
    const gueltig = JSON.stringify(GUELTIGE_JSONDATA.get(jsondata));
    const mp = { 'content-type': 'multipart/form-data; boundary=grenze' };
    for (const [teil, { maxBytes }] of Object.entries(o.body.dateien)) {
      for (const [was, inhalt] of feindlicheTeile(maxBytes)) {
        list.push(
          {
            was: `${teil} ${was}`,
            pfad: pfad(),
            body: form([
              ['jsondata', gueltig],
              [teil, new Blob([inhalt], { type: 'text/html' })],
            ]),
          },
          {
            was: `${teil} ${was} als Textfeld`,
            pfad: pfad(),
            body: form([
              ['jsondata', gueltig],
              [teil, typeof inhalt === 'string' ? inhalt : Buffer.from(inhalt).toString('latin1')],
            ]),
          },
        );
      }
      list.push(
        {
          was: `${teil} abgeschnitten`,
          pfad: pfad(),
          headers: mp,
          body: rohesMultipart(gueltig, `--grenze\r\nContent-Disposition: form-data; name="${teil}"; filename="a.html"\r\n\r\n<p>abgeschn`),
        },
        {
          was: `${teil} ohne Kopfende`,
          pfad: pfad(),
          headers: mp,
          body: rohesMultipart(gueltig, `--grenze\r\nContent-Disposition: form-data; name="${teil}"`),
        },
      );
    }
    list.push(
      {
        was: 'multipart ohne boundary',
        pfad: pfad(),
        headers: { 'content-type': 'multipart/form-data' },
        body: rohesMultipart(gueltig, '--grenze--\r\n'),
      },
      {
        was: 'multipart ohne Teilname',
        pfad: pfad(),
        headers: mp,
        body: rohesMultipart(gueltig, '--grenze\r\nContent-Disposition: form-data\r\n\r\n<p>x</p>\r\n--grenze--\r\n').replace(
          'name="jsondata"',
          '',
        ),
      },
    );
  } else if (o.body) {
    list.push(
      { was: 'Text statt JSON', pfad: pfad(), headers: { 'content-type': 'text/plain' }, body: 'hallo' },
      { was: 'XML statt JSON', pfad: pfad(), headers: { 'content-type': 'application/xml' }, body: '<a/>' },
      { was: 'ohne Body', pfad: pfad(), headers: json },
      ...feindlicheBodies(o.body).map(([was, body]): Anfrage => ({ was, pfad: pfad(), headers: json, body })),
    );
  }
  if (name === 'getBenutzerinfo') {
    const werte: [string, string][] = [
      ['NUL', '%00'],
      ['Steuerzeichen', '%1B'],
      ['riesig', 'x'.repeat(8_000)],
      ['kaputte Kodierung', '%E0%A4%A'],
    ];
    for (const [was, wert] of werte) {
      list.push({ was: `Anmeldung ${was}`, pfad: pfad(), headers: { emailadresse: wert, passwort: wert } });
    }
  }
  return list;
}

describe(`hostile input to every operation (${TEST_DB})`, () => {
  beforeAll(async () => {
    s = await startTestServer();
    tabellen = (await s.db.introspection.getTables())
      .map((t) => t.name)
      .filter((name) => !NICHT_VERGLICHEN.has(name))
      .sort();
    auth = anmeldeKopf(s.verein.credentials);
    const a = s.adminClient;
    ids.MitgliedId = (await a.createMitglied({ body: neuesMitglied() })).RecordId;
    ids.NewsId = (
      await a.createNews({
        body: {
          jsondata: FUZZ_NEWS,
        },
      })
    ).RecordId;
    ids.TerminId = (await a.createTermin({ body: { Datum: '2099-01-01', Ganztaegig: 1, Titel: 'Fuzz' } })).RecordId;
    ids.terminId = ids.TerminId;
    ids.SerieId = (
      await a.createTerminSerie({
        body: { Datum: '2099-01-01', Ganztaegig: 1, Titel: 'Fuzz', Wiederholung: { Art: 'monatlichTag', MonatsTag: 1, Anzahl: 2 } },
      })
    ).SerieId;
    ids.DokumentId = (
      await a.createDokument({
        body: {
          jsondata: {
            DokumentBezeichnung: 'Fuzz',
            AnzeigenVon: '2026-01-01',
            InternetLinkVerwenden: 1,
            DateiURL: 'https://example.ch/a.pdf',
          },
        },
      })
    ).RecordId;
    // Member fees: the club's account and a fee for 'Aktive', a fee run (the member's invoice) and an
    // unassigned payment from a bank file, so the ids in the paths are real ones.
    await a.updateBeitragsEinstellungen({
      body: {
        Konto: { Iban: IBAN, Kontoinhaber: 'Fuzz Verein', Postleitzahl: '8000', Ort: 'Zürich' },
        Tarife: [{ Kategorie: 'Aktive', Betrag: 120 }],
      },
    });
    ids.LaufId = (await a.beitragslaufStarten({ body: { Bezeichnung: 'Fuzz 2099', FaelligAm: '2099-01-31' } })).LaufId;
    const [rechnung] = (await a.getBeitragsrechnungen({ query: { LaufId: String(ids.LaufId) } })).Eintraege;
    ids.BeitragsrechnungId = rechnung!.BeitragsrechnungId;
    await a.beitragsZahlungenBuchen({ body: bankdatei(camt054(IBAN, [{ eintrag: 'FUZZ-1', betrag: 50, datum: '2026-01-05' }])) });
    ids.ZahlungId = (await a.getNichtZugeordneteZahlungen())[0]!.ZahlungId;
  });
  afterAll(async () => s?.close());

  it('compares every table of the database but the sign-in limits', () => {
    expect(tabellen).toEqual(expect.arrayContaining(['mitglied', 'outbox', 'rechnung', 'beitragsrechnung', 'beitragszahlung']));
    expect(tabellen).not.toContain('anmelde_fehler');
  });

  it('has a real id for every path parameter of an operation that takes a query or a body', () => {
    const namen = new Set(
      operationenListe()
        .filter(([, o]) => o.query || o.body)
        .flatMap(([, o]) => pfadParameter(o.pfad)),
    );
    for (const name of namen) expect(ids[name], name).toEqual(expect.any(Number));
  });

  it('has a valid jsondata for every multipart operation (what its hostile file parts go with)', () => {
    for (const [name, o] of operationenListe()) {
      if (istMultipart(o.body)) expect(v.safeParse(o.body.jsondata, GUELTIGE_JSONDATA.get(o.body.jsondata)).success, name).toBe(true);
    }
  });

  it.each(
    operationenListe()
      .filter(([, o]) => !o.gleicheRouteWie)
      .map(([name]) => [name]),
  )('%s', async (name) => {
    const o: Operation = OPERATIONEN[name];
    const vorher = await datenbankStand();
    const fehlschlaege: string[] = [];
    for (const a of anfragen(name, o)) {
      const url = `${s.baseUrl}${a.pfad}${a.query ? `?${a.query}` : ''}`;
      // The administrator is also a member: the member app's operations get their input checked too.
      const headers = { ...(o.zugang !== 'offen' ? auth : {}), ...a.headers };
      const res = await fetch(url, { method: o.methode, headers, ...(a.body !== undefined ? { body: a.body } : {}) });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: reported below
      }
      const ok = res.status >= 400 && res.status < 500 && v.is(fehlerAntwort, body) && GERMAN.test(text);
      if (!ok) fehlschlaege.push(`${a.was}: ${res.status} ${text.slice(0, 200)}`);
    }
    expect(fehlschlaege).toEqual([]);
    expect(await datenbankStand()).toBe(vorher);
  });
});
