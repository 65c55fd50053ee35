import { writeFileSync } from 'node:fs';
import { chromiumStarten, signIn, startServer } from './umgebung.mjs';
const KOPF = 'Vorname;Nachname;Strasse;Postleitzahl;Ort;Emailadresse;HatSystemZugriff;Telefonnummer1;Telefonnummer2;Vereinsfunktion;Mitgliederkategorien;Bemerkung';
const z = [KOPF];
for (let i = 0; i < 10_000; i++) z.push(`Vorname${i};Müller${i};Bahnhofstrasse ${i};8000;Zürich;person${i}@example.ch;0;079 000 00 00;;;Aktive;Bemerkung ${i}`);
const datei = Buffer.from(z.join('\r\n'), 'utf8');
const server = await startServer();
const browser = await chromiumStarten();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (process.env.EXP) await page.addInitScript((e) => { window.__exp = e; }, process.env.EXP);
  await signIn(page, server.baseURL);
  await page.goto(`${server.baseURL}/mitgliederimportieren`);
  await page.getByText(/Freie Plätze für Mitglieder mit Systemzugriff: \d+/).waitFor();
  await page.getByRole('button', { name: 'Weiter' }).click();
  for (let d = 0; d < 3; d++) {
    const input = page.getByTestId('csv-datei-input');
    await input.evaluate((el) => {
      window.__lt = [];
      new PerformanceObserver((l) => window.__lt.push(...l.getEntries().map((e) => ({ s: e.startTime, d: e.duration })))).observe({ type: 'longtask' });
      el.addEventListener('change', () => { window.__start = performance.now(); }, { capture: true, once: true });
    });
    const prof = d === 2 ? await context.newCDPSession(page) : null;
    if (prof) { await prof.send('Profiler.enable'); await prof.send('Profiler.setSamplingInterval', { interval: 200 }); await prof.send('Profiler.start'); }
    await input.setInputFiles({ name: 'mitglieder-10000.csv', mimeType: 'text/csv', buffer: datei });
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForFunction(() => document.body.innerText.includes('10000 Zeilen gelesen') && document.querySelector('[role="row"][data-id]') !== null, undefined, { polling: 'raf', timeout: 30_000 });
    const dauer = await page.evaluate(() => performance.now() - window.__start);
    await page.waitForTimeout(500);
    if (prof) writeFileSync('/tmp/vpprof/warm.cpuprofile', JSON.stringify((await prof.send('Profiler.stop')).profile));
    const lt = await page.evaluate(() => window.__lt.map((x) => ({ s: x.s - window.__start, d: x.d })));
    console.log(`Durchlauf ${d + 1}: ${Math.round(dauer)} ms; lange Tasks: ${lt.map((x) => `${Math.round(x.s)}+${Math.round(x.d)}`).join(', ')}`);
    await page.getByRole('button', { name: 'Zurück' }).click();
  }
} finally { await browser.close(); server.stop(); }
