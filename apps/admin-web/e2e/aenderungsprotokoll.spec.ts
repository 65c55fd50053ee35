import { DEMO, expect, expectNoA11yViolations, isoTage, screenshot, signIn, test, apiClient } from './fixtures';
import { datum } from './vereinsinfo.helpers';

test.describe('Änderungsprotokoll', () => {
  test('a changed member and a news item show in the log, with the filters', async ({ page, baseURL }) => {
    const api = apiClient(baseURL);
    const mitglied = (await api.getMitglieder({ query: { AuchGeloeschteMitgliederAnzeigen: false } })).find(
      (m) => m.Emailadresse !== DEMO.email,
    );
    if (!mitglied) throw new Error('Demoverein ohne Mitglied');
    const name = `${mitglied.Vorname} ${mitglied.Nachname}`;
    const bisherOrt = mitglied.Ort;

    await signIn(page, DEMO);
    // A member changed on its edit screen.
    await page.goto(`/mitgliedbearbeiten/${mitglied.MitgliedId}`);
    await expect(page.getByRole('textbox', { name: 'Ort', exact: true })).toHaveValue(bisherOrt ?? '');
    await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Protokollhausen');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Mitglied gespeichert')).toBeVisible();

    // A news item created.
    await page.goto('/newsbearbeiten/0');
    await page.getByRole('textbox', { name: 'Titel' }).fill('Protokollierte News');
    await datum(page, 'Anzeigen von', isoTage(0));
    await datum(page, 'Anzeigen bis', isoTage(10));
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('News gespeichert')).toBeVisible();

    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Änderungsprotokoll' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Änderungsprotokoll' })).toBeVisible();
    const tabelle = page.getByRole('grid', { name: 'Änderungsprotokoll' });
    const mitgliedZeile = tabelle.getByRole('row').filter({ hasText: name });
    await expect(mitgliedZeile.first()).toContainText('geändert');
    await expect(mitgliedZeile.first()).toContainText(`Ort: ${bisherOrt ?? '(leer)'} → Protokollhausen`);
    await expect(mitgliedZeile.first()).toContainText('Mitglied');
    const newsZeile = tabelle.getByRole('row').filter({ hasText: 'Protokollierte News' });
    await expect(newsZeile).toContainText('erstellt');
    await expect(newsZeile).toContainText('Inhalt: geändert');
    // The administrator and the time (dd.MM.yyyy HH:mm).
    await expect(newsZeile).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await screenshot(page, 'aenderungsprotokoll');
    await expectNoA11yViolations(page);

    // Filter by area: only news.
    await page.getByRole('combobox', { name: 'Bereich' }).selectOption('News');
    await expect(tabelle.getByRole('row').filter({ hasText: 'Protokollierte News' })).toBeVisible();
    await expect(tabelle.getByRole('row').filter({ hasText: name })).toHaveCount(0);

    // Filter by days: from tomorrow on nothing was changed yet.
    await page.getByRole('combobox', { name: 'Bereich' }).selectOption('');
    await datum(page, 'Von', isoTage(1));
    await expect(tabelle.getByRole('row').filter({ hasText: 'Protokollierte News' })).toHaveCount(0);
    await datum(page, 'Von', isoTage(0));
    await expect(tabelle.getByRole('row').filter({ hasText: 'Protokollierte News' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
