// Two rows of `pnpm bench` (scripts/bench/run.mjs), issue 23: a club with 20 weekly series over two years
// (about 2,000 occurrences, docs/termine.md "Serien"), set up through the API (createTerminSerie), then in
// Debian's Chromium (Playwright) as a user feels it:
//   - the portal, signed in, from home: real click on 'Termine' -> 'Termine anzeigen' until the first event row
//     [role=row][data-id] is painted (rAF polling), the same clock as the member list (apps/admin-web/bench/bench.mjs);
//   - the member app, signed in with a device-token session (lighthouse.mjs appSitzung) on a phone-sized touch
//     viewport, from the news screen: real tap on 'Termine' until the first event card is painted.
// Each is the median of `runs` page loads in one browser context (service worker and HTTP cache warm, as on a
// device in daily use); the server's answer (size, time) is reported beside it, to tell network from rendering,
// and for the app when the list's answer had arrived in the page (Resource Timing, median): the rest is rendering.
// The series start a year ago, so half of the occurrences are past: the screens show the upcoming ones.
// Standalone on the built server (`pnpm build` first): `node scripts/bench/serien.mjs` (BENCH_RUNS, CHROME_PATH;
// VP_WEB_DIST and MEMBER_WEB_DIST_DIR serve other web builds than apps/*/dist).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ADMIN_PFAD, API, AUTH, ROOT, adminCall, jsonBody, median, request, startServer } from './lib.mjs';
import { appSitzung } from './lighthouse.mjs';

export const SERIEN_ANZAHL = 20;
export const SERIEN_ZIEL = '< 300 ms';
const TITEL = 'Bench-Serie';
const WOCHENTAGE = ['MO', 'DI', 'MI', 'DO', 'FR', 'SA', 'SO'];

const isoTag = (d) => d.toISOString().slice(0, 10);
const plusTage = (iso, n) => isoTag(new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000));

/** 20 weekly series, each from a day about a year ago for two years (the longest a series may run). */
export async function serienAnlegen(baseURL, serien = SERIEN_ANZAHL) {
  const heute = isoTag(new Date());
  let anzahl = 0;
  for (let i = 0; i < serien; i++) {
    const datum = plusTage(heute, -364 + i);
    const wochentag = WOCHENTAGE[(new Date(`${datum}T00:00:00Z`).getUTCDay() + 6) % 7];
    const bis = `${Number(datum.slice(0, 4)) + 2}${datum.slice(4, 10)}`;
    const res = await adminCall(baseURL, '/terminserie', {
      method: 'POST',
      json: {
        Datum: datum,
        DatumBis: null,
        Zeit: '19:00',
        ZeitBis: '21:00',
        Ganztaegig: 0,
        Titel: `${TITEL} ${String(i + 1).padStart(2, '0')}`,
        Ort: `Turnhalle ${i + 1}`,
        URL: null,
        Beschreibung: 'Training der Aktiven. Bitte pünktlich erscheinen.',
        // Every other series with sign-up: the app then shows its buttons and 'alle künftigen'.
        MitAnAbmeldung: i % 2,
        FuerMitgliedschaftsart: null,
        Wiederholung: { Art: 'woechentlich', Intervall: 1, Wochentage: [wochentag], Bis: bis, Anzahl: null, Ausnahmen: [] },
      },
    });
    if (res.status !== 200) throw new Error(`createTerminSerie HTTP ${res.status}: ${res.body.toString().slice(0, 200)}`);
    anzahl += jsonBody(res).Anzahl;
  }
  return anzahl;
}

/** What the list's request costs on the server: median of 5 (raw bytes, compressed as a browser asks). */
async function antwort(url, headers) {
  const zeiten = [];
  let res;
  for (let i = 0; i < 5; i++) {
    res = await request(url, { headers: { ...headers, 'accept-encoding': 'br, gzip' } });
    if (res.status !== 200) throw new Error(`${url} HTTP ${res.status}`);
    zeiten.push(res.ms);
  }
  const roh = await request(url, { headers });
  return { ms: median(zeiten), bytes: res.body.length, roh: roh.body.length, anzahl: jsonBody(roh).length };
}

/** Performs `aktion` (the click or tap) with the page's clock started at the click event (amKlick). */
async function uhrUndAktion(page, aktion) {
  const { amKlick } = await import(pathToFileURL(path.join(ROOT, 'apps/admin-web/bench/umgebung.mjs')).href);
  await amKlick(page, aktion);
}

