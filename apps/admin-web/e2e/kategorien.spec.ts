import { DEMO, expect, expectNoA11yViolations, screenshot, signIn, test } from './fixtures';
import { mitgliedAdresseAusfuellen } from './formulare.helpers';

test.describe('Mitgliederkategorien-Auswahl', () => {
  test("picks an existing category, adds new ones with 'Übernehmen', cancel keeps the value", async ({ page }) => {
    await signIn(page, DEMO);
    await page.goto('/mitgliedbearbeiten/0');
    const feld = page.getByLabel('Mitgliederkategorien', { exact: true });
    await page.getByRole('button', { name: 'Mitgliederkategorien auswählen' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Aktive')).toBeVisible();
    await dialog.getByLabel('Aktive').check();
    await dialog.getByLabel('Neue Kategorien').fill(' Veteranen , ,Helfer ');
    await screenshot(page, 'kategorien-auswahl');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(feld).toHaveValue('Aktive,Veteranen,Helfer');

    await page.getByRole('button', { name: 'Mitgliederkategorien auswählen' }).click();
    await expect(page.getByRole('dialog').getByLabel('Veteranen')).toBeChecked();
    await page.getByRole('dialog').getByLabel('Aktive').uncheck();
    await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();
    await expect(feld).toHaveValue('Aktive,Veteranen,Helfer');

    // Saved on a member, the new category is offered by the picker from then on.
    await mitgliedAdresseAusfuellen(page, { vorname: 'Karl', nachname: 'Kategorie', strasse: 'Weg 3', plz: '3000', ort: 'Bern' });
    await page.getByLabel('E-Mail-Adresse').fill('karl.kategorie@example.ch');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/\/mitgliedbearbeiten\/[1-9]\d*$/);
    await page.goto('/newsbearbeiten/0');
    await page.getByRole('button', { name: 'Für Mitgliederkategorien auswählen' }).click();
    await expect(page.getByRole('dialog').getByLabel('Veteranen')).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel('Veteranen')).not.toBeChecked();
  });
});
