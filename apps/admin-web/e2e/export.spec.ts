/**
 * Member export (docs/produkt.md "Mitglieder exportieren"): the member list's 'Export CSV' and 'Export Excel'
 * write the rows the list shows (quick filter, sort, 'Auch gelöschte') in the import format; the CSV goes
 * through the import wizard of an empty club and gives the same members there.
 */
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { IMPORT_HEADER, parseImportCsv, type Mitglied } from '@vereinsportal/domain';
import readXlsxFile from 'read-excel-file/node';
import { DEMO, expect, expectNoA11yViolations, screenshot, signIn, test, apiClient } from './fixtures';
import { neuerVerein } from './verein.helpers';

const KOPF = IMPORT_HEADER.join(';');

/** Today's date as the browser (Europe/Zurich, playwright.config.ts) writes it into the file name. */
function heuteDe(): string {
  return new Intl.DateTimeFormat('de-CH', { timeZone: 'Europe/Zurich', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(),
  );
}

async function herunterladen(page: Page, knopf: string, perTastatur = false): Promise<{ download: Download; bytes: Buffer }> {
  const warten = page.waitForEvent('download');
  const button = page.getByRole('button', { name: knopf });
  if (perTastatur) {
    await button.focus();
    await page.keyboard.press('Enter');
  } else {
    await button.click();
  }
  const download = await warten;
  const pfad = await download.path();
  return { download, bytes: readFileSync(pfad) };
}

/** The data rows of an exported CSV text (after the header), as cells. */
function csvZeilen(text: string): string[][] {
  const csv = parseImportCsv(text);
  expect(csv.kopfzeile?.join(';')).toBe(KOPF);
  return csv.datensaetze.map((d) => d.spalten).filter((s) => s.length === IMPORT_HEADER.length);
}

/** The Nachname cells of the table's rows, top to bottom (all rows are rendered: the lists here are short). */
async function gridNachnamen(page: Page): Promise<string[]> {
  return page.locator('[role="row"][data-id] [data-field="Nachname"]').allTextContents();
}

async function quickFilter(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
  // Wait until only matching rows are left.
  await expect(page.locator('[role="row"][data-id] [data-field="Ort"]').filter({ hasNotText: text })).toHaveCount(0);
}

/** Import fields of a member, for comparing two clubs' lists. */
const vergleich = (m: Mitglied) =>
  [
    m.Vorname,
    m.Nachname,
    m.Strasse,
    m.Postleitzahl,
    m.Ort,
    m.Emailadresse,
    m.HatSystemZugriff,
    m.Telefonnummer1,
    m.Telefonnummer2,
    m.Vereinsfunktion,
    m.Mitgliedschaftsart,
    m.Bemerkung,
  ]
    .map((x) => (x === null ? '' : String(x)))
    .join('|');

test.describe('Mitglieder exportieren', () => {
  test('CSV and Excel hold exactly the filtered, sorted rows of the list, deleted ones only with the checkbox', async ({ page }) => {
    await signIn(page, DEMO);
    await page.goto('/mitgliederliste');
    await expect(page.getByRole('heading', { level: 1, name: 'Mitgliederliste' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export Excel' })).toBeVisible();

    await quickFilter(page, 'Winterthur');
    // Sort by first name, descending: the export follows the grid's order, not the server's.
    await page.getByRole('columnheader', { name: 'Vorname' }).click();
    await page.getByRole('columnheader', { name: 'Vorname' }).click();
    await expect(page.getByRole('columnheader', { name: 'Vorname' })).toHaveAttribute('aria-sort', 'descending');
    const nachnamen = await gridNachnamen(page);
    expect(nachnamen.length).toBeGreaterThan(5);
    await screenshot(page, 'mitglieder-export');
    await expectNoA11yViolations(page);

    const { download, bytes } = await herunterladen(page, 'Export CSV');
    expect(download.suggestedFilename()).toBe(`Mitglieder-Turnverein Musterdorf-${heuteDe()}.csv`);
    // UTF-8 with BOM, the import header, CRLF line ends.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.slice(1).startsWith(`${KOPF}\r\n`)).toBe(true);
    const zeilen = csvZeilen(text);
    expect(zeilen.map((z) => z[1])).toEqual(nachnamen);
    expect(zeilen.every((z) => z[4] === 'Winterthur')).toBe(true);
    // The demo's deleted member lives in Winterthur; without the checkbox it is not in the file.
    expect(zeilen.some((z) => z[0] === 'Fabian' && z[1] === 'Moser')).toBe(false);

    // Excel, started from the keyboard: the same cells, every one of them text.
    const excel = await herunterladen(page, 'Export Excel', true);
    expect(excel.download.suggestedFilename()).toBe(`Mitglieder-Turnverein Musterdorf-${heuteDe()}.xlsx`);
    const [blatt] = await readXlsxFile(excel.bytes);
    expect(blatt?.sheet).toBe('Mitglieder');
    const excelZeilen = (blatt?.data ?? []).map((zeile) =>
      IMPORT_HEADER.map((_, i) => (zeile[i] === null || zeile[i] === undefined ? '' : zeile[i])),
    );
    expect(excelZeilen[0]).toEqual([...IMPORT_HEADER]);
    expect(excelZeilen.slice(1)).toEqual(zeilen);

    // With 'Auch gelöschte Mitglieder anzeigen' the deleted member is listed and exported.
    await page.getByRole('checkbox', { name: 'Auch gelöschte Mitglieder anzeigen' }).check();
    await expect(page.getByRole('gridcell', { name: 'Moser', exact: true })).not.toHaveCount(0);
    const mitGeloeschten = await gridNachnamen(page);
    expect(mitGeloeschten.length).toBeGreaterThan(nachnamen.length);
    const zeilenMitGeloeschten = csvZeilen((await herunterladen(page, 'Export CSV')).bytes.toString('utf8'));
    expect(zeilenMitGeloeschten.map((z) => z[1])).toEqual(mitGeloeschten);
    expect(zeilenMitGeloeschten.some((z) => z[0] === 'Fabian' && z[1] === 'Moser')).toBe(true);
  });

  test('the exported CSV, imported into an empty club through the import wizard, gives the same members', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO);
    await page.goto('/mitgliederliste');
    await quickFilter(page, 'Winterthur');
    const { download, bytes } = await herunterladen(page, 'Export CSV');
    // Kept as bytes: the download's temporary file may be gone once another browser context is open.
    const datei = { name: download.suggestedFilename(), mimeType: 'text/csv', buffer: bytes };

    const ziel = await test.step('register an empty club', () => neuerVerein(baseURL!, 'Zora'));
    const kontext = await browser.newContext();
    const zielSeite = await kontext.newPage();
    try {
      await test.step('sign in to the empty club', () => signIn(zielSeite, ziel));
      await zielSeite.goto('/mitgliederimportieren');
      await zielSeite.getByRole('button', { name: 'Weiter' }).click();
      await zielSeite.getByTestId('csv-datei-input').setInputFiles(datei);
      await zielSeite.getByRole('button', { name: 'Weiter' }).click();
      await expect(zielSeite.getByRole('heading', { level: 2, name: 'Vorschau' })).toBeVisible();
      await expect(zielSeite.getByTestId('import-fehler')).toHaveCount(0);
      await zielSeite.getByRole('button', { name: 'Importieren' }).click();
      await expect(zielSeite.getByTestId('import-ergebnis')).toHaveText(/^Es wurden \d+ Mitglieder importiert\.$/);
    } finally {
      await kontext.close();
    }

    const demoApi = apiClient(baseURL);
    const zielApi = apiClient(baseURL, ziel);
    const quelle = (await demoApi.getMitglieder({})).filter((m) => m.Ort === 'Winterthur');
    const importiert = (await zielApi.getMitglieder({})).filter((m) => m.Emailadresse !== ziel.email);
    expect(quelle.length).toBeGreaterThan(5);
    expect(importiert.map(vergleich).sort()).toEqual(quelle.map(vergleich).sort());
    expect(importiert.every((m) => m.Status === 'A' && m.IstVereinsAdministrator === 0)).toBe(true);
  });
});
