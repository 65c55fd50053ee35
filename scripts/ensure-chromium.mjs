// Finds the Chromium the browser tests drive (Debian's package; Playwright's own download is not
// reachable here). As root it installs the package when missing; otherwise it says what to do.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureChromium() {
  const wanted = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(wanted)) return wanted;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('Chromium fehlt: installiere das Debian-Paket chromium ...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    `Chromium nicht gefunden (${wanted}). Installieren Sie es ("sudo apt-get install chromium") ` +
      'oder setzen Sie CHROME_PATH auf ein Chromium/Chrome-Binary.',
  );
}
