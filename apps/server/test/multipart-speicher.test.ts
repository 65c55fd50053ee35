/**
 * Memory stays bounded when many large multipart requests arrive at once: each operation reads only
 * the parts it declares, each part up to its own limit, and a request up to its largest part. The
 * attack this pins: 25 parallel news saves, each with 2 HTML files of 5 MB and 9 text fields of
 * 5 MB, took the server from 0.5 to 1.6 GB. The server runs in its own process; its peak resident
 * memory (VmHWM) is read from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEMO = { vereinid: '1000', emailadresse: 'demo%40vereinsportal.ch', passwort: 'demo1234' };
const MB = 1_000_000;

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? '0');
  return kb / 1024;
}

function maximaleAnfrage(): FormData {
  const form = new FormData();
  form.append('jsondata', JSON.stringify({ Titel: 'Gross', AnzeigenVon: '2026-01-01', AnzeigenBis: '2026-12-31' }));
  form.append('quillHtmlDatei', new Blob([`<p>${'a'.repeat(5 * MB - 10)}</p>`], { type: 'text/html' }), 'Quill.HTML');
  form.append('externeHtmlDatei', new Blob([`<p>${'b'.repeat(5 * MB - 10)}</p>`], { type: 'text/html' }), 'x.html');
  for (let i = 0; i < 9; i++) form.append(`feld${i}`, 'c'.repeat(5 * MB));
  return form;
}

describe('multipart memory', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vp-speicher-'));
  let child: ChildProcess | undefined;

  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stays bounded under 25 parallel maximal news saves, and every one gets a German answer', { timeout: 120_000 }, async () => {
    child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@vereinsportal/source', 'src/main.ts'], {
      cwd: SERVER_DIR,
      // Always the embedded database: what is measured is the HTTP layer.
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'none'), PORT: '0', HOST: '127.0.0.1', DEMO: '1', LOG_LEVEL: 'warn', PASSWORD_HASH_COST: '1024' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const baseUrl = await new Promise<string>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
      child!.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /läuft auf (http:\/\/\S+)/.exec(out);
        if (m?.[1]) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      });
      child!.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    });
    const url = `${baseUrl}/vereinsportalServer/api/adminPortal/news`;
    // Warm up (sign-in cache, JIT), then take the baseline.
    await fetch(`${baseUrl}/vereinsportalServer/api/adminPortal/benutzerinfo`, { headers: DEMO });
    const vorher = peakRssMb(child.pid!);

    const antworten = await Promise.all(
      Array.from({ length: 25 }, async () => {
        const res = await fetch(url, { method: 'POST', headers: DEMO, body: maximaleAnfrage() });
        return { status: res.status, text: await res.text() };
      }),
    );
    const spitze = peakRssMb(child.pid!);
    console.log(`peak RSS before ${vorher.toFixed(0)} MB, after 25 parallel maximal requests ${spitze.toFixed(0)} MB`);

    for (const a of antworten) {
      expect(a.status).toBe(413);
      expect(JSON.parse(a.text)).toMatch(/zu gross|zu viele Teile|grösser als 5 MB/i);
    }
    // 25 requests of up to one 5 MB part each, plus working copies: well under the 1.6 GB of the attack.
    expect(spitze - vorher).toBeLessThan(600);
  });
});
