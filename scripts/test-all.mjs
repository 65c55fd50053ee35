#!/usr/bin/env node
// The README's test command (after bootstrap): builds everything, then runs every test of every
// package — unit, server integration on SQLite and (where reachable) PostgreSQL, api-client against
// the real server, browser end-to-end in Debian's Chromium — and ends with the summed counts.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './ensure-chromium.mjs';
import { findTestPostgres } from './postgres.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const totals = { passed: 0, failed: 0, skipped: 0, dateien: 0 };
const failures = [];
// Excerpts of failed steps, repeated at the end: a CI log is often read from its tail only.
const excerpts = [];

/** The lines that name what failed (vitest's FAIL/Unhandled blocks, Playwright's numbered failures), bounded. */
function failureExcerpt(title, text) {
  const lines = text.split('\n');
  const picked = new Set();
  lines.forEach((line, i) => {
    if (/^\s*(FAIL|✗|×|\d+\) )|Unhandled|Error:|AssertionError|expected/.test(line)) {
      for (let j = i; j < Math.min(i + 4, lines.length); j++) picked.add(j);
    }
  });
  excerpts.push(
    `── ${title}\n${
      [...picked]
        .slice(0, 60)
        .map((j) => lines[j])
        .join('\n') || '(keine Fehlerzeilen erkannt; siehe oben)'
    }`,
  );
}

/**
 * Runs one command. `puffern`: its output is held and printed as one block when it ends, so two steps that
 * run at the same time do not mix their lines.
 */
function step(title, cmd, args, env = {}, { puffern = false } = {}) {
  if (!puffern) console.log(`\n━━ ${title}\n`);
  const beginn = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (!puffern) process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      out += d;
      if (!puffern) process.stderr.write(d);
    });
    child.on('close', (code) => {
      const dauer = `${((performance.now() - beginn) / 1000).toFixed(0)} s`;
      if (puffern) process.stdout.write(`\n━━ ${title} (${dauer})\n\n${out}`);
      else console.log(`━━ ${title}: ${dauer}`);
      const text = stripVTControlCharacters(out);
      if (code !== 0) {
        failures.push(`${title} (exit ${code})`);
        failureExcerpt(title, text);
      }
      resolve(text);
    });
  });
}

// Totals come from the runners' JSON reports (vitest's and Playwright's json reporters), never from console text.
const berichte = mkdtempSync(join(tmpdir(), 'vp-tests-'));
const bericht = (name) => join(berichte, `${name}.json`);

function lesen(title, datei) {
  try {
    return JSON.parse(readFileSync(datei, 'utf8'));
  } catch {
    failures.push(`${title}: kein Testbericht (${datei})`);
    return null;
  }
}

function addVitest(title, datei) {
  const r = lesen(title, datei);
  if (r === null) return;
  if (r.numTotalTests === 0) failures.push(`${title}: kein Test ausgeführt`);
  // Errors outside a test (an unhandled rejection) fail the run although every test passed.
  if (!r.success && r.numFailedTests === 0) failures.push(`${title}: Fehler ausserhalb der Tests`);
  // A file whose setup (beforeAll) fails counts its tests as skipped, not failed: name it in the total.
  totals.dateien += r.numFailedTestSuites;
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
}

function addPlaywright(title, datei) {
  const r = lesen(title, datei);
  if (r === null) return;
  const { expected, unexpected, flaky, skipped } = r.stats;
  if (expected + unexpected + flaky === 0) failures.push(`${title}: kein Test ausgeführt`);
  if (r.errors?.length > 0 && unexpected === 0) failures.push(`${title}: Fehler ausserhalb der Tests`);
  totals.passed += expected + flaky;
  totals.failed += unexpected;
  totals.skipped += skipped;
}

let chromium;
try {
  chromium = ensureChromium();
} catch (e) {
  console.error(`\n✖ ${e.message}\n`);
  process.exit(1);
}

await step('Build, Typprüfung und Lint', 'pnpm', ['exec', 'turbo', 'run', 'build', 'typecheck', 'lint', '--output-logs=errors-only']);
if (failures.length > 0) {
  console.error(`\n✖ ${failures.join('; ')}`);
  process.exit(1);
}

const vitestMitBericht = (name) => ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${bericht(name)}`];

// The browser tests wait most of their time on the browser and the server (about half a core on the two-core
// machines), so the vitest runs go beside them: SQLite first (every package), then the server tests on
// PostgreSQL. One vitest worker each (vitest's default on two cores). Outputs are printed as whole blocks.
const pgUrl = await findTestPostgres();
const browser = step(
  'Browser-Tests (Playwright, Chromium)',
  'pnpm',
  ['--filter', '@vereinsportal/admin-web', 'exec', 'playwright', 'test', '--reporter=list,json'],
  { CHROME_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: bericht('playwright') },
  { puffern: true },
);
const vitestLaeufe = (async () => {
  await step('Unit- und Integrationstests (SQLite)', 'pnpm', vitestMitBericht('sqlite'), { TEST_DB: 'sqlite' }, { puffern: true });
  if (!pgUrl) return;
  await step(
    'Server-Tests auf PostgreSQL',
    'pnpm',
    [...vitestMitBericht('postgres'), '--project', 'server'],
    { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl },
    { puffern: true },
  );
})();
await Promise.all([browser, vitestLaeufe]);
addVitest('vitest (SQLite)', bericht('sqlite'));
if (pgUrl) addVitest('vitest server (PostgreSQL)', bericht('postgres'));
else console.log('\n⚠ Kein PostgreSQL erreichbar (TEST_DATABASE_URL oder 127.0.0.1:5432): Server-Tests liefen nur auf SQLite.');
addPlaywright('Playwright', bericht('playwright'));

console.log('');
if (excerpts.length > 0) console.log(`Fehler im Überblick:\n${excerpts.join('\n')}\n`);
if (failures.length > 0) console.log(`✖ Fehlgeschlagen: ${failures.join('; ')}`);
const dateien = totals.dateien > 0 ? `, ${totals.dateien} Testdatei${totals.dateien > 1 ? 'en' : ''} fehlgeschlagen` : '';
console.log(`Gesamt: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${dateien}`);
process.exit(failures.length > 0 ? 1 : 0);
