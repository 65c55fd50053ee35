/**
 * Benchmarks (prints figures; not a timed test). `pnpm --filter @vereinsportal/server bench`
 * Uses node:http with keep-alive agents (no extra dependency).
 *  1. authenticated GET mitglied for a club of 1,000 members vs a bare Fastify route sending the same
 *     bytes without auth or database: requests/second on loopback and the ratio (target >= 0.5);
 *  2. import of 10,000 valid rows: seconds on SQLite (target < 2 s) and on PostgreSQL when reachable
 *     (BENCH_DATABASE_URL / TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
 */
import { OPERATIONEN, SERVER_BASE_PATH } from '@vereinsportal/contract';
import Fastify from 'fastify';
import { benchDatenbank } from './pg.js';
import { benchDeps, benchVerein, lauschen, type BenchDeps } from './umgebung.js';
import http from 'node:http';
import { buildApp } from '../src/app.js';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 3) * 1000;
const CONNECTIONS = 8;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function member(i: number, access: 0 | 1) {
  return {
    MitgliedId: 0,
    Vorname: `Vorname${i}`,
    Nachname: `Nachname${i}`,
    Strasse: `Strasse ${i}`,
    Postleitzahl: String(1000 + (i % 9000)),
    Ort: 'Zürich',
    Telefonnummer1: '079 555 55 55',
    Telefonnummer2: null,
    Emailadresse: `m${i}@bench.example.ch`,
    Mitgliedschaftsart: i % 2 ? 'Aktive' : 'Passive,Junioren',
    Vereinsfunktion: null,
    Bemerkung: null,
    HatSystemZugriff: access,
    IstVereinsAdministrator: 0,
    Status: 'A',
  };
}

interface Response {
  statusCode: number;
  body: Buffer;
}

function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; agent?: http.Agent } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent: options.agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** autocannon-like loop: CONNECTIONS concurrent keep-alive workers for DURATION_MS. */
async function load(url: string, headers: Record<string, string>): Promise<{ rps: number; bytes: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let count = 0;
  let bytes = 0;
  const end = Date.now() + DURATION_MS;
  const worker = async () => {
    while (Date.now() < end) {
      const res = await request(url, { headers, agent });
      if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}`);
      bytes = res.body.byteLength;
      count++;
    }
  };
  const start = Date.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (Date.now() - start) / 1000;
  agent.destroy();
  return { rps: count / seconds, bytes };
}

async function withServer(
  databaseUrl: string | null,
  fn: (ctx: { base: string; headers: Record<string, string>; deps: BenchDeps; vereinId: number }) => Promise<void>,
) {
  const { deps, aufraeumen } = await benchDeps(databaseUrl, 'vp-bench-');
  const app = await buildApp(deps);
  const port = await lauschen(app);
  const email = 'admin@bench.example.ch';
  const { vereinId, passwort } = await benchVerein(deps, email);
  // Room for every member with system access.
  await deps.db.updateTable('vertrag').set({ VertragAnzahlMitglieder: 100_000 }).where('VereinId', '=', vereinId).execute();
  try {
    await fn({
      base: `http://127.0.0.1:${port}${SERVER_BASE_PATH}`,
      headers: { vereinid: String(vereinId), emailadresse: email, passwort },
      deps,
      vereinId,
    });
  } finally {
    await aufraeumen(app);
  }
}

async function importRows(base: string, headers: Record<string, string>, rows: unknown[]): Promise<number> {
  const body = JSON.stringify(rows);
  const start = performance.now();
  const res = await request(`${base}${OPERATIONEN.importMitglieder.pfad}`, {
    method: OPERATIONEN.importMitglieder.methode,
    headers: { ...headers, 'content-type': 'application/json' },
    body,
  });
  if (res.statusCode !== 200) throw new Error(`import failed: ${res.statusCode} ${res.body.toString().slice(0, 300)}`);
  return (performance.now() - start) / 1000;
}

async function benchList(): Promise<void> {
  await withServer(null, async ({ base, headers }) => {
    await importRows(
      base,
      headers,
      Array.from({ length: 999 }, (_, i) => member(i, (i % 4 ? 1 : 0) as 0 | 1)),
    );
    const sample = await request(`${base}${OPERATIONEN.getMitglieder.pfad}`, { headers });
    const bytes = sample.body;
    const members = (JSON.parse(bytes.toString()) as unknown[]).length;

    const bare = Fastify({ logger: false });
    bare.get('/bare', (_req, reply) => void reply.type('application/json; charset=utf-8').send(bytes));
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const barePort = (bare.server.address() as { port: number }).port;

    await load(`${base}${OPERATIONEN.getMitglieder.pfad}`, headers); // warm-up (JIT, credential cache)
    const real = await load(`${base}${OPERATIONEN.getMitglieder.pfad}`, headers);
    const baseline = await load(`http://127.0.0.1:${barePort}/bare`, {});
    await bare.close();
    console.log(
      `GET mitglied, ${members} members, ${(bytes.length / 1024).toFixed(0)} KiB per response, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s each`,
    );
    console.log(`  authenticated + database: ${real.rps.toFixed(0)} req/s`);
    console.log(`  bare Fastify, same bytes: ${baseline.rps.toFixed(0)} req/s`);
    console.log(`  ratio: ${(real.rps / baseline.rps).toFixed(2)} (target >= 0.5)`);
  });
}

async function benchImport(label: string, databaseUrl: string | null): Promise<void> {
  await withServer(databaseUrl, async ({ base, headers }) => {
    const seconds = await importRows(
      base,
      headers,
      Array.from({ length: 10_000 }, (_, i) => member(i, 1)),
    );
    console.log(`Import 10,000 rows on ${label}: ${seconds.toFixed(2)} s${label === 'SQLite' ? ' (target < 2 s)' : ''}`);
  });
}

await benchList();
await benchImport('SQLite', null);
const pgDb = await benchDatenbank(PG_URL, 'vp_bench', (grund) => console.log(`PostgreSQL not reachable at ${PG_URL} (${grund}); skipped.`));
if (pgDb) {
  try {
    await benchImport('PostgreSQL', pgDb.url);
  } finally {
    await pgDb.drop();
  }
}
