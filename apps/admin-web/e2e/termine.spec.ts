import { DEMO, datumDe, expect, expectNoA11yViolations, isoTage, screenshot, signIn, test, zeileLoeschen } from './fixtures';
import type { Page } from '@playwright/test';
import { datum, zeit } from './vereinsinfo.helpers';

async function neuerTermin(page: Page, titel: string, tag: string, mitAnmeldung: boolean) {
  await page.goto('/terminbearbeiten/0');
  await expect(page.getByRole('heading', { level: 1, name: 'Termin erfassen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kopie speichern' })).toHaveCount(0);
  await datum(page, 'Datum', tag);
  await zeit(page, 'Zeit', '19:00');
  await zeit(page, 'Zeit bis', '21:30');
  await page.getByRole('textbox', { name: 'Titel' }).fill(titel);
  await page.getByRole('textbox', { name: 'Ort' }).fill('Turnhalle');
  await page.getByRole('textbox', { name: 'Internet Link' }).fill('www.example.org/training');
  if (mitAnmeldung) await page.getByLabel('Mit An-/Abmeldung').check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Termin gespeichert')).toBeVisible();
  await expect(page).toHaveURL(/\/terminbearbeiten\/[1-9]\d*$/);
  return Number(/(\d+)$/.exec(page.url())![1]);
}

test.describe('Termine', () => {
  test('create, URL gets http://, all-day clears the times, save copy opens the new event', async ({ page }) => {
    await signIn(page, DEMO);
    const id = await neuerTermin(page, 'Training', isoTage(20), false);
    await expect(page.getByRole('heading', { level: 1, name: 'Termin bearbeiten' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Internet Link' })).toHaveValue('http://www.example.org/training');
    await screenshot(page, 'termin-bearbeiten');
    await expectNoA11yViolations(page);

    await page.getByLabel('Ganztägig').check();
    await expect(page.getByRole('group', { name: 'Zeit', exact: true })).not.toContainText('19');
    await expect(page.getByRole('group', { name: 'Zeit bis', exact: true })).not.toContainText('21');
    await page.getByRole('textbox', { name: 'Titel' }).fill('Training Kopie');
    await page.getByRole('button', { name: 'Kopie speichern' }).click();
    await expect(page.getByText('Termin gespeichert')).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`/terminbearbeiten/${id}$`));
    await expect(page).toHaveURL(/\/terminbearbeiten\/[1-9]\d*$/);
    await expect(page.getByRole('textbox', { name: 'Titel' })).toHaveValue('Training Kopie');
    await expect(page.getByLabel('Ganztägig')).toBeChecked();

    await page.goto(`/terminbearbeiten/${id}`);
    await expect(page.getByRole('textbox', { name: 'Titel' })).toHaveValue('Training');
    await expect(page.getByLabel('Ganztägig')).not.toBeChecked();
  });

  test('save rules: end time after start time, date-to after date', async ({ page }) => {
    await signIn(page, DEMO);
    await page.goto('/terminbearbeiten/0');
    const speichern = page.getByRole('button', { name: 'Speichern' });
    await datum(page, 'Datum', isoTage(5));
    await page.getByRole('textbox', { name: 'Titel' }).fill('Regeln');
    await expect(speichern).toBeDisabled();
    await zeit(page, 'Zeit', '20:00');
    await zeit(page, 'Zeit bis', '19:00');
    await expect(speichern).toBeDisabled();
    // Hour 00 of the end time counts as 24 (docs/produkt.md §5).
    await zeit(page, 'Zeit bis', '00:00');
    await expect(speichern).toBeEnabled();
    await datum(page, 'Datum bis', isoTage(5));
    await expect(speichern).toBeDisabled();
    await datum(page, 'Datum bis', isoTage(6));
    await expect(speichern).toBeEnabled();
  });

  test('list columns, sign-ups action only with sign-up, the three sign-up tables, delete', async ({ page }) => {
    await signIn(page, DEMO);
    const mit = await neuerTermin(page, 'Reise Testlauf', isoTage(40), true);
    await neuerTermin(page, 'Sitzung Testlauf', isoTage(41), false);
    await page.goto('/terminliste');
    await expect(page.getByRole('heading', { level: 1, name: 'Terminliste' })).toBeVisible();
    for (const h of ['Titel', 'Datum', 'Datum bis', 'Zeit', 'Zeit bis', 'Ganztägig', 'Mitgliederkategorien']) {
      await expect(page.getByRole('columnheader', { name: h, exact: true })).toBeVisible();
    }
    await page.getByRole('searchbox').fill('Reise Testlauf');
    const zeile = page.getByRole('row', { name: /Reise Testlauf/ });
    await expect(zeile.getByRole('gridcell', { name: datumDe(isoTage(40)), exact: true })).toBeVisible();
    await expect(zeile.getByRole('gridcell', { name: '19:00', exact: true })).toBeVisible();
    await expect(zeile.getByRole('gridcell', { name: '21:30', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'An-/Abmeldungen von Reise Testlauf anzeigen' })).toBeVisible();
    await screenshot(page, 'terminliste');
    await expectNoA11yViolations(page);
    await page.getByRole('searchbox').fill('Sitzung Testlauf');
    await expect(page.getByRole('button', { name: 'Sitzung Testlauf bearbeiten' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'An-/Abmeldungen von Sitzung Testlauf anzeigen' })).toHaveCount(0);

    await page.getByRole('searchbox').fill('Reise Testlauf');
    await page.getByRole('button', { name: 'An-/Abmeldungen von Reise Testlauf anzeigen' }).click();
    await expect(page).toHaveURL(new RegExp(`/terminanabmeldungen/${mit}$`));
    for (const h of [/^Anmeldungen/, /^Provisorische Anmeldungen/, /^Abmeldungen/]) {
      const tabelle = page.getByRole('table', { name: h });
      await expect(tabelle).toBeVisible();
      await expect(tabelle.getByRole('columnheader')).toHaveText(['Nachname', 'Vorname', 'E-Mail-Adresse']);
    }
    await screenshot(page, 'termin-anabmeldungen');
    await expectNoA11yViolations(page);

    await page.goto('/terminliste');
    await page.getByRole('searchbox').fill('Sitzung Testlauf');
    await zeileLoeschen(page, 'Sitzung Testlauf', 'Termin gelöscht');
  });

  test('demo events with sign-ups show their records in the right tables', async ({ page }) => {
    await signIn(page, DEMO);
    await page.goto('/terminliste');
    await page.getByLabel('Auch vergangene Termine anzeigen').check();
    await expect(page.locator('[role="row"][data-id]').first()).toBeVisible();
    const knopf = page.getByRole('button', { name: /^An-\/Abmeldungen von .* anzeigen$/ }).first();
    // The demo seed has events with sign-up; the button must be there (no silent skip).
    await expect(knopf).toBeVisible();
    await knopf.click();
    await expect(page).toHaveURL(/\/terminanabmeldungen\/\d+$/);
    // At least one of the three tables lists a person (demo events have sign-ups).
    await expect(page.getByRole('table').locator('tbody tr td:nth-child(3)').filter({ hasText: '@' }).first()).toBeVisible();
    await screenshot(page, 'termin-anabmeldungen-demo');
  });
});
