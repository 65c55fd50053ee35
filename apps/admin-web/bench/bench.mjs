// Performance figures of the content screens (apps/admin-web/bench). Needs a built dist/ (vite build).
// Starts the real server on a fresh data directory, drives Debian's Chromium and prints:
//   1. import preview of a 10,000-row CSV: file chosen -> preview shown (target < 1 s), longest main-thread task;
//   2. member list with 5,000 members: time to first rendered row (target < 500 ms);
//   3. JavaScript loaded by /anmeldung, gzip (target < 200 kB).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_DIR = path.resolve(WEB_DIR, '../server');
const API = '/vereinsportalServer';
const DEMO = { vereinId: 1000, email: 'demo@vereinsportal.ch', passwort: 'demo1234' };
const KOPF = 'Vorname;Nachname;Strasse;Postleitzahl;Ort;Emailadresse;HatSystemZugriff;Telefonnummer1;Telefonnummer2;Vereinsfunktion;Mitgliederkategorien;Bemerkung';

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startServer() {
  if (!existsSync(path.join(WEB_DIR, 'dist', 'index.html'))) throw new Error('dist/ fehlt: zuerst "vite build" ausführen');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vp-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, DEMO: '1', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(WEB_DIR, 'dist'), NODE_ENV: 'test' },
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

const authHeaders = {
  vereinid: String(DEMO.vereinId),
  emailadresse: encodeURIComponent(DEMO.email),
  passwort: encodeURIComponent(DEMO.passwort),
};

/** Brings the demo club to `anzahl` members with a single import call (members without system access are unlimited). */
async function mitgliederAuffuellen(baseURL, anzahl) {
  const res = await fetch(`${baseURL}${API}/api/adminPortal/mitglied?AuchGeloeschteMitgliederAnzeigen=true`, { headers: authHeaders });
  const vorhanden = (await res.json()).length;
  const neu = [];
  for (let i = vorhanden; i < anzahl; i++) {
    neu.push({
      MitgliedId: 0, Vorname: `Vorname${i}`, Nachname: `Bench${String(i).padStart(5, '0')}`, Strasse: `Weg ${i}`,
      Postleitzahl: '8000', Ort: 'Zürich', Telefonnummer1: null, Telefonnummer2: null, Emailadresse: null,
      Mitgliedschaftsart: i % 3 === 0 ? 'Aktive' : 'Passive', Vereinsfunktion: null, Bemerkung: null,
      HatSystemZugriff: 0, IstVereinsAdministrator: 0, Status: 'A',
    });
  }
  if (neu.length === 0) return;
  const imp = await fetch(`${baseURL}${API}/api/adminPortal/mitgliederimport`, {
    method: 'POST',
    headers: { ...authHeaders, 'content-type': 'application/json' },
    body: JSON.stringify(neu),
  });
  if (!imp.ok) throw new Error(`Import für den Benchmark fehlgeschlagen: HTTP ${imp.status} ${await imp.text()}`);
}

function csv10000() {
  const zeilen = [KOPF];
  for (let i = 0; i < 10_000; i++) {
    zeilen.push(`Vorname${i};Müller${i};Bahnhofstrasse ${i};8000;Zürich;person${i}@example.ch;0;079 000 00 00;;;Aktive;Bemerkung ${i}`);
  }
  return Buffer.from(zeilen.join('\r\n'), 'utf8');
}

async function signIn(page, baseURL) {
  await page.goto(`${baseURL}/anmeldung`);
  await page.getByLabel('Vereinsnummer').fill(String(DEMO.vereinId));
  await page.getByLabel('E-Mail-Adresse').fill(DEMO.email);
  await page.getByLabel('Passwort').fill(DEMO.passwort);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(`${baseURL}/`);
}

async function anmeldungJsGzip(browser, baseURL) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res);
  });
  await page.goto(`${baseURL}/anmeldung`, { waitUntil: 'networkidle' });
  let roh = 0;
  let gzip = 0;
  for (const res of scripts) {
    const body = await res.body();
    roh += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  await context.close();
  return { dateien: scripts.length, roh, gzip };
}

