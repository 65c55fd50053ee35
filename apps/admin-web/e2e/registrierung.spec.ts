import { expect, expectNoA11yViolations, readOutbox, screenshot, test, zugangsMailAusOutbox } from './fixtures';
import { registrierungAusfuellen } from './formulare.helpers';

test.describe('Verein registrieren', () => {
  test('country: Schweiz first and preselected, the rest in German order, typing filters, chosen by keyboard', async ({ page }) => {
    await page.goto('/vereinregistrieren');
    const land = page.getByRole('combobox', { name: 'Land' });
    await expect(land).toHaveValue('Schweiz');
    await land.click();
    const optionen = page.getByRole('option');
    await expect(optionen.first()).toHaveText('Schweiz');
    const namen = await optionen.allTextContents();
    expect(namen.length).toBeGreaterThan(200);
    const rest = namen.slice(1);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('de').compare));
    // Umlauts sort with their vowel, not after Z.
    expect(rest.indexOf('Ägypten')).toBeLessThan(rest.indexOf('Albanien'));
    expect(rest.indexOf('Österreich')).toBeLessThan(rest.indexOf('Pakistan'));
    await page.keyboard.press('Escape');

    // Typing filters (without the umlaut too); Enter takes the first match.
    await land.fill('oster');
    await expect(page.getByRole('option', { name: 'Österreich' })).toBeVisible();
    expect(await page.getByRole('option').count()).toBeLessThan(5);
    await land.press('Enter');
    await expect(land).toHaveValue('Österreich');
    await expect(page.getByRole('option')).toHaveCount(0);
  });

  test('register, open the mailed link from /outbox, set a password, sign in', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const email = `praesidentin.${Date.now()}@example.ch`;
    await page.goto('/anmeldung');
    await page.getByRole('link', { name: 'Verein registrieren' }).click();
    await expect(page).toHaveURL(/\/vereinregistrieren$/);
    const knopf = page.getByRole('button', { name: 'Registrieren' });
    await expect(knopf).toBeDisabled();

    await registrierungAusfuellen(page, {
      vereinsname: '  FC Testingen  ',
      vorname: 'Anna',
      nachname: 'Beispiel',
      strasse: 'Dorfstrasse 1',
      email,
    });
    await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    await expect(knopf).toBeDisabled();
    await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    // Still disabled: the bot check is not solved yet.
    await expect(knopf).toBeDisabled();
    await screenshot(page, 'vereinregistrieren');
    await expectNoA11yViolations(page);

    // The label, as a person clicks it (the widget's check mark covers the input).
    await page.locator('altcha-widget').getByText('Ich bin kein Roboter').click();
    await expect(knopf).toBeEnabled({ timeout: 60_000 });
    await knopf.click();

    await expect(page.getByRole('heading', { name: 'Registrierung erfolgreich' })).toBeVisible();
    await expect(
      page.getByText(
        `Die Zugangsdaten (Vereinsnummer, E-Mail-Adresse und ein Link, über den Sie Ihr Passwort festlegen) wurden an ${email} gesendet. Legen Sie damit Ihr Passwort fest und melden Sie sich an.`,
      ),
    ).toBeVisible();
    await screenshot(page, 'registrierung-bestaetigung');
    await expectNoA11yViolations(page);

    const mails = await readOutbox(baseURL!);
    expect(mails.some((m) => m.to === email)).toBe(true);
    const zugang = await zugangsMailAusOutbox(baseURL!, email);
    // No password travels by mail any more.
    expect(mails.find((m) => m.to === email)?.text).not.toMatch(/Passwort:/);

    await expect(page.getByText('Demo-Modus: Die E-Mail können Sie im Postausgang lesen.')).toBeVisible();
    await page.getByRole('link', { name: 'Postausgang' }).click();
    await expect(page).toHaveURL(/\/outbox$/);
    await expect(page.getByText(`An: ${email}`).first()).toBeVisible();
    await screenshot(page, 'outbox');
    await expectNoA11yViolations(page);

    // The link as the mail gives it (its host is PUBLIC_URL; the test server answers on baseURL).
    const link = new URL(zugang.link);
    await page.goto(`${link.pathname}${link.hash}`);
    await expect(page.getByRole('heading', { name: 'Passwort festlegen' })).toBeVisible();
    const speichern = page.getByRole('button', { name: 'Passwort speichern' });
    await page.getByLabel('Neues Passwort').fill('kurz');
    await page.getByLabel('Passwort wiederholen').fill('kurz');
    await expect(speichern).toBeDisabled();
    await expect(page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible();
    await page.getByLabel('Neues Passwort').fill('Anna-sicher-2026');
    await page.getByLabel('Passwort wiederholen').fill('Anna-sicher-2025');
    await expect(page.getByText('Die beiden Passwörter stimmen nicht überein.')).toBeVisible();
    await expect(speichern).toBeDisabled();
    await page.getByLabel('Passwort wiederholen').fill('Anna-sicher-2026');
    await screenshot(page, 'passwort-festlegen');
    await expectNoA11yViolations(page);
    await speichern.click();
    // Signed in at once with the new password, as the app does.
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen Anna Beispiel' })).toBeVisible();
    // A new club's home page leads through its first steps.
    await expect(page.getByRole('region', { name: 'Erste Schritte' })).toContainText('0 von 4 erledigt');
    // The used link is gone from the address bar.
    expect(new URL(page.url()).hash).toBe('');
    await expect(page.getByText(String(zugang.vereinId)).first()).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();

    // A second use of the same link is refused with a German sentence.
    await page.goto(`${link.pathname}${link.hash}`);
    await page.getByLabel('Neues Passwort').fill('Noch-ein-Passwort');
    await page.getByLabel('Passwort wiederholen').fill('Noch-ein-Passwort');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByText(/Dieser Link ist abgelaufen oder wurde bereits verwendet/).first()).toBeVisible();
    // The form gives way to the explanation: there is nothing left to type.
    await expect(page.getByRole('button', { name: 'Passwort speichern' })).toHaveCount(0);
  });
});
