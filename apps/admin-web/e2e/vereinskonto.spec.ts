import { DEMO, expect, expectNoA11yViolations, mitDatenbank, screenshot, signIn, test } from './fixtures';

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
    await expect(
      page
        .getByText(/Ort/)
        .filter({ hasText: /leer|Pflicht/ })
        .first(),
    ).toBeVisible();
    await page.getByLabel('E-Mail-Adresse').fill('ungueltig@');
    await expect(speichern).toBeDisabled();
    await page.getByLabel('E-Mail-Adresse').fill(DEMO.email);
    // The country: the club's, Schweiz first in the list; typing filters and Enter chooses, by keyboard alone.
    const land = page.getByRole('combobox', { name: 'Land' });
    await expect(land).toHaveValue('Schweiz');
    await land.click();
    await expect(page.getByRole('option').first()).toHaveText('Schweiz');
    await land.fill('liech');
    await expect(page.getByRole('option')).toHaveText(['Liechtenstein']);
    await land.press('Enter');
    await expect(land).toHaveValue('Liechtenstein');
    await land.fill('schw');
    await expect(page.getByRole('option').first()).toHaveText('Schweiz');
    await land.press('Enter');
    await expect(land).toHaveValue('Schweiz');
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

  test('a club registered with a 35-character postal code saves its account and its administrator', async ({ page, server }) => {
    // Registration accepts 35 characters and copies the postal code to the first administrator.
    const plz = 'PLZ-1234567890-ABCDEFGHIJ-KLMNOPQRS';
    expect(plz).toHaveLength(35);
    const vorher = mitDatenbank(server, (db) => {
      const alt = db.prepare('SELECT "Postleitzahl" AS plz FROM verein WHERE "VereinId" = ?').get(DEMO.vereinId) as { plz: string };
      const admin = db
        .prepare('SELECT "MitgliedId" AS id, "Postleitzahl" AS plz FROM mitglied WHERE "VereinId" = ? AND "Emailadresse" = ?')
        .get(DEMO.vereinId, DEMO.email) as {
        id: number;
        plz: string;
      };
      db.prepare('UPDATE verein SET "Postleitzahl" = ? WHERE "VereinId" = ?').run(plz, DEMO.vereinId);
      db.prepare('UPDATE mitglied SET "Postleitzahl" = ? WHERE "MitgliedId" = ?').run(plz, admin.id);
      return { verein: alt.plz, admin };
    });
    try {
      await signIn(page, DEMO);
      await page.goto('/vereinskontobearbeiten');
      await expect(page.getByLabel('Postleitzahl')).toHaveValue(plz);
      await page.getByLabel('Ort').fill('Langwil');
      await expect(page.getByRole('button', { name: 'Speichern' })).toBeEnabled();
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect(page.getByText('Vereinskonto gespeichert', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/vereinskonto$/);
      await expect(page.locator('[data-angabe="Postleitzahl"]')).toHaveText(plz);

      await page.goto(`/mitgliedbearbeiten/${vorher.admin.id}`);
      await expect(page.getByLabel('PLZ')).toHaveValue(plz);
      await page.getByLabel('Vereinsfunktion').fill('Präsidentin');
      await expect(page.getByRole('button', { name: 'Speichern' })).toBeEnabled();
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect(page.getByText('Mitglied gespeichert', { exact: true })).toBeVisible();
    } finally {
      mitDatenbank(server, (db) => {
        db.prepare('UPDATE verein SET "Postleitzahl" = ? WHERE "VereinId" = ?').run(vorher.verein, DEMO.vereinId);
        db.prepare('UPDATE mitglied SET "Postleitzahl" = ? WHERE "MitgliedId" = ?').run(vorher.admin.plz, vorher.admin.id);
      });
    }
  });
});
