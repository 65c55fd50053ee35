import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `npm run demo` on a fresh clone (README): npm and pnpm print nothing the project itself causes and a
 * new user would have to puzzle over.
 */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

describe('first run', () => {
  it('gives npm no project config it does not know (npm warns «Unknown project config»)', () => {
    const npmrc = path.join(root, '.npmrc');
    const schluessel = existsSync(npmrc)
      ? readFileSync(npmrc, 'utf8')
          .split('\n')
          .map((zeile) => zeile.trim())
          .filter((zeile) => zeile !== '' && !zeile.startsWith('#') && !zeile.startsWith(';'))
          .map((zeile) => zeile.split('=')[0]!.trim())
      : [];
    // pnpm's own settings belong in pnpm-workspace.yaml; npm knows the registry and its credentials.
    expect(schluessel.filter((s) => !/^(registry|@[^:]+:registry|\/\/.+)$/.test(s))).toEqual([]);
  });

  it('leaves no dependency awaiting approval («pnpm approve»)', () => {
    const r = spawnSync('pnpm', ['permissions', 'list'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('Awaiting approval');
  });

  it('states the same minimum Node.js in README, package.json and the bootstrap check', () => {
    const engines = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
    const [, major, minor] = /^>=(\d+)\.(\d+)$/.exec(engines) ?? [];
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const bootstrap = readFileSync(path.join(root, 'scripts', 'bootstrap.mjs'), 'utf8');
    expect(readme).toContain(`Node.js ${major}.${minor}`);
    expect(bootstrap).toContain(`const MIN_NODE = [${major}, ${minor}]`);
  });

  it('shows the build progress: `start` builds through scripts/bauen.mjs, one German line per package', () => {
    const skripte = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(skripte.start).toMatch(/^node scripts\/bauen\.mjs && /);
    expect(skripte['start:production']).toMatch(/^node scripts\/bauen\.mjs && /);
    const zeilen = [
      '@vereinsportal/domain:build: cache miss, executing 5b1c0d2e3f4a5b6c',
      '@vereinsportal/admin-web:build: cache hit, replaying logs 1a2b3c4d5e6f7a8b',
      '   • Packages in scope: @vereinsportal/admin-web, @vereinsportal/domain',
    ];
    const r = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(path.join(root, 'scripts', 'bauen.mjs'))}); for (const z of ${JSON.stringify(zeilen)}) console.log(String(m.fortschrittsZeile(z)));`,
      ],
      { encoding: 'utf8' },
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim().split('\n')).toEqual(['Baue Regeln und Texte (domain) …', 'Portal: schon gebaut', 'null']);
  });
});
