/** The member app (/app/, apps/member-web/dist) in the specs: is it built, and a member signed in on a phone. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { appPasswortFestlegen, DEMO, MEMBER_DIST, mitgliedMitAppZugang, telefon, type Zugangsdaten } from './fixtures';

/** Fails at once when the member app's build is missing (the test server serves it at /app/). */
export function mitgliederAppGebaut(): void {
  if (!existsSync(path.join(MEMBER_DIST, 'index.html'))) {
    throw new Error(`${MEMBER_DIST}/index.html fehlt: zuerst "pnpm --filter @vereinsportal/member-web build" ausführen.`);
  }
}

/**
 * A new member with app access in `verein` (see mitgliedMitAppZugang), who opens the mailed link on a phone,
 * sets `passwort` and is signed in on the app's News.
 */
export async function mitgliedAmTelefon(
  browser: Browser,
  baseURL: string,
  m: Parameters<typeof mitgliedMitAppZugang>[1],
  passwort: string,
  verein: Zugangsdaten = DEMO,
): Promise<{ context: BrowserContext; app: Page; id: number; email: string; link: string }> {
  const mitglied = await mitgliedMitAppZugang(baseURL, m, verein);
  const { context, page: app } = await telefon(browser);
  await appPasswortFestlegen(app, mitglied.link, passwort);
  return { context, app, ...mitglied };
}
