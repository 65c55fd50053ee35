/**
 * Payable invoices from the club's side (docs/produkt.md "Rechnungen"): raising the subscription writes an
 * invoice that the account lists as 'offen' with its PDF; the operator reads a bank file (camt.054) with the
 * command line and the invoice turns 'bezahlt'; an overdue invoice shows the home banner, and the reminder
 * job's 'Zahlungserinnerung' shows in the list and, with the PDF attached, in the demo outbox.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Download, Page } from '@playwright/test';
import { MAHNSTUFE_TEXT, RECHNUNGSLISTE_TEXT, ueberfaelligBanner, type RechnungListenEintrag } from '@vereinsportal/domain';
import {
  apiClient,
  datumDe,
  DEMO,
  demoVertraegeZuruecksetzen,
  expect,
  expectNoA11yViolations,
  isoTage,
  mitDatenbank,
  screenshot,
  SERVER_DIR,
  signIn,
  test,
  type TestServer,
} from './fixtures';
import { DEMO_BETREIBER } from '../../server/src/config-betreiber';
import { camt054 } from './camt054.helpers';

test.describe.configure({ mode: 'serial' });

const ausfuehren = promisify(execFile);

/** Runs an operator command (apps/server/src/cli.ts) against the test server's data, as the operator would. */
async function cli(server: TestServer, ...befehl: string[]): Promise<string> {
  const { stdout } = await ausfuehren(
    process.execPath,
    ['--import', 'tsx', '--conditions=@vereinsportal/source', 'src/cli.ts', ...befehl],
    // The server's environment (fixtures.ts): DEMO=1 brings the operator's demo bank account.
    { cwd: SERVER_DIR, env: { ...process.env, DEMO: '1', DATA_DIR: server.dataDir, NODE_ENV: 'test' }, timeout: 60_000 },
  );
  return stdout;
}

/** The demo operator's account as a bank file names it: a QR-IBAN's account appears under its ordinary IBAN. */
const BETREIBER_KONTO = DEMO_BETREIBER.BETREIBER_KONTO_IBAN.replace(/\s/g, '');

/** Raises the subscription by one step through the portal, as the treasurer does; returns the new invoice. */
async function erhoehen(page: Page, server: TestServer): Promise<RechnungListenEintrag> {
  const vorher = new Set((await apiClient(server.baseURL).getRechnungen()).map((r) => r.RechnungId));
  await page.goto('/aboanpassung');
  await page.getByRole('checkbox', { name: /Angaben zum Vertragspartner korrekt/ }).check();
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('button', { name: 'Anzahl Mitglieder im Jahresabonnement kostenpflichtig erhöhen' }).click();
  await expect(page).toHaveURL(/\/vereinskonto$/);
  const neu = (await apiClient(server.baseURL).getRechnungen()).filter((r) => !vorher.has(r.RechnungId));
  expect(neu, 'one new invoice').toHaveLength(1);
  return neu[0] as RechnungListenEintrag;
}

const zeile = (page: Page, r: RechnungListenEintrag) => page.locator(`[data-rechnung="${r.RechnungId}"]`);

async function pdfLaden(page: Page, r: RechnungListenEintrag): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: RECHNUNGSLISTE_TEXT.pdfHerunterladen(r.RechnungId) }).click(),
  ]);
  return download;
}

/** The page itself never scrolls sideways. */
async function ohneSeitlichesScrollen(page: Page, name: string): Promise<void> {
  const breite = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(breite.scroll, `${name} scrolls sideways`).toBeLessThanOrEqual(breite.client);
}

/** The operator reads a bank file paying `betrag` CHF with the invoice's reference (the CLI, as in the README). */
async function zahlungEinlesen(server: TestServer, r: RechnungListenEintrag, betrag: number): Promise<void> {
  const datei = path.join(mkdtempSync(path.join(tmpdir(), 'vp-camt-')), 'camt054.xml');
  const datum = isoTage(0);
  writeFileSync(
    datei,
    camt054(
      BETREIBER_KONTO,
      [{ referenz: r.Zahlungsreferenz, betrag, eintrag: `E2E-${r.RechnungId}`, zahler: 'Demoverein' }],
      `E2E-${r.RechnungId}`,
      datum,
    ),
  );
  await cli(server, 'zahlungen-einlesen', '--datei', datei);
}

