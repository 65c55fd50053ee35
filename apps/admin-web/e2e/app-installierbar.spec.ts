/**
 * The member app is installable as Chrome judges it: Chrome's own installability check (DevTools
 * protocol, the same one that offers "App installieren") reports no error once the service worker
 * controls the page, and the manifest names the app, its scope and its icons.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { APP_BASIS } from '@vereinsportal/domain';
import { CHROMIUM_ARGS } from '../playwright.config';
import { expect, test } from './fixtures';

/** Width and height of a PNG from its IHDR chunk. */
function pngGroesse(bytes: Buffer): [number, number] {
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test.describe('Mitglieder-App installierbar', () => {
  test('manifest, icons and service worker meet Chrome’s installability criteria', async ({ baseURL }) => {
    // A browser profile on disk, as a phone's: Chrome never offers installation in a private window.
    const profil = mkdtempSync(path.join(tmpdir(), 'vp-pwa-'));
    const context = await chromium.launchPersistentContext(profil, {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      headless: true,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await pruefen(page, baseURL!);
    } finally {
      await context.close();
      rmSync(profil, { recursive: true, force: true });
    }
  });
});

async function pruefen(page: Page, baseURL: string): Promise<void> {
  await page.goto(`${APP_BASIS}/`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Chrome wants the worker to control the page; a reload hands it over.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);

  const manifestPfad = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await fetch(new URL(manifestPfad!, `${baseURL}${APP_BASIS}/`))).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Vereinsportal', start_url: `${APP_BASIS}/`, scope: `${APP_BASIS}/`, display: 'standalone' });
  for (const groesse of [192, 512]) {
    const icon = manifest.icons.find(
      (i) => i.sizes === `${groesse}x${groesse}` && i.type === 'image/png' && (i.purpose ?? 'any').includes('any'),
    );
    expect(icon, `${groesse}px icon`).toBeDefined();
    const bytes = Buffer.from(await (await fetch(new URL(icon!.src, `${baseURL}${APP_BASIS}/`))).arrayBuffer());
    expect(pngGroesse(bytes)).toEqual([groesse, groesse]);
  }
}
