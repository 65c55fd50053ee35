import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { redactUrl } from '../../src/deps.js';

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
    ['AGB_URL', 'www.verein.ch/agb', /AGB_URL: .*http/],
    ['DATENSCHUTZ_URL', 'ftp://verein.ch/datenschutz', /DATENSCHUTZ_URL: .*http/],
    ['MAIL_FROM', 'kein-mail', /MAIL_FROM/],
    ['PASSWORD_HASH_COST', '1000', /PASSWORD_HASH_COST/],
    ['TRUST_PROXY', 'true', /TRUST_PROXY: .*CIDR/],
    ['TRUST_PROXY', '10.0.0.1, proxy.example.ch', /TRUST_PROXY/],
    ['TRUST_PROXY', '10.0.0.0/33', /TRUST_PROXY/],
    ['TRUST_PROXY', '10.0.0.0/8/1', /TRUST_PROXY/],
    ['TRUST_PROXY', '999.1.1.1', /TRUST_PROXY/],
    ['TRUST_PROXY', '-1', /TRUST_PROXY/],
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

  it('TRUST_PROXY: off by default, a hop count, or addresses and CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ['', 'off', 'OFF', '0', ' 0 ']) expect(loadConfig({ TRUST_PROXY: off }).trustProxy, off).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
    ]);
  });

  it('main exits with the one line on a bad value', () => {
    const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
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
    expect(redactUrl('/anmeldung?vereinid=1&userid=a@b.ch&passwort=geheim&x=1')).toBe(
      '/anmeldung?vereinid=1&userid=a@b.ch&passwort=[redacted]&x=1',
    );
  });
});
