import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heuteInZeitzone } from '@vereinsportal/domain';
import { runCli } from '../src/cli.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

describe('operator command line', () => {
  let s: TestServer;
  let env: Record<string, string>;
  const tmp = mkdtempSync(path.join(tmpdir(), 'vp-cli-'));
  beforeAll(async () => {
    s = await startTestServer();
    const c = s.deps.config;
    env = { DATA_DIR: c.dataDir, ...(c.databaseUrl ? { DATABASE_URL: c.databaseUrl } : {}), LOG_LEVEL: 'silent' };
  });
  afterAll(async () => {
    await s?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  const cli = async (...argv: string[]) => {
    let out = '';
    let err = '';
    const code = await runCli(argv, env, { out: (t) => (out += t), err: (t) => (err += t) });
    return { code, out, err };
  };

  it('help explains the commands in German', async () => {
    const r = await cli('help');
    expect(r.code).toBe(0);
    expect(r.out).toContain('vertrag-setzen --verein <nr> --art <Vertragsart>');
    expect((await cli()).out).toContain('Befehle');
    expect((await cli('gibtsnicht')).code).toBe(2);
  });

  it('vertrag-setzen sets Gratisbetrieb and Werbung; the club sees it at once', async () => {
    const v = s.verein.vereinId;
    const r = await cli('vertrag-setzen', '--verein', String(v), '--art', 'Gratisbetrieb', '--bis', '2099-12-31');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(await s.adminClient.getVereinsKonto()).toMatchObject({ VertragsArt: 'Gratisbetrieb', VertragsLaufzeitBis: '2099-12-31', VertragAbgelaufen: false });

    const w = await s.createVerein();
    expect((await cli('vertrag-setzen', '--verein', String(w.vereinId), '--art', 'werbung')).code).toBe(0);
    expect(await w.client.getVereinsUebersicht()).toMatchObject({ VertragsArt: 'Werbung', VertragAbgelaufen: false });

    const list = await cli('vereine');
    expect(list.code).toBe(0);
    expect(list.out).toContain(String(v));
    expect(list.out).toContain('Gratisbetrieb');
    expect(list.out).toContain('Werbung');
  });

  it('refuses wrong input with a message and exit code 2', async () => {
    const v = String(s.verein.vereinId);
    for (const args of [
      ['vertrag-setzen', '--art', 'Test'],
      ['vertrag-setzen', '--verein', v, '--art', 'Gold'],
      ['vertrag-setzen', '--verein', v, '--art', 'Gratisbetrieb'],
      ['vertrag-setzen', '--verein', v, '--art', 'Werbung', '--bis', '2030-01-01'],
      ['vertrag-setzen', '--verein', v, '--art', 'Gratisbetrieb', '--bis', '31.12.2027'],
      ['vertrag-setzen', '--verein', '999999', '--art', 'Test'],
    ]) {
      const r = await cli(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toMatch(/^Fehler: /);
    }
  });

  it('backup writes a consistent copy of the SQLite database while the server runs', async () => {
    const ziel = path.join(tmp, 'sicherung.sqlite');
    const r = await cli('backup', '--ziel', ziel);
    if (s.deps.engine === 'postgres') {
      expect(r.code).toBe(2);
      expect(r.err).toContain('pg_dump');
      return;
    }
    expect(r.code).toBe(0);
    expect(existsSync(ziel)).toBe(true);
    const kopie = new SqliteDatabase(ziel, { readonly: true });
    const vereine = kopie.prepare('SELECT COUNT(*) AS n FROM verein').get() as { n: number };
    kopie.close();
    expect(vereine.n).toBeGreaterThan(0);
    expect((await cli('backup', '--ziel', ziel)).code).toBe(2);
    expect((await cli('backup', '--ziel', ziel, '--ueberschreiben')).code).toBe(0);
  });

  it('artikel-setzen changes the price of article 1 exactly', async () => {
    const r = await cli('artikel-setzen', '--preis', '2.55', '--mwst', '7.7');
    expect(r.code).toBe(0);
    expect(r.out).toContain('2.55 CHF');
    expect(await s.adminClient.getArtikel(1)).toMatchObject({ BruttoPreis: 2.55, MwstProzent: 7.7 });
    expect((await cli('artikel-setzen', '--preis', '2.555')).code).toBe(2);
    expect((await cli('artikel-setzen', '--waehrung', 'chf')).code).toBe(2);
    await cli('artikel-setzen', '--preis', '2.00', '--mwst', '8.1');
    expect(await s.adminClient.getArtikel(1)).toMatchObject({ BruttoPreis: 2, MwstProzent: 8.1 });
  });

  it('uses the club time zone for "today"', () => {
    expect(heuteInZeitzone('Europe/Zurich', new Date('2026-03-15T23:30:00Z'))).toBe('2026-03-16');
  });
});
