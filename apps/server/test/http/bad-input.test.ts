import { ALLGEMEIN_FELD, IMPORT_FELD, IMPORT_MELDUNG, MELDUNG, vereinsKontoDaten } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MELDUNG } from '../../src/http/messages.js';
import { anmeldeKopf } from '../helpers/fixtures.js';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/test-server.js';

/** Every bad-input class answers 4xx with a German message: never a 500, never a stack trace or SQL. */
describe(`bad input (${TEST_DB})`, () => {
  let server: TestServer;
  let auth: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer({ env: { BODY_LIMIT_BYTES: '100000' } });
    const c = server.verein.credentials;
    auth = anmeldeKopf(c);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function send(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${server.apiBase}/api/adminPortal${path}`, {
      method,
      headers: { ...auth, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body,
    });
    const text = await res.text();
    expect(text).not.toMatch(/at .*\.ts:\d+|SQLITE|syntax error|relation|stack/i);
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null, type: res.headers.get('content-type') };
  }

  it('malformed JSON', async () => {
    const r = await send('POST', '/mitglied', '{"Vorname": ');
    expect(r).toMatchObject({ status: 400, body: SERVER_MELDUNG.ungueltigesJson });
  });

  it('empty body, non-object body', async () => {
    expect((await send('POST', '/mitglied', '')).status).toBe(400);
    expect(await send('POST', '/mitglied', '[1,2]')).toMatchObject({ status: 400, body: { [ALLGEMEIN_FELD]: [MELDUNG.keinObjekt] } });
    expect(await send('POST', '/mitglied', '"text"')).toMatchObject({ status: 400, body: { [ALLGEMEIN_FELD]: [MELDUNG.keinObjekt] } });
    expect((await send('PATCH', '/vereinsKonto', 'null')).status).toBe(400);
    expect(await send('POST', '/mitgliederimport', '{"a":1}')).toMatchObject({
      status: 400,
      body: { [IMPORT_FELD]: [IMPORT_MELDUNG.keineListe] },
    });
    expect(await send('POST', '/mitgliederimport', '[]')).toMatchObject({
      status: 400,
      body: { [IMPORT_FELD]: [IMPORT_MELDUNG.keineMitglieder] },
    });
  });

  it('wrong types name the field', async () => {
    const r = await send(
      'POST',
      '/mitglied',
      JSON.stringify({ Vorname: 5, Nachname: 'N', Strasse: 'S', Postleitzahl: 'P', Ort: 'O', HatSystemZugriff: 'ja' }),
    );
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ Vorname: [MELDUNG.ungueltig('Vorname')], HatSystemZugriff: [MELDUNG.keinFlag('HatSystemZugriff')] });
    const r2 = await send('PATCH', `/mitglied/${server.verein.mitgliedId}`, JSON.stringify({ Status: 'X' }));
    expect(r2).toMatchObject({ status: 400, body: { Status: [MELDUNG.ungueltig('Status')] } });
    const r3 = await send('PATCH', '/vereinsKonto', JSON.stringify({ LandId: 'CH' }));
    expect(r3).toMatchObject({ status: 400, body: { LandId: [MELDUNG.keineZahl('LandId')] } });
  });

  it('unknown fields', async () => {
    const r = await send('PATCH', `/mitglied/${server.verein.mitgliedId}`, JSON.stringify({ IstSuperuser: 1 }));
    expect(r).toMatchObject({ status: 400, body: { IstSuperuser: [MELDUNG.unbekanntesFeld('IstSuperuser')] } });
    const r2 = await send('POST', '/registrieren', JSON.stringify({ VereinsName: 'x', Hack: true }));
    expect(r2).toMatchObject({ status: 400, body: { Hack: [MELDUNG.unbekanntesFeld('Hack')] } });
    // The account as read may be sent back: its read-only fields are ignored, unknown ones refused.
    const konto = await server.adminClient.getVereinsKonto();
    const r3 = await send('PATCH', '/vereinsKonto', JSON.stringify({ ...konto, VertragsArt: 'Jahresabonnement' }));
    expect(r3.status).toBe(200);
    expect((await server.adminClient.getVereinsKonto()).VertragsArt).toBe(konto.VertragsArt);
    const r3b = await send('PATCH', '/vereinsKonto', JSON.stringify({ ...vereinsKontoDaten(konto), Hack: 1 }));
    expect(r3b).toMatchObject({ status: 400, body: { Hack: [MELDUNG.unbekanntesFeld('Hack')] } });
    const r4 = await send('POST', '/mitgliederimport', JSON.stringify([{ Vorname: 'A', Geheim: 1 }]));
    expect(r4).toMatchObject({ status: 400, body: { [IMPORT_FELD]: [IMPORT_MELDUNG.zeile(2, MELDUNG.unbekanntesFeld('Geheim'))] } });
  });

  it('ids that are not numbers', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '1e3']) {
      const r = await send('GET', `/mitglied/${id}`);
      expect(r.status, id).toBe(400);
      expect(r.body).toMatchObject({ MitgliedId: [expect.any(String)] });
    }
    // A whole number beyond what the database holds names no record.
    expect((await send('GET', '/mitglied/99999999999')).status).toBe(404);
    expect((await send('PATCH', '/mitglied/abc', '{}')).status).toBe(400);
  });

  it('bad query flags', async () => {
    expect((await send('GET', '/mitglied?AuchGeloeschteMitgliederAnzeigen=vielleicht')).status).toBe(400);
    expect((await send('GET', '/mitglied?AuchGeloeschteMitgliederAnzeigen=true')).status).toBe(200);
  });

  it('body too large -> 413', async () => {
    const big = JSON.stringify({ Bemerkung: 'x'.repeat(200_000) });
    const r = await send('POST', '/mitglied', big);
    expect(r).toMatchObject({ status: 413, body: SERVER_MELDUNG.zuGross });
  });

  it('unsupported content type -> 415', async () => {
    const r = await send('PATCH', '/vereinsKonto', 'a=b', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(r.status).toBe(415);
    expect(typeof r.body).toBe('string');
  });

  it('unknown API route -> 404 JSON string', async () => {
    const r = await send('GET', '/gibtsnicht');
    expect(r).toMatchObject({ status: 404, body: SERVER_MELDUNG.routeNichtGefunden });
  });

  it('malformed auth headers -> 401, never 500', async () => {
    const cases: Record<string, string>[] = [
      { vereinid: 'abc' },
      { passwort: '%E0%A4%A' },
      { emailadresse: '' },
      { vereinid: '99999999999999' },
    ];
    for (const headers of cases) {
      const r = await send('GET', '/benutzerinfo', undefined, headers);
      expect(r.status, JSON.stringify(headers)).toBe(401);
      expect(typeof r.body).toBe('string');
    }
  });

  it('registration: wrong types and missing fields are field errors', async () => {
    const r = await send('POST', '/registrieren', JSON.stringify({ LandId: '756', VereinsName: 1 }));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ LandId: [MELDUNG.keineZahl('LandId')], VereinsName: [MELDUNG.ungueltig('VereinsName')] });
  });
});
