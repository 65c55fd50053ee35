import { DEMO, expect, expectNoA11yViolations, screenshot, signIn, test } from './fixtures';
import { pruefeRichText, schreibeRichText } from './vereinsinfo.helpers';

test.describe('Vereinsinfo', () => {
  test('rich text with heading, list, link and image is saved and loads back', async ({ page }) => {
    await signIn(page, DEMO);
    await page.goto('/vereinsinfobearbeiten');
    await expect(page.getByRole('heading', { level: 1, name: 'Vereinsinfo bearbeiten' })).toBeVisible();
    const editor = page.getByTestId('rich-text-editor');
    await expect(editor).toBeVisible();
    // About 13 cm high (docs/produkt.md §2): 13 cm = 491 CSS px.
    const hoehe = await editor.evaluate((e) => e.parentElement!.getBoundingClientRect().height);
    expect(hoehe).toBeGreaterThan(470);
    expect(hoehe).toBeLessThan(510);
    await schreibeRichText(page, 'Willkommen im Verein');
    await screenshot(page, 'vereinsinfo-editor');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByTestId('spinner')).toBeHidden();
    await page.reload();
    await pruefeRichText(page, 'Willkommen im Verein');
    await page.getByRole('button', { name: 'Schliessen' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('placeholder, and an external HTML file makes the editor read-only', async ({ page }) => {
    await signIn(page, DEMO);
    await page.goto('/vereinsinfobearbeiten');
    const editor = page.getByTestId('rich-text-editor');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await expect(page.getByText('Text eingeben …')).toBeVisible();

    await page.getByLabel('Externe HTML Datei verwenden').check();
    await expect(editor).toHaveAttribute('contenteditable', 'false');
    await page.getByTestId('html-datei-input').setInputFiles({
      name: 'vereinsinfo.html',
      mimeType: 'text/html',
      buffer: Buffer.from('<h1>Externe Info</h1><p>Aus einer Datei</p>'),
    });
    await expect(page.getByText('vereinsinfo.html')).toBeVisible();
    await expect(editor.locator('h1')).toHaveText('Externe Info');
    await screenshot(page, 'vereinsinfo-extern');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByTestId('spinner')).toBeHidden();
    await page.reload();
    await expect(page.getByLabel('Externe HTML Datei verwenden')).toBeChecked();
    await expect(page.getByTestId('rich-text-editor').locator('h1')).toHaveText('Externe Info');
    await expect(page.getByTestId('rich-text-editor')).toHaveAttribute('contenteditable', 'false');
  });
});
