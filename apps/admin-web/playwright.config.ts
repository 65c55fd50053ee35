/**
 * Browser end-to-end tests (Playwright + Debian's Chromium at /usr/bin/chromium; never
 * `playwright install`). The server is started by e2e/fixtures.ts on a free port with a fresh
 * data directory and serves the BUILT web app from dist/, so build first:
 *   pnpm --filter @vereinsportal/admin-web e2e        (= vite build && playwright test)
 * One worker: the machines have two cores and each worker runs its own server.
 */
import { defineConfig } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'de-CH',
    timezoneId: 'Europe/Zurich',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
});
