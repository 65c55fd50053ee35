import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createDeps } from '../../src/deps.js';
import { createPgDatabase, startTestServer, TEST_DB, type TestServer } from '../helpers/test-server.js';

/**
 * What the screens learn from the server's configuration before sign-in (GET einstellungen): the club's
 * time zone, in which the portal shows every date and time, and the terms and privacy addresses the
 * registration links to. And the demo console's one line per mail.
 */
let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('GET einstellungen', () => {
  it('answers the defaults without sign-in', async () => {
    server = await startTestServer();
    expect(await server.client().getEinstellungen()).toEqual({
      Zeitzone: 'Europe/Zurich',
      AgbUrl: 'https://www.vereinsportal.ch/agb',
      DatenschutzUrl: 'https://www.vereinsportal.ch/datenschutz',
    });
  });

  it('answers TZ_CLUB, AGB_URL and DATENSCHUTZ_URL as configured', async () => {
    server = await startTestServer({
      env: { TZ_CLUB: 'America/New_York', AGB_URL: 'https://verein.example.ch/agb', DATENSCHUTZ_URL: 'https://verein.example.ch/ds' },
    });
    expect(await server.client().getEinstellungen()).toEqual({
      Zeitzone: 'America/New_York',
      AgbUrl: 'https://verein.example.ch/agb',
      DatenschutzUrl: 'https://verein.example.ch/ds',
    });
  });
});

describe('demo mode without SMTP', () => {
  it('prints one line per mail: recipient, subject and where to read it, not the text', async () => {
    // On the engine the suite runs on (TEST_DB), as the demo would on it.
    const pgDb = TEST_DB === 'postgres' ? await createPgDatabase() : null;
    const config = loadConfig({
      ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vp-test-')),
      DEMO: '1',
      LOG_LEVEL: 'silent',
      PASSWORD_HASH_COST: '1024',
      PUBLIC_URL: 'http://localhost:4321',
    });
    const deps = await createDeps(config, { log: pino({ level: 'silent' }) });
    const geschrieben: string[] = [];
    const spion = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      geschrieben.push(String(chunk));
      return true;
    });
    try {
      await deps.outbox.add({ to: 'anna@example.ch', subject: 'Ihre Zugangsdaten', text: 'Guten Tag\n\nZeile zwei\nZeile drei' });
      await deps.outbox.flush();
    } finally {
      spion.mockRestore();
      await deps.outbox.stop();
      await deps.destroy();
      await pgDb?.drop();
    }
    expect(geschrieben.join('')).toBe('E-Mail an anna@example.ch: «Ihre Zugangsdaten», lesbar unter http://localhost:4321/outbox\n');
  });
});
