#!/usr/bin/env node
// Writes .br and .gz siblings of a built web app's text files (run after `vite build`):
//   node ../../scripts/precompress.mjs dist
// The server's @fastify/static sends them (preCompressed), so no request pays for compression and
// the files get brotli's best quality, which is far too slow to run per request.
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TEXT_ENDUNGEN = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
// The server compresses nothing smaller either: the encoding overhead eats the gain.
const AB_BYTES = 1024;

async function* dateien(ordner) {
  for (const eintrag of await readdir(ordner, { withFileTypes: true })) {
    // Vite's .vite/manifest.json is build bookkeeping, never served.
    if (eintrag.name.startsWith('.')) continue;
    const voll = path.join(ordner, eintrag.name);
    if (eintrag.isDirectory()) yield* dateien(voll);
    else if (eintrag.isFile()) yield voll;
  }
}

async function main() {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  if (!(await stat(dist).catch(() => null))?.isDirectory()) throw new Error(`precompress: ${dist} is not a folder`);
  let anzahl = 0;
  let vorher = 0;
  let nachher = 0;
  for await (const datei of dateien(dist)) {
    if (!TEXT_ENDUNGEN.has(path.extname(datei))) continue;
    const inhalt = await readFile(datei);
    if (inhalt.length < AB_BYTES) {
      // A sibling left by an earlier build would be served instead of the new file.
      await Promise.all([unlink(`${datei}.br`).catch(() => {}), unlink(`${datei}.gz`).catch(() => {})]);
      continue;
    }
    const [br, gz] = await Promise.all([
      brotli(inhalt, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: inhalt.length,
        },
      }),
      gzipAsync(inhalt, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${datei}.br`, br), writeFile(`${datei}.gz`, gz)]);
    anzahl++;
    vorher += inhalt.length;
    nachher += br.length;
  }
  const kb = (n) => `${(n / 1024).toFixed(0)} kB`;
  console.log(`precompress: ${anzahl} files in ${path.relative(process.cwd(), dist) || '.'}, ${kb(vorher)} -> ${kb(nachher)} brotli`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
