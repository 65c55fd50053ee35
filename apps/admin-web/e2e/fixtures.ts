/**
 * Playwright fixtures shared by every e2e spec.
 *
 *   import { test, expect, signIn, readOutbox, expectNoA11yViolations, DEMO } from './fixtures';
 *   test('...', async ({ page, baseURL, server }) => { await signIn(page, DEMO); ... });
 *
 * `server` (worker-scoped): the real server started once per worker on a free port with a fresh
 * DATA_DIR and DEMO=1 (demo club 1000 seeded), serving ../dist. `baseURL` points at it, so
 * page.goto('/anmeldung') works. The server log is in `${server.dataDir}/server.log`.
 * Set E2E_SERVER=dist to run apps/server/dist/main.js instead of the TypeScript sources via tsx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { createApiClient } from '@vereinsportal/api-client';
import { heuteInZeitzone } from '@vereinsportal/domain';
import AxeBuilder from '@axe-core/playwright';
import { neuesMitglied } from '../../server/test/helpers/fixtures';

const here = path.dirname(fileURLToPath(import.meta.url));
export const WEB_DIR = path.resolve(here, '..');
export const SERVER_DIR = path.resolve(WEB_DIR, '../server');
export const API = '/vereinsportalServer';

/** The demo club seeded in demo mode (README). */
export const DEMO = { vereinId: 1000, email: 'demo@vereinsportal.ch', passwort: 'demo1234' } as const;

export interface Zugangsdaten {
  vereinId: number;
  email: string;
  passwort: string;
}

