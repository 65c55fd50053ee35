/**
 * How long the HTML sanitiser blocks the event loop for typical and worst-case inputs (prints figures).
 *   tsx --conditions=@vereinsportal/source bench/content-sanitize.ts
 * Cases: a typical news item (2 kB), one with a 1.5 MB inline image, the element limit (20,000 styled
 * elements) and 5 MB of plain text (the size limit).
 */
import { performance } from 'node:perf_hooks';
import { sanitizeRichText } from '../src/services/sanitize-html.js';

function messe(name: string, html: string, runden: number): void {
  sanitizeRichText(html); // warm-up
  const start = performance.now();
  for (let i = 0; i < runden; i++) sanitizeRichText(html);
  const ms = (performance.now() - start) / runden;
  process.stdout.write(`${name.padEnd(36)} ${(html.length / 1024).toFixed(0).padStart(6)} kB  ${ms.toFixed(2).padStart(8)} ms/Aufruf\n`);
}

const absatz = '<p>Die <strong>Generalversammlung</strong> findet im <a href="https://example.ch">Restaurant</a> statt.</p>';
const typisch = `<h2>Einladung</h2>${absatz.repeat(15)}<ul><li>Begrüssung</li><li>Wahlen</li></ul>`;
const bild = `<p><img src="data:image/png;base64,${'A'.repeat(1_500_000)}" alt="Foto"></p>${typisch}`;
const dicht = `<p>${'<span style="text-align:center; white-space: pre-wrap">x</span>'.repeat(19_998)}</p>`;
const text = `<p>${'Hallo Welt '.repeat(450_000)}</p>`;

messe('typische News', typisch, 500);
messe('News mit 1.5 MB Bild', bild, 10);
messe('20000 Elemente mit style (Grenze)', dicht, 5);
messe('5 MB Text (Grenze)', text, 5);
