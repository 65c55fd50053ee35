/**
 * Benchmark (prints figures; not a timed test): does a fresh sign-in stay fast while strangers flood
 * the server with wrong passwords? `pnpm --filter @vereinsportal/server bench:anmeldung`
 *
 * The server runs in its own process (the production build's entry under tsx, demo mode, SQLite, the
 * production password-hash cost). A "fresh sign-in" is an administrator's first call with the right
 * password (nothing cached): median of 3, each a different administrator, over HTTP on loopback.
 * Floods, each for the length of the three measurements, 50 connections sending wrong passwords for
 * the demo administrator as fast as answers come:
 *   A. one client (127.0.0.2) rotating X-Forwarded-For on every request (no proxy is trusted);
 *   B. 50 clients, one loopback address (127.0.1.x) each.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPERATIONEN, SERVER_BASE_PATH } from '@vereinsportal/contract';

const PORT = Number(process.env.BENCH_PORT ?? 4391);
const BASIS = `http://127.0.0.1:${PORT}${SERVER_BASE_PATH}`;
const DEMO = { vereinId: 1000, emailadresse: 'demo@vereinsportal.ch', passwort: 'demo1234' };
const FLUT_VERBINDUNGEN = 50;
const serverDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Antwort {
  status: number;
  text: string;
}

function senden(
  pfad: string,
  o: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string; agent?: http.Agent } = {},
): Promise<Antwort> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${BASIS}${pfad}`,
      { method: o.method ?? 'GET', headers: o.headers, localAddress: o.localAddress, agent: o.agent },
      (res) => {
        const teile: Buffer[] = [];
        res.on('data', (c: Buffer) => teile.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(teile).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (o.body) req.write(o.body);
    req.end();
  });
}

const anmeldeHeader = (c: { vereinId: number; emailadresse: string; passwort: string }) => ({
  vereinid: String(c.vereinId),
  emailadresse: encodeURIComponent(c.emailadresse),
  passwort: encodeURIComponent(c.passwort),
});

const BENUTZERINFO = OPERATIONEN.getBenutzerinfo.pfad;

async function serverStarten(dataDir: string): Promise<ChildProcess> {
  const kind = spawn('pnpm', ['exec', 'tsx', '--conditions=@vereinsportal/source', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'kein-web'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await senden(OPERATIONEN.getHealth.pfad)).status === 200) return kind;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  kind.kill('SIGKILL');
  throw new Error('Server startete nicht');
}

/** Six more administrators of the demo club, each with a password set through the mailed link. */
async function administratorenAnlegen(anzahl: number): Promise<{ vereinId: number; emailadresse: string; passwort: string }[]> {
  const admin = anmeldeHeader(DEMO);
  const json = { ...admin, 'content-type': 'application/json' };
  const liste = [];
  for (let i = 0; i < anzahl; i++) {
    const emailadresse = `bench.admin${i}@example.ch`;
    const mitglied = {
      Vorname: 'Bench',
      Nachname: `Admin ${i}`,
      Strasse: 'Weg 1',
      Postleitzahl: '8000',
      Ort: 'Zürich',
      Emailadresse: emailadresse,
      HatSystemZugriff: 1,
      IstVereinsAdministrator: 1,
    };
    const neu = await senden(OPERATIONEN.createMitglied.pfad, { method: 'POST', headers: json, body: JSON.stringify(mitglied) });
    if (neu.status !== 200) throw new Error(`Mitglied: ${neu.status} ${neu.text}`);
    const { RecordId } = JSON.parse(neu.text) as { RecordId: number };
    await senden(OPERATIONEN.appZugangsDatenSenden.pfad, { method: 'POST', headers: json, body: JSON.stringify({ MitgliedId: RecordId }) });
    const mails = JSON.parse((await senden(OPERATIONEN.getOutbox.pfad)).text) as { to: string; text: string }[];
    const link = /^Link: (\S+)$/m.exec(mails.find((m) => m.to === emailadresse)?.text ?? '')?.[1];
    if (!link) throw new Error(`kein Link für ${emailadresse}`);
    const passwort = `Bench-Passwort-${i}`;
    const gesetzt = await senden(OPERATIONEN.passwortSetzen.pfad, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Token: new URL(link).hash.slice(1), Passwort: passwort }),
    });
    if (gesetzt.status !== 200) throw new Error(`Passwort: ${gesetzt.status} ${gesetzt.text}`);
    liste.push({ vereinId: DEMO.vereinId, emailadresse, passwort });
  }
  return liste;
}

/** Milliseconds of one first sign-in, and its status. */
async function ersteAnmeldung(c: { vereinId: number; emailadresse: string; passwort: string }): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  const a = await senden(BENUTZERINFO, { headers: anmeldeHeader(c) });
  return { ms: performance.now() - start, status: a.status };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Runs the flood until stop() and counts its answers by status. */
function flut(name: string, adresse: (i: number) => string | undefined, header: (n: number) => Record<string, string>) {
  let laeuft = true;
  const statusZaehler = new Map<number, number>();
  let n = 0;
  const verbindungen = Array.from({ length: FLUT_VERBINDUNGEN }, async (_, i) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: adresse(i) });
    while (laeuft) {
      const a = await senden(BENUTZERINFO, { headers: header(n++), agent }).catch(() => ({ status: 0, text: '' }));
      statusZaehler.set(a.status, (statusZaehler.get(a.status) ?? 0) + 1);
    }
    agent.destroy();
  });
  return {
    name,
    async stop() {
      laeuft = false;
      await Promise.all(verbindungen);
      return [...statusZaehler.entries()]
        .sort(([a], [b]) => a - b)
        .map(([s, k]) => `${k}× ${s}`)
        .join(', ');
    },
  };
}

/** One scenario on a fresh server (clean counters): three fresh sign-ins, optionally under a flood. */
async function szenario(titel: string, starteFlut?: () => ReturnType<typeof flut>): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vp-bench-anmeldung-'));
  const server = await serverStarten(dataDir);
  try {
    const admins = await administratorenAnlegen(3);
    const f = starteFlut?.();
    // Let the flood get going before the first measurement.
    if (f) await new Promise((r) => setTimeout(r, 1000));
    const werte = [];
    for (const a of admins) werte.push(await ersteAnmeldung(a));
    const antworten = f ? await f.stop() : '';
    return `${titel.padEnd(62)} median ${median(werte.map((w) => w.ms))
      .toFixed(0)
      .padStart(
        5,
      )} ms  (${werte.map((w) => `${w.ms.toFixed(0)} ms/${w.status}`).join(', ')})${antworten ? `\n${''.padEnd(64)}flood answers: ${antworten}` : ''}`;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const falsch = anmeldeHeader({ ...DEMO, passwort: 'falsch' });
const zeilen = [
  await szenario('fresh sign-in, idle server'),
  await szenario('A: one client, 50 connections, rotating X-Forwarded-For', () =>
    flut(
      'A',
      () => '127.0.0.2',
      (n) => ({ ...falsch, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }),
    ),
  ),
  await szenario('B: 50 clients, a different e-mail address every request', () =>
    flut(
      'B',
      (i) => `127.0.1.${i + 1}`,
      (n) => anmeldeHeader({ vereinId: DEMO.vereinId, emailadresse: `raten${n}@example.ch`, passwort: 'falsch' }),
    ),
  ),
];
console.log(`\nSign-in under a flood of wrong passwords (median of 3 fresh sign-ins, each a different administrator)\n`);
for (const z of zeilen) console.log(z);
console.log('');
