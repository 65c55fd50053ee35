#!/usr/bin/env node
// Makes a fresh clone runnable with nothing but Node (20.19+, 22 recommended) and the npm registry:
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

// The minimum is package.json's engines.node (README says the same). Node 20 is out of maintenance since
// April 2026 and some dependencies (cookie, content-disposition via Fastify) declare Node 22; they run on
// 20.19+ (require of ES modules), but pnpm warns about them on the first install.
const MIN_NODE = [20, 19];
const EMPFOHLEN_NODE = 22;
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1])) {
  fail(
    `Node ${process.versions.node} ist zu alt: Vereinsportal braucht Node ${MIN_NODE.join('.')} oder neuer (empfohlen: Node ${EMPFOHLEN_NODE}).`,
  );
}
const ersteInstallation = !existsSync(join(root, 'node_modules', '.modules.yaml'));
if (major < EMPFOHLEN_NODE && ersteInstallation) {
  console.log(
    `Hinweis: Node ${process.versions.node} genügt, wird aber nicht mehr gepflegt (empfohlen: Node ${EMPFOHLEN_NODE} oder neuer).\n` +
      `pnpm meldet gleich «Unsupported engine» für cookie und content-disposition, die Node ${EMPFOHLEN_NODE} verlangen; das Portal läuft trotzdem.\n`,
  );
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
// Our scripts print their own summary as the last line (`Gesamt: ...`); pnpm's reporter would add its
// 'ELIFECYCLE Command failed' after it on a failure.
const reporter = args[0] === 'run' ? ['--reporter=silent'] : [];
if (args.length > 0) process.exit(run('pnpm', [...reporter, ...args]).status);
