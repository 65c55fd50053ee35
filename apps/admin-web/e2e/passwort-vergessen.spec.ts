/**
 * 'Passwort vergessen?' in the portal, as an administrator meets it: a link by mail (the outbox in
 * demo mode), a new password, and the old one keeps working until the new one is saved.
 */
import {
  DEMO,
  expect,
  expectNoA11yViolations,
  passwortUeberLinkSetzen,
  passwortVergessenAusfuellen,
  screenshot,
  signIn,
  test,
  zugangsMailAusOutbox,
  apiClient,
} from './fixtures';
import { neuesMitglied } from '../../server/test/helpers/fixtures';

test.describe('Passwort vergessen (Portal)', () => {
  test('an administrator asks for a link, sets a new password and signs in with it', async ({ page, baseURL }) => {
    // A second administrator of the demo club with a password of their own (set through the app link).
    const api = apiClient(baseURL);
    const email = `vergesslich.${Date.now()}@example.ch`;
    const { RecordId } = await api.createMitglied({
      body: neuesMitglied({ Vorname: 'Vera', Nachname: 'Vergesslich', Strasse: 'Weg 3', Emailadresse: email, IstVereinsAdministrator: 1 }),
    });
    await api.appZugangsDatenSenden({ body: { MitgliedId: RecordId } });
    const ersterLink = new URL((await zugangsMailAusOutbox(baseURL!, email)).link);
    const anonym = apiClient(baseURL, null);
    await anonym.passwortSetzen({ body: { Token: ersterLink.hash.slice(1), Passwort: 'Altes-Passwort-1' } });

    await page.goto('/anmeldung');
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await expect(page.getByRole('heading', { name: 'Passwort vergessen' })).toBeVisible();
    const senden = await passwortVergessenAusfuellen(page, email);
    await screenshot(page, 'passwort-vergessen');
    await expectNoA11yViolations(page);
    await senden.click();
    await expect(page.getByText(/Falls es ein Konto mit dieser Vereinsnummer und E-Mail-Adresse gibt/)).toBeVisible();

    // The mail goes to the portal's page (not the app) and is valid one hour.
    let link: URL | undefined;
    await expect
      .poll(async () => {
        const neu = new URL((await zugangsMailAusOutbox(baseURL!, email)).link);
        link = neu.hash !== ersterLink.hash ? neu : undefined;
        return link?.pathname;
      })
      .toBe('/passwortsetzen');
    // Until the link is used, the old password still signs in.
    await signIn(page, { vereinId: DEMO.vereinId, email, passwort: 'Altes-Passwort-1' });
    await page.getByRole('button', { name: 'Abmelden' }).click();

    await passwortUeberLinkSetzen(page, link!.href, 'Neues-Passwort-2');
    // Signed in at once with the new password.
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen Vera Vergesslich' })).toBeVisible();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.goto('/anmeldung');
    await page.getByLabel('Vereinsnummer').fill(String(DEMO.vereinId));
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Passwort').fill('Altes-Passwort-1');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText(/Benutzer Anmeldung fehlgeschlagen!/).first()).toBeVisible();
    await signIn(page, { vereinId: DEMO.vereinId, email, passwort: 'Neues-Passwort-2' });
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen Vera Vergesslich' })).toBeVisible();
  });
});
