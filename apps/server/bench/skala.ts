/**
 * Scale bench (docs/skalierung.md): one PostgreSQL database with 10,000 clubs of 100 members (1,000,000 members,
 * with news, events, sign-ups, change-log entries and mails in proportion) against an empty one. Prints for a
 * small club on each: the signed-in member list's p99 under load with one member write per second, a 1,000-row
 * import, the member app's news and events (goal: full / empty <= 1.2); the EXPLAIN (ANALYZE) plans of the
 * queries those requests issue, with the indexes they use; the migrations' and the background jobs' time on the
 * full database. Both databases are dropped at the end.
 *
 *   pnpm --filter @vereinsportal/server bench:skala        (or BENCH_SKALA=1 pnpm bench; takes minutes)
 *
 * Environment: TEST_DATABASE_URL (the server to create the databases on), SKALA_VEREINE (10000),
 * SKALA_SEKUNDEN (load per database, 15). With --json the last line is the figures for scripts/bench/run.mjs.
 */
import { createApiClient, type ApiClient } from '@vereinsportal/api-client';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createQueryId, sql, type Kysely, type KyselyPlugin, type RootOperationNode } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/schema.js';
import { migrate } from '../src/db/migrate.js';
import { createDeps } from '../src/deps.js';
import { aenderungsprotokollAufraeumen } from '../src/services/aenderungsprotokoll.js';
import { mahnungenSenden } from '../src/services/rechnungen/mahnungen-senden.js';
import { runReminderJob } from '../src/services/reminder.js';
import { vereinAnlegen } from '../src/services/verein-anlegen.js';
// The throwaway databases the server tests use (on TEST_DATABASE_URL's server).
import { createPgDatabase } from '../test/helpers/test-server.js';
import { heute } from '../src/services/vertrag.js';

const VEREINE = Number(process.env.SKALA_VEREINE ?? 10_000);
const PRO_VEREIN = 100;
const SEKUNDEN = Number(process.env.SKALA_SEKUNDEN ?? 15);
const VERBINDUNGEN = 16;
const JSON_AUSGABE = process.argv.includes('--json');
const log = (s: string) => console.log(s);

