/**
 * What an operator's Prometheus reads from one instance (README «Metriken», docs/architecture.md, metrics):
 * requests and their duration by contract operation, 429s, the sign-in cache, the background jobs, and at
 * scrape time the outbox queue and the PostgreSQL pool. Without METRICS_TOKEN nothing is collected and
 * prom-client is never loaded (start time and memory, docs/skalierung.md); the request path then pays one
 * call of an empty function.
 */
import { createRequire } from 'node:module';
import type { Kysely } from 'kysely';
import type { Counter as CounterT, Gauge as GaugeT, Histogram as HistogramT, Registry as RegistryT } from 'prom-client';
import type { Database } from '../../db/schema.js';

/** The PostgreSQL pool's counts (node-postgres); SQLite has none: one connection, queries run in the process. */
export interface PoolStand {
  total: number;
  idle: number;
  waiting: number;
}

export interface Metriken {
  readonly aktiv: boolean;
  /** One answered request: its contract operation (or 'web', 'unbekannt', 'metrics'), status and seconds. */
  anfrage(operation: string, status: number, sekunden: number): void;
  /** A signed-in request served from the sign-in cache (true) or checked with the password hash (false). */
  anmeldeCache(treffer: boolean): void;
  /**
   * Runs one pass of the background job `name` and records when it ended and whether it threw (the error
   * is passed on). Every job wraps its pass in this (services/betrieb/jobs.ts does it for timed jobs).
   */
  jobLauf<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** The exposition text (Prometheus 0.0.4); the outbox and pool gauges are read now. */
  text(): Promise<{ contentType: string; body: string }>;
}

export interface MetrikQuellen {
  db: Kysely<Database>;
  pool: (() => PoolStand) | null;
  now: () => Date;
}

const AUS: Metriken = {
  aktiv: false,
  anfrage() {},
  anmeldeCache() {},
  jobLauf: (_name, fn) => fn(),
  text: () => Promise.reject(new Error('metrics are off (METRICS_TOKEN unset)')),
};

/** Mails not yet handed over: pending (also after a failed try), being sent, or waiting for SMTP_URL. */
const OFFEN = ['pending', 'sending', 'wartend'];

// prom-client's index also loads its Pushgateway, cluster aggregator and default metrics (about 10 MB and
// 100 ms at start); the four classes used here are a fraction of that.
const promRequire = createRequire(import.meta.url);

export function createMetriken(token: string | null, quellen: MetrikQuellen): Metriken {
  if (!token) return AUS;
  const Registry = promRequire('prom-client/lib/registry') as typeof RegistryT;
  const Counter = promRequire('prom-client/lib/counter') as typeof CounterT;
  const Gauge = promRequire('prom-client/lib/gauge') as typeof GaugeT;
  const Histogram = promRequire('prom-client/lib/histogram') as typeof HistogramT;
  // Own registry: several servers in one test process must not share counters.
  const registers = [new Registry()];

  const zaehler = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers });
  const messwert = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Gauge<L>({ name, help, labelNames, registers });
  /** A gauge read at scrape time. */
  const gelesen = (name: string, help: string, wert: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(wert());
      },
    });

  const anfragen = zaehler(
    'vereinsportal_http_requests_total',
    'Answered requests by contract operation (web = pages and static files, unbekannt = no route) and status',
    ['operation', 'status'],
  );
  const dauer = new Histogram({
    name: 'vereinsportal_http_request_duration_seconds',
    help: 'Time from request to answer by contract operation',
    labelNames: ['operation'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const zuViele = zaehler(
    'vereinsportal_http_429_total',
    'Requests answered 429 (sign-in blocks, registration and password-link limits, bot check asked)',
    ['operation'],
  );
  const cacheTreffer = zaehler(
    'vereinsportal_signin_cache_hits_total',
    'Signed-in requests served from the sign-in cache (no password hash)',
  );
  const cacheFehlt = zaehler('vereinsportal_signin_cache_misses_total', 'Signed-in requests whose password was checked with the hash');
  const jobEnde = messwert('vereinsportal_job_last_run_timestamp_seconds', 'When the background job last finished a pass (Unix time)', [
    'job',
  ]);
  const jobDauer = messwert('vereinsportal_job_last_duration_seconds', "The background job's last pass", ['job']);
  const jobLaeufe = zaehler('vereinsportal_job_runs_total', 'Passes of each background job by outcome (ok, error)', ['job', 'outcome']);

  const { db, pool, now } = quellen;
  // Read once per scrape, before the gauges are collected (text()); prom-client collects them in parallel.
  let outbox = { anzahl: 0, aeltester: null as number | null };
  const outboxLesen = async () => {
    try {
      const r = await db
        .selectFrom('outbox')
        .select((eb) => [eb.fn.countAll<string | number>().as('anzahl'), eb.fn.min('createdAt').as('aeltester')])
        .where('state', 'in', OFFEN)
        .executeTakeFirst();
      outbox = { anzahl: Number(r?.anzahl ?? 0), aeltester: r?.aeltester ? Date.parse(r.aeltester) : null };
    } catch {
      // Database unreachable: the other figures still go out, these keep their last value (health says 503).
    }
  };
  gelesen(
    'vereinsportal_outbox_queue_length',
    'Mails in the outbox not yet handed to SMTP (pending, sending, waiting for SMTP_URL)',
    () => outbox.anzahl,
  );
  gelesen('vereinsportal_outbox_oldest_age_seconds', 'Age of the oldest mail not yet handed to SMTP (0 when the queue is empty)', () =>
    outbox.aeltester === null ? 0 : Math.max(0, (now().getTime() - outbox.aeltester) / 1000),
  );
  if (pool) {
    gelesen('vereinsportal_db_pool_connections_in_use', 'PostgreSQL connections checked out by requests and jobs (pool of 10)', () => {
      const p = pool();
      return p.total - p.idle;
    });
    gelesen('vereinsportal_db_pool_waiting', 'Queries waiting for a free PostgreSQL connection', () => pool().waiting);
  }

  const registry = registers[0]!;
  return {
    aktiv: true,
    anfrage(operation, status, sekunden) {
      anfragen.inc({ operation, status: String(status) });
      dauer.observe({ operation }, sekunden);
      if (status === 429) zuViele.inc({ operation });
    },
    anmeldeCache(treffer) {
      (treffer ? cacheTreffer : cacheFehlt).inc();
    },
    async jobLauf(name, fn) {
      const start = performance.now();
      let outcome = 'error';
      try {
        const ergebnis = await fn();
        outcome = 'ok';
        return ergebnis;
      } finally {
        jobLaeufe.inc({ job: name, outcome });
        jobEnde.set({ job: name }, now().getTime() / 1000);
        jobDauer.set({ job: name }, (performance.now() - start) / 1000);
      }
    },
    async text() {
      await outboxLesen();
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
