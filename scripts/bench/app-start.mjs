// The member app's start on a slow phone, as a member feels it: a signed-in member opens /app/ in Debian's
// Chromium with the network and the CPU really throttled (Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbit/s
// down, 750 kbit/s up; CPU 4x slower; no service worker, cold cache). Printed per build: when the browser first
// painted content ('Laden...', or whatever comes first) and when the signed-in shell's bottom navigation was
// there, both from navigation start; median of the runs, builds measured alternately, each on a fresh server.
// Lighthouse simulates this instead of doing it; docs/architecture.md (member-web) says where the two disagree.
//   node scripts/bench/app-start.mjs [runs=5] [dist ...]   (default: apps/member-web/dist; after `pnpm build`)
// Before/after a change: build the other version with `vite build --outDir /tmp/x` in apps/member-web, then
// `node scripts/precompress.mjs /tmp/x`, and pass both folders.
import path from 'node:path';
import { chromiumStarten } from '../../apps/admin-web/bench/umgebung.mjs';
import { MEMBER_DIST, median, startServer } from './lib.mjs';
import { appSitzung } from './lighthouse.mjs';

const runs = Number(process.argv[2] ?? 5);
const builds = process.argv.length > 3 ? process.argv.slice(3).map((d) => path.resolve(d)) : [MEMBER_DIST];

const browser = await chromiumStarten();
const ergebnisse = new Map(builds.map((b) => [b, []]));
try {
  for (let i = 0; i < runs; i++) {
    for (const dist of builds) {
      const server = await startServer({ env: { MEMBER_WEB_DIST_DIR: dist } });
      try {
        const local = await appSitzung(server.baseURL);
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
          serviceWorkers: 'block',
        });
        await context.addInitScript((l) => {
          for (const [k, v] of Object.entries(l)) localStorage.setItem(k, v);
        }, local);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${server.baseURL}/app/`, { waitUntil: 'commit' });
        await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor({ timeout: 60_000 });
        const t = await page.evaluate(() => ({
          erstesBild: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          shell: performance.now(),
        }));
        ergebnisse.get(dist).push(t);
        console.log(`${dist}: first paint ${Math.round(t.erstesBild)} ms, shell by ${Math.round(t.shell)} ms`);
        await context.close();
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  await browser.close();
}
for (const [dist, t] of ergebnisse) {
  console.log(
    `${dist}: median of ${t.length}: first paint ${Math.round(median(t.map((x) => x.erstesBild)))} ms, signed-in shell ${Math.round(median(t.map((x) => x.shell)))} ms`,
  );
}
