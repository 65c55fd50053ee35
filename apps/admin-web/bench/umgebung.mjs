// Shared by bench.mjs and profil-mitgliederliste.mjs: the real server on a fresh data directory, the demo
// club's sign-in and Debian's Chromium.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { benchMitglied, CHROMIUM_ARGS, freePort } from '../../../scripts/bench/lib.mjs';

const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_DIR = path.resolve(WEB_DIR, '../server');
// VP_WEB_DIST: measure another build (e.g. `vite build --outDir /tmp/x`) without touching dist/.
const WEB_DIST = path.resolve(process.env.VP_WEB_DIST ?? path.join(WEB_DIR, 'dist'));
export const API = '/vereinsportalServer';
export const DEMO = { vereinId: 1000, email: 'demo@vereinsportal.ch', passwort: 'demo1234' };

export { freePort };

export async function startServer() {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error('dist/ fehlt: zuerst "vite build" ausführen');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vp-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@vereinsportal/source', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, DEMO: '1', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST_DIR: WEB_DIST, NODE_ENV: 'test' },
    stdio: 'ignore',
  });
  const baseURL = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 360; i++) {
    if (child.exitCode !== null) throw new Error(`Server beendet (${child.exitCode})`);
    try {
      if ((await fetch(`${baseURL}${API}/health`)).ok) return { baseURL, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('Server nicht bereit');
}

export const authHeaders = {
  vereinid: String(DEMO.vereinId),
  emailadresse: encodeURIComponent(DEMO.email),
  passwort: encodeURIComponent(DEMO.passwort),
};

/** Brings the demo club to `anzahl` active members (what the list shows) with a single import call (members without system access are unlimited). */
export async function mitgliederAuffuellen(baseURL, anzahl) {
  const res = await fetch(`${baseURL}${API}/api/adminPortal/mitglied`, { headers: authHeaders });
  const vorhanden = (await res.json()).length;
  const neu = [];
  for (let i = vorhanden; i < anzahl; i++) {
    neu.push(benchMitglied(i, `Bench${String(i).padStart(5, '0')}`));
  }
  if (neu.length === 0) return;
  const imp = await fetch(`${baseURL}${API}/api/adminPortal/mitgliederimport`, {
    method: 'POST',
    headers: { ...authHeaders, 'content-type': 'application/json' },
    body: JSON.stringify(neu),
  });
  if (!imp.ok) throw new Error(`Import für den Benchmark fehlgeschlagen: HTTP ${imp.status} ${await imp.text()}`);
}

export async function signIn(page, baseURL) {
  await page.goto(`${baseURL}/anmeldung`);
  await page.getByLabel('Vereinsnummer').fill(String(DEMO.vereinId));
  await page.getByLabel('E-Mail-Adresse').fill(DEMO.email);
  await page.getByLabel('Passwort').fill(DEMO.passwort);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(`${baseURL}/`);
}

/**
 * Performs `aktion` (a click or tap) with the page's clock started at the user's click: `__start` is the
 * click event's time (the first click after this call, caught before any handler of the page), as the
 * browser received the input. `__befehl` is when the harness sent the command: Playwright's checks before
 * it dispatches the input (about 40 ms here) are part of `__befehl`, not of what a user waits for.
 */
export async function amKlick(page, aktion) {
  await page.evaluate(() => {
    globalThis.__start = undefined;
    globalThis.__befehl = performance.now();
    globalThis.addEventListener('click', (e) => (globalThis.__start = e.timeStamp), { capture: true, once: true });
  });
  await aktion();
  if (!(await page.evaluate(() => globalThis.__start !== undefined))) throw new Error('Kein Klickereignis: die Uhr lief nicht an');
}

/** Chooses the 10,000-row CSV in the import wizard and waits until its preview shows the first row. */
export async function bisZurVorschau(page, input, datei) {
  await input.setInputFiles({ name: 'mitglieder-10000.csv', mimeType: 'text/csv', buffer: datei });
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.waitForFunction(
    () => document.body.innerText.includes('10000 Zeilen gelesen') && document.querySelector('[role="row"][data-id]') !== null,
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
}

export function chromiumStarten() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}
