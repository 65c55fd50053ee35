import { DEMO, expect, expectNoA11yViolations, screenshot, signIn, test } from './fixtures';

test.describe('Vereinskonto', () => {
  test('view and edit the account data', async ({ page }) => {
    await signIn(page, DEMO);
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Konto' }).click();
    await expect(page).toHaveURL(/\/vereinskonto$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vereinskonto' })).toBeVisible();
    await expect(page.locator('[data-angabe="Vereinsname"]')).not.toHaveText('–');
    await expect(page.locator('[data-angabe="Vertragsart"]')).toHaveText('Jahresabonnement');
    await screenshot(page, 'vereinskonto');
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: 'Vereinskonto bearbeiten' }).click();
    await expect(page).toHaveURL(/\/vereinskontobearbeiten$/);
    const speichern = page.getByRole('button', { name: 'Speichern' });
    const ort = page.getByLabel('Ort');
    await expect(ort).not.toHaveValue('');
    await ort.fill('   ');
    await ort.blur();
    await expect(speichern).toBeDisabled();
    await expect(page.getByText(/Ort/).filter({ hasText: /leer|Pflicht/ }).first()).toBeVisible();
    await page.getByLabel('E-Mail-Adresse').fill('ungueltig@');
    await expect(speichern).toBeDisabled();
    await page.getByLabel('E-Mail-Adresse').fill(DEMO.email);
    await ort.fill('  Winterthur ');
    await expect(speichern).toBeEnabled();
    await screenshot(page, 'vereinskontobearbeiten');
    await expectNoA11yViolations(page);
    await speichern.click();
    await expect(page).toHaveURL(/\/vereinskonto$/);
    await expect(page.locator('[data-angabe="Ort"]')).toHaveText('Winterthur');

    await page.getByRole('link', { name: 'Vereinskonto bearbeiten' }).click();
    await page.getByRole('link', { name: 'Abbrechen' }).click();
    await expect(page).toHaveURL(/\/vereinskonto$/);
  });
});