async function downloadBytes(download: Download): Promise<Buffer> {
  const datei = await download.path();
  return readFileSync(datei);
}

test.describe('Rechnungen', () => {
  let server: TestServer;
  test.beforeAll(({ workerServer }) => {
    server = workerServer;
    demoVertraegeZuruecksetzen(server);
  });
  test.afterAll(() => {
    demoVertraegeZuruecksetzen(server);
  });

  test('raise -> invoice offen with its PDF -> the operator reads the bank file -> bezahlt', async ({ page }) => {
    await signIn(page, DEMO);
    const rechnung = await erhoehen(page, server);
    expect(rechnung.Status).toBe('offen');

    await expect(page.getByRole('heading', { level: 2, name: 'Rechnungen' })).toBeVisible();
    const reihe = zeile(page, rechnung);
    await expect(reihe.locator('[data-status]')).toHaveText('offen');
    await expect(reihe).toContainText('10.00 CHF');
    await expect(reihe).toContainText(rechnung.Leistung);
    await ohneSeitlichesScrollen(page, 'vereinskonto');
    await screenshot(page, 'vereinskonto-rechnungen-offen');
    await expectNoA11yViolations(page);

    // With the keyboard: the button takes the focus and Enter saves the file.
    const knopf = page.getByRole('button', { name: RECHNUNGSLISTE_TEXT.pdfHerunterladen(rechnung.RechnungId) });
    await knopf.focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(`Rechnung-${rechnung.RechnungId}.pdf`);
    expect((await downloadBytes(download)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The operator downloads the bank's notification and reads it in.
    await zahlungEinlesen(server, rechnung, rechnung.Total);
    await page.reload();
    await expect(reihe.locator('[data-status]')).toHaveText('bezahlt');
    await expect(reihe).toContainText(RECHNUNGSLISTE_TEXT.bezahltAm(datumDe(isoTage(0))));
  });

  test('a partial payment shows teilweise bezahlt with what is still open', async ({ page }) => {
    await signIn(page, DEMO);
    const rechnung = await erhoehen(page, server);
    await zahlungEinlesen(server, rechnung, 4);
    await page.reload();
    const reihe = zeile(page, rechnung);
    await expect(reihe.locator('[data-status]')).toHaveText('teilweise bezahlt');
    await expect(reihe).toContainText(RECHNUNGSLISTE_TEXT.nochOffen('6.00 CHF'));
  });

  test('overdue: home banner, reminder level in the list, reminder mail with the PDF in the outbox', async ({ page }) => {
    await signIn(page, DEMO);
    await expect(page.locator('[data-banner="rechnungUeberfaellig"]')).toHaveCount(0);
    const rechnung = await erhoehen(page, server);
    // Issued 41 days ago, due 11 days ago: past the reminder's default of 10 days after the due date.
    mitDatenbank(server, (db) =>
      db
        .prepare('UPDATE rechnung SET "Rechnungsdatum" = ?, "FaelligAm" = ? WHERE "RechnungId" = ?')
        .run(isoTage(-41), isoTage(-11), rechnung.RechnungId),
    );
    await cli(server, 'mahnungen-senden');

    await page.goto('/');
    const banner = page.locator('[data-banner="rechnungUeberfaellig"]');
    const rechnungen = await apiClient(server.baseURL).getRechnungen();
    await expect(banner).toContainText(ueberfaelligBanner(rechnungen) ?? 'ueberfaelligBanner: null');
    await screenshot(page, 'home-rechnung-ueberfaellig');
    await expectNoA11yViolations(page);

    await banner.getByRole('link', { name: RECHNUNGSLISTE_TEXT.zuDenRechnungen }).click();
    await expect(page).toHaveURL(/\/vereinskonto#rechnungen$/);
    const reihe = zeile(page, rechnung);
    await expect(reihe.locator('[data-status]')).toHaveText('überfällig');
    await expect(reihe.locator('[data-spalte="mahnstufe"]')).toHaveText(MAHNSTUFE_TEXT[1]);
    await expect(reihe).toBeInViewport();

    // The reminder mail (subject with the level) carries the invoice's PDF again.
    const erinnerung = (await apiClient(server.baseURL, null).getOutbox()).find(
      (m) => m.subject.includes(MAHNSTUFE_TEXT[1]) && m.subject.endsWith(`Rechnung ${rechnung.RechnungId}`),
    );
    const pdf = erinnerung?.Anhaenge.find((a) => a.ContentType === 'application/pdf');
    if (!erinnerung || !pdf) throw new Error('Keine Zahlungserinnerung mit PDF im Postausgang');
    await page.goto('/outbox');
    const mail = page.getByRole('article', { name: erinnerung.subject });
    const anhang = mail.getByRole('link', { name: pdf.Dateiname, exact: true });
    await expect(anhang).toBeVisible();
    await expect(mail.getByRole('listitem').filter({ hasText: pdf.Dateiname })).toContainText(/\(\d+ kB\)$/);
    await anhang.scrollIntoViewIfNeeded();
    await screenshot(page, 'outbox-zahlungserinnerung');
    await expectNoA11yViolations(page);
    const [download] = await Promise.all([page.waitForEvent('download'), anhang.click()]);
    expect(download.suggestedFilename()).toBe(pdf.Dateiname);
    expect((await downloadBytes(download)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Another 10 days without payment: the '2. Mahnung'.
    mitDatenbank(server, (db) =>
      db.prepare('UPDATE rechnung SET "LetzteMahnungAm" = ? WHERE "RechnungId" = ?').run(isoTage(-10), rechnung.RechnungId),
    );
    await cli(server, 'mahnungen-senden');
    await page.goto('/vereinskonto');
    await expect(zeile(page, rechnung).locator('[data-spalte="mahnstufe"]')).toHaveText(MAHNSTUFE_TEXT[2]);
    // Every state side by side (bezahlt, teilweise bezahlt, überfällig with the 2. Mahnung).
    await page.locator('#rechnungen').scrollIntoViewIfNeeded();
    await screenshot(page, 'vereinskonto-rechnungen-alle');
    await expectNoA11yViolations(page);
  });

  test('390 px phone: the invoices and the outbox attachment without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO);
    await expect(page.locator('[data-banner="rechnungUeberfaellig"]')).toBeVisible();
    await ohneSeitlichesScrollen(page, 'home');
    await screenshot(page, 'home-rechnung-ueberfaellig-390');

    await page.goto('/vereinskonto#rechnungen');
    const rechnungen = await apiClient(server.baseURL).getRechnungen();
    const neueste = rechnungen[0] as RechnungListenEintrag;
    const knopf = page.getByRole('button', { name: RECHNUNGSLISTE_TEXT.pdfHerunterladen(neueste.RechnungId) });
    await expect(knopf).toBeVisible();
    const box = await knopf.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await ohneSeitlichesScrollen(page, 'vereinskonto');
    await screenshot(page, 'vereinskonto-rechnungen-390');
    await expectNoA11yViolations(page);
    const download = await pdfLaden(page, neueste);
    expect(download.suggestedFilename()).toBe(`Rechnung-${neueste.RechnungId}.pdf`);

    await page.goto('/outbox');
    await expect(page.getByRole('link', { name: /Rechnung-\d+\.pdf$/ }).first()).toBeVisible();
    await ohneSeitlichesScrollen(page, 'outbox');
    await screenshot(page, 'outbox-anhang-390');
    await expectNoA11yViolations(page);
  });
});
