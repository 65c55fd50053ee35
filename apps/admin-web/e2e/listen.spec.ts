/**
 * The list table every portal list renders through (common/ListenTabelle.tsx: TanStack Table + Virtual in
 * MUI's table parts), on the demo club's member list of 40: only the rows in view are in the DOM, yet a
 * screen reader learns each row's place among all (aria-rowcount / aria-rowindex); the keyboard moves
 * between rows and opens one; sort, search and the empty result; axe clean.
 */
import { DEMO, expect, expectNoA11yViolations, signIn, test } from './fixtures';

test.describe('Listen', () => {
  test('virtualised grid roles, keyboard between rows, Enter opens the row, axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await signIn(page, DEMO);
    await page.goto('/mitgliederliste');
    const grid = page.getByRole('grid', { name: 'Mitgliederliste' });
    const zeilen = grid.locator('[role="row"][data-id]');
    await expect(zeilen.first()).toBeVisible();
    const anzahl = Number(await grid.getAttribute('aria-rowcount')) - 1;
    expect(anzahl).toBeGreaterThanOrEqual(40);
    // Virtualised: fewer rows in the DOM than in the list.
    expect(await zeilen.count()).toBeLessThan(anzahl);
    await expect(page.getByText(`${anzahl} Einträge`)).toBeVisible();
    await expectNoA11yViolations(page);

    // Tab from the search box reaches the first row (the header's sort buttons come first).
    await page.getByRole('searchbox', { name: 'Suchen' }).focus();
    let schritte = 0;
    while (!(await page.evaluate(() => document.activeElement?.getAttribute('role') === 'row')) && schritte++ < 20)
      await page.keyboard.press('Tab');
    const aktiv = page.locator('[role="row"]:focus');
    await expect(aktiv).toHaveAttribute('aria-rowindex', '2');
    await page.keyboard.press('ArrowDown');
    await expect(aktiv).toHaveAttribute('aria-rowindex', '3');
    await page.keyboard.press('End');
    await expect(aktiv).toHaveAttribute('aria-rowindex', String(anzahl + 1));
    await page.keyboard.press('Home');
    await expect(aktiv).toHaveAttribute('aria-rowindex', '2');
    // Tab goes on to the focused row's buttons only, then leaves the list.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAccessibleName(/ (löschen|bearbeiten)$/);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowDown');
    const name = await aktiv.locator('[data-field="Vorname"]').textContent();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mitgliedbearbeiten\/[1-9]\d*$/);
    await expect(page.getByLabel('Vorname')).toHaveValue(name ?? '');
  });

  test('sort by a header, search narrows the rows and says when none is found', async ({ page }) => {
    await signIn(page, DEMO);
    await page.goto('/mitgliederliste');
    const grid = page.getByRole('grid', { name: 'Mitgliederliste' });
    const kopf = grid.getByRole('columnheader', { name: 'Nachname' });
    await kopf.click();
    await expect(kopf).toHaveAttribute('aria-sort', 'ascending');
    const namen = await grid.locator('[role="row"][data-id] [data-field="Nachname"]').allTextContents();
    expect(namen.slice(0, 5)).toEqual([...namen.slice(0, 5)].sort((a, b) => a.localeCompare(b, 'de-CH')));
    await kopf.click();
    await expect(kopf).toHaveAttribute('aria-sort', 'descending');

    await page.getByRole('searchbox', { name: 'Suchen' }).fill('Daniela Demo');
    await expect(grid.locator('[role="row"][data-id]')).toHaveCount(1);
    await expect(grid.getByRole('gridcell', { name: 'Demo', exact: true })).toBeVisible();
    await expect(grid).toHaveAttribute('aria-rowcount', '2');
    await page.getByRole('searchbox', { name: 'Suchen' }).fill('gibtesnicht');
    await expect(grid.getByRole('gridcell', { name: 'Keine Einträge gefunden' })).toBeVisible();
  });
});
