/**
 * Starts the real server (buildApp + createDeps) on 127.0.0.1:0 with a fresh database:
 * a temporary SQLite file, or a fresh PostgreSQL database when TEST_DB=postgres
 * (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), dropped on close().
 * A first club with an administrator is created; `adminClient` talks to it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient, type ApiClient, type ApiCredentials } from '@vereinsportal/api-client';
import type { FastifyInstance } from 'fastify';
import type { Kysely, KyselyPlugin } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { AppDeps, Clock } from '../../src/context.js';
import { createDb } from '../../src/db/create-db.js';
import { migrate } from '../../src/db/migrate.js';
import type { Database } from '../../src/db/schema.js';
import { createDeps } from '../../src/deps.js';
import type { MailInput } from '../../src/services/outbox.js';
import { wegwerfDatenbank } from './pg-datenbank.js';
import { vereinAnlegen, type NeuerVerein } from '../../src/services/verein-anlegen.js';

export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A clock tests can move: `clock.set('2026-05-01T10:00:00Z')`. */
export class TestClock implements Clock {
  private current: Date;
  constructor(start: Date | string = new Date()) {
    this.current = new Date(start);
  }
  now(): Date {
    return new Date(this.current);
  }
  set(at: Date | string): void {
    this.current = new Date(at);
  }
  advanceDays(days: number): void {
    this.current = new Date(this.current.getTime() + days * 86_400_000);
  }
}

export interface TestVerein {
  vereinId: number;
  mitgliedId: number;
  credentials: ApiCredentials;
  client: ApiClient;
}

export interface TestServer {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** http://127.0.0.1:<port>/vereinsportalServer (the api-client's baseUrl) */
  apiBase: string;
  client(credentials?: ApiCredentials | null): ApiClient;
  /** The first club (created at start) and its administrator's client. */
  verein: TestVerein;
  adminClient: ApiClient;
  /** Creates another club with an administrator (e.g. for tenant isolation tests). */
  createVerein(overrides?: Partial<NeuerVerein> & { passwort?: string }): Promise<TestVerein>;
  db: Kysely<Database>;
  /** Where this server's data lives (pass both as `database` to start another instance on it). */
  dataDir: string;
  databaseUrl: string | null;
  deps: AppDeps;
  app: FastifyInstance;
  /** Mails printed instead of sent (no SMTP in tests), oldest first. */
  mails: MailInput[];
  close(): Promise<void>;
}

export interface StartOptions {
  clock?: Clock;
  /** Extra environment for loadConfig (e.g. { DEMO: '0' }). */
  env?: Record<string, string>;
  /** Sees every query of the server's handlers (e.g. to count them). */
  dbPlugin?: KyselyPlugin;
  /** The server's logger, for a test that reads the log; default silent. */
  log?: pino.Logger;
  /**
   * Another server's database (its `dataDir` and `databaseUrl`): a second instance on the same data.
   * Its close() leaves the database to the owner; close this one first. Give both the same SERVER_SECRET.
   */
  database?: { dataDir: string; databaseUrl: string | null };
}

let counter = 0;

/**
 * A migrated database to copy (CREATE DATABASE ... TEMPLATE): migrating a fresh PostgreSQL database takes about
 * a second, copying one a tenth of that. One per state of the migrations (named by a hash of their source), made
 * once under an advisory lock, so parallel workers and runs share it; the server's start still runs the
 * migrator against the copy (nothing left to do there).
 */
let vorlage: Promise<string> | null = null;
const VORLAGE_SPERRE = 7_277_001;

/** A hash of the migrations' source: a template is made again when a migration changes. */
function migrationsStand(): string {
  const ordner = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));
  const hash = createHash('sha256');
  for (const datei of readdirSync(ordner).sort()) hash.update(datei).update(readFileSync(path.join(ordner, datei)));
  return hash.digest('hex').slice(0, 16);
}

/** The same for SQLite: a migrated file in the temp folder, copied into each test server's DATA_DIR. */
async function sqliteVorlage(): Promise<string> {
  const datei = path.join(tmpdir(), `vp-vorlage-${migrationsStand()}.sqlite`);
  if (existsSync(datei)) return datei;
  const ordner = mkdtempSync(path.join(tmpdir(), 'vp-vorlage-'));
  const handle = await createDb({ databaseUrl: null, dataDir: ordner });
  try {
    await migrate(handle.db);
  } finally {
    // Closing the last connection folds the WAL into the file, so the one file is the whole database.
    await handle.destroy();
  }
  // Renamed into place when complete: parallel workers may race, each rename puts a whole file there.
  renameSync(path.join(ordner, 'vereinsportal.sqlite'), datei);
  rmSync(ordner, { recursive: true, force: true });
  return datei;
}

