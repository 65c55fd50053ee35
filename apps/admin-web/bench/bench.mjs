// Performance figures of the content screens (apps/admin-web/bench). Needs a built dist/ (vite build).
// Starts the real server on a fresh data directory, drives Debian's Chromium and prints:
//   1. import preview of a 10,000-row CSV: file chosen -> preview shown (target < 1 s), longest main-thread task;
//   2. member list with 5,000 members: time to first rendered row (target < 500 ms);
//   3. JavaScript loaded by /anmeldung, gzip (target <= 100 kB, as in `pnpm bench`).
// VP_WEB_DIST=/other/dist measures another build instead of dist/.
// The root `pnpm bench` (scripts/bench/run.mjs) imports seiteJsGzip, anmeldungJsGzip and mitgliederliste from here.
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { amKlick, bisZurVorschau, chromiumStarten, mitgliederAuffuellen, signIn, startServer } from './umgebung.mjs';

const KOPF =
  'Vorname;Nachname;Strasse;Postleitzahl;Ort;Emailadresse;HatSystemZugriff;Telefonnummer1;Telefonnummer2;Vereinsfunktion;Mitgliederkategorien;Bemerkung';

function csv10000() {
  const zeilen = [KOPF];
  for (let i = 0; i < 10_000; i++) {
    zeilen.push(`Vorname${i};Müller${i};Bahnhofstrasse ${i};8000;Zürich;person${i}@example.ch;0;079 000 00 00;;;Aktive;Bemerkung ${i}`);
  }
  return Buffer.from(zeilen.join('\r\n'), 'utf8');
}

/**
 * The JavaScript a first visit of `url` loads (fresh context, so no cache and no service worker yet):
 * every script response until network idle, each gzip -9, summed. Files a service worker fetches for
 * itself (the member app's precache) are not the page's and do not count.
 */
export async function seiteJsGzip(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
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

/** The portal's sign-in page (goal <= 100 kB in `pnpm bench`; its own page, src/anmeldung/leicht.tsx). */
export const anmeldungJsGzip = (browser, baseURL) => seiteJsGzip(browser, `${baseURL}/anmeldung`);

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
      new PerformanceObserver((list) =>
        window.__longTasks.push(...list.getEntries().map((e) => ({ s: e.startTime, d: e.duration }))),
      ).observe({ type: 'longtask', buffered: false });
      el.addEventListener(
        'change',
        () => {
          window.__start = performance.now();
        },
        { capture: true, once: true },
      );
    });
    await bisZurVorschau(page, input, datei);
    const dauer = await page.evaluate(() => (window.__ende = performance.now()) - window.__start);
    // Long-task entries arrive after their task has ended: give the last ones time to be reported.
    await page.waitForTimeout(300);
    // Only the app's share counts: setInputFiles itself runs as one long task in the page (Playwright
    // builds the 1.2 MB File there, ~200 ms) that ends with the change event; tasks after the preview
    // was shown do not count either.
    const laengsterTask = await page.evaluate(() =>
      Math.max(
        0,
        ...window.__longTasks
          .filter((t) => t.s + t.d > window.__start && t.s < window.__ende)
          .map((t) => Math.min(t.s + t.d, window.__ende) - Math.max(t.s, window.__start)),
      ),
    );
    const laengsterRoh = await page.evaluate(() => Math.max(0, ...window.__longTasks.filter((t) => t.s < window.__ende).map((t) => t.d)));
    ergebnisse.push({ dauer, laengsterTask, laengsterRoh });
  }
  await context.close();
  return ergebnisse;
}

export async function mitgliederliste(browser, baseURL, durchlaeufe) {
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
    await page.evaluate(() => {
      window.__sichtbar = performance.now();
    });
    // Playwright clicks only a stable element, i.e. after the menu's opening animation (~260 ms, MUI Grow
    // 'auto'). A trial click waits for that without clicking; the clock starts at the click event (amKlick).
    // Earlier figures are still reported: from the harness's click command (`abBefehl`) and from the
    // moment the menu item appeared (`abMenue`).
    await eintrag.click({ trial: true });
    await page.evaluate(() => {
      window.__lt = [];
      new PerformanceObserver((l) => window.__lt.push(...l.getEntries().map((e) => ({ s: e.startTime, d: e.duration })))).observe({
        type: 'longtask',
      });
    });
    await amKlick(page, () => eintrag.click());
    await page.waitForFunction(() => document.querySelector('[role="row"][data-id]') !== null, undefined, {
      polling: 'raf',
      timeout: 30_000,
    });
    const { dauer, abBefehl, abMenue } = await page.evaluate(() => ({
      dauer: (window.__ende = performance.now()) - window.__start,
      abBefehl: window.__ende - window.__befehl,
      abMenue: window.__ende - window.__sichtbar,
    }));
    // Longest main-thread task between the click and the first painted row (entries arrive after their task ended).
    await page.waitForTimeout(300);
    const laengsterTask = await page.evaluate(() =>
      Math.max(0, ...window.__lt.filter((t) => t.s + t.d > window.__start && t.s < window.__ende).map((t) => t.d)),
    );
    // The list's rows as the grid tells a screen reader (aria-rowcount counts the header row too).
    const anzahl = await page.evaluate(() => Number(document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount') ?? 1) - 1);
    ergebnisse.push({ dauer, abBefehl, abMenue, anzahl, laengsterTask });
  }
  await context.close();
  return ergebnisse;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const server = await startServer();
  const browser = await chromiumStarten();
  try {
    const js = await anmeldungJsGzip(browser, server.baseURL);
    const imp = await importVorschau(browser, server.baseURL, 3);
    await mitgliederAuffuellen(server.baseURL, 5000);
    const liste = await mitgliederliste(browser, server.baseURL, 3);

    const ms = (x) => `${Math.round(x)} ms`;
    console.log('Vereinsportal admin-web benchmark');
    console.log(
      `1. Import-Vorschau 10'000 Zeilen (Datei gewählt -> Vorschau sichtbar): median ${ms(median(imp.map((e) => e.dauer)))} ` +
        `[${imp.map((e) => ms(e.dauer)).join(', ')}], längster Main-Thread-Task ${ms(Math.max(...imp.map((e) => e.laengsterTask)))} ` +
        `[${imp.map((e) => ms(e.laengsterTask)).join(', ')}] (Ziel < 1000 ms; frühere Messung mit dem setInputFiles-Task: ${ms(Math.max(...imp.map((e) => e.laengsterRoh)))})`,
    );
    console.log(
      `2. Mitgliederliste 5'000 Mitglieder (Klick im Menü -> erste Zeile): median ${ms(median(liste.map((e) => e.dauer)))} ` +
        `[${liste.map((e) => ms(e.dauer)).join(', ')}], Zeilen laut Tabelle: ${liste[0]?.anzahl} (Ziel < 500 ms); ` +
        `ab dem Klick-Befehl des Testwerkzeugs (frühere Messung): median ${ms(median(liste.map((e) => e.abBefehl)))}; ` +
        `inkl. Öffnungsanimation des Menüs: median ${ms(median(liste.map((e) => e.abMenue)))}`,
    );
    console.log(
      `3. JavaScript von /anmeldung: ${(js.gzip / 1024).toFixed(1)} kB gzip (${(js.roh / 1024).toFixed(1)} kB roh, ${js.dateien} Dateien) (Ziel <= 100 kB)`,
    );
  } finally {
    await browser.close();
    server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