export interface TestServer {
  baseURL: string;
  port: number;
  dataDir: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`Server ended with code ${child.exitCode} before it was healthy`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server not healthy after ${timeoutMs} ms: ${url}`);
}

/** Starts the server on a fresh data directory; resolves when /health answers. */
export async function startServer(): Promise<TestServer & { stop: () => Promise<void> }> {
  // E2E_WEB_DIST lets a second build (e.g. a parallel run) be tested without touching dist/.
  const webDist = process.env.E2E_WEB_DIST ?? path.join(WEB_DIR, 'dist');
  const distIndex = path.join(webDist, 'index.html');
  if (!existsSync(distIndex)) {
    throw new Error(`${distIndex} fehlt: run "vite build" first (pnpm --filter @vereinsportal/admin-web e2e does).`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vp-e2e-'));
  mkdirSync(dataDir, { recursive: true });
  const log = openSync(path.join(dataDir, 'server.log'), 'a');
  const useDist = process.env.E2E_SERVER === 'dist';
  const args = useDist ? ['dist/main.js'] : ['--import', 'tsx', '--conditions=@vereinsportal/source', 'src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: {
      // Tests sign in wrongly on purpose; the default throttle (5 per user) would lock the demo user.
      AUTH_MAX_FAILS_PER_USER: '1000',
      AUTH_MAX_FAILS_PER_IP: '100000',
      // Every spec registers its clubs from 127.0.0.1 on this one server; the default (10 a day per client)
      // would refuse the eleventh. The limit itself is the server tests' business.
      REGISTRATION_MAX_PER_CLIENT_DAY: '1000',
      REGISTRATION_MAX_PER_ADDRESS_DAY: '1000',
      ...process.env,
      DEMO: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      NODE_ENV: 'test',
    },
    stdio: ['ignore', log, log],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseURL}${API}/health`, child, 90_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${(error as Error).message}; see ${path.join(dataDir, 'server.log')}`);
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => {
        if (child.exitCode === null) child.kill('SIGKILL');
      }, 5000).unref();
    });
  return { baseURL, port, dataDir, stop };
}

/** Sets the demo club's contracts (see the `vertraege` fixture). */
export type VertraegeSetzen = (vertraege: VertragZeile[]) => void;

export const test = base.extend<{ server: TestServer; vertraege: VertraegeSetzen }, { workerServer: TestServer }>({
  workerServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const s = await startServer();
      await use({ baseURL: s.baseURL, port: s.port, dataDir: s.dataDir });
      await s.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  server: async ({ workerServer }, use) => {
    await use(workerServer);
  },
  baseURL: async ({ workerServer }, use) => {
    await use(workerServer.baseURL);
  },
  /** Sets the demo club's contracts for this one test; after it they are the seeded ones again (other specs expect them). */
  vertraege: async ({ workerServer }, use) => {
    await use((vertraege) => setzeVertraege(workerServer, DEMO.vereinId, vertraege));
    demoVertraegeZuruecksetzen(workerServer);
  },
});

export { expect };

/**
 * The api-client against the test server, for data a spec needs around its clicks: signed in as `z`
 * (the demo administrator unless given), or without sign-in for `null`.
 */
export function apiClient(baseURL: string | undefined, z: Zugangsdaten | null = DEMO) {
  if (!baseURL) throw new Error('baseURL fehlt');
  return createApiClient({
    baseUrl: `${baseURL}${API}`,
    ...(z ? { credentials: () => ({ vereinId: z.vereinId, emailadresse: z.email, passwort: z.passwort }) } : {}),
  });
}

/** The member app's build the server serves at /app/ (MEMBER_WEB_DIST_DIR lets a spec use another build). */
export const MEMBER_DIST = process.env.MEMBER_WEB_DIST_DIR ?? path.resolve(WEB_DIR, '..', 'member-web', 'dist');

/** Signs in through the form on /anmeldung and waits for the home page. */
export async function signIn(page: Page, z: Zugangsdaten): Promise<void> {
  await page.goto('/anmeldung');
  await page.getByLabel('Vereinsnummer').fill(String(z.vereinId));
  await page.getByLabel('E-Mail-Adresse').fill(z.email);
  await page.getByLabel('Passwort').fill(z.passwort);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Willkommen/ })).toBeVisible();
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  replyTo: string | null;
}

/** The demo outbox (newest first). */
export async function readOutbox(baseURL: string): Promise<OutboxMail[]> {
  const res = await fetch(`${baseURL}${API}/dev/outbox`);
  if (!res.ok) throw new Error(`outbox: HTTP ${res.status}`);
  return (await res.json()) as OutboxMail[];
}

/** What a credentials mail says: club number, e-mail and the one-time set-password link. */
export interface ZugangsMail {
  vereinId: number;
  email: string;
  link: string;
}

/** Reads the lines 'Vereinsnummer: n', 'E-Mail: x', 'Link: url' of a credentials mail. */
export function parseZugangsMail(text: string): ZugangsMail {
  const zeile = (name: string) => {
    const m = new RegExp(`^\\s*${name}:\\s*(\\S+)\\s*$`, 'm').exec(text);
    if (!m?.[1]) throw new Error(`'${name}:' fehlt in der Mail:\n${text}`);
    return m[1];
  };
  return { vereinId: Number(zeile('Vereinsnummer')), email: zeile('E-Mail'), link: zeile('Link') };
}

/** The newest credentials mail sent to `email` (waits a little: mails are written asynchronously). */
export async function zugangsMailAusOutbox(baseURL: string, email: string): Promise<ZugangsMail> {
  for (let i = 0; i < 40; i++) {
    const mail = (await readOutbox(baseURL)).find((m) => m.to.toLowerCase() === email.toLowerCase() && /^Link:/m.test(m.text));
    if (mail) return parseZugangsMail(mail.text);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Keine Zugangsdaten-Mail an ${email} in der Outbox`);
}

/**
 * A new active member in category 'Aktive' with app access ('Hat Systemzugriff') in the club of `verein`, sent its
 * credentials mail ('App Zugangsdaten senden'); returns its id, e-mail and the mailed one-time link.
 */
