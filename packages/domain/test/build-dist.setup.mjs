// Vitest globalSetup of the domain project: runtime.test.ts runs the built dist/ in a plain Node
// process, so the tests must not depend on an earlier `pnpm build`. Builds dist/ with tsup (the
// package's own build) once per run, only when dist/index.js is missing or older than any build input.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkgDir = fileURLToPath(new URL('..', import.meta.url));
const distFile = join(pkgDir, 'dist', 'index.js');
const inputs = ['src', 'package.json', 'tsconfig.json', 'tsup.config.ts', '../../tsconfig.base.json'];
// Two test runs at the same time (tsup empties dist/ first) build one after the other.
const lockDir = join(pkgDir, 'node_modules', '.dist-build.lock');

function newestMtime(p) {
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(p).map((name) => newestMtime(join(p, name))));
}

function distStale() {
  let built;
  try {
    built = statSync(distFile).mtimeMs;
  } catch {
    return true;
  }
  return inputs.some((p) => newestMtime(join(pkgDir, p)) > built);
}

async function withLock(fn) {
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      // A lock left behind by a killed run is older than any real build.
      const since = statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - since > 120_000) rmSync(lockDir, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

export default async function setup() {
  if (!distStale()) return;
  await withLock(() => {
    if (!distStale()) return;
    const tsup = join(createRequire(import.meta.url).resolve('tsup/package.json'), '..', 'dist', 'cli-default.js');
    const out = spawnSync(process.execPath, [tsup], { cwd: pkgDir, encoding: 'utf8' });
    if (out.status !== 0) throw new Error(`domain: building dist/ with tsup failed (exit ${out.status}):\n${out.stdout}\n${out.stderr}`);
  });
}
