import { DEMO, expect, expectNoA11yViolations, screenshot, signIn, test } from './fixtures';

test.describe('Navigationsleiste', () => {
  test('dropdowns: one open at a time, a link closes it and navigates', async ({ page }) => {
    await signIn(page, DEMO);
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('button', { name: 'News' }).click();
    await expect(page.getByRole('menuitem', { name: 'News erfassen' })).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCount(1);
    await screenshot(page, 'navigation-menu');
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await nav.getByRole('button', { name: 'Mitglieder' }).click();
    await expect(page.getByRole('menu')).toHaveCount(1);
    await page.getByRole('menuitem', { name: 'Mitglieder importieren' }).click();
    await expect(page).toHaveURL(/\/mitgliederimportieren$/);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await nav.getByRole('button', { name: 'Dokumente' }).click();
    await page.getByRole('menuitem', { name: 'Dokument erfassen' }).click();
    await expect(page).toHaveURL(/\/dokumentbearbeiten\/0$/);
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('small screen: hamburger drawer with collapsible sections', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, DEMO);
    await page.getByRole('button', { name: 'Navigation öffnen' }).click();
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('button', { name: 'Termine' }).click();
    await expect(nav.getByRole('link', { name: 'Termin erfassen' })).toBeVisible();
    await nav.getByRole('button', { name: 'News' }).click();
    // Only one section open at a time.
    await expect(nav.getByRole('link', { name: 'Termin erfassen' })).toHaveCount(0);
    await screenshot(page, 'navigation-mobil');
    await expectNoA11yViolations(page);
    await nav.getByRole('link', { name: 'News anzeigen' }).click();
    await expect(page).toHaveURL(/\/newsliste$/);
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
  });
});
