// The scale rows of `pnpm bench` (docs/skalierung.md): apps/server/bench/skala.ts fills a fresh PostgreSQL database
// with 10,000 clubs of 100 members and compares a small club's figures with an empty database. It takes minutes,
// so `pnpm bench` runs it only with BENCH_SKALA=1; it is also runnable alone
// (`pnpm --filter @vereinsportal/server bench:skala`).
import { spawnSync } from 'node:child_process';
import { SERVER_DIR } from './lib.mjs';

export const SKALA_ZIEL = 'full/empty <= 1.2';
const MESSUNGEN = [
  ['listeP99', 'member list p99, 16 callers + 1 PATCH/s'],
  ['import1000', 'import of 1,000 rows'],
  ['news', 'member app news'],
  ['termine', 'member app events'],
];

/** Runs the scale bench and adds its rows through `row(measure, figure, goal, met)`. */
export function skalaMessen({ row, log, pgUrl }) {
  const titel = (was) => `10,000 clubs x 100 members on one PostgreSQL, small club: ${was}`;
  if (process.env.BENCH_SKALA !== '1') {
    for (const [, was] of MESSUNGEN)
      row(titel(was), 'not run (BENCH_SKALA=1, takes minutes; figures in docs/skalierung.md)', SKALA_ZIEL, null);
    return;
  }
  log('Skalierung: 10000 Vereine auf einer PostgreSQL-Datenbank (apps/server/bench/skala.ts)');
  const b = spawnSync('pnpm', ['exec', 'tsx', '--conditions=@vereinsportal/source', 'bench/skala.ts', '--json'], {
    cwd: SERVER_DIR,
    encoding: 'utf8',
    env: { ...process.env, TEST_DATABASE_URL: pgUrl },
    maxBuffer: 64 * 1024 * 1024,
  });
  const zeilen = (b.stdout ?? '').trim().split('\n');
  if (b.status !== 0) throw new Error(`bench/skala.ts: ${(b.stderr || zeilen.at(-1) || '').slice(0, 300)}`);
  const ergebnis = JSON.parse(zeilen.at(-1));
  for (const z of zeilen.slice(0, -1)) if (z.startsWith('|') || z.startsWith('- ')) log(z);
  for (const [schluessel, was] of MESSUNGEN) {
    const [leer, voll] = ergebnis[schluessel];
    row(titel(was), `${voll.toFixed(1)} ms vs ${leer.toFixed(1)} ms empty = ${(voll / leer).toFixed(2)}`, SKALA_ZIEL, voll / leer <= 1.2);
  }
  const seq = ergebnis.seqScans;
  row(
    titel('hot queries without a sequential scan (EXPLAIN ANALYZE)'),
    seq.length ? `Seq Scan in: ${seq.join('; ')}` : 'none',
    'none',
    seq.length === 0,
  );
}