export async function mitgliedMitAppZugang(
  baseURL: string,
  m: { vorname: string; nachname: string; email: string; strasse?: string; postleitzahl?: string; ort?: string },
  verein: Zugangsdaten = DEMO,
): Promise<{ id: number; email: string; link: string }> {
  const api = apiClient(baseURL, verein);
  const { RecordId } = await api.createMitglied({
    body: neuesMitglied({
      Vorname: m.vorname,
      Nachname: m.nachname,
      Strasse: m.strasse ?? 'Bahnhofstrasse 1',
      Postleitzahl: m.postleitzahl ?? '8000',
      Ort: m.ort ?? 'Zürich',
      Emailadresse: m.email,
    }),
  });
  await api.appZugangsDatenSenden({ body: { MitgliedId: RecordId } });
  const mail = await zugangsMailAusOutbox(baseURL, m.email);
  return { id: RecordId, email: m.email, link: mail.link };
}

/** axe-core (WCAG 2 A/AA rules): the serious or critical violations with their elements, '' when none. */
export async function a11yProbleme(page: Page): Promise<string> {
  // A dialog or toast still fading in is half transparent: contrast is judged on the settled page
  // (transitions with an end only; a spinner's animation runs forever).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const schwer = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return schwer.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`).join('\n');
}

/** axe-core check: fails on serious or critical violations (WCAG 2 A/AA rules). */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  expect(await a11yProbleme(page), 'serious/critical accessibility violations').toBe('');
}

/** The member app's phone: 390 x 844 px, touch, Swiss German, Zurich time. */
export const TELEFON = { width: 390, height: 844 };

/** A new context on the phone, with a page. */
export async function telefon(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: TELEFON,
    hasTouch: true,
    isMobile: true,
    locale: 'de-CH',
    timezoneId: 'Europe/Zurich',
  });
  return { context, page: await context.newPage() };
}

/** Saves a full-page screenshot to artifacts/screenshots/<name>.png (test artifacts). */
export async function screenshot(page: Page, name: string): Promise<void> {
  // animations: 'disabled' finishes transitions, so the picture shows the settled state.
  await page.screenshot({ path: path.join(WEB_DIR, 'artifacts', 'screenshots', `${name}.png`), fullPage: true, animations: 'disabled' });
}

export interface VertragZeile {
  VertragsArt: 'Test' | 'Werbung' | 'Gratisbetrieb' | 'Jahresabonnement';
  VertragsLaufzeitVon: string;
  VertragsLaufzeitBis: string | null;
  VertragAnzahlMitglieder: number;
}

/** The few better-sqlite3 calls the specs use. */
export interface SqliteDb {
  prepare(sql: string): { run(...args: unknown[]): unknown; get(...args: unknown[]): unknown };
  transaction<T extends (...a: never[]) => void>(fn: T): T;
  close(): void;
}

/**
 * Runs `fn` on the server's SQLite file, for data no operation can set up (contracts, data of an older
 * version). better-sqlite3 is loaded from the server package, where it is installed.
 */
