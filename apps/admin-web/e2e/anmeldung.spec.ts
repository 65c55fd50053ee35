import { DEMO, expect, expectNoA11yViolations, screenshot, signIn, test } from './fixtures';

test.describe('Anmeldung, Zugriffsschutz, Abmeldung', () => {
  test('guard: signed out, every protected route redirects to /anmeldung without navigation bar', async ({ page }) => {
    for (const pfad of ['/', '/vereinskonto', '/mitgliederliste', '/newsbearbeiten/0', '/aboabschluss']) {
      await page.goto(pfad);
      await expect(page).toHaveURL(/\/anmeldung$/);
    }
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
    await page.goto('/vereinregistrieren');
    await expect(page).toHaveURL(/\/vereinregistrieren$/);
  });

  test('button disabled while validation fails; wrong password shows the failure toast', async ({ page }) => {
    await page.goto('/anmeldung');
    const knopf = page.getByRole('button', { name: 'Anmelden' });
    await expect(knopf).toBeDisabled();
    await page.getByLabel('Vereinsnummer').fill('abc');
    await page.getByLabel('E-Mail-Adresse').fill(DEMO.email);
    await page.getByLabel('Passwort').fill('falsch');
    await expect(knopf).toBeDisabled();
    await page.getByLabel('Vereinsnummer').fill('0');
    await expect(knopf).toBeDisabled();
    await page.getByLabel('Vereinsnummer').fill(String(DEMO.vereinId));
    await page.getByLabel('E-Mail-Adresse').fill('keine-mail');
    await expect(knopf).toBeDisabled();
    await page.getByLabel('E-Mail-Adresse').fill(DEMO.email);
    await expect(knopf).toBeEnabled();
    await screenshot(page, 'anmeldung');
    await expectNoA11yViolations(page);
    await knopf.click();
    await expect(page.getByText('Benutzer Anmeldung fehlgeschlagen!')).toBeVisible();
    await expect(page).toHaveURL(/\/anmeldung$/);
    await screenshot(page, 'anmeldung-fehler');
  });

  test('sign-in success goes home; Abmelden clears the user and shows /abmeldung', async ({ page }) => {
    await signIn(page, DEMO);
    await expect(page.getByRole('heading', { level: 1, name: /^Willkommen / })).toBeVisible();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/abmeldung$/);
    await expect(page.getByText('Sie haben sich abgemeldet.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
    const user = await page.evaluate(() => JSON.parse(sessionStorage.getItem('vereinsportal.sessionUser') ?? '{}'));
    expect(user).toMatchObject({ benutzerAngemeldet: false, vereinId: 0, emailadresse: '', passwort: '' });
    await screenshot(page, 'abmeldung');
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
    await expect(page).toHaveURL(/\/anmeldung$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/anmeldung$/);
  });

  test('/abmeldung opened by its address (bookmark, back button) signs out too: no menu, home needs a sign-in', async ({ page }) => {
    await signIn(page, DEMO);
    await page.goto('/abmeldung');
    await expect(page.getByText('Sie haben sich abgemeldet.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
    await page.goto('/');
    await expect(page).toHaveURL(/\/anmeldung$/);
  });

  test('automatic sign-in by query parameters', async ({ page }) => {
    await page.goto(`/anmeldung?vereinid=${DEMO.vereinId}&userid=${encodeURIComponent(DEMO.email)}&passwort=${DEMO.passwort}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Willkommen / })).toBeVisible();
  });

  test('401 on a later call: sign-in toast with the server message and back to /anmeldung', async ({ page }) => {
    await signIn(page, DEMO);
    await page.evaluate(() => {
      const key = 'vereinsportal.sessionUser';
      const u = JSON.parse(sessionStorage.getItem(key) ?? '{}');
      sessionStorage.setItem(key, JSON.stringify({ ...u, passwort: 'geaendert' }));
    });
    // The home page's account call now answers 401.
    await page.reload();
    await expect(page.getByText('Benutzer Anmeldung fehlgeschlagen!').first()).toBeVisible();
    await expect(page).toHaveURL(/\/anmeldung$/);
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
  });

  test('the sign-in route loads no editor, list table or date picker code', async ({ page }) => {
    const skripte: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) skripte.push(r.text());
    });
    await page.goto('/anmeldung');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const code = (await Promise.all(skripte)).join('\n');
    expect(code.length).toBeGreaterThan(0);
    expect(code).not.toContain('MuiTableSortLabel');
    expect(code).not.toContain('MuiDatePicker');
    expect(code).not.toContain('registerNodeTransform'); // lexical
  });

  test("the spinner 'Laden...' shows while a flagged request is pending", async ({ page }) => {
    await page.route('**/api/adminPortal/benutzerinfo', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/anmeldung');
    await page.getByLabel('Vereinsnummer').fill(String(DEMO.vereinId));
    await page.getByLabel('E-Mail-Adresse').fill(DEMO.email);
    await page.getByLabel('Passwort').fill(DEMO.passwort);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Laden...')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Laden...')).toBeHidden();
  });
});
