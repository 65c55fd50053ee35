#!/usr/bin/env node
// Builds every package for `npm run demo` / `pnpm start` with one short German line per package, instead of
// turbo's silence (--output-logs=errors-only) or its pages of build output. A failed build is run once more
// with its errors shown (turbo caches what succeeded, so only the failed package is built again).
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const NAMEN = {
  domain: 'Regeln und Texte (domain)',
  contract: 'Schnittstelle (contract)',
  'api-client': 'API-Client',
  'web-ui': 'Bausteine der Web-Apps',
  server: 'Server',
  'admin-web': 'Portal',
  'member-web': 'Mitglieder-App',
};

/** turbo's task line ('@vereinsportal/domain:build: cache miss, executing 5b1c…') as a German progress line; null for any other line. */
export function fortschrittsZeile(zeile) {
  const treffer = /^(?:@vereinsportal\/)?([\w-]+):build: cache (miss|hit)/.exec(zeile.trim());
  if (!treffer) return null;
  const name = NAMEN[treffer[1]] ?? treffer[1];
  return treffer[2] === 'miss' ? `Baue ${name} …` : `${name}: schon gebaut`;
}

function bauen() {
  const beginn = Date.now();
  console.log('Vereinsportal wird gebaut (beim ersten Start etwa eine Minute):');
  const turbo = spawn('turbo', ['run', 'build', '--output-logs=hash-only', '--ui=stream'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  for (const strom of [turbo.stdout, turbo.stderr]) {
    createInterface({ input: strom }).on('line', (zeile) => {
      const text = fortschrittsZeile(zeile);
      if (text) console.log(`  ${text}`);
    });
  }
  turbo.on('close', (code) => {
    if (code === 0) {
      console.log(`Gebaut in ${Math.round((Date.now() - beginn) / 1000)} s.\n`);
      return;
    }
    console.error('\nDer Build ist fehlgeschlagen; die Meldungen:\n');
    const nochmals = spawnSync('turbo', ['run', 'build', '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' });
    process.exit(nochmals.status || 1);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) bauen();
