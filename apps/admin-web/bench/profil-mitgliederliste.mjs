// Breakdown of bench.mjs figure 2 (menu click -> first member row, 5,000 members): for each run the
// requests started after the click (JS chunks, GET mitglied) with start / first byte / end, the long
// main-thread tasks, and when heading, placeholder, grid and first row entered the DOM, all in ms after
// the click. Unlike bench.mjs it waits 1.5 s on the home page first, as a user would (idle prefetch done).
// VP_CPU=1 traces every run and prints the main thread's CPU time (thread time, so hardly touched by other
// load on the machine) of the tasks between click and first row, and the longest of them by CPU time.
// VP_TRACE=datei.json records the last run as a Chrome trace (chrome://tracing, DevTools > Performance),
// VP_CPUPROFILE=datei.cpuprofile as a V8 CPU profile (DevTools; best with a `vite build --minify false`).
//   node bench/profil-mitgliederliste.mjs [durchlaeufe]     (VP_WEB_DIST=/other/dist for another build)
import { writeFileSync } from 'node:fs';
import { chromiumStarten, mitgliederAuffuellen, signIn, startServer } from './umgebung.mjs';

const durchlaeufe = Number(process.argv[2] ?? 4);
const server = await startServer();
const browser = await chromiumStarten();
const r = (x) => String(Math.round(x)).padStart(5);
const cpuZeiten = [];

/** Main-thread tasks of the page's renderer between the marks vp-klick and vp-erste-zeile: summed and longest thread time (tdur). */
function cpuZeit(spur) {
  const ev = spur.traceEvents ?? spur;
  const marke = (name) => ev.find((e) => e.name === name && e.cat?.includes('blink.user_timing'));
  const start = marke('vp-klick');
  const ende = marke('vp-erste-zeile');
  if (!start || !ende) return null;
  const tasks = ev.filter(
    (e) =>
      e.pid === start.pid &&
      e.tid === start.tid &&
      e.ph === 'X' &&
      (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
      e.ts + e.dur > start.ts &&
      e.ts < ende.ts,
  );
  const zeiten = tasks.map((t) => (t.tdur ?? t.dur) / 1000);
  return { summe: zeiten.reduce((a, b) => a + b, 0), laengster: Math.max(0, ...zeiten), tasks: tasks.length };
}
try {
  await mitgliederAuffuellen(server.baseURL, 5000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, server.baseURL);
  for (let d = 0; d < durchlaeufe; d++) {
    await page.goto(`${server.baseURL}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Idle work after the page load settles, as for a user reading the home page; VP_WARTEN=0 clicks at once, as bench.mjs does.
    await page.waitForTimeout(Number(process.env.VP_WARTEN ?? 1500));
    await page.getByRole('button', { name: 'Mitglieder', exact: true }).click();
    const eintrag = page.getByRole('menuitem', { name: 'Mitglieder anzeigen' });
    await eintrag.waitFor();
    await eintrag.click({ trial: true }); // menu fully open, as in bench.mjs
    const trace = (process.env.VP_TRACE && d === durchlaeufe - 1) || process.env.VP_CPU;
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
      performance.mark('vp-klick');
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
      performance.mark('vp-erste-zeile');
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
    let c = null;
    if (trace) {
      const daten = await browser.stopTracing();
      if (process.env.VP_TRACE && d === durchlaeufe - 1) writeFileSync(process.env.VP_TRACE, daten);
      if (process.env.VP_CPU) c = cpuZeit(JSON.parse(daten.toString('utf8')));
      if (c) cpuZeiten.push(c);
    }
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
    if (c)
      console.log(
        `  CPU-Zeit Hauptthread Klick -> erste Zeile: ${r(c.summe)} ms in ${c.tasks} Tasks, längster Task ${r(c.laengster)} ms CPU`,
      );
  }
  if (cpuZeiten.length) {
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.log(
      `\nCPU-Zeit median ${Math.round(median(cpuZeiten.map((c) => c.summe)))} ms [${cpuZeiten.map((c) => Math.round(c.summe)).join(', ')}], ` +
        `längster Task median ${Math.round(median(cpuZeiten.map((c) => c.laengster)))} ms [${cpuZeiten.map((c) => Math.round(c.laengster)).join(', ')}]`,
    );
  }
  await context.close();
} finally {
  await browser.close();
  server.stop();
}
