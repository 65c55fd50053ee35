// Breakdown of bench.mjs figure 1 (import preview of a 10,000-row CSV): per run the long main-thread
// tasks (start+duration in ms after the file was chosen) and the time to the shown preview. With
// VP_CPUPROFILE=datei.cpuprofile the last run is recorded as a V8 CPU profile (DevTools).
//   node bench/profil-import.mjs [durchlaeufe]     (VP_WEB_DIST=/other/dist for another build)
import { writeFileSync } from 'node:fs';
import { bisZurVorschau, chromiumStarten, signIn, startServer } from './umgebung.mjs';

const KOPF =
  'Vorname;Nachname;Strasse;Postleitzahl;Ort;Emailadresse;HatSystemZugriff;Telefonnummer1;Telefonnummer2;Vereinsfunktion;Mitgliederkategorien;Bemerkung';
const zeilen = [KOPF];
for (let i = 0; i < 10_000; i++) {
  zeilen.push(`Vorname${i};Müller${i};Bahnhofstrasse ${i};8000;Zürich;person${i}@example.ch;0;079 000 00 00;;;Aktive;Bemerkung ${i}`);
}
const datei = Buffer.from(zeilen.join('\r\n'), 'utf8');

const durchlaeufe = Number(process.argv[2] ?? 3);
const server = await startServer();
const browser = await chromiumStarten();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, server.baseURL);
  for (let d = 0; d < durchlaeufe; d++) {
    await page.goto(`${server.baseURL}/mitgliederimportieren`);
    await page.getByText(/Freie Plätze für Mitglieder mit Systemzugriff: \d+/).waitFor();
    await page.getByRole('button', { name: 'Weiter' }).click();
    const input = page.getByTestId('csv-datei-input');
    await input.evaluate((el) => {
      window.__lt = [];
      new PerformanceObserver((l) => window.__lt.push(...l.getEntries().map((e) => ({ s: e.startTime, d: e.duration })))).observe({
        type: 'longtask',
      });
      el.addEventListener(
        'change',
        () => {
          window.__start = performance.now();
        },
        { capture: true, once: true },
      );
    });
    const profil = process.env.VP_CPUPROFILE && d === durchlaeufe - 1 ? await context.newCDPSession(page) : null;
    if (profil) {
      await profil.send('Profiler.enable');
      await profil.send('Profiler.setSamplingInterval', { interval: 200 });
      await profil.send('Profiler.start');
    }
    await bisZurVorschau(page, input, datei);
    const dauer = await page.evaluate(() => performance.now() - window.__start);
    await page.waitForTimeout(500);
    const lt = await page.evaluate(() => window.__lt.map((x) => ({ s: x.s - window.__start, d: x.d })));
    if (profil) writeFileSync(process.env.VP_CPUPROFILE, JSON.stringify((await profil.send('Profiler.stop')).profile));
    console.log(
      `Durchlauf ${d + 1}: Vorschau nach ${Math.round(dauer)} ms; lange Tasks: ${lt.map((x) => `${Math.round(x.s)}+${Math.round(x.d)}`).join(', ') || '-'}`,
    );
  }
  await context.close();
} finally {
  await browser.close();
  server.stop();
}
