import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApiClient } from '@vereinsportal/api-client';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_TESTSIGNAL } from '../../src/services/import-testsignal.js';
import { neuesMitglied } from '../helpers/fixtures.js';
import { beendet, DEMO_ANMELDUNG, startServerProzess } from '../helpers/server-prozess.js';
import { TEST_DATABASE_URL, TEST_DB } from '../helpers/test-server.js';

const ANZAHL = 5000;

/**
 * SIGKILL during a 5,000-row import. With VP_TEST_SIGNAL_IMPORT the server reports (on stderr) that
 * the import's transaction is open and its first rows are written, then waits; only then is it killed,
 * so the kill provably lands between the first insert and the commit. After a restart the database
 * holds none of the rows; the same import run to the end holds all of them, also after another SIGKILL.
 */
describe(`crash during import (${TEST_DB})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vp-crash-'));
  const dbName = `vp_test_crash_${process.pid}_${Date.now().toString(36)}`;
  const env: Record<string, string> = { DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web') };
  const children: ChildProcess[] = [];
  const rows = Array.from({ length: ANZAHL }, (_, i) => neuesMitglied({ HatSystemZugriff: 0, Emailadresse: `crash${i}@example.ch` }));

  async function server(extraEnv: Record<string, string> = {}) {
    const started = startServerProzess({ ...env, ...extraEnv });
    children.push(started.child);
    const baseUrl = `${await started.ready}/vereinsportalServer`;
    const client = createApiClient({ baseUrl, credentials: () => DEMO_ANMELDUNG });
    const anzahl = async () => (await client.getMitglieder({ query: { AuchGeloeschteMitgliederAnzeigen: true } })).length;
    const kill = async () => {
      started.child.kill('SIGKILL');
      await beendet(started.child);
    };
    return { ...started, client, anzahl, kill };
  }

  beforeAll(async () => {
    if (TEST_DB === 'postgres') {
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      const url = new URL(TEST_DATABASE_URL);
      url.pathname = `/${dbName}`;
      env.DATABASE_URL = url.toString();
    }
  });

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await Promise.all(children.map(beendet));
    if (TEST_DB === 'postgres') {
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('none: killed inside the open import transaction, after restart not one row is there', { timeout: 180_000 }, async () => {
    // The hook waits far longer than the test needs, so the transaction is still open at the kill.
    const first = await server({ VP_TEST_SIGNAL_IMPORT: '120000' });
    const before = await first.anzahl();
    const pending = first.client.importMitglieder({ body: rows }).then(
      () => 'committed',
      () => 'aborted',
    );
    await first.waitFor(IMPORT_TESTSIGNAL);
    await first.kill();
    expect(await pending).toBe('aborted');

    const second = await server();
    expect(await second.client.getHealth()).toEqual({ Status: 'bereit' });
    expect(await second.anzahl()).toBe(before);
    await second.kill();
  });

  it('all: the same import run to its end holds every row, also after SIGKILL and restart', { timeout: 180_000 }, async () => {
    const first = await server({ VP_TEST_SIGNAL_IMPORT: '1' });
    const before = await first.anzahl();
    // Same e-mail addresses as above: it only succeeds because the killed import left none behind.
    expect(await first.client.importMitglieder({ body: rows })).toEqual({ AnzahlImportierteMitglider: ANZAHL, AnzahlZugangsmails: 0 });
    expect(first.output()).toContain(IMPORT_TESTSIGNAL);
    expect(await first.anzahl()).toBe(before + ANZAHL);
    await first.kill();

    const second = await server();
    expect(await second.client.getHealth()).toEqual({ Status: 'bereit' });
    expect(await second.anzahl()).toBe(before + ANZAHL);
    await second.kill();
  });
});
