import { DEMO, datumDe, expect, expectNoA11yViolations, isoTage, screenshot, signIn, test, zeileLoeschen } from './fixtures';
import type { Page } from '@playwright/test';
import { datum, pruefeRichText, schreibeRichText } from './vereinsinfo.helpers';

async function neueNews(page: Page, titel: string, von: string, bis: string) {
  await page.goto('/newsbearbeiten/0');
  await expect(page.getByRole('heading', { level: 1, name: 'News erfassen' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Titel' }).fill(titel);
  await datum(page, 'Anzeigen von', von);
  await datum(page, 'Anzeigen bis', bis);
}

test.describe('News', () => {
  test('create with rich text and categories, saved and reloaded, then edited', async ({ page }) => {
    await signIn(page, DEMO);
    await neueNews(page, 'Generalversammlung', isoTage(0), isoTage(30));
    await page.getByRole('button', { name: 'Für Mitgliederkategorien auswählen' }).click();
    await page.getByRole('dialog').getByLabel('Aktive').check();
    await page.getByRole('dialog').getByRole('button', { name: 'Übernehmen' }).click();
    await schreibeRichText(page, 'Einladung');
    await screenshot(page, 'news-erfassen');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('News gespeichert')).toBeVisible();
    await expect(page).toHaveURL(/\/newsbearbeiten\/[1-9]\d*$/);
    await expect(page.getByRole('heading', { level: 1, name: 'News bearbeiten' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Titel' })).toHaveValue('Generalversammlung');
    await expect(page.getByRole('textbox', { name: 'Für Mitgliederkategorien' })).toHaveValue('Aktive');
    await pruefeRichText(page, 'Einladung');

    await page.getByRole('textbox', { name: 'Titel' }).fill('Generalversammlung 2030');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('News gespeichert').first()).toBeVisible();
    await page.goto('/newsliste');
    await page.getByRole('searchbox').fill('Generalversammlung');
    await expect(page.getByRole('gridcell', { name: 'Generalversammlung 2030', exact: true })).toBeVisible();
    await expect(page.getByRole('gridcell', { name: datumDe(isoTage(30)), exact: true })).toBeVisible();
  });

  test("new news: 'Anzeigen von' is today in the club's time zone (Europe/Zurich)", async ({ browser, baseURL }) => {
    // A browser in New York at 19:30 on 14 March; in Zurich it is already 00:30 on 15 March.
    const context = await browser.newContext({ baseURL, locale: 'de-CH', timezoneId: 'America/New_York' });
    const page = await context.newPage();
    try {
      await page.clock.setFixedTime(new Date('2030-03-14T23:30:00Z'));
      await signIn(page, DEMO);
      await page.goto('/newsbearbeiten/0');
      await expect(page.getByRole('heading', { level: 1, name: 'News erfassen' })).toBeVisible();
      const feld = (label: string) => page.getByRole('group', { name: label, exact: true });
      // The field's sections as a person reads them (without the direction marks MUI X puts around them).
      const text = (label: string) => feld(label).evaluate((g) => (g.textContent ?? '').replace(/[^\d.]/g, ''));
      await expect.poll(() => text('Anzeigen von')).toBe('15.03.2030');
      expect(await text('Anzeigen bis')).not.toMatch(/\d/);
      // With only the title and the end date the news can be saved.
      await page.getByRole('textbox', { name: 'Titel' }).fill('Ab heute');
      await datum(page, 'Anzeigen bis', '2030-03-31');
      await expect(page.getByRole('button', { name: 'Speichern' })).toBeEnabled();
    } finally {
      await context.close();
    }
  });

  test('save is blocked without title or when from is after to', async ({ page }) => {
    await signIn(page, DEMO);
    await neueNews(page, 'Falsch', isoTage(10), isoTage(5));
    await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    await datum(page, 'Anzeigen bis', isoTage(12));
    await expect(page.getByRole('button', { name: 'Speichern' })).toBeEnabled();
    await page.getByRole('textbox', { name: 'Titel' }).fill('');
    await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  });

  test('past filter, delete with confirm', async ({ page }) => {
    await signIn(page, DEMO);
    await neueNews(page, 'Alte Meldung', isoTage(-60), isoTage(-30));
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/\/newsbearbeiten\/[1-9]\d*$/);
    await page.goto('/newsliste');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsliste' })).toBeVisible();
    await expect(page.getByRole('gridcell', { name: 'Alte Meldung', exact: true })).toHaveCount(0);
    await page.getByLabel('Auch vergangene News anzeigen').check();
    await page.getByRole('searchbox').fill('Alte Meldung');
    await expect(page.getByRole('gridcell', { name: 'Alte Meldung', exact: true })).toBeVisible();
    await screenshot(page, 'newsliste');
    await expectNoA11yViolations(page);
    await zeileLoeschen(page, 'Alte Meldung', 'News gelöscht');
  });

  test('external HTML file: chooser enabled by the checkbox, editor read-only', async ({ page }) => {
    await signIn(page, DEMO);
    await neueNews(page, 'Externe News', isoTage(0), isoTage(10));
    const chooser = page.getByRole('button', { name: 'HTML Datei auswählen' });
    await expect(chooser).toHaveAttribute('aria-disabled', 'true');
    await page.getByLabel('Externe HTML Datei verwenden').check();
    await expect(page.getByTestId('rich-text-editor')).toHaveAttribute('contenteditable', 'false');
    await page
      .getByTestId('html-datei-input')
      .setInputFiles({ name: 'news.htm', mimeType: 'text/html', buffer: Buffer.from('<p>Externer <strong>Inhalt</strong></p>') });
    await expect(page.getByTestId('rich-text-editor')).toContainText('Externer Inhalt');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('News gespeichert')).toBeVisible();
    await expect(page).toHaveURL(/\/newsbearbeiten\/[1-9]\d*$/);
    await page.reload();
    await expect(page.getByLabel('Externe HTML Datei verwenden')).toBeChecked();
    await expect(page.getByTestId('rich-text-editor')).toContainText('Externer Inhalt');
  });

  test('linked images are removed on save and a warning toast says so', async ({ page }) => {
    await signIn(page, DEMO);
    await neueNews(page, 'News mit Bildlinks', isoTage(0), isoTage(10));
    await page.getByLabel('Externe HTML Datei verwenden').check();
    const html =
      '<p>Mit Bildern</p><img src="https://example.invalid/a.png"><img src="http://example.invalid/pixel.gif" width="1" height="1">';
    await page.getByTestId('html-datei-input').setInputFiles({ name: 'bilder.html', mimeType: 'text/html', buffer: Buffer.from(html) });
    await expect(page.getByTestId('rich-text-editor')).toContainText('Mit Bildern');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('News gespeichert')).toBeVisible();
    await expect(
      page.getByText('2 Bilder aus dem Internet wurden entfernt: Bilder müssen als Datei in den Text eingefügt werden, nicht als Link.'),
    ).toBeVisible();
    await screenshot(page, 'news-bilder-entfernt');
  });
});
