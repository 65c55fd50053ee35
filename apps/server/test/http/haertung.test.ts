/**
 * Hardening of the HTTP layer: what a stranger can send without a form. Each case was a defect
 * (a 500, an English framework text, a secret in the log, a looser policy); the answers are pinned
 * as the product's German texts.
 */
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { createDeps, createLogger } from '../../src/deps.js';
import { anmeldeKopf, neuesMitglied } from '../helpers/fixtures.js';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/test-server.js';

const A = '/vereinsportalServer/api/adminPortal';

describe(`hostile requests (${TEST_DB})`, () => {
  let s: TestServer;
  let auth: Record<string, string>;
  beforeAll(async () => {
    s = await startTestServer();
    auth = anmeldeKopf(s.verein.credentials);
  });
  afterAll(async () => s?.close());

  it('a NUL character in a text field is a 400 naming the field, on both engines', async () => {
    const res = await fetch(`${s.baseUrl}${A}/mitglied`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(neuesMitglied({ Vorname: 'Max\u0000' })),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ Vorname: ['Vorname enthält unzulässige Steuerzeichen.'] });
  });

  it('a NUL character in a sign-in header is a 401, not a database error', async () => {
    const res = await fetch(`${s.baseUrl}${A}/benutzerinfo`, { headers: { ...auth, emailadresse: `${auth.emailadresse}%00` } });
    expect(res.status).toBe(401);
  });

  it('an id beyond the database range is a 404 (not a 500 on PostgreSQL)', async () => {
    const res = await fetch(`${s.baseUrl}${A}/mitglied/2147483650`, { headers: auth });
    expect(res.status).toBe(404);
    expect(await res.json()).toBe('Der Datensatz wurde nicht gefunden.');
  });

  it('a member count of 5e300 or beyond the database range is a German 400 and writes no invoice', async () => {
    // A club with a running annual subscription: a valid count would write an invoice.
    const v = await s.createVerein();
    await s.db
      .updateTable('vertrag')
      .set({ VertragsArt: 'Jahresabonnement', VertragsLaufzeitVon: '2020-01-01', VertragsLaufzeitBis: '2099-12-31' })
      .where('VereinId', '=', v.vereinId)
      .execute();
    const c = v.credentials;
    const vAuth = {
      vereinid: String(c.vereinId),
      emailadresse: encodeURIComponent(c.emailadresse),
      passwort: encodeURIComponent(c.passwort),
    };
    const anpassen = (body: string) =>
      fetch(`${s.baseUrl}${A}/abonnementAnpassen`, { method: 'POST', headers: { ...vAuth, 'content-type': 'application/json' }, body });
    const rechnungen = async () =>
      (await s.db.selectFrom('rechnung').select('RechnungId').where('VereinId', '=', v.vereinId).execute()).length;
    for (const anzahl of ['5e300', '2147483650']) {
      const res = await anpassen(`{"AnzahlMitglieder":${anzahl}}`);
      expect(res.status, anzahl).toBe(400);
      expect(await res.json()).toEqual({ AnzahlMitglieder: ["Anzahl Mitglieder muss eine ganze Zahl von 10 bis 1'000'000 sein."] });
    }
    expect(await rechnungen()).toBe(0);
    // The same club and call with a sane count does write one.
    expect((await anpassen('{"AnzahlMitglieder":40}')).status).toBe(200);
    expect(await rechnungen()).toBe(1);
  });

  it('a control character in the HTML of a news item or the club info is a German 400, on both engines', async () => {
    const html = (name: string, text: string) => {
      const f = new FormData();
      f.append(name, new Blob([text], { type: 'text/html' }), 'Inhalt.html');
      return f;
    };
    const speichern = async (pfad: string, jsondata: unknown, teil: string, text: string) => {
      const f = html(teil, text);
      f.append('jsondata', JSON.stringify(jsondata));
      const res = await fetch(`${s.baseUrl}${A}/${pfad}`, { method: 'POST', headers: auth, body: f });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const news = {
      NewsId: 0,
      Titel: 'NUL',
      AnzeigenVon: '2026-01-01',
      AnzeigenBis: '2099-01-01',
      FuerMitgliedschaftsart: null,
      ExterneHtmlDateiVerwenden: 0,
    };
    const vorher = await s.db.selectFrom('news').select('NewsId').where('VereinId', '=', s.verein.vereinId).execute();
    for (const zeichen of ['\u0000', '\u001b', '\u007f']) {
      expect(await speichern('news', news, 'quillHtmlDatei', `<p>a${zeichen}b</p>`)).toEqual({
        status: 400,
        body: { quillHtmlDatei: ['Inhalt enthält unzulässige Steuerzeichen.'] },
      });
      expect(await speichern('vereinsInfo', { ExterneHtmlDateiVerwenden: 1 }, 'externeHtmlDatei', `<p>a${zeichen}b</p>`)).toEqual({
        status: 400,
        body: { externeHtmlDatei: ['Inhalt enthält unzulässige Steuerzeichen.'] },
      });
    }
    expect(await s.db.selectFrom('news').select('NewsId').where('VereinId', '=', s.verein.vereinId).execute()).toEqual(vorher);
    expect(await s.db.selectFrom('vereinsinfo').selectAll().where('VereinId', '=', s.verein.vereinId).execute()).toEqual([]);
    // Tabs and line breaks are ordinary HTML whitespace.
    expect((await speichern('news', news, 'quillHtmlDatei', '<p>a\tb</p>\r\n<p>c</p>')).status).toBe(200);
  });

  it('PATCH vereinsKonto takes the account exactly as GET returned it', async () => {
    const konto = (await (await fetch(`${s.baseUrl}${A}/vereinsKonto`, { headers: auth })).json()) as Record<string, unknown>;
    const res = await fetch(`${s.baseUrl}${A}/vereinsKonto`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ...konto, Ort: 'Thun' }),
    });
    expect(res.status).toBe(200);
    expect(((await (await fetch(`${s.baseUrl}${A}/vereinsKonto`, { headers: auth })).json()) as { Ort: string }).Ort).toBe('Thun');
    const fremd = await fetch(`${s.baseUrl}${A}/vereinsKonto`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ...konto, Rabatt: 1 }),
    });
    expect(await fremd.json()).toEqual({ Rabatt: ['Das Feld Rabatt ist nicht erlaubt.'] });
  });

  it('a wrong Content-Length gets a German answer, not Node\u2019s English one', async () => {
    const port = new URL(s.baseUrl).port;
    const antwort = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`POST ${A}/mitglied HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}`);
      });
      let text = '';
      socket.on('data', (d) => (text += d.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(antwort).toMatch(/^HTTP\/1\.1 400/);
    expect(antwort).toContain('"Die Anfrage ist ungültig."');
  });

  it('every answer carries the security headers, also an error and an unknown address', async () => {
    for (const pfad of [`${s.apiBase}/api/land`, `${s.baseUrl}${A}/benutzerinfo`, `${s.apiBase}/gibt-es-nicht`]) {
      const res = await fetch(pfad);
      await res.text();
      expect(res.headers.get('content-security-policy'), pfad).toContain("default-src 'self'");
      expect(res.headers.get('x-content-type-options'), pfad).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), pfad).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy'), pfad).toBe('no-referrer');
      expect(res.headers.get('cross-origin-opener-policy'), pfad).toBe('same-origin');
    }
  });

  it('the API reference page has the same Content-Security-Policy as every other page', async () => {
    const docs = await fetch(`${s.apiBase}/docs`);
    const land = await fetch(`${s.apiBase}/api/land`);
    // Read both bodies: an unread (compressed, streamed) answer keeps its connection busy until close.
    await Promise.all([docs.text(), land.text()]);
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-security-policy')).toBe(land.headers.get('content-security-policy'));
    expect(docs.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('secrets never reach the log', () => {
  const lines: string[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vp-log2-'));
  let close: () => Promise<void>;
  let inject: (url: string) => Promise<unknown>;
  beforeAll(async () => {
    const stream = new Writable({ write: (chunk: Buffer, _e, done) => void (lines.push(chunk.toString()), done()) });
    const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'none') });
    const deps = await createDeps(config, { log: createLogger({ logLevel: 'info' }, stream), printMail: () => undefined });
    const app = await buildApp(deps);
    inject = (url) => app.inject({ url });
    close = async () => {
      await app.close();
      await deps.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(async () => close?.());

  it.each(['passwort', 'pass%77ort', 'PASSW%4FRT', 'passwor%74', 'password', 'token'])('?%s=... is redacted', async (name) => {
    await inject(`/anmeldung?vereinid=1&${name}=Geheim-4711-xyz`);
    expect(lines.join('')).not.toContain('Geheim-4711-xyz');
  });
});

describe('demo mode', () => {
  it.each(['0.0.0.0', '192.168.1.5', '::'])('refuses to listen on %s with a German one-line reason', (host) => {
    expect(() => loadConfig({ DEMO: '1', HOST: host })).toThrow(ConfigError);
    expect(() => loadConfig({ DEMO: '1', HOST: host })).toThrow(/^HOST: Der Demobetrieb/);
  });
  it.each(['127.0.0.1', 'localhost', '::1'])('runs on %s', (host) => {
    expect(loadConfig({ DEMO: '1', HOST: host }).host).toBe(host);
  });
  it('production may listen on every address', () => {
    expect(loadConfig({ DEMO: '0', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
