/**
 * Earlier versions kept uploaded PDFs in DATA_DIR/files/<key> (one instance's disk: a second instance
 * behind a load balancer could not serve them). A data directory of such a version is taken over at
 * start: its files go into the database, the folder is renamed and kept, every document downloads,
 * through this instance and through another one with its own DATA_DIR (PostgreSQL). A second start
 * duplicates nothing; two instances starting at once on one folder both come up.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApiClient, type ApiCredentials } from '@vereinsportal/api-client';
import { Migrator } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { AppDeps } from '../../src/context.js';
import { createDb } from '../../src/db/create-db.js';
import { migrationProvider } from '../../src/db/migrate.js';
import { createDeps } from '../../src/deps.js';
import { vereinAnlegen } from '../../src/services/verein-anlegen.js';
import { JETZT, pdfBytes } from '../helpers/inhalte.js';
import { createPgDatabase, TEST_DB, TestClock } from '../helpers/test-server.js';

const clock = new TestClock(JETZT);
const ORDNER_NEU = 'files.migriert-2026-03-15';

interface Instanz {
  apiBase: string;
  logs: string[];
  deps: AppDeps;
  close(): Promise<void>;
}

function konfiguration(dataDir: string, databaseUrl: string | null): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    DEMO: '1',
    LOG_LEVEL: 'info',
    PASSWORD_HASH_COST: '1024',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

/** The server as main.ts builds it, on loopback, with its log lines collected. */
async function starte(dataDir: string, databaseUrl: string | null): Promise<Instanz> {
  const logs: string[] = [];
  const log = pino({ level: 'info' }, { write: (zeile: string) => void logs.push(zeile) });
  const deps = await createDeps(konfiguration(dataDir, databaseUrl), { clock, log, printMail: () => undefined });
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    apiBase: `http://127.0.0.1:${port}/vereinsportalServer`,
    logs,
    deps,
    async close() {
      await app.close();
      await deps.destroy();
    },
  };
}

async function herunterladen(apiBase: string, credentials: ApiCredentials, dokumentId: number): Promise<Uint8Array> {
  const client = createApiClient({ baseUrl: apiBase, credentials: () => credentials });
  return new Uint8Array(await (await client.getDokumentDatei({ params: { DokumentId: dokumentId } })).arrayBuffer());
}

