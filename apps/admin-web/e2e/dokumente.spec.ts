import {
  DEMO,
  datumDe,
  echtesPdf,
  expect,
  expectNoA11yViolations,
  isoTage,
  screenshot,
  signIn,
  test,
  vertrag,
  zeileLoeschen,
} from './fixtures';
import { neuGespeichert } from './formulare.helpers';
import { datum } from './vereinsinfo.helpers';

const PDF = echtesPdf();

test.describe('Dokumente', () => {
  test('upload a PDF, heading changes, download the stored file, list and delete', async ({ page }) => {
    await signIn(page, DEMO);
    await page.goto('/dokumentbearbeiten/0');
    await expect(page.getByRole('heading', { level: 1, name: 'Dokument erfassen' })).toBeVisible();
    await expect(page.getByText(/zwei Arten/)).toBeVisible();
    const speichern = page.getByRole('button', { name: 'Speichern' });
    await page.getByRole('textbox', { name: 'Titel' }).fill('Statuten Testlauf');
    await datum(page, 'Anzeigen von', isoTage(0));
    await expect(speichern).toBeDisabled();
    await page.getByTestId('pdf-datei-input').setInputFiles({ name: 'statuten.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByRole('textbox', { name: 'Datei' })).toHaveValue('statuten.pdf');
    await expect(speichern).toBeEnabled();
    await screenshot(page, 'dokument-erfassen');
    await expectNoA11yViolations(page);
    await neuGespeichert(page, speichern, 'Dokument gespeichert', 'dokumentbearbeiten', 'Dokument bearbeiten');
    await expect(page.getByRole('textbox', { name: 'Datei' })).toHaveValue('statuten.pdf');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Gespeicherte Datei herunterladen' }).click();
    const datei = await download;
    expect(datei.suggestedFilename()).toBe('statuten.pdf');

    await page.goto('/dokumentliste');
    await expect(page.getByRole('heading', { level: 1, name: 'Dokumentliste' })).toBeVisible();
    await page.getByRole('searchbox').fill('Statuten Testlauf');
    await expect(page.getByRole('gridcell', { name: datumDe(isoTage(0)), exact: true })).toBeVisible();
    await screenshot(page, 'dokumentliste');
    await expectNoA11yViolations(page);
    await zeileLoeschen(page, 'Statuten Testlauf', 'Dokument gelöscht', { dialog: false });
  });

  test('an oversized PDF shows the size warning and blocks saving', async ({ page }) => {
    await signIn(page, DEMO);
    await page.goto('/dokumentbearbeiten');
    await expect(page.getByRole('heading', { level: 1, name: 'Dokument erfassen' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Titel' }).fill('Zu gross');
    await datum(page, 'Anzeigen von', isoTage(0));
    const gross = Buffer.concat([PDF, Buffer.alloc(1_000_001 - PDF.length, 0x20)]);
    await page.getByTestId('pdf-datei-input').setInputFiles({ name: 'gross.pdf', mimeType: 'application/pdf', buffer: gross });
    await expect(page.getByText('Die Grösse der ausgewählten Datei überschreitet das Limit von 1 MB!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    await screenshot(page, 'dokument-zu-gross');
  });

  test('expired yearly subscription: the contract banner on both pages and the reason beside the disabled button', async ({
    page,
    vertraege,
  }) => {
    vertraege([vertrag('Jahresabonnement', -400, -35, 50)]);
    const grund = /^Ihr Jahresabonnement ist abgelaufen!/;
    await signIn(page, DEMO);
    await page.goto('/dokumentliste');
    await expect(page.getByRole('heading', { level: 1, name: 'Dokumentliste' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: grund })).toBeVisible();

    await page.goto('/dokumentbearbeiten/0');
    await expect(page.getByRole('heading', { level: 1, name: 'Dokument erfassen' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: grund })).toBeVisible();
    await page.getByRole('textbox', { name: 'Titel' }).fill('Gesperrt');
    await datum(page, 'Anzeigen von', isoTage(0));
    await page.getByLabel('Internet Link auf Datei verwenden').check();
    await page.getByRole('textbox', { name: 'URL' }).fill('https://example.org/gesperrt.pdf');
    const speichern = page.getByRole('button', { name: 'Speichern' });
    await expect(speichern).toBeDisabled();
    // Beside the button, and as its description: why it cannot be used.
    await expect(speichern).toHaveAccessibleDescription(grund);
    await expect(page.getByTestId('speichern-sperrgrund')).toHaveText(grund);
    await screenshot(page, 'dokument-vertrag-abgelaufen');
    await expectNoA11yViolations(page);
  });

  test('link mode: URL instead of a file, http:// prefixed, check mark in the list', async ({ page }) => {
    await signIn(page, DEMO);
    await page.goto('/dokumentbearbeiten/0');
    await page.getByRole('textbox', { name: 'Titel' }).fill('Reglement online');
    await datum(page, 'Anzeigen von', isoTage(0));
    await datum(page, 'Anzeigen bis', isoTage(100));
    await page.getByTestId('pdf-datei-input').setInputFiles({ name: 'x.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByLabel('Internet Link auf Datei verwenden').check();
    // Choosing the link clears the file (docs/produkt.md §4).
    await expect(page.getByTestId('pdf-datei-input')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    await page.getByRole('textbox', { name: 'URL' }).fill('example.org/reglement.pdf');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Dokument gespeichert')).toBeVisible();
    await expect(page).toHaveURL(/\/dokumentbearbeiten\/[1-9]\d*$/);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'URL' })).toHaveValue('http://example.org/reglement.pdf');
    await screenshot(page, 'dokument-link');
    // Unchecking clears the URL.
    await page.getByLabel('Internet Link auf Datei verwenden').uncheck();
    await page.getByLabel('Internet Link auf Datei verwenden').check();
    await expect(page.getByRole('textbox', { name: 'URL' })).toHaveValue('');

    await page.goto('/dokumentliste');
    await page.getByRole('searchbox').fill('Reglement');
    const zeile = page.getByRole('row', { name: /Reglement online/ });
    await expect(zeile.getByRole('gridcell', { name: '✓', exact: true })).toBeVisible();
    await expect(zeile.getByRole('gridcell', { name: datumDe(isoTage(100)), exact: true })).toBeVisible();
  });
});
