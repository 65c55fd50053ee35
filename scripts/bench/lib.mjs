// Helpers of the root benchmark (scripts/bench/run.mjs): the built server in its own process, raw HTTP
// (bytes as they travel on the wire, no automatic decompression), resident memory, small statistics.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_DIR = path.join(ROOT, 'apps/server');
export const ADMIN_DIST = path.join(ROOT, 'apps/admin-web/dist');
export const MEMBER_DIST = path.join(ROOT, 'apps/member-web/dist');
export const API = '/vereinsportalServer';
export const ADMIN_PFAD = `${API}/api/adminPortal`;
export const DEMO = { vereinId: 1000, email: 'demo@vereinsportal.ch', passwort: 'demo1234' };
export const AUTH = {
  vereinid: String(DEMO.vereinId),
  emailadresse: encodeURIComponent(DEMO.email),
  passwort: encodeURIComponent(DEMO.passwort),
};

/** The bench servers' METRICS_TOKEN (scrape with `Authorization: Bearer` + this). */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789abcdef';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** One request with node:http; `body` is the raw (possibly compressed) response, `ms` the wall time to its end. */
export function request(url, { method = 'GET', headers = {}, body, agent = false } = {}) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - start }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export const jsonBody = (res) => JSON.parse(res.body.toString('utf8'));

/** Resident set size of a process in MB (Linux /proc). */
export function rssMb(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/**
 * Starts `node apps/server/dist/main.js` (what `pnpm start` runs) on a free port, by default on a fresh
 * DATA_DIR with the demo club, and waits for GET /vereinsportalServer/health = 200 (polled every 5 ms).
 * Returns the time from spawn to the first 200, the pid and stop().
 */
/**
 * The node flags and memory settings of `pnpm start`, read from apps/server/package.json so the bench
 * measures the server as it is started for real (they live only there).
 */
function startEinstellungen() {
  const skript = JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')).scripts.start;
  const flags = (/node ((?:--\S+ )*)dist\/main\.js/.exec(skript)?.[1] ?? '').split(' ').filter(Boolean);
  const arena = /MALLOC_ARENA_MAX=\$\{MALLOC_ARENA_MAX:-(\d+)\}/.exec(skript)?.[1];
  return { flags, env: arena ? { MALLOC_ARENA_MAX: arena } : {} };
}

export async function startServer({ env = {}, dataDir } = {}) {
  const port = await freePort();
  const eigenesDir = dataDir === undefined;
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'vp-bench-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const start = performance.now();
  const einstellungen = startEinstellungen();
  const child = spawn(process.execPath, [...einstellungen.flags, 'dist/main.js'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      ...einstellungen.env,
      DEMO: '1',
      // Metrics on, as an operator runs it: every figure includes their cost (README «Metriken»).
      METRICS_TOKEN: BENCH_METRICS_TOKEN,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: ADMIN_DIST,
      MEMBER_WEB_DIST_DIR: MEMBER_DIST,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c) => {
    stderr = (stderr + c).slice(-2000);
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server beendet (${child.exitCode}): ${stderr}`);
    try {
      const res = await request(`${baseURL}${API}/health`);
      if (res.status === 200) {
        const startMs = performance.now() - start;
        return {
          baseURL,
          pid: child.pid,
          dataDir: dir,
          startMs,
          async stop({ keepData = false } = {}) {
            if (child.exitCode === null) {
              const exited = new Promise((r) => child.once('exit', r));
              child.kill('SIGTERM');
              await Promise.race([exited, sleep(5000)]);
              if (child.exitCode === null) child.kill('SIGKILL');
            }
            if (eigenesDir && !keepData) rmSync(dir, { recursive: true, force: true });
          },
        };
      }
    } catch {
      // not listening yet
    }
    await sleep(5);
  }
  child.kill('SIGKILL');
  throw new Error(`Server nicht bereit: ${stderr}`);
}

/** GET/PATCH/POST on the admin API with the demo credentials; JSON in, raw response out. */
export function adminCall(baseURL, pfad, { method = 'GET', json, headers = {} } = {}) {
  return request(`${baseURL}${ADMIN_PFAD}${pfad}`, {
    method,
    headers: { ...AUTH, ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

/**
 * A throwaway PostgreSQL database next to pgUrl for one measurement: { url, drop() }, or { fehler } with the
 * reason when PostgreSQL cannot be reached.
 */
export async function benchDatenbank(pgUrl, prefix) {
  const pg = createRequire(path.join(SERVER_DIR, 'package.json'))('pg');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  } catch (err) {
    await admin.end().catch(() => undefined);
    return { fehler: err instanceof Error ? err.message : String(err) };
  }
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Chromium's switches for measuring: no GPU, QUIC, background traffic or updates that would blur the figures. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Member `i` of a bench club as the import takes it: active, no e-mail, no system access, every third in 'Aktive'. */
export function benchMitglied(i, nachname, telefon = null) {
  return {
    MitgliedId: 0,
    Vorname: `Vorname${i}`,
    Nachname: nachname,
    Strasse: `Weg ${i}`,
    Postleitzahl: '8000',
    Ort: 'Zürich',
    Telefonnummer1: telefon,
    Telefonnummer2: null,
    Emailadresse: null,
    Mitgliedschaftsart: i % 3 === 0 ? 'Aktive' : 'Passive',
    Vereinsfunktion: null,
    Bemerkung: null,
    HatSystemZugriff: 0,
    IstVereinsAdministrator: 0,
    Status: 'A',
  };
}