describe(`files of an earlier version move from DATA_DIR/files into the database (${TEST_DB})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vp-dateien-'));
  // PostgreSQL: a second instance on another machine has its own data directory.
  const andererDataDir = mkdtempSync(path.join(tmpdir(), 'vp-dateien-b-'));
  let pgDb: Awaited<ReturnType<typeof createPgDatabase>> | null = null;
  const databaseUrl = () => pgDb?.url ?? null;
  const dokumente: { vereinId: number; credentials: ApiCredentials; dokumentId: number; key: string; bytes: Uint8Array }[] = [];

  /** Writes a file where the old store put it: DATA_DIR/files/<key>. */
  const alteDatei = (key: string, bytes: Uint8Array) => {
    const datei = path.join(dataDir, 'files', ...key.split('/'));
    mkdirSync(path.dirname(datei), { recursive: true });
    writeFileSync(datei, bytes);
  };
  const anzahlDateien = async (deps: AppDeps) =>
    Number(
      (
        await deps.db
          .selectFrom('datei')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    if (TEST_DB === 'postgres') pgDb = await createPgDatabase();
    // The earlier version: its schema (up to 005), two clubs, a document each, the PDFs on disk.
    const config = konfiguration(dataDir, databaseUrl());
    const handle = await createDb(config);
    try {
      const { error } = await new Migrator({ db: handle.db, provider: migrationProvider }).migrateTo('005_mitglieder_app');
      if (error) throw error;
      // What vereinAnlegen reads of the server's dependencies.
      const alt: Pick<AppDeps, 'config' | 'db' | 'clock'> = { config, db: handle.db, clock };
      for (const [i, name] of ['Statuten', 'Jahresbericht'].entries()) {
        const passwort = `Geheim-${i}-äöü`;
        const emailadresse = `admin${i}@example.ch`;
        const { vereinId } = await vereinAnlegen(
          alt as AppDeps,
          {
            VereinsName: `Altverein ${i}`,
            Vorname: 'Erika',
            Nachname: 'Alt',
            Strasse: 'Weg 1',
            Postleitzahl: '3000',
            Ort: 'Bern',
            LandId: 756,
            Emailadresse: emailadresse,
          },
          passwort,
          // A given number: choosing one reads verein_geschlossen, a table the earlier schema does not have yet.
          { vereinId: 1000 + i },
        );
        const key = `dokument/${vereinId}/${randomUUID()}.pdf`;
        const bytes = pdfBytes(3000 + i * 1000);
        const { DokumentId } = await handle.db
          .insertInto('dokument')
          .values({
            VereinId: vereinId,
            DokumentBezeichnung: name,
            AnzeigenVon: '2026-01-01',
            AnzeigenBis: null,
            OriginalDateiName: `${name}.pdf`,
            InternetLinkVerwenden: 0,
            DateiURL: null,
            FuerMitgliedschaftsart: null,
            DateiSchluessel: key,
            DateiGroesse: bytes.length,
            ErstelltAm: JETZT,
            GeaendertAm: JETZT,
          })
          .returning('DokumentId')
          .executeTakeFirstOrThrow();
        alteDatei(key, bytes);
        dokumente.push({ vereinId, credentials: { vereinId, emailadresse, passwort }, dokumentId: DokumentId, key, bytes });
      }
    } finally {
      await handle.destroy();
    }
    // What a crash of the old store could leave: a half-written file beside its target.
    alteDatei(`${dokumente[0]!.key}.${randomUUID()}.tmp`, new Uint8Array([0x25, 0x50]));
  });

  afterAll(async () => {
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(andererDataDir, { recursive: true, force: true });
  });

  it('copies the files in, renames the folder, and every document downloads', async () => {
    const a = await starte(dataDir, databaseUrl());
    const b = TEST_DB === 'postgres' ? await starte(andererDataDir, databaseUrl()) : null;
    try {
      for (const d of dokumente) {
        expect(await herunterladen(a.apiBase, d.credentials, d.dokumentId)).toEqual(d.bytes);
        if (b) expect(await herunterladen(b.apiBase, d.credentials, d.dokumentId)).toEqual(d.bytes);
      }
      expect(await anzahlDateien(a.deps)).toBe(2);
      // Kept, not deleted; the half-written file stays there and nowhere else.
      expect(existsSync(path.join(dataDir, 'files'))).toBe(false);
      const kopie = path.join(dataDir, ORDNER_NEU);
      expect(readdirSync(kopie, { recursive: true }).filter((f) => String(f).endsWith('.pdf') || String(f).endsWith('.tmp'))).toHaveLength(
        3,
      );
      const meldung = a.logs
        .map((l) => JSON.parse(l) as { msg: string; uebernommen?: number })
        .find((l) => l.msg.includes('in die Datenbank übernommen'));
      expect(meldung).toMatchObject({ uebernommen: 2, msg: expect.stringContaining(`der Ordner heisst jetzt ${kopie}`) });
    } finally {
      await b?.close();
      await a.close();
    }
  });

  it('a second start duplicates nothing and everything still downloads', async () => {
    const a = await starte(dataDir, databaseUrl());
    try {
      expect(await anzahlDateien(a.deps)).toBe(2);
      for (const d of dokumente) expect(await herunterladen(a.apiBase, d.credentials, d.dokumentId)).toEqual(d.bytes);
      expect(a.logs.join('')).not.toContain('übernommen');
      expect(readdirSync(dataDir).filter((f) => f.startsWith('files'))).toEqual([ORDNER_NEU]);
    } finally {
      await a.close();
    }
  });

  it('two instances starting at once on the same folder both come up; each file is stored once', async () => {
    // The folder again (e.g. restored from an old backup), with one file more.
    for (const d of dokumente) alteDatei(d.key, d.bytes);
    const extra = `dokument/${dokumente[0]!.vereinId}/${randomUUID()}.pdf`;
    alteDatei(extra, pdfBytes(5000));
    const [a, b] = await Promise.all([starte(dataDir, databaseUrl()), starte(dataDir, databaseUrl())]);
    try {
      expect(await anzahlDateien(a.deps)).toBe(3);
      expect(await a.deps.fileStore.get(extra)).toEqual(pdfBytes(5000));
      expect(existsSync(path.join(dataDir, 'files'))).toBe(false);
      expect(
        readdirSync(dataDir)
          .filter((f) => f.startsWith('files'))
          .sort(),
      ).toEqual([ORDNER_NEU, `${ORDNER_NEU}-2`]);
      for (const d of dokumente) expect(await herunterladen(b.apiBase, d.credentials, d.dokumentId)).toEqual(d.bytes);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
