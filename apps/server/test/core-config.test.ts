import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { redactUrl } from '../src/deps.js';

describe('configuration', () => {
  it('has one-machine defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, demo: false, host: '0.0.0.0', tzClub: 'Europe/Zurich', databaseUrl: null, smtpUrl: null });
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.webDistDir.endsWith(path.join('admin-web', 'dist'))).toBe(true);
    expect(loadConfig({ DEMO: '1' }).host).toBe('127.0.0.1');
  });

  it.each([
    ['PORT', 'abc', /PORT: .*ganze Zahl/],
    ['PORT', '70000', /PORT/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL: .*postgres/],
    ['SMTP_URL', 'nonsense', /SMTP_URL/],
    ['DEMO', 'vielleicht', /DEMO: .*1\/0/],
    ['TZ_CLUB', 'Mars/Olympus', /TZ_CLUB: .*Zeitzone/],
    ['MAIL_FROM', 'kein-mail', /MAIL_FROM/],
    ['PASSWORD_HASH_COST', '1000', /PASSWORD_HASH_COST/],
  ])('a bad %s=%s stops with one line naming it', (name, value, pattern) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(pattern);
    expect((error as Error).message).not.toContain('\n');
  });

  it('main exits with the one line on a bad value', () => {
    const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const res = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=@vereinsportal/source', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'zwölf' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr.trim()).toMatch(/^Konfigurationsfehler: PORT: /);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('redacts passwords in logged URLs', () => {
    expect(redactUrl('/anmeldung?vereinid=1&userid=a@b.ch&passwort=geheim&x=1')).toBe('/anmeldung?vereinid=1&userid=a@b.ch&passwort=[redacted]&x=1');
  });
});
