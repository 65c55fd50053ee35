import { Writable } from 'node:stream';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDeps, createLogger } from '../../src/deps.js';
import type { FastifyInstance } from 'fastify';

/**
 * The app with its log written into `lines` (as written, or split into lines), on a data directory of its
 * own, started before the block's tests and closed after them.
 */
function appMitLog(demo: boolean): { lines: string[]; app: () => FastifyInstance } {
  const lines: string[] = [];
  let app: FastifyInstance;
  let destroy: () => Promise<void>;
  const dataDir = mkdtempSync(path.join(tmpdir(), demo ? 'vp-log-demo-' : 'vp-log-'));

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        if (demo) lines.push(...chunk.toString().split('\n').filter(Boolean));
        else lines.push(chunk.toString());
        done();
      },
    });
    const config = loadConfig({ ...(demo ? { DEMO: '1' } : {}), DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'none') });
    const log = createLogger(demo ? { logLevel: 'info', demo: true } : { logLevel: 'info' }, stream);
    const deps = await createDeps(config, { log, printMail: () => undefined });
    destroy = deps.destroy;
    app = await buildApp(deps);
  });
  afterAll(async () => {
    await app.close();
    await destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { lines, app: () => app };
}

/** Request logs never contain a password: not from the header, not from a query string. */
describe('request logging', () => {
  const { lines, app } = appMitLog(false);

  it('logs requests without the password', async () => {
    await app().inject({
      url: '/vereinsportalServer/api/adminPortal/benutzerinfo',
      headers: { vereinid: '1', emailadresse: 'a@b.ch', passwort: 'SuperGeheim123' },
    });
    await app().inject({ url: '/anmeldung?vereinid=1&userid=a@b.ch&passwort=SuperGeheim123' });
    const all = lines.join('');
    expect(all).toContain('incoming request');
    expect(all).not.toContain('SuperGeheim123');
  });
});

/**
 * Demo mode (README, «Starten»): a person watches the console, so each request is one short readable
 * line (method, path without secrets, status, duration) and the start banner does not scroll away
 * under JSON records. Production keeps JSON (above).
 */
describe('request logging in demo mode', () => {
  const { lines, app } = appMitLog(true);

  it('writes one short line per request, without the password', async () => {
    const vorher = lines.length;
    await app().inject({
      url: '/vereinsportalServer/api/adminPortal/benutzerinfo',
      headers: { vereinid: '1', emailadresse: 'a@b.ch', passwort: 'SuperGeheim123' },
    });
    await app().inject({ url: '/anmeldung?vereinid=1&userid=a@b.ch&passwort=SuperGeheim123' });
    const neu = lines.slice(vorher);
    expect(neu).toHaveLength(2);
    expect(neu[0]).toMatch(/^\d\d:\d\d:\d\d GET \/vereinsportalServer\/api\/adminPortal\/benutzerinfo 401 \d+ ms$/);
    expect(neu[1]).toMatch(/^\d\d:\d\d:\d\d GET \/anmeldung\?vereinid=1&userid=a@b\.ch&passwort=\[redacted\] \d{3} \d+ ms$/);
    expect(neu.join('\n')).not.toContain('SuperGeheim123');
  });

  it('shows a warning readably, with its fields', () => {
    const vorher = lines.length;
    app().log.warn({ vereinId: 1000 }, 'demo club seeded');
    expect(lines.slice(vorher)).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d WARNUNG demo club seeded {"vereinId":1000}$/)]);
  });
});
