// Breakdown of bench.mjs figure 2 (menu click -> first member row, 5,000 members): for each run the
// requests started after the click (JS chunks, GET mitglied) with start / first byte / end, the long
// main-thread tasks, and when heading, placeholder, grid and first row entered the DOM, all in ms after
// the click. Unlike bench.mjs it waits 1.5 s on the home page first, as a user would (idle prefetch done).
// VP_TRACE=datei.json records the last run as a Chrome trace (chrome://tracing, DevTools > Performance),
// VP_CPUPROFILE=datei.cpuprofile as a V8 CPU profile (DevTools; best with a `vite build --minify false`).
//   node bench/profil-mitgliederliste.mjs [durchlaeufe]     (VP_WEB_DIST=/other/dist for another build)
import { writeFileSync } from 'node:fs';
import { chromiumStarten, mitgliederAuffuellen, signIn, startServer } from './umgebung.mjs';

const durchlaeufe = Number(process.argv[2] ?? 4);
const server = await startServer();
const browser = await chromiumStarten();
const r = (x) => String(Math.round(x)).padStart(5);
try {
  await mitgliederAuffuellen(server.baseURL, 5000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, server.baseURL);
  for (let d = 0; d < durchlaeufe; d++) {
    await page.goto(`${server.baseURL}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(1500); // idle work after the page load settles, as for a user reading the home page
    await page.getByRole('button', { name: 'Mitglieder', exact: true }).click();
    const eintrag = page.getByRole('menuitem', { name: 'Mitglieder anzeigen' });
    await eintrag.waitFor();
    await eintrag.click({ trial: true }); // menu fully open, as in bench.mjs
    const trace = process.env.VP_TRACE && d === durchlaeufe - 1;
    const profil = process.env.VP_CPUPROFILE && d === durchlaeufe - 1 ? await context.newCDPSession(page) : null;
    if (profil) {
      await profil.send('Profiler.enable');
      await profil.send('Profiler.setSamplingInterval', { interval: 200 });
      await profil.send('Profiler.start');
    }
    if (trace)
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'v8.execute', 'blink.user_timing', 'disabled-by-default-devtools.timeline'],
      });
    await page.evaluate(() => {
      window.__lt = [];
      new PerformanceObserver((l) => window.__lt.push(...l.getEntries().map((e) => ({ s: e.startTime, d: e.duration })))).observe({
        type: 'longtask',
      });
      window.__start = performance.now();
      // When the page heading, the table placeholder, the grid and its first row enter the DOM.
      window.__dom = {};
      const marken = {
        seite: 'h1',
        skeleton: '[aria-label="Tabelle wird geladen"]',
        grid: '[role="grid"]',
        zeile: '[role="row"][data-id]',
      };
      new MutationObserver(() => {
        for (const [name, sel] of Object.entries(marken)) {
          if (
            window.__dom[name] === undefined &&
            (name !== 'seite' || document.querySelector(sel)?.textContent === 'Mitgliederliste') &&
            document.querySelector(sel)
          ) {
            window.__dom[name] = performance.now() - window.__start;
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
      document.addEventListener(
        'click',
        () => {
          window.__klick = performance.now();
        },
        { capture: true, once: true },
      );
    });
    await eintrag.click();
    await page.waitForFunction(() => document.querySelector('[role="row"][data-id]') !== null, undefined, {
      polling: 'raf',
      timeout: 30_000,
    });
    const info = await page.evaluate(() => {
      const t0 = window.__start;
      const erste = performance.now() - t0;
      const res = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= t0 - 20)
        .map((e) => ({
          name: e.name.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*/, ''),
          start: e.startTime - t0,
          ttfb: e.responseStart - t0,
          ende: e.responseEnd - t0,
          bytes: e.encodedBodySize,
          cache: e.transferSize === 0 ? 'cache' : 'net',
        }));
      return { erste, klick: window.__klick - t0, dom: window.__dom, res };
    });
    await page.waitForTimeout(300);
    const lt = await page.evaluate(() => window.__lt.map((x) => ({ s: x.s - window.__start, d: x.d })));
    if (trace) writeFileSync(process.env.VP_TRACE, await browser.stopTracing());
    if (profil) writeFileSync(process.env.VP_CPUPROFILE, JSON.stringify((await profil.send('Profiler.stop')).profile));
    console.log(
      `\nDurchlauf ${d + 1}: erste Zeile nach ${Math.round(info.erste)} ms (Klickereignis nach ${Math.round(info.klick)} ms; im DOM: ${Object.entries(
        info.dom,
      )
        .map(([k, v]) => `${k} ${Math.round(v)}`)
        .join(', ')})`,
    );
    for (const e of info.res)
      console.log(`  ${r(e.start)} ${r(e.ttfb)} ${r(e.ende)}  ${e.cache.padEnd(5)} ${String(e.bytes).padStart(8)} B  ${e.name}`);
    console.log(`  lange Tasks: ${lt.map((x) => `${Math.round(x.s)}+${Math.round(x.d)}`).join(', ') || '-'}`);
  }
  await context.close();
} finally {
  await browser.close();
  server.stop();
}
