/**
 * Operating the server: health is a readiness check (200 only while the instance takes requests and its
 * database answers in time, never cached), and SIGTERM drains the real server process: new connections
 * are refused at once, health on an open connection says 503, the request in flight ends with 200 and
 * its rows are kept, and the process exits 0 within 10 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_TESTSIGNAL } from '../../src/services/import-testsignal.js';
import { neuesMitglied } from '../helpers/fixtures.js';
import { beendet, DEMO_ANMELDUNG, startServerProzess, type ServerProzess } from '../helpers/server-prozess.js';
import { createPgDatabase, startTestServer, TEST_DB, type TestServer } from '../helpers/test-server.js';

const DB_WEG = 'Die Datenbank ist im Moment nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.';
const WIRD_BEENDET = 'Dieser Server wird gerade beendet. Bitte versuchen Sie es in einigen Sekunden erneut.';

describe(`health (${TEST_DB})`, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.close());

  it('answers 200 { Status: bereit } without sign-in, never cached', async () => {
    const res = await fetch(`${s.apiBase}/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ Status: 'bereit' });
  });

  it('answers 503 within about 2 s while the database gives it no answer, and 200 again after', async () => {
    // Every database connection is busy in an open transaction (a stuck database as this instance sees it).
    let freigeben!: () => void;
    const tor = new Promise<void>((resolve) => (freigeben = resolve));
    const belegt = Promise.all(Array.from({ length: 10 }, () => s.db.transaction().execute(() => tor)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      const start = Date.now();
      const res = await fetch(`${s.apiBase}/health`);
      const dauer = Date.now() - start;
      expect(res.status).toBe(503);
      expect(await res.json()).toBe(DB_WEG);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(dauer).toBeGreaterThanOrEqual(1_900);
      expect(dauer).toBeLessThan(3_500);
    } finally {
      freigeben();
      await belegt;
    }
    expect((await fetch(`${s.apiBase}/health`)).status).toBe(200);
  });
});

/** One HTTP/1.1 answer read off a raw socket (Content-Length bodies only, which is all the server sends here). */
interface Antwort {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function antwortenLesen(roh: Buffer): Antwort[] {
  const antworten: Antwort[] = [];
  let rest = roh;
  while (rest.length > 0) {
    const ende = rest.indexOf('\r\n\r\n');
    if (ende < 0) throw new Error(`incomplete answer: ${rest.toString()}`);
    const [statusZeile, ...zeilen] = rest.subarray(0, ende).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const z of zeilen) {
      const i = z.indexOf(':');
      headers[z.slice(0, i).trim().toLowerCase()] = z.slice(i + 1).trim();
    }
    const laenge = Number(headers['content-length']);
    if (!Number.isInteger(laenge)) throw new Error(`answer without Content-Length: ${statusZeile}`);
    antworten.push({
      status: Number(statusZeile!.split(' ')[1]),
      headers,
      body: rest.subarray(ende + 4, ende + 4 + laenge).toString('utf8'),
    });
    rest = rest.subarray(ende + 4 + laenge);
  }
  return antworten;
}

/** True when a new TCP connection to the port is refused. */
const verweigert = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });

describe(`SIGTERM drains the server process (${TEST_DB})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vp-drain-'));
  let pgDb: Awaited<ReturnType<typeof createPgDatabase>> | null = null;
  let prozess: ServerProzess | null = null;

  beforeAll(async () => {
    pgDb = TEST_DB === 'postgres' ? await createPgDatabase() : null;
  });
  afterAll(async () => {
    if (prozess && prozess.child.exitCode === null && prozess.child.signalCode === null) prozess.child.kill('SIGKILL');
    if (prozess) await beendet(prozess.child);
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const gespeicherteZeilen = async (emailMuster: string): Promise<number> => {
    if (pgDb) {
      const c = new pg.Client({ connectionString: pgDb.url });
      await c.connect();
      try {
        const r = await c.query<{ n: string }>('select count(*) as n from mitglied where "Emailadresse" like $1', [emailMuster]);
        return Number(r.rows[0]!.n);
      } finally {
        await c.end();
      }
    }
    const file = new SqliteDatabase(path.join(dataDir, 'vereinsportal.sqlite'), { readonly: true });
    try {
      return (file.prepare('select count(*) as n from mitglied where Emailadresse like ?').get(emailMuster) as { n: number }).n;
    } finally {
      file.close();
    }
  };

  it(
    'the request in flight ends with 200, new connections are refused, health says 503, exit 0 within 10 s',
    { timeout: 90_000 },
    async () => {
      prozess = startServerProzess({
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
        // The import waits 3 s inside its transaction: the slow request in flight at SIGTERM.
        VP_TEST_SIGNAL_IMPORT: '3000',
        ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
      });
      const url = new URL(await prozess.ready);
      const port = Number(url.port);

      const zeilen = Array.from({ length: 3 }, (_, i) => neuesMitglied({ HatSystemZugriff: 0, Emailadresse: `drain${i}@example.ch` }));
      const body = JSON.stringify(zeilen);
      const anmeldung = `vereinid: ${DEMO_ANMELDUNG.vereinId}\r\nemailadresse: ${encodeURIComponent(DEMO_ANMELDUNG.emailadresse)}\r\npasswort: ${DEMO_ANMELDUNG.passwort}\r\n`;
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      const empfangen: Buffer[] = [];
      socket.on('data', (d: Buffer) => empfangen.push(d));
      const geschlossen = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.write(
        `POST /vereinsportalServer/api/adminPortal/mitgliederimport HTTP/1.1\r\nHost: ${url.host}\r\n${anmeldung}` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      await prozess.waitFor(IMPORT_TESTSIGNAL);

      const start = Date.now();
      prozess.child.kill('SIGTERM');
      // The port closes at once: a new connection is refused while the import is still running.
      let zu = false;
      while (!zu && Date.now() - start < 2_000) {
        zu = await verweigert(port);
        if (!zu) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(zu).toBe(true);
      expect(Date.now() - start).toBeLessThan(2_000);

      // On the connection already open, health (sent behind the import) reports the drain.
      socket.write(`GET /vereinsportalServer/health HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
      await geschlossen;
      const [importAntwort, health, ...mehr] = antwortenLesen(Buffer.concat(empfangen));
      expect(mehr).toEqual([]);
      expect(importAntwort).toMatchObject({ status: 200 });
      expect(JSON.parse(importAntwort!.body)).toEqual({ AnzahlImportierteMitglider: 3, AnzahlZugangsmails: 0 });
      expect(health).toMatchObject({ status: 503, headers: expect.objectContaining({ 'cache-control': 'no-store', connection: 'close' }) });
      expect(JSON.parse(health!.body)).toBe(WIRD_BEENDET);

      const code = await Promise.race([
        beendet(prozess.child),
        new Promise<string>((resolve) => setTimeout(() => resolve('still running after 10 s'), 10_000 - (Date.now() - start))),
      ]);
      expect(code).toBe(0);
      expect(Date.now() - start).toBeLessThan(10_000);
      // What was acknowledged is stored.
      expect(await gespeicherteZeilen('drain%@example.ch')).toBe(3);
    },
  );
});
