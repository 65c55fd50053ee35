/**
 * PostgreSQL goes away for about 3 s under traffic (connections refused, every open connection
 * terminated, as in a restart or failover). The real server process does not crash; requests in the
 * outage answer 503 with a German sentence and Retry-After, never 500; health says 503 and then 200;
 * every write acknowledged with 2xx is stored; afterwards requests succeed without a restart.
 * PostgreSQL only (vitest.config.ts): the embedded SQLite file has no server to lose.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neuesMitglied } from '../helpers/fixtures.js';
import { beendet, DEMO_ANMELDUNG, startServerProzess, type ServerProzess } from '../helpers/server-prozess.js';
import { createPgDatabase, TEST_DATABASE_URL } from '../helpers/test-server.js';

const DB_WEG = 'Die Datenbank ist im Moment nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.';
const AUSFALL_MS = 3_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Ergebnis {
  phase: 'vorher' | 'ausfall' | 'nachher';
  status: number | 'netzwerkfehler';
  body: unknown;
  retryAfter: string | null;
  recordId?: number;
}

describe('PostgreSQL unreachable for a few seconds under traffic', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vp-ausfall-'));
  let db: Awaited<ReturnType<typeof createPgDatabase>>;
  let name: string;
  let prozess: ServerProzess;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });

  beforeAll(async () => {
    db = await createPgDatabase();
    name = new URL(db.url).pathname.slice(1);
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`).catch(() => undefined);
    if (prozess && prozess.child.exitCode === null && prozess.child.signalCode === null) prozess.child.kill('SIGKILL');
    if (prozess) await beendet(prozess.child);
    await admin.end();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('no crash, 503 (never 500) in the outage, health 503 then 200, no acknowledged write lost', { timeout: 90_000 }, async () => {
    prozess = startServerProzess({ DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web'), DATABASE_URL: db.url });
    const api = `${await prozess.ready}/vereinsportalServer`;
    const anmeldung = {
      vereinid: String(DEMO_ANMELDUNG.vereinId),
      emailadresse: encodeURIComponent(DEMO_ANMELDUNG.emailadresse),
      passwort: DEMO_ANMELDUNG.passwort,
    };

    let phase: Ergebnis['phase'] = 'vorher';
    let laeuft = true;
    const ergebnisse: Ergebnis[] = [];
    // `phase` when the health request started, `ende` when its answer came.
    const healths: { phase: Ergebnis['phase']; ende: Ergebnis['phase']; status: number | 'netzwerkfehler'; body: unknown }[] = [];
    let n = 0;

    const schreiben = async (): Promise<Ergebnis> => {
      const jetzt = phase;
      const mitglied = neuesMitglied({ HatSystemZugriff: 0, Emailadresse: `ausfall${n++}@example.ch` });
      try {
        const res = await fetch(`${api}/api/adminPortal/mitglied`, {
          method: 'POST',
          headers: { ...anmeldung, 'content-type': 'application/json' },
          body: JSON.stringify(mitglied),
        });
        const body = (await res.json()) as unknown;
        const recordId = res.ok ? (body as { RecordId: number }).RecordId : undefined;
        return { phase: jetzt, status: res.status, body, retryAfter: res.headers.get('retry-after'), recordId };
      } catch (err) {
        return { phase: jetzt, status: 'netzwerkfehler', body: String(err), retryAfter: null };
      }
    };
    const lesen = async (): Promise<Ergebnis> => {
      const jetzt = phase;
      try {
        const res = await fetch(`${api}/api/adminPortal/mitglied`, { headers: anmeldung });
        const body = (await res.json()) as unknown;
        return { phase: jetzt, status: res.status, body: res.ok ? 'Liste' : body, retryAfter: res.headers.get('retry-after') };
      } catch (err) {
        return { phase: jetzt, status: 'netzwerkfehler', body: String(err), retryAfter: null };
      }
    };
    // Three clients writing and one reading, each one request after the other, bounded in time.
    const verkehr = Promise.all([
      ...Array.from({ length: 3 }, async () => {
        while (laeuft) ergebnisse.push(await schreiben());
      }),
      (async () => {
        while (laeuft) ergebnisse.push(await lesen());
      })(),
      (async () => {
        while (laeuft) {
          const jetzt = phase;
          try {
            const res = await fetch(`${api}/health`);
            const body = (await res.json()) as unknown;
            healths.push({ phase: jetzt, ende: phase, status: res.status, body });
          } catch (err) {
            healths.push({ phase: jetzt, ende: phase, status: 'netzwerkfehler', body: String(err) });
          }
          await pause(100);
        }
      })(),
    ]);

    await pause(1_000);
    // The outage: no new connections, every open one terminated (the server's pool included). It begins
    // with the first statement: a request answered from here on may already see it.
    phase = 'ausfall';
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
    await pause(AUSFALL_MS);
    phase = 'nachher';
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
    // Until health is back, and then a little more traffic.
    const bis = Date.now() + 15_000;
    while (Date.now() < bis && healths.at(-1)?.status !== 200) await pause(100);
    await pause(1_500);
    laeuft = false;
    await verkehr;

    // The process is still the same one, running.
    expect(prozess.child.exitCode).toBeNull();
    expect(prozess.child.signalCode).toBeNull();

    // No 500 and no dropped connection at any time; every failure is the German 503 with Retry-After.
    const fehler = ergebnisse.filter((e) => e.status !== 200);
    expect(fehler.filter((e) => e.status !== 503)).toEqual([]);
    expect(fehler.filter((e) => e.body !== DB_WEG || e.retryAfter !== '5')).toEqual([]);
    // The outage was seen: requests in it were answered 503.
    expect(fehler.filter((e) => e.phase === 'ausfall').length).toBeGreaterThan(0);
    expect(ergebnisse.filter((e) => e.phase === 'vorher' && e.status === 200).length).toBeGreaterThan(0);

    // Health: 200 before, 503 with the sentence in the outage, 200 again after.
    const vorher = healths.filter((h) => h.phase === 'vorher' && h.ende === 'vorher');
    expect(vorher.length).toBeGreaterThan(0);
    expect(vorher.filter((h) => h.status !== 200)).toEqual([]);
    expect(healths.some((h) => h.phase === 'ausfall' && h.status === 503 && h.body === DB_WEG)).toBe(true);
    expect(healths.filter((h) => h.status !== 200 && h.status !== 503)).toEqual([]);
    expect(healths.at(-1)).toMatchObject({ status: 200, body: { Status: 'bereit' } });

    // Requests succeed again without a restart: reads, writes, and the last ones of the traffic.
    const nachher = await schreiben();
    expect(nachher).toMatchObject({ status: 200 });
    expect((await lesen()).status).toBe(200);
    const geschrieben = [...ergebnisse, nachher].filter((e) => e.recordId !== undefined).map((e) => e.recordId!);
    expect(ergebnisse.filter((e) => e.phase === 'nachher' && e.status === 200).length).toBeGreaterThan(0);

    // Every acknowledged write is stored.
    const pruefer = new pg.Client({ connectionString: db.url });
    await pruefer.connect();
    try {
      const r = await pruefer.query<{ MitgliedId: number }>('select "MitgliedId" from mitglied where "MitgliedId" = any($1::int[])', [
        geschrieben,
      ]);
      expect(r.rows.map((z) => z.MitgliedId).sort((a, b) => a - b)).toEqual([...geschrieben].sort((a, b) => a - b));
    } finally {
      await pruefer.end();
    }
    expect(geschrieben.length).toBeGreaterThan(5);
  });
});
