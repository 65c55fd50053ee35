import {
  DEMO,
  datumDe,
  demoVertraege,
  expect,
  expectNoA11yViolations,
  isoTage,
  screenshot,
  setzeVertraege,
  signIn,
  test,
  type TestServer,
} from './fixtures';
import type { Page } from '@playwright/test';

// The demo club has about 33 members with system access, so a new contract needs at least 35.
test.describe.configure({ mode: 'serial' });

async function zumKonto(page: Page) {
  await page.goto('/vereinskonto');
  await expect(page.getByRole('heading', { level: 1, name: 'Vereinskonto' })).toBeVisible();
}

const anzahl = (page: Page) => page.getByTestId('abo-anzahl');
const total = (page: Page) => page.getByTestId('kosten-total');
const mwst = (page: Page) => page.getByTestId('kosten-mwst');

test.describe('Jahresabonnement', () => {
  let server: TestServer;
  test.beforeAll(async ({ workerServer }) => {
    server = workerServer;
    setzeVertraege(server, DEMO.vereinId, [
      { VertragsArt: 'Test', VertragsLaufzeitVon: isoTage(-2), VertragsLaufzeitBis: isoTage(28), VertragAnzahlMitglieder: 60 },
    ]);
  });
  test.afterAll(() => {
    setzeVertraege(server, DEMO.vereinId, demoVertraege());
  });

  test('abschliessen: stepper from 10, totals with VAT, confirmations, success toast', async ({ page }) => {
    await signIn(page, DEMO);
    await zumKonto(page);
    await expect(page.getByRole('link', { name: 'Anzahl Mitglieder erhöhen' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Jahresabonnement abschliessen' }).click();
    await expect(page).toHaveURL(/\/aboabschluss$/);
    await expect(anzahl(page)).toHaveValue('10');
    const minus = page.getByRole('button', { name: '- 5 Mitglieder' });
    const plus = page.getByRole('button', { name: '+ 5 Mitglieder' });
    await expect(minus).toBeDisabled();
    await expect(total(page)).toHaveText('20.00 CHF');
    await expect(mwst(page)).toHaveText('1.50 CHF');
    await expect(page.getByText('inkl. 8.1% MWST')).toBeVisible();
    for (let i = 0; i < 5; i++) await plus.click();
    await expect(anzahl(page)).toHaveValue('35');
    await expect(total(page)).toHaveText('70.00 CHF');
    await expect(mwst(page)).toHaveText('5.25 CHF');
    await minus.click();
    await expect(anzahl(page)).toHaveValue('30');
    await plus.click();
    const knopf = page.getByRole('button', { name: 'Jahresabonnement kostenpflichtig abschliessen' });
    await expect(knopf).toBeDisabled();
    await page.getByRole('checkbox', { name: /Angaben zum Vertragspartner korrekt/ }).check();
    await expect(knopf).toBeDisabled();
    await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    await expect(knopf).toBeEnabled();
    await expect(page.getByText('Vertreten durch')).toBeVisible();
    await expect(page.getByText(/Rechnung wird Ihnen über unseren Zahlungsanbieter/)).toBeVisible();
    await screenshot(page, 'aboabschluss');
    await expectNoA11yViolations(page);
    await knopf.click();
    await expect(page.getByText('Abonnement abgeschlossen')).toBeVisible();
    await expect(page).toHaveURL(/\/vereinskonto$/);
    await expect(page.locator('[data-angabe="Vertragsart"]')).toHaveText('Jahresabonnement');
    await expect(page.locator('[data-angabe="Anzahl Mitglieder mit Systemzugriff (Vertrag)"]')).toHaveText('35');
  });

  test('anpassen: starts at old + 5, minus only above old + 5, charges the difference', async ({ page }) => {
    await signIn(page, DEMO);
    await zumKonto(page);
    await page.getByRole('link', { name: 'Anzahl Mitglieder erhöhen' }).click();
    await expect(page).toHaveURL(/\/aboanpassung$/);
    await expect(anzahl(page)).toHaveValue('40');
    const minus = page.getByRole('button', { name: '- 5 Mitglieder' });
    await expect(minus).toBeDisabled();
    await expect(page.getByTestId('kosten-anzahl')).toHaveText('5');
    await expect(total(page)).toHaveText('10.00 CHF');
    await page.getByRole('button', { name: '+ 5 Mitglieder' }).click();
    await expect(anzahl(page)).toHaveValue('45');
    await expect(total(page)).toHaveText('20.00 CHF');
    await expect(minus).toBeEnabled();
    await minus.click();
    await expect(anzahl(page)).toHaveValue('40');
    await page.getByRole('checkbox', { name: /Angaben zum Vertragspartner korrekt/ }).check();
    await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    await screenshot(page, 'aboanpassung');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Anzahl Mitglieder im Jahresabonnement kostenpflichtig erhöhen' }).click();
    await expect(page.getByText('Abonnement angepasst')).toBeVisible();
    await expect(page).toHaveURL(/\/vereinskonto$/);
    await expect(page.locator('[data-angabe="Anzahl Mitglieder mit Systemzugriff (Vertrag)"]')).toHaveText('40');
  });

  test('erneuern: starts at the current count, new term the day after the end, then follow-on shown', async ({ page }) => {
    await signIn(page, DEMO);
    await zumKonto(page);
    const ende = (await page.locator('[data-angabe="Laufzeit bis"]').textContent()) ?? '';
    await page.getByRole('link', { name: 'Jahresabonnement erneuern' }).click();
    await expect(page).toHaveURL(/\/aboerneuerung$/);
    await expect(anzahl(page)).toHaveValue('40');
    await page.getByRole('button', { name: '- 5 Mitglieder' }).click();
    await expect(anzahl(page)).toHaveValue('35');
    await expect(total(page)).toHaveText('70.00 CHF');
    await expect(page.getByText(/^Laufzeit: /)).not.toContainText(ende);
    await page.getByRole('link', { name: 'Abbrechen' }).click();
    await expect(page).toHaveURL(/\/vereinskonto$/);
    await page.getByRole('link', { name: 'Jahresabonnement erneuern' }).click();
    await page.getByRole('checkbox', { name: /Angaben zum Vertragspartner korrekt/ }).check();
    await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    await screenshot(page, 'aboerneuerung');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Jahresabonnement kostenpflichtig erneuern' }).click();
    await expect(page.getByText('Abonnement erneuert')).toBeVisible();
    await expect(page).toHaveURL(/\/vereinskonto$/);
    await expect(page.getByRole('heading', { name: 'Anschlussvertrag' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Jahresabonnement erneuern' })).toHaveCount(0);
    await screenshot(page, 'vereinskonto-anschlussvertrag');
  });

  test('expired subscription: banner, no raise button, renewal starts today', async ({ page }) => {
    setzeVertraege(server, DEMO.vereinId, [
      { VertragsArt: 'Jahresabonnement', VertragsLaufzeitVon: isoTage(-400), VertragsLaufzeitBis: isoTage(-35), VertragAnzahlMitglieder: 40 },
    ]);
    await signIn(page, DEMO);
    await zumKonto(page);
    await expect(page.getByRole('alert').filter({ hasText: /^Ihr Jahresabonnement ist abgelaufen!/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Anzahl Mitglieder erhöhen' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Jahresabonnement erneuern' }).click();
    await expect(page.getByText(/^Laufzeit: /)).toContainText(datumDe(isoTage(0)));
  });
});
