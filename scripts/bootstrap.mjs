#!/usr/bin/env node
// Makes a fresh clone runnable with nothing but Node 20 and the npm registry:
// ensures pnpm, points native builds (better-sqlite3) at the local Node headers, installs the
// locked dependencies, then runs `pnpm <args>` (e.g. `node scripts/bootstrap.mjs run start`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = '12.21.0';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env: process.env, ...opts });
  if (r.error) return { status: 1, error: r.error };
  return { status: r.status ?? 1 };
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  fail(`Node ${process.versions.node} ist zu alt: Vereinsportal braucht Node 20.19 oder neuer.`);
}

// node-gyp would download Node's headers; offline machines have them next to the binary.
if (!process.env.npm_config_nodedir) {
  const prefix = dirname(dirname(process.execPath));
  if (existsSync(join(prefix, 'include', 'node', 'common.gypi'))) process.env.npm_config_nodedir = prefix;
}

const hasPnpm = spawnSync('pnpm', ['--version'], { stdio: 'ignore' }).status === 0;
if (!hasPnpm) {
  console.log(`pnpm fehlt: installiere pnpm@${PNPM_VERSION} mit npm ...`);
  if (run('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`]).status !== 0) {
    fail(`pnpm konnte nicht installiert werden. Bitte "npm install -g pnpm@${PNPM_VERSION}" (evtl. mit sudo) ausführen.`);
  }
}

const frozen = process.env.CI ? ['--frozen-lockfile'] : ['--frozen-lockfile', '--prefer-offline'];
if (run('pnpm', ['install', ...frozen]).status !== 0) fail('pnpm install ist fehlgeschlagen (siehe oben).');

const args = process.argv.slice(2);
if (args.length > 0) process.exit(run('pnpm', args).status);
