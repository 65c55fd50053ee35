/**
 * Fee run benchmark (docs/produkt.md "Beiträge": a run for 1,000 members including all PDFs takes under 10 s).
 * `pnpm --filter @vereinsportal/server bench:beitragslauf` (also a line of `pnpm bench`). A club with 1,000
 * active members (every fifth without e-mail: printed), its account and fees; then POST beitraege/laeufe over
 * HTTP, timed from request to answer: the invoices, 800 mails each with its PDF (QR-bill) and the 200-page print
 * PDF, in one transaction; the median of three runs. SQLite, and PostgreSQL when reachable (BENCH_DATABASE_URL / TEST_DATABASE_URL).
 * With --json the last line is { sqliteMs, postgresMs } for scripts/bench/run.mjs.
 */
import { SERVER_BASE_PATH } from '@vereinsportal/contract';
import { randomBytes } from 'node:crypto';
import { KONTO } from '../test/helpers/beitraege.js';
import { benchDatenbank } from './pg.js';
import { benchDeps, benchVerein, lauschen } from './umgebung.js';
import { buildApp } from '../src/app.js';

const ANZAHL = Number(process.env.BENCH_BEITRAG_MITGLIEDER ?? 1000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ZIEL_MS = 10_000;

async function messen(databaseUrl: string | null): Promise<{ ms: number; perEmail: number; zumDrucken: number; mb: number }> {
  const { deps, aufraeumen } = await benchDeps(databaseUrl, 'vp-bench-beitrag-');
  // Delivery is not part of the run: the outbox sends after the commit, in batches.
  deps.outbox.flush = async () => undefined;
  const app = await buildApp(deps);
  const port = await lauschen(app);
  try {
    const email = 'kassier@bench.example.ch';
    const { vereinId, passwort } = await benchVerein(deps, email);
    const mitglieder = Array.from({ length: ANZAHL }, (_, i) => ({
      VereinId: vereinId,
      Vorname: `Vorname${i}`,
      Nachname: `Müller${String(i).padStart(4, '0')}`,
      Strasse: `Bahnhofstrasse ${i}`,
      Postleitzahl: String(1000 + (i % 9000)),
      Ort: 'Zürich',
      Telefonnummer1: null,
      Telefonnummer2: null,
      Emailadresse: i % 5 === 0 ? null : `m${i}@bench.example.ch`,
      EmailNormalisiert: i % 5 === 0 ? null : `m${i}@bench.example.ch`,
      Mitgliedschaftsart: i % 3 === 0 ? 'Junioren' : i % 3 === 1 ? 'Aktive' : 'Aktive, Passivmitglieder',
      Vereinsfunktion: null,
      Bemerkung: null,
      HatSystemZugriff: 0 as const,
      IstVereinsAdministrator: 0 as const,
      Status: 'A' as const,
      AnzahlGeraete: 0,
      PasswortHash: null,
    }));
    for (let i = 0; i < mitglieder.length; i += 200)
      await deps.db
        .insertInto('mitglied')
        .values(mitglieder.slice(i, i + 200))
        .execute();

    const base = `http://127.0.0.1:${port}${SERVER_BASE_PATH}/api/adminPortal`;
    const headers = { vereinid: String(vereinId), emailadresse: email, passwort, 'content-type': 'application/json' };
    const put = await fetch(`${base}/beitraege/einstellungen`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        Konto: { ...KONTO, Iban: 'CH44 3199 9123 0008 8901 2', Kontoinhaber: 'Turnverein Bench' },
        MehrfachRegel: 'summe',
        Tarife: [
          { Kategorie: 'Aktive', Betrag: 120 },
          { Kategorie: 'Junioren', Betrag: 60 },
          { Kategorie: 'Passivmitglieder', Betrag: 40 },
        ],
      }),
    });
    if (!put.ok) throw new Error(`Einstellungen HTTP ${put.status}: ${await put.text()}`);

    const faellig = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const start = performance.now();
    const res = await fetch(`${base}/beitraege/laeufe`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ Bezeichnung: `Mitgliederbeitrag Bench ${randomBytes(3).toString('hex')}`, FaelligAm: faellig }),
    });
    const ms = performance.now() - start;
    const text = await res.text();
    if (!res.ok) throw new Error(`Beitragslauf HTTP ${res.status}: ${text}`);
    const e = JSON.parse(text) as { Anzahl: number; PerEmail: number; ZumDrucken: number };
    if (e.Anzahl !== ANZAHL) throw new Error(`Beitragslauf: ${e.Anzahl} statt ${ANZAHL} Rechnungen`);
    const groesse = await deps.db
      .selectFrom('outbox_anhang')
      .select((eb) => eb.fn.sum<number>('Groesse').as('n'))
      .executeTakeFirstOrThrow();
    return { ms, perEmail: e.PerEmail, zumDrucken: e.ZumDrucken, mb: Number(groesse.n ?? 0) / 1024 / 1024 };
  } finally {
    await aufraeumen(app);
  }
}

const pgDatenbank = () => benchDatenbank(PG_URL, 'bench_beitrag');

/** Each figure is the median of three runs, each on a fresh database (a run bills its period once). */
const LAEUFE = 3;

async function median(databaseUrl: () => Promise<{ url: string | null; drop(): Promise<void> } | null>) {
  const ergebnisse: Awaited<ReturnType<typeof messen>>[] = [];
  for (let i = 0; i < LAEUFE; i++) {
    const db = await databaseUrl();
    if (!db) return null;
    try {
      ergebnisse.push(await messen(db.url));
    } finally {
      await db.drop();
    }
  }
  ergebnisse.sort((a, b) => a.ms - b.ms);
  return { ...ergebnisse[Math.floor(LAEUFE / 2)]!, alle: ergebnisse.map((r) => r.ms) };
}

const zeile = (engine: string, r: NonNullable<Awaited<ReturnType<typeof median>>>) =>
  `Beitragslauf ${ANZAHL} Mitglieder (${r.perEmail} Mails mit PDF, ${r.zumDrucken} Seiten Druck-PDF, Anhänge ${r.mb.toFixed(1)} MB), ${engine}: ${(r.ms / 1000).toFixed(2)} s, Median aus ${r.alle.map((ms) => (ms / 1000).toFixed(2)).join(' / ')} s (Ziel < ${ZIEL_MS / 1000} s) ${r.ms < ZIEL_MS ? 'erreicht' : 'VERFEHLT'}`;

const sqlite = (await median(async () => ({ url: null, drop: async () => undefined })))!;
console.log(zeile('SQLite', sqlite));
const postgres = await median(pgDatenbank);
if (postgres) console.log(zeile('PostgreSQL', postgres));
else console.log(`Beitragslauf PostgreSQL: übersprungen (${PG_URL} nicht erreichbar)`);
if (process.argv.includes('--json')) console.log(JSON.stringify({ sqliteMs: sqlite.ms, postgresMs: postgres?.ms ?? null }));
