// The Lighthouse rows of `pnpm bench` for /mitgliederliste (1,000 members), with the diagnostics that say
// why: LCP element and its phases, TBT, the long main-thread tasks, the scripts' boot-up time and the bytes
// of every request. Same runs as scripts/bench/lighthouse.mjs (signed-in session injected, cold cache), but
// against the server of umgebung.mjs, so a private build can be measured (VP_WEB_DIST=/tmp/x; the build
// needs its .br/.gz siblings: node ../../scripts/precompress.mjs /tmp/x).
//   node bench/lighthouse-mitgliederliste.mjs [runs=3] [mobile|desktop|beide]
// VP_LH_JSON=datei.json writes the last run's full Lighthouse report.
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { launchChrome, portalSession } from '../../../scripts/bench/lighthouse.mjs';
import { mitgliederAuffuellen, startServer } from './umgebung.mjs';

const runs = Number(process.argv[2] ?? 3);
const formen = (process.argv[3] ?? 'beide') === 'beide' ? ['mobile', 'desktop'] : [process.argv[3]];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${Math.round(x)} ms`;

async function lauf(chrome, url, form, session) {
  const page = await chrome.newPage();
  try {
    await page.evaluateOnNewDocument((s) => {
      try {
        for (const [k, v] of Object.entries(s)) sessionStorage.setItem(k, v);
      } catch {
        // about:blank has no storage
      }
    }, session);
    const res = await lighthouse(
      url,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance'] },
      form === 'desktop' ? desktopConfig : undefined,
      page,
    );
    const lhr = res.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await page.close();
  }
}

function diagnose(lhr) {
  const a = lhr.audits;
  const zeilen = [];
  const lcpEl = a['largest-contentful-paint-element']?.details?.items ?? [];
  const element = lcpEl[0]?.items?.[0]?.node;
  if (element) zeilen.push(`  LCP-Element: ${element.nodeLabel} <${element.snippet?.slice(0, 120)}>`);
  const phasen = lcpEl[1]?.items;
  if (phasen) zeilen.push(`  LCP-Phasen: ${phasen.map((p) => `${p.phase} ${ms(p.timing)}`).join(', ')}`);
  const lt = a['long-tasks']?.details?.items ?? [];
  zeilen.push(`  lange Tasks: ${lt.map((t) => `${String(t.url).replace(/^.*\//, '')}@${ms(t.startTime)}+${ms(t.duration)}`).join(', ')}`);
  const boot = a['bootup-time']?.details?.items ?? [];
  zeilen.push(
    `  Boot-up: ${boot
      .slice(0, 6)
      .map((b) => `${String(b.url).replace(/^.*\//, '')} ${ms(b.total)} (script ${ms(b.scripting)})`)
      .join(', ')}`,
  );
  const mt = a['mainthread-work-breakdown']?.details?.items ?? [];
  zeilen.push(`  Main-Thread: ${mt.map((m) => `${m.groupLabel} ${ms(m.duration)}`).join(', ')}`);
  const netz = (a['network-requests']?.details?.items ?? []).filter((r) => r.resourceType !== 'Other');
  const js = netz.filter((r) => r.resourceType === 'Script');
  zeilen.push(
    `  Anfragen: ${netz.length}, davon JS ${js.length} mit ${(js.reduce((s, r) => s + r.transferSize, 0) / 1024).toFixed(1)} kB übertragen`,
  );
  for (const r of netz)
    zeilen.push(
      `    ${ms(r.networkRequestTime).padStart(8)} ${ms(r.networkEndTime).padStart(8)} ${String(r.transferSize).padStart(8)} B  ${String(r.url).replace(/^https?:\/\/[^/]+/, '')}`,
    );
  return zeilen.join('\n');
}

const server = await startServer();
const chrome = await launchChrome();
try {
  await mitgliederAuffuellen(server.baseURL, 1000);
  const session = await portalSession(chrome, server.baseURL);
  const url = `${server.baseURL}/mitgliederliste`;
  for (const form of formen) {
    const einzel = [];
    let letzter;
    for (let i = 0; i < runs; i++) {
      // Lighthouse now and then loses its trace on a busy machine (NO_FCP ...): such a run is repeated, twice at most.
      for (let versuch = 1; ; versuch++) {
        try {
          letzter = await lauf(chrome, url, form, session);
          break;
        } catch (err) {
          if (versuch >= 3 || !/Lighthouse: /.test(String(err?.message))) throw err;
        }
      }
      const a = letzter.audits;
      einzel.push({
        score: Math.round((letzter.categories.performance.score ?? 0) * 100),
        fcp: a['first-contentful-paint'].numericValue,
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        si: a['speed-index'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
      });
    }
    console.log(
      `${form}: Score median ${median(einzel.map((e) => e.score))} [${einzel.map((e) => e.score).join(', ')}], ` +
        `FCP ${ms(median(einzel.map((e) => e.fcp)))}, LCP ${ms(median(einzel.map((e) => e.lcp)))}, ` +
        `TBT ${ms(median(einzel.map((e) => e.tbt)))}, SI ${ms(median(einzel.map((e) => e.si)))}, CLS ${median(einzel.map((e) => e.cls)).toFixed(3)}`,
    );
    console.log(`  Läufe: ${einzel.map((e) => `${e.score} (FCP ${ms(e.fcp)}, LCP ${ms(e.lcp)}, TBT ${ms(e.tbt)})`).join('; ')}`);
    console.log(diagnose(letzter));
    if (process.env.VP_LH_JSON) writeFileSync(process.env.VP_LH_JSON.replace(/\.json$/, `-${form}.json`), JSON.stringify(letzter));
  }
} finally {
  await chrome.close();
  server.stop();
}