async function migrierteVorlage(): Promise<string> {
  const name = `vp_vorlage_${migrationsStand()}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [VORLAGE_SPERRE]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      // Built under another name and renamed when complete: a run killed halfway leaves no broken template.
      const neu = `${name}_${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS ${neu}`);
      await admin.query(`CREATE DATABASE ${neu}`);
      const url = new URL(TEST_DATABASE_URL);
      url.pathname = `/${neu}`;
      const handle = await createDb({ databaseUrl: url.toString(), dataDir: '' });
      try {
        await migrate(handle.db);
      } finally {
        await handle.destroy();
      }
      await admin.query(`ALTER DATABASE ${neu} RENAME TO ${name}`);
      // Templates of earlier migration states are of no use any more.
      const alt = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'vp\\_vorlage\\_%' AND datname <> $1",
        [name],
      );
      for (const { datname } of alt.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
    }
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [VORLAGE_SPERRE]).catch(() => undefined);
    await admin.end();
  }
}

/**
 * A fresh PostgreSQL database on TEST_DATABASE_URL's server, empty or (`migriert`) with the current schema;
 * drop() removes it. Its commits do not wait for the disk (synchronous_commit off): a test database need not
 * survive a crash of the machine, and the suite runs much faster.
 */
export async function createPgDatabase({ migriert = false } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vp_test_${process.pid}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const vorlageName = migriert ? await (vorlage ??= migrierteVorlage()) : null;
  return wegwerfDatenbank(TEST_DATABASE_URL, name, [
    `CREATE DATABASE ${name}${vorlageName ? ` TEMPLATE ${vorlageName}` : ''}`,
    `ALTER DATABASE ${name} SET synchronous_commit = off`,
  ]);
}

export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const shared = options.database;
  const dataDir = shared?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'vp-test-'));
  if (!shared && TEST_DB === 'sqlite' && !options.env?.DATABASE_URL)
    copyFileSync(await sqliteVorlage(), path.join(dataDir, 'vereinsportal.sqlite'));
  const pgDb = !shared && TEST_DB === 'postgres' ? await createPgDatabase({ migriert: true }) : null;
  const databaseUrl = shared ? shared.databaseUrl : (pgDb?.url ?? null);
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO: '1',
    LOG_LEVEL: 'silent',
    // Fast hashes and an easy bot check keep the suite quick; production defaults are much higher.
    PASSWORD_HASH_COST: '1024',
    BOTCHECK_COST: '500',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const mails: MailInput[] = [];
  const deps = await createDeps(config, {
    clock: options.clock,
    log: options.log ?? pino({ level: 'silent' }),
    printMail: (mail) => void mails.push({ to: mail.to, subject: mail.subject, text: mail.text }),
  });
  if (options.dbPlugin) deps.db = deps.db.withPlugin(options.dbPlugin);
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const apiBase = `${baseUrl}/vereinsportalServer`;
  const client = (credentials: ApiCredentials | null = null) => createApiClient({ baseUrl: apiBase, credentials: () => credentials });

  const createVerein = async (overrides: Partial<NeuerVerein> & { passwort?: string } = {}): Promise<TestVerein> => {
    const n = ++counter;
    const { passwort = `Geheim-${n}-äöü`, ...rest } = overrides;
    const daten: NeuerVerein = {
      VereinsName: `Testverein ${n}`,
      Vorname: 'Erika',
      Nachname: `Admin${n}`,
      Strasse: 'Teststrasse 1',
      Postleitzahl: '3000',
      Ort: 'Bern',
      LandId: 756,
      Emailadresse: `admin${n}.${randomBytes(2).toString('hex')}@example.ch`,
      ...rest,
    };
    const { vereinId, mitgliedId } = await vereinAnlegen(deps, daten, passwort);
    const credentials = { vereinId, emailadresse: daten.Emailadresse, passwort };
    return { vereinId, mitgliedId, credentials, client: client(credentials) };
  };

  const verein = await createVerein();
  return {
    baseUrl,
    apiBase,
    client,
    verein,
    adminClient: verein.client,
    createVerein,
    db: deps.db,
    dataDir,
    databaseUrl,
    deps,
    app,
    mails,
    async close() {
      // A test that left an answer unread must not stall the suite: cut what is still open after 2 s.
      const abbruch = setTimeout(() => app.server.closeAllConnections(), 2_000);
      await app.close();
      clearTimeout(abbruch);
      await deps.destroy();
      await pgDb?.drop();
      if (!shared) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Reads the lines `Vereinsnummer:`, `E-Mail:` and `Link:` of a credentials mail, and the link's token. */
export function readCredentialsMail(text: string): { vereinId: number; emailadresse: string; link: string; token: string } {
  const value = (label: string) => {
    const match = new RegExp(`^${label}: (.+)$`, 'm').exec(text);
    if (!match?.[1]) throw new Error(`mail has no "${label}:" line`);
    return match[1].trim();
  };
  const link = value('Link');
  return { vereinId: Number(value('Vereinsnummer')), emailadresse: value('E-Mail'), link, token: new URL(link).hash.slice(1) };
}

/** Sets a password through a credentials mail's link, as its reader would; returns the sign-in. */
export async function zugangUeberMail(client: ApiClient, mailText: string, passwort = 'Mein-neues-Passwort-1'): Promise<ApiCredentials> {
  const mail = readCredentialsMail(mailText);
  await client.passwortSetzen({ body: { Token: mail.token, Passwort: passwort } });
  return { vereinId: mail.vereinId, emailadresse: mail.emailadresse, passwort };
}