/** The same shape as a club's real rows, written by PostgreSQL itself (generate_series), not by a million requests. */
async function fuellen(db: Kysely<Database>): Promise<Record<string, number>> {
  const zeiten: Record<string, number> = {};
  const schritt = async (name: string, text: string) => {
    const t = performance.now();
    await sql.raw(text).execute(db);
    zeiten[name] = performance.now() - t;
    log(`  ${name}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  const V = VEREINE;
  await schritt(
    'verein',
    `INSERT INTO verein ("VereinId","VereinsName","Vorname","Nachname","Strasse","Postleitzahl","Ort","LandId","Emailadresse","ErstelltAm")
     SELECT 2000 + g, 'Skalaverein ' || g, 'Vorname', 'Nachname', 'Strasse 1', '3000', 'Bern', 756, 'verein' || g || '@skala.example.ch', '2025-01-01T00:00:00.000Z'
     FROM generate_series(0, ${V - 1}) g`,
  );
  // Yearly subscriptions ending over the next year: the contract reminder finds its share of them due.
  await schritt(
    'vertrag',
    `INSERT INTO vertrag ("VereinId","VertragsArt","VertragsLaufzeitVon","VertragsLaufzeitBis","VertragAnzahlMitglieder","ErstelltAm","ReminderGesendetAm")
     SELECT 2000 + g, 'Jahresabonnement', to_char(current_date - 365 + (g % 365), 'YYYY-MM-DD'), to_char(current_date + (g % 365), 'YYYY-MM-DD'), 200, '2025-01-01T00:00:00.000Z', NULL
     FROM generate_series(0, ${V - 1}) g`,
  );
  await schritt(
    'mitglied',
    `INSERT INTO mitglied ("VereinId","Vorname","Nachname","Strasse","Postleitzahl","Ort","Telefonnummer1","Telefonnummer2","Emailadresse","EmailNormalisiert",
       "Mitgliedschaftsart","Vereinsfunktion","Bemerkung","HatSystemZugriff","IstVereinsAdministrator","Status","AnzahlGeraete","PasswortHash")
     SELECT 2000 + g / ${PRO_VEREIN}, 'Vorname' || g, 'Nachname' || (g % 997), 'Strasse ' || g, '3000', 'Bern', '079 555 55 55', NULL,
       'm' || g || '@skala.example.ch', 'm' || g || '@skala.example.ch', CASE WHEN g % 3 = 0 THEN 'Passive' ELSE 'Aktive' END, NULL, NULL,
       (g % 2)::int, CASE WHEN g % ${PRO_VEREIN} = 0 THEN 1 ELSE 0 END, CASE WHEN g % 20 = 0 THEN 'D' ELSE 'A' END, 0, NULL
     FROM generate_series(0, ${V * PRO_VEREIN - 1}) g`,
  );
  // 20 news and 30 events a club (a third of them ahead), 10 sign-ups an event.
  await schritt(
    'news',
    `INSERT INTO news ("VereinId","Titel","AnzeigenVon","AnzeigenBis","FuerMitgliedschaftsart","QuillHtmlData","ExterneHtmlDateiVerwenden","ErstelltAm","GeaendertAm")
     SELECT 2000 + g / 20, 'News ' || g, to_char(current_date - 400 + (g % 20) * 20, 'YYYY-MM-DD'), to_char(current_date - 380 + (g % 20) * 25, 'YYYY-MM-DD'),
       CASE WHEN g % 4 = 0 THEN 'Aktive' ELSE NULL END, '<p>Text der News ' || g || '</p>', 0, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z'
     FROM generate_series(0, ${V * 20 - 1}) g`,
  );
  await schritt(
    'termin',
    `INSERT INTO termin ("VereinId","Datum","DatumBis","Zeit","ZeitBis","Ganztaegig","Titel","Ort","URL","Beschreibung","MitAnAbmeldung","FuerMitgliedschaftsart",
       "MaxTeilnehmende","ErinnerungStunden","ErinnerungGesendetAm","SerieId","SerieDatum","AbsageNotiz","ErstelltAm","GeaendertAm")
     SELECT 2000 + g / 30, to_char(current_date - 200 + (g % 30) * 10, 'YYYY-MM-DD'), NULL, '19:00', '21:00', 0, 'Training ' || g, 'Halle', NULL, NULL, 1,
       CASE WHEN g % 5 = 0 THEN 'Aktive' ELSE NULL END, NULL, NULL, NULL, NULL, NULL, NULL, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z'
     FROM generate_series(0, ${V * 30 - 1}) g`,
  );
  await schritt(
    'termin_anabmeldung',
    `INSERT INTO termin_anabmeldung ("VereinId","TerminId","MitgliedId","AnAbmeldeStatus","GeaendertAm","WartelisteSeit")
     SELECT t."VereinId", t."TerminId", m.erster + (t."TerminId" + 7 * k) % ${PRO_VEREIN}, 1 + k % 3, '2025-01-01T00:00:00.000Z', NULL
     FROM termin t JOIN (SELECT "VereinId", min("MitgliedId") AS erster FROM mitglied GROUP BY "VereinId") m ON m."VereinId" = t."VereinId"
       CROSS JOIN generate_series(0, 9) k`,
  );
  // Three years of change log (a third older than the two years kept: the purge has work) and delivered mails.
  await schritt(
    'aenderungsprotokoll',
    `INSERT INTO aenderungsprotokoll ("VereinId","Zeitpunkt","AdministratorId","AdministratorName","Bereich","ObjektId","Objekt","Aktion","Felder")
     SELECT 2000 + g / 50, to_char(now() - make_interval(days => (g % 50) * 22), 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'), NULL, 'Admin', 'Mitglied', g, 'Mitglied ' || g, 'geändert', '[]'
     FROM generate_series(0, ${V * 50 - 1}) g`,
  );
  await schritt(
    'outbox',
    `INSERT INTO outbox ("to","subject","text","createdAt","state","attempts","nextAttemptAt","lastError","leaseUntil","claimedBy","replyTo","LinkGeheimnis")
     SELECT 'm' || g || '@skala.example.ch', 'Rundmail', 'Text', to_char(now() - make_interval(days => g % 300), 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'), 'sent', 1, NULL, NULL, NULL, NULL, NULL, NULL
     FROM generate_series(0, ${V * 20 - 1}) g`,
  );
  await schritt('analyze', 'ANALYZE');
  return zeiten;
}

const p = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};
const median = (xs: number[]) => p(xs, 0.5);

interface Messung {
  listeP99: number;
  listeP50: number;
  anfragen: number;
  schreiben: number;
  import1000: number;
  news: number;
  termine: number;
  abfragen: Map<string, { sql: string; parameters: readonly unknown[] }>;
}

/** Production mode (no demo mail printing) on `url`, the operator's bank data set as production requires. */
function skalaConfig(url: string, dataDir: string) {
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    WEB_DIST_DIR: path.join(dataDir, 'none'),
    DEMO: '0',
    BETREIBER_NAME: 'Skala AG',
    BETREIBER_IBAN: 'CH4431999123000889012',
    BETREIBER_PLZ: '3000',
    BETREIBER_ORT: 'Bern',
  });
}

/** A server on `url` (in this process), a small club of 40 members; the figures; the SQL its requests issued. */
async function messen(url: string): Promise<Messung> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vp-skala-'));
  const config = skalaConfig(url, dataDir);
  const deps = await createDeps(config, { log: pino({ level: 'silent' }) });
  // Every query the handlers issue, to EXPLAIN it on the full database afterwards.
  let mitschneiden: string | null = null;
  const knoten: { name: string; node: RootOperationNode }[] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (mitschneiden && node.kind === 'SelectQueryNode') knoten.push({ name: mitschneiden, node });
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  deps.db = deps.db.withPlugin(plugin);
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const apiBase = `http://127.0.0.1:${port}/vereinsportalServer`;
  const client = (credentials: { vereinId: number; emailadresse: string; passwort: string }): ApiClient =>
    createApiClient({ baseUrl: apiBase, credentials: () => credentials });
  try {
    const neuerVerein = async (name: string) => {
      const passwort = `Skala-${randomBytes(4).toString('hex')}`;
      const email = `admin-${name}@skala.example.ch`;
      const { vereinId } = await vereinAnlegen(
        deps,
        {
          VereinsName: name,
          Vorname: 'A',
          Nachname: 'Admin',
          Strasse: 'S',
          Postleitzahl: '3000',
          Ort: 'Bern',
          LandId: 756,
          Emailadresse: email,
        },
        passwort,
      );
      await deps.db.updateTable('vertrag').set({ VertragAnzahlMitglieder: 5000 }).where('VereinId', '=', vereinId).execute();
      return client({ vereinId, emailadresse: email, passwort });
    };
    const zeilen = (n: number, tag: string) =>
      Array.from({ length: n }, (_, i) => ({
        MitgliedId: 0,
        Vorname: `V${i}`,
        Nachname: `N${i}`,
        Strasse: `Strasse ${i}`,
        Postleitzahl: '3000',
        Ort: 'Bern',
        Telefonnummer1: null,
        Telefonnummer2: null,
        Emailadresse: `${tag}${i}@skala.example.ch`,
        Mitgliedschaftsart: i % 2 ? 'Aktive' : 'Passive',
        Vereinsfunktion: null,
        Bemerkung: null,
        HatSystemZugriff: 0 as const,
        IstVereinsAdministrator: 0 as const,
        Status: 'A' as const,
      }));

    const klein = await neuerVerein('Kleiner Verein');
    // Its news and events like every filled club's (20 news, 30 events, a third ahead), so the app's lists carry rows.
    const kleinId = (
      await deps.db
        .selectFrom('verein')
        .select((eb) => eb.fn.max('VereinId').as('id'))
        .executeTakeFirstOrThrow()
    ).id;
    await sql`INSERT INTO news ("VereinId","Titel","AnzeigenVon","AnzeigenBis","FuerMitgliedschaftsart","QuillHtmlData","ExterneHtmlDateiVerwenden","ErstelltAm","GeaendertAm")
      SELECT ${kleinId}, 'News ' || g, to_char(current_date - 400 + g * 20, 'YYYY-MM-DD'), to_char(current_date - 380 + g * 25, 'YYYY-MM-DD'), NULL, '<p>Text</p>', 0, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z'
      FROM generate_series(0, 19) g`.execute(deps.db);
    await sql`INSERT INTO termin ("VereinId","Datum","Zeit","ZeitBis","Ganztaegig","Titel","Ort","MitAnAbmeldung","ErstelltAm","GeaendertAm")
      SELECT ${kleinId}, to_char(current_date - 200 + g * 10, 'YYYY-MM-DD'), '19:00', '21:00', 0, 'Training ' || g, 'Halle', 1, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z'
      FROM generate_series(0, 29) g`.execute(deps.db);
    await klein.importMitglieder({ body: zeilen(39, `k${randomBytes(2).toString('hex')}`) });
    const liste = await klein.getMitglieder({});
    const ziele = liste.filter((m) => m.IstVereinsAdministrator === 0).slice(0, 10);

    // Warm-up, then record which SQL each measured request issues.
    for (let i = 0; i < 20; i++) await Promise.all([klein.getMitglieder({}), klein.getAppNews(), klein.getAppTermine()]);
    for (const [name, aufruf] of [
      ['getMitglieder', () => klein.getMitglieder({})],
      ['getAppNews', () => klein.getAppNews()],
      ['getAppTermine', () => klein.getAppTermine()],
    ] as const) {
      mitschneiden = name;
      await aufruf();
      mitschneiden = null;
    }

    // The list under load: VERBINDUNGEN callers back to back, one PATCH of a member a second.
    const dauern: number[] = [];
    const ende = Date.now() + SEKUNDEN * 1000;
    let schreiben = 0;
    const schreiber = setInterval(() => {
      const m = ziele[schreiben++ % ziele.length]!;
      void klein.updateMitglied({ params: { MitgliedId: m.MitgliedId }, body: { Bemerkung: `Last ${schreiben}` } });
    }, 1000);
    await Promise.all(
      Array.from({ length: VERBINDUNGEN }, async () => {
        while (Date.now() < ende) {
          const t = performance.now();
          await klein.getMitglieder({});
          dauern.push(performance.now() - t);
        }
      }),
    );
    clearInterval(schreiber);

    const importZeiten: number[] = [];
    for (let i = 0; i < 3; i++) {
      const ziel = await neuerVerein(`Importverein ${i}`);
      const body = zeilen(1000, `i${i}${randomBytes(2).toString('hex')}`);
      const t = performance.now();
      await ziel.importMitglieder({ body });
      importZeiten.push(performance.now() - t);
    }
    const einzeln = async (f: () => Promise<unknown>) => {
      const xs: number[] = [];
      for (let i = 0; i < 100; i++) {
        const t = performance.now();
        await f();
        xs.push(performance.now() - t);
      }
      return median(xs);
    };
    const news = await einzeln(() => klein.getAppNews());
    const termine = await einzeln(() => klein.getAppTermine());

    const abfragen = new Map<string, { sql: string; parameters: readonly unknown[] }>();
    for (const { name, node } of knoten) {
      const c = deps.db.getExecutor().compileQuery(node, createQueryId());
      abfragen.set(`${name}: ${c.sql.slice(0, 60)}`, { sql: c.sql, parameters: c.parameters });
    }
    return {
      listeP99: p(dauern, 0.99),
      listeP50: p(dauern, 0.5),
      anfragen: dauern.length / SEKUNDEN,
      schreiben,
      import1000: median(importZeiten),
      news,
      termine,
      abfragen,
    };
  } finally {
    await app.close();
    await deps.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of each query on `url`; the plan text and whether it scans a table sequentially. */
async function plaene(
  url: string,
  abfragen: Messung['abfragen'],
): Promise<{ name: string; sql: string; plan: string; seqScan: boolean }[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const aus = [];
  try {
    for (const [name, q] of abfragen) {
      const r = await c.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${q.sql}`, q.parameters as unknown[]);
      const plan = r.rows.map((x) => x['QUERY PLAN']).join('\n');
      aus.push({ name, sql: q.sql, plan, seqScan: /Seq Scan/.test(plan) });
    }
  } finally {
    await c.end();
  }
  return aus;
}

/** The background jobs and the start's migration check on the full database, each timed. */
async function jobs(url: string): Promise<Record<string, number>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vp-skala-jobs-'));
  const config = skalaConfig(url, dataDir);
  const zeiten: Record<string, number> = {};
  const zeit = async (name: string, f: () => Promise<unknown>) => {
    const t = performance.now();
    const r = await f();
    zeiten[name] = performance.now() - t;
    log(`  ${name}: ${Math.round(performance.now() - t)} ms${typeof r === 'number' ? ` (${r})` : ''}`);
  };
  let deps: Awaited<ReturnType<typeof createDeps>> | null = null;
  try {
    await zeit('start incl. migration check (createDeps)', async () => {
      deps = await createDeps(config, { log: pino({ level: 'silent' }) });
    });
    const d = deps!;
    await zeit('migrations up to date (migrate)', () => migrate(d.db));
    await zeit('change-log purge (rows deleted)', () => aenderungsprotokollAufraeumen(d.db, d.clock.now()));
    await zeit('contract reminder job (mails queued)', () => runReminderJob(d, heute(d)));
    await zeit('payment reminder job (mails queued)', () => mahnungenSenden(d, heute(d)));
    await zeit('outbox run (mails handled)', async () => {
      const vorher = await d.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('state', '=', 'pending')
        .executeTakeFirstOrThrow();
      await d.outbox.flush();
      return Number(vorher.n);
    });
  } finally {
    await (deps as Awaited<ReturnType<typeof createDeps>> | null)?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return zeiten;
}

async function main() {
  const leer = await createPgDatabase();
  const voll = await createPgDatabase();
  try {
    log(`Schema (migrations) on two fresh databases`);
    const migrationen: number[] = [];
    for (const d of [leer, voll]) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'vp-skala-m-'));
      const t = performance.now();
      const deps = await createDeps(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: d.url, WEB_DIST_DIR: dataDir }), {
        log: pino({ level: 'silent' }),
      });
      migrationen.push(performance.now() - t);
      if (d === voll) {
        log(`Filling ${VEREINE} clubs x ${PRO_VEREIN} members`);
        const t2 = performance.now();
        await fuellen(deps.db);
        log(`  filled in ${((performance.now() - t2) / 1000).toFixed(1)} s`);
      }
      await deps.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
    const groesse = await (async () => {
      const c = new pg.Client({ connectionString: voll.url });
      await c.connect();
      const r = await c.query<{ g: string }>('SELECT pg_size_pretty(pg_database_size(current_database())) AS g');
      await c.end();
      return r.rows[0]!.g;
    })();

    // Two rounds, alternating, each figure the better of its two: other load on the machine hits one round, not both.
    const runden: Messung[][] = [[], []];
    for (let runde = 1; runde <= 2; runde++)
      for (const [i, d] of [leer, voll].entries()) {
        log(`Round ${runde}: measuring on the ${i === 0 ? 'empty' : 'full'} database (${SEKUNDEN} s load)`);
        runden[i]!.push(await messen(d.url));
      }
    const besser = (ms: Messung[]): Messung => ({
      ...ms[1]!,
      listeP99: Math.min(...ms.map((m) => m.listeP99)),
      listeP50: Math.min(...ms.map((m) => m.listeP50)),
      anfragen: Math.max(...ms.map((m) => m.anfragen)),
      import1000: Math.min(...ms.map((m) => m.import1000)),
      news: Math.min(...ms.map((m) => m.news)),
      termine: Math.min(...ms.map((m) => m.termine)),
    });
    const a = besser(runden[0]!);
    const b = besser(runden[1]!);
    log('Query plans on the full database');
    const pl = await plaene(voll.url, b.abfragen);
    log('Background jobs and migrations on the full database');
    const j = await jobs(voll.url);

    const zeile = (was: string, x: number, y: number) =>
      `| ${was} | ${x.toFixed(1)} ms | ${y.toFixed(1)} ms | ${(y / x).toFixed(2)} | ${y / x <= 1.2 ? 'yes' : 'NO'} |`;
    console.log(`\nScale: ${VEREINE} clubs x ${PRO_VEREIN} members on one PostgreSQL (${groesse}) vs an empty database\n`);
    console.log('| measure (small club of 40, signed in) | empty | full | full/empty | <= 1.2 |');
    console.log('|---|---|---|---|---|');
    console.log(zeile(`member list p99, ${VERBINDUNGEN} callers + 1 PATCH/s, ${SEKUNDEN} s`, a.listeP99, b.listeP99));
    console.log(zeile('member list p50 (same run)', a.listeP50, b.listeP50));
    console.log(zeile('import of 1,000 rows (median of 3, better round)', a.import1000, b.import1000));
    console.log(zeile('member app news (median of 100)', a.news, b.news));
    console.log(zeile('member app events (median of 100)', a.termine, b.termine));
    console.log(
      `\nrequests/s under load: empty ${a.anfragen.toFixed(0)}, full ${b.anfragen.toFixed(0)}; writes ${a.schreiben} / ${b.schreiben}`,
    );
    console.log(`migrations on a fresh database: ${migrationen.map((x) => `${Math.round(x)} ms`).join(', ')}`);
    console.log('\nJobs and start on the full database:');
    for (const [k, v] of Object.entries(j)) console.log(`- ${k}: ${Math.round(v)} ms`);
    console.log('\nPlans (EXPLAIN ANALYZE, full database):');
    for (const x of pl) console.log(`\n### ${x.name}${x.seqScan ? '  [Seq Scan]' : ''}\n${x.sql}\n${x.plan}`);
    if (JSON_AUSGABE)
      console.log(
        JSON.stringify({
          listeP99: [a.listeP99, b.listeP99],
          import1000: [a.import1000, b.import1000],
          news: [a.news, b.news],
          termine: [a.termine, b.termine],
          seqScans: pl.filter((x) => x.seqScan).map((x) => x.name),
          jobs: j,
        }),
      );
  } finally {
    await leer.drop();
    await voll.drop();
  }
}

await main();
