/** Shared steps of the content specs (rich text, date fields); owned by the content-screens engineer. */
import { expect, type Page } from '@playwright/test';
import { datumDe } from './fixtures';

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Types a heading, a two-item list, a link and an image into the rich-text editor. */
export async function schreibeRichText(page: Page, ueberschrift: string) {
  const editor = page.getByTestId('rich-text-editor');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.getByRole('combobox', { name: 'Absatzformat' }).click();
  await page.getByRole('option', { name: 'Überschrift 2' }).click();
  await editor.click();
  await page.keyboard.type(ueberschrift);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Aufzählung' }).click();
  await page.keyboard.type('Punkt eins');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Punkt zwei');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.getByTestId('editor-image-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(editor.locator('img')).toHaveCount(1);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  // The link comes last: nothing typed afterwards can replace its selected text.
  await page.keyboard.type('Mehr unter Webseite');
  await page.keyboard.down('Shift');
  for (let i = 0; i < 'Webseite'.length; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.up('Shift');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await page.getByRole('textbox', { name: 'Adresse (URL)' }).fill('https://example.org/verein');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(editor.locator('a')).toHaveText('Webseite');
}

/** Checks that the editor shows what schreibeRichText wrote. */
export async function pruefeRichText(page: Page, ueberschrift: string) {
  const editor = page.getByTestId('rich-text-editor');
  await expect(editor.locator('h2')).toHaveText(ueberschrift);
  await expect(editor.locator('ul > li')).toHaveText(['Punkt eins', 'Punkt zwei']);
  await expect(editor.locator('a')).toHaveAttribute('href', 'https://example.org/verein');
  await expect(editor.locator('a')).toHaveText('Webseite');
  await expect(editor.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
}

/** Types an ISO date into an MUI X date field (sections dd.MM.yyyy). */
export async function datum(page: Page, label: string, iso: string) {
  await page.getByRole('group', { name: label, exact: true }).click();
  // Select every section first, so typing starts at the day even when the field is filled.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(datumDe(iso).replace(/\./g, ''));
}

/** Types 'HH:mm' into an MUI X time field. */
export async function zeit(page: Page, label: string, hhmm: string) {
  await page.getByRole('group', { name: label, exact: true }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(hhmm.replace(':', ''));
}
