// One figure of `pnpm bench` (scripts/bench/run.mjs): requests/s of the authenticated member list of the
// demo club filled to 300 members, served by ONE built server process and by TWO on the same PostgreSQL
// database (docs/architecture.md, several instances), each with its own DATA_DIR and the same
// SERVER_SECRET. autocannon in this process (the servers run in their own) keeps the same number of
// keep-alive connections in both cases; with two instances it spreads them round-robin over both. Without
// PostgreSQL the figure is not measured. Standalone, on the built server: `node scripts/bench/instanzen.mjs`
// (BENCH_RUNS, BENCH_RATIO_SECONDS, TEST_DATABASE_URL).
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { ADMIN_PFAD, AUTH, adminCall, benchDatenbank, benchMitglied, jsonBody, median, request, startServer } from './lib.mjs';

export const INSTANZEN_MITGLIEDER = 300;
export const INSTANZEN_VERBINDUNGEN = 16;
/** What a browser sends; the list is compressed once per version and encoding (http/kompression.ts). */
const HEADERS = { ...AUTH, 'accept-encoding': 'br, gzip' };

/** Members without e-mail or system access up to `anzahl`, through the import route (one request). */
async function auffuellen(baseURL, anzahl) {
  const vorhanden = jsonBody(await adminCall(baseURL, '/mitglied')).length;
  const neu = Array.from({ length: Math.max(0, anzahl - vorhanden) }, (_, j) => {
    const i = vorhanden + j;
    return benchMitglied(i, `Instanz${String(i).padStart(4, '0')}`, '079 555 55 55');
  });
  if (neu.length === 0) return;
  const res = await adminCall(baseURL, '/mitgliederimport', { method: 'POST', json: neu });
  if (res.status !== 200) throw new Error(`Import HTTP ${res.status}: ${res.body.toString().slice(0, 160)}`);
}

async function last(urls, duration) {
  const r = await autocannon({ url: urls, connections: INSTANZEN_VERBINDUNGEN, duration, headers: HEADERS });
  if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0)
    throw new Error(`${r.non2xx} Antworten ohne 2xx, ${r.errors} Fehler, ${r.timeouts} Timeouts`);
  return r.requests.average;
}

/**
 * Returns { nichtGemessen } when PostgreSQL cannot be reached, else { anzahl, bytes, eine: [req/s per run],
 * zwei: [req/s per run] }. `runs` pairs of `seconds`-long runs, one instance then two, after 1 s warm-ups.
 */
export async function instanzenMessen({ pgUrl, runs, seconds, log = () => undefined }) {
  const db = await benchDatenbank(pgUrl, 'vp_bench_instanzen');
  if ('fehler' in db) return { nichtGemessen: `PostgreSQL not reachable at ${pgUrl} (${db.fehler})` };
  const env = { DATABASE_URL: db.url, SERVER_SECRET: randomBytes(32).toString('hex') };
  const gestartet = [];
  try {
    // One after the other: the first migrates and seeds the demo club, the second finds it.
    const a = await startServer({ env });
    gestartet.push(a);
    await auffuellen(a.baseURL, INSTANZEN_MITGLIEDER);
    const b = await startServer({ env });
    gestartet.push(b);
    const listeA = `${a.baseURL}${ADMIN_PFAD}/mitglied`;
    const listeB = `${b.baseURL}${ADMIN_PFAD}/mitglied`;
    const probe = await request(listeA, { headers: AUTH });
    const probeB = await request(listeB, { headers: AUTH });
    if (!probe.body.equals(probeB.body)) throw new Error('die zwei Instanzen liefern nicht dieselbe Liste');
    const anzahl = JSON.parse(probe.body.toString()).length;
    log(
      `GET mitglied (${anzahl} Mitglieder), eine vs zwei Instanzen auf PostgreSQL, ${INSTANZEN_VERBINDUNGEN} Verbindungen, ${runs} x ${seconds} s`,
    );
    await last([listeA], 1);
    await last([listeB], 1);
    const eine = [];
    const zwei = [];
    for (let i = 0; i < runs; i++) {
      eine.push(await last([listeA], seconds));
      zwei.push(await last([listeA, listeB], seconds));
    }
    return { anzahl, bytes: probe.body.length, eine, zwei };
  } finally {
    for (const s of gestartet) await s.stop();
    await db.drop();
  }
}

/** "one / two = ratio" of the medians, with each run's figures. */
export function instanzenText(r) {
  const eine = median(r.eine);
  const zwei = median(r.zwei);
  const einzeln =
    r.eine.length > 1 ? ` [one: ${r.eine.map((x) => x.toFixed(0)).join(', ')}; two: ${r.zwei.map((x) => x.toFixed(0)).join(', ')}]` : '';
  return {
    eine,
    zwei,
    verhaeltnis: zwei / eine,
    text: `${eine.toFixed(0)} / ${zwei.toFixed(0)} req/s, two/one = ${(zwei / eine).toFixed(2)}${einzeln}`,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const seconds = Number(process.env.BENCH_RATIO_SECONDS ?? 5);
  const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const r = await instanzenMessen({ pgUrl, runs, seconds, log: (m) => console.log(m) });
  if (r.nichtGemessen) console.log(`GET mitglied, one vs two instances: not measured: ${r.nichtGemessen}`);
  else
    console.log(
      `GET mitglied, ${r.anzahl} members (${(r.bytes / 1024).toFixed(1)} kB), ${INSTANZEN_VERBINDUNGEN} connections, median of ${runs}: one instance / two instances = ${instanzenText(r).text}`,
    );
}
