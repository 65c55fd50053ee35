// First load of the sign-in screen: the JavaScript a browser downloads for /app/ when nobody is
// signed in = the entry chunk and its static imports (transitively), read from the built dist/
// (run `pnpm --filter @vereinsportal/member-web build` first; this script builds nothing).
// Prints each file and the gzip total; goal <= 100 kB. Exit code 1 above the goal.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ZIEL_KB = 100;
const dist = process.env.VP_MEMBER_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPfad = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPfad)) {
  console.error(`${manifestPfad} fehlt: zuerst bauen (pnpm --filter @vereinsportal/member-web build).`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPfad, 'utf8'));
const eintrag = Object.entries(manifest).find(([, c]) => c.isEntry);
if (!eintrag) throw new Error('Kein Entry-Chunk im Manifest');

// Entry + static imports, transitively (dynamic imports load later, on demand).
const dateien = new Set();
const offen = [eintrag[0]];
while (offen.length > 0) {
  const key = offen.pop();
  const chunk = manifest[key];
  if (!chunk || dateien.has(chunk.file)) continue;
  dateien.add(chunk.file);
  offen.push(...(chunk.imports ?? []));
}

let roh = 0;
let gzip = 0;
for (const datei of [...dateien].sort()) {
  const inhalt = readFileSync(path.join(dist, datei));
  const gz = gzipSync(inhalt, { level: 9 }).length;
  roh += inhalt.length;
  gzip += gz;
  console.log(`${datei.padEnd(48)} ${(inhalt.length / 1024).toFixed(1).padStart(7)} kB  gzip ${(gz / 1024).toFixed(1).padStart(6)} kB`);
}
const kb = gzip / 1024;
console.log(
  `\nAnmeldeseite, JavaScript beim ersten Laden: ${dateien.size} Dateien, ${(roh / 1024).toFixed(1)} kB, gzip ${kb.toFixed(1)} kB (Ziel <= ${ZIEL_KB} kB)`,
);
if (kb > ZIEL_KB) {
  console.log('✖ über dem Ziel');
  process.exitCode = 1;
} else {
  console.log('✓ im Ziel');
}