export function mitDatenbank<T>(server: TestServer, fn: (db: SqliteDb) => T): T {
  const require = createRequire(path.join(SERVER_DIR, 'package.json'));
  const Database = require('better-sqlite3') as new (file: string) => SqliteDb;
  const db = new Database(path.join(server.dataDir, 'vereinsportal.sqlite'));
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/** Replaces a club's contract rows in the server's SQLite file (no operator CLI for this yet). */
export function setzeVertraege(server: TestServer, vereinId: number, vertraege: VertragZeile[]): void {
  mitDatenbank(server, (db) => {
    const loeschen = db.prepare('DELETE FROM vertrag WHERE "VereinId" = ?');
    const einfuegen = db.prepare(
      'INSERT INTO vertrag ("VereinId", "VertragsArt", "VertragsLaufzeitVon", "VertragsLaufzeitBis", "VertragAnzahlMitglieder", "ErstelltAm") VALUES (?, ?, ?, ?, ?, ?)',
    );
    db.transaction(() => {
      loeschen.run(vereinId);
      for (const v of vertraege) {
        einfuegen.run(
          vereinId,
          v.VertragsArt,
          v.VertragsLaufzeitVon,
          v.VertragsLaufzeitBis,
          v.VertragAnzahlMitglieder,
          new Date().toISOString(),
        );
      }
    })();
  });
}

/** Puts the demo club's contracts back as the demo seed creates them (other specs expect them). */
export function demoVertraegeZuruecksetzen(server: TestServer): void {
  setzeVertraege(server, DEMO.vereinId, demoVertraege());
}

/** A contract row from `vonTage` to `bisTage` days from today (negative: in the past) for `anzahl` members. */
export function vertrag(art: VertragZeile['VertragsArt'], vonTage: number, bisTage: number, anzahl: number): VertragZeile {
  return {
    VertragsArt: art,
    VertragsLaufzeitVon: isoTage(vonTage),
    VertragsLaufzeitBis: isoTage(bisTage),
    VertragAnzahlMitglieder: anzahl,
  };
}

/** ISO date `n` days from today as the product counts it (Swiss time: between 23:00 and 24:00 UTC it is already tomorrow). */
export function isoTage(n: number): string {
  const d = new Date(`${heuteInZeitzone()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** dd.MM.yyyy of an ISO date. */
export function datumDe(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

/** `start` + 1 year - 1 day (docs/produkt.md §10 term of a yearly subscription). */
export function aboEnde(startIso: string): string {
  const d = new Date(`${startIso}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The demo club's contracts as the demo seed creates them: a past trial, then a subscription for 50. */
export function demoVertraege(): VertragZeile[] {
  const aboStart = isoTage(-340);
  return [
    { VertragsArt: 'Test', VertragsLaufzeitVon: isoTage(-370), VertragsLaufzeitBis: isoTage(-341), VertragAnzahlMitglieder: 30 },
    { VertragsArt: 'Jahresabonnement', VertragsLaufzeitVon: aboStart, VertragsLaufzeitBis: aboEnde(aboStart), VertragAnzahlMitglieder: 50 },
  ];
}

/** A real one-page PDF with a correct cross-reference table: the server parses what it stores. */
export function echtesPdf(): Buffer {
  const objekte = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objekte.map((obj, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${obj}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objekte.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objekte.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * On 'Passwort vergessen' (portal or app): 'Link senden' waits for both fields; fills in the demo club's number and
 * `email` and returns the button.
 */
export async function passwortVergessenAusfuellen(page: Page, email: string): Promise<Locator> {
  const senden = page.getByRole('button', { name: 'Link senden' });
  await expect(senden).toBeDisabled();
  await page.getByLabel('Vereinsnummer').fill(String(DEMO.vereinId));
  await page.getByLabel('E-Mail-Adresse').fill(email);
  return senden;
}

/** Opens a mailed set-password link on this test server, types `passwort` twice and saves it with the button `knopf`. */
export async function passwortUeberLinkSetzen(page: Page, link: string, passwort: string, knopf = 'Passwort speichern'): Promise<void> {
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.hash}`);
  await page.getByLabel('Neues Passwort').fill(passwort);
  await page.getByLabel('Passwort wiederholen').fill(passwort);
  await page.getByRole('button', { name: knopf }).click();
}

/** Opens a member's credentials link in the app, sets `passwort` twice and lands signed in on the app's News. */
export async function appPasswortFestlegen(page: Page, link: string, passwort: string): Promise<void> {
  await passwortUeberLinkSetzen(page, link, passwort, 'Passwort speichern und anmelden');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
}

/**
 * Deletes a list row with its '<name> löschen' button: the dialog names it (unless `dialog` is false), 'Löschen'
 * confirms, `meldung` is shown and no cell `zelle` (default: the name) is left.
 */
export async function zeileLoeschen(page: Page, name: string, meldung: string, { zelle = name, dialog = true } = {}): Promise<void> {
  await page.getByRole('button', { name: `${name} löschen` }).click();
  if (dialog) await expect(page.getByRole('dialog')).toContainText(name);
  await page.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText(meldung)).toBeVisible();
  await expect(page.getByRole('gridcell', { name: zelle, exact: true })).toHaveCount(0);
}