async function portalMessen(browser, baseURL, runs) {
  const { signIn } = await import(pathToFileURL(path.join(ROOT, 'apps/admin-web/bench/umgebung.mjs')).href);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, baseURL);
  const zeiten = [];
  let zeilen = 0;
  for (let d = 0; d < runs; d++) {
    await page.goto(`${baseURL}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('button', { name: 'Termine', exact: true }).click();
    const eintrag = page.getByRole('menuitem', { name: 'Termine anzeigen' });
    // Only after the menu's opening animation (a trial click waits for a stable element): the clock starts at the click.
    await eintrag.click({ trial: true });
    await uhrUndAktion(page, () => eintrag.click());
    await page.waitForFunction(() => globalThis.document.querySelector('[role="row"][data-id]') !== null, undefined, {
      polling: 'raf',
      timeout: 30_000,
    });
    zeiten.push(await page.evaluate(() => performance.now() - globalThis.__start));
    zeilen = await page.evaluate(() => Number(globalThis.document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount') ?? 1) - 1);
  }
  await context.close();
  return { zeiten, zeilen };
}

async function appMessen(browser, baseURL, runs) {
  const local = await appSitzung(baseURL);
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
  await context.addInitScript((l) => {
    for (const [k, v] of Object.entries(l)) localStorage.setItem(k, v);
  }, local);
  const page = await context.newPage();
  const zeiten = [];
  const antworten = [];
  let karten = 0;
  const tab = page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Termine' });
  // A first load installs the service worker, as on a phone that has opened the app before.
  await page.goto(`${baseURL}/app/`);
  await tab.waitFor();
  await page.waitForTimeout(500);
  for (let d = 0; d < runs; d++) {
    await page.goto(`${baseURL}/app/`);
    await tab.waitFor();
    await page.getByRole('heading', { level: 1, name: 'News' }).waitFor();
    await uhrUndAktion(page, () => tab.tap());
    await page.waitForFunction(
      (titel) => [...globalThis.document.querySelectorAll('main article h2')].some((h) => h.textContent?.startsWith(titel)),
      TITEL,
      { polling: 'raf', timeout: 30_000 },
    );
    const t = await page.evaluate(() => {
      const start = globalThis.__start;
      // The list's request of this tap (Resource Timing): when its answer had arrived in the page.
      const liste = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= start && new URL(e.name).pathname.endsWith('/api/app/termin'))
        .at(-1);
      return { gesamt: performance.now() - start, antwort: liste ? liste.responseEnd - start : NaN };
    });
    zeiten.push(t.gesamt);
    antworten.push(t.antwort);
    karten = await page.evaluate(() => globalThis.document.querySelectorAll('main article').length);
  }
  await context.close();
  return { zeiten, karten, antworten };
}

/**
 * Sets up its own server (fresh DATA_DIR, demo club) with the series and measures both screens; `browser` is a
 * Playwright Chromium (apps/admin-web/bench/umgebung.mjs chromiumStarten). Returns the figures.
 */
export async function serienMessen({ browser, runs, log = () => undefined }) {
  // VP_WEB_DIST / MEMBER_WEB_DIST_DIR: measure other builds (e.g. `vite build --outDir /tmp/x`) than the dists.
  const env = {};
  if (process.env.VP_WEB_DIST) env.WEB_DIST_DIR = process.env.VP_WEB_DIST;
  if (process.env.MEMBER_WEB_DIST_DIR) env.MEMBER_WEB_DIST_DIR = process.env.MEMBER_WEB_DIST_DIR;
  const server = await startServer({ env });
  try {
    log(`Serien: ${SERIEN_ANZAHL} wöchentliche Serien über zwei Jahre anlegen (createTerminSerie)`);
    const termine = await serienAnlegen(server.baseURL);
    const portalAntwort = await antwort(`${server.baseURL}${ADMIN_PFAD}/termin?AuchVergangeneTermineAnzeigen=false`, AUTH);
    const sitzung = JSON.parse((await appSitzung(server.baseURL))['vereinsportal.app.sitzung']);
    const appAntwort = await antwort(`${server.baseURL}${API}/api/app/termin`, {
      geraetetoken: sitzung.token,
    }).catch((err) => ({ fehler: err.message }));
    log(`Serien: Portal Klick 'Termine anzeigen' -> erste Zeile, App Tipp 'Termine' -> erster Termin (Playwright) x${runs}`);
    const portal = await portalMessen(browser, server.baseURL, runs);
    const app = await appMessen(browser, server.baseURL, runs);
    return { termine, portal, app, portalAntwort, appAntwort };
  } finally {
    await server.stop();
  }
}

const ms = (x) => `${Math.round(x)} ms`;
const kb = (b) => `${(b / 1024).toFixed(1)} kB`;
const antwortText = (a) =>
  a.fehler ? `answer not timed: ${a.fehler}` : `answer ${a.anzahl} events, ${kb(a.bytes)} on the wire (${kb(a.roh)} raw) in ${ms(a.ms)}`;

/** The two rows, through `row(measure, figure, goal, met)` as run.mjs collects them. */
export async function serienZeilen({ row, log, browser, runs }) {
  const r = await serienMessen({ browser, runs, log });
  const liste = (xs) => (xs.length > 1 ? ` [${xs.map(ms).join(', ')}]` : '');
  const p = median(r.portal.zeiten);
  const a = median(r.app.zeiten);
  row(
    `event list, ${SERIEN_ANZAHL} weekly series (${r.termine} events over 2 years): portal click 'Termine anzeigen' -> first row painted (median)`,
    `${ms(p)}${liste(r.portal.zeiten)}; ${r.portal.zeilen} rows; ${antwortText(r.portalAntwort)}`,
    SERIEN_ZIEL,
    p < 300,
  );
  row(
    `event list, ${SERIEN_ANZAHL} weekly series (${r.termine} events over 2 years): member app tap 'Termine' -> first event painted (median)`,
    `${ms(a)}${liste(r.app.zeiten)}; ${r.app.karten} cards; answer in the page after ${ms(median(r.app.antworten))}; ${antwortText(r.appAntwort)}`,
    SERIEN_ZIEL,
    a < 300,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { chromiumStarten } = await import(pathToFileURL(path.join(ROOT, 'apps/admin-web/bench/umgebung.mjs')).href);
  const browser = await chromiumStarten();
  const rows = [];
  try {
    await serienZeilen({
      row: (measure, figure, goal, met) => rows.push({ measure, figure, goal, met }),
      log: (m) => console.log(m),
      browser,
      runs: Number(process.env.BENCH_RUNS ?? 3),
    });
  } finally {
    await browser.close();
  }
  console.log('| measure | figure | goal | met |\n|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.measure} | ${r.figure} | ${r.goal} | ${r.met ? 'yes' : 'NO'} |`);
}
