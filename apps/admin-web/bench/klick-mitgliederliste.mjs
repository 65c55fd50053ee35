// Only figure 2 of bench.mjs (and of `pnpm bench`): menu click -> first member row with 5,000 members, and
// the longest main-thread task in between, exactly as bench.mjs takes them (no idle wait on the home page).
//   node bench/klick-mitgliederliste.mjs [durchlaeufe=3]      (VP_WEB_DIST=/other/dist for another build)
import { mitgliederliste } from './bench.mjs';
import { chromiumStarten, mitgliederAuffuellen, startServer } from './umgebung.mjs';

const durchlaeufe = Number(process.argv[2] ?? 3);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const server = await startServer();
const browser = await chromiumStarten();
try {
  await mitgliederAuffuellen(server.baseURL, 5000);
  const liste = await mitgliederliste(browser, server.baseURL, durchlaeufe);
  const r = (x) => Math.round(x);
  console.log(
    `Klick -> erste Zeile: median ${r(median(liste.map((e) => e.dauer)))} ms [${liste.map((e) => r(e.dauer)).join(', ')}]; ` +
      `längster Task ${r(Math.max(...liste.map((e) => e.laengsterTask)))} ms [${liste.map((e) => r(e.laengsterTask)).join(', ')}]; Zeilen ${liste[0]?.anzahl}`,
  );
} finally {
  await browser.close();
  server.stop();
}