async function importVorschau(browser, baseURL, durchlaeufe) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, baseURL);
  const datei = csv10000();
  const ergebnisse = [];
  for (let d = 0; d < durchlaeufe; d++) {
    await page.goto(`${baseURL}/mitgliederimportieren`);
    await page.getByText(/Freie Plätze für Mitglieder mit Systemzugriff: \d+/).waitFor();
    await page.getByRole('button', { name: 'Weiter' }).click();
    const input = page.getByTestId('csv-datei-input');
    // Clock starts at the input's change event (file chosen); long tasks show whether the UI stayed responsive.
    await input.evaluate((el) => {
      window.__longTasks = [];
      new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: false });
      el.addEventListener('change', () => { window.__start = performance.now(); }, { capture: true, once: true });
    });
    await input.setInputFiles({ name: 'mitglieder-10000.csv', mimeType: 'text/csv', buffer: datei });
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForFunction(
      () => document.body.innerText.includes('10000 Zeilen gelesen') && document.querySelector('[role="row"][data-id]') !== null,
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    const { dauer, longTasks } = await page.evaluate(() => ({ dauer: performance.now() - window.__start, longTasks: window.__longTasks }));
    ergebnisse.push({ dauer, laengsterTask: Math.max(0, ...longTasks) });
  }
  await context.close();
  return ergebnisse;
}

async function mitgliederliste(browser, baseURL, durchlaeufe) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, baseURL);
  const ergebnisse = [];
  for (let d = 0; d < durchlaeufe; d++) {
    // Client-side navigation from home, as a user clicks the menu: start at the click, stop at the first painted row.
    await page.goto(`${baseURL}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('button', { name: 'Mitglieder', exact: true }).click();
    const eintrag = page.getByRole('menuitem', { name: 'Mitglieder anzeigen' });
    await eintrag.waitFor();
    await page.evaluate(() => { window.__start = performance.now(); });
    await eintrag.click();
    await page.waitForFunction(() => document.querySelector('[role="row"][data-id]') !== null, undefined, { polling: 'raf', timeout: 30_000 });
    const dauer = await page.evaluate(() => performance.now() - window.__start);
    const anzahl = await page.evaluate(() => document.body.innerText.match(/von ([\d'’.,]+)/)?.[1] ?? '?');
    ergebnisse.push({ dauer, anzahl });
  }
  await context.close();
  return ergebnisse;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const js = await anmeldungJsGzip(browser, server.baseURL);
  const imp = await importVorschau(browser, server.baseURL, 3);
  await mitgliederAuffuellen(server.baseURL, 5000);
  const liste = await mitgliederliste(browser, server.baseURL, 3);

  const ms = (x) => `${Math.round(x)} ms`;
  console.log('Vereinsportal admin-web benchmark');
  console.log(`1. Import-Vorschau 10'000 Zeilen (Datei gewählt -> Vorschau sichtbar): median ${ms(median(imp.map((e) => e.dauer)))} ` +
    `[${imp.map((e) => ms(e.dauer)).join(', ')}], längster Main-Thread-Task ${ms(Math.max(...imp.map((e) => e.laengsterTask)))} (Ziel < 1000 ms)`);
  console.log(`2. Mitgliederliste 5'000 Mitglieder (Klick im Menü -> erste Zeile): median ${ms(median(liste.map((e) => e.dauer)))} ` +
    `[${liste.map((e) => ms(e.dauer)).join(', ')}], Zeilen laut Tabelle: ${liste[0]?.anzahl} (Ziel < 500 ms)`);
  console.log(`3. JavaScript von /anmeldung: ${(js.gzip / 1024).toFixed(1)} kB gzip (${(js.roh / 1024).toFixed(1)} kB roh, ${js.dateien} Dateien) (Ziel < 200 kB)`);
} finally {
  await browser.close();
  server.stop();
}
