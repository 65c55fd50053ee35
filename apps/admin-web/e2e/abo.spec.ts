import {
  DEMO,
  datumDe,
  demoVertraegeZuruecksetzen,
  expect,
  expectNoA11yViolations,
  isoTage,
  screenshot,
  setzeVertraege,
  signIn,
  test,
  type TestServer,
  vertrag,
} from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { ABO_MELDUNG, MELDUNG } from '@vereinsportal/domain';

// The demo club has about 33 members with system access, so a new contract needs at least 35.
test.describe.configure({ mode: 'serial' });

async function zumKonto(page: Page) {
  await page.goto('/vereinskonto');
  await expect(page.getByRole('heading', { level: 1, name: 'Vereinskonto' })).toBeVisible();
}

/**
 * Ticks both confirmations, takes the screen's picture `bild` with the accessibility check, orders with the button
 * `knopf`: the toast `meldung` shows and the account is back.
 */
async function bestaetigenUndBestellen(page: Page, bild: string, knopf: string, meldung: string) {
  await page.getByRole('checkbox', { name: /Angaben zum Vertragspartner korrekt/ }).check();
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await screenshot(page, bild);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: knopf }).click();
  await expect(page.getByText(meldung)).toBeVisible();
  await expect(page).toHaveURL(/\/vereinskonto$/);
}

const anzahl = (page: Page) => page.getByTestId('abo-anzahl');
const total = (page: Page) => page.getByTestId('kosten-total');
const mwst = (page: Page) => page.getByTestId('kosten-mwst');
const betrag = (page: Page) => page.getByTestId('kosten-betrag');

/** A running subscription for 40 members (33 have system access), optionally with a follow-on for 45. */
function laufendesAbo(mitAnschluss: boolean) {
  return [vertrag('Jahresabonnement', -100, 264, 40), ...(mitAnschluss ? [vertrag('Jahresabonnement', 265, 629, 45)] : [])];
}

/** A trial that started two days ago (no subscription yet). */
const TESTZUGANG = [vertrag('Test', -2, 28, 60)];

test.describe('Jahresabonnement', () => {
  let server: TestServer;
  test.beforeAll(async ({ workerServer }) => {
    server = workerServer;
    setzeVertraege(server, DEMO.vereinId, TESTZUGANG);
  });
  test.afterAll(() => {
    demoVertraegeZuruecksetzen(server);
  });

  test('abschliessen: stepper from the members with system access, totals with VAT, confirmations, success toast', async ({ page }) => {
    await signIn(page, DEMO);
    await zumKonto(page);
    await expect(page.getByRole('link', { name: 'Anzahl Mitglieder erhöhen' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Jahresabonnement abschliessen' }).click();
    await expect(page).toHaveURL(/\/aboabschluss$/);
    // 33 members have system access: the stepper starts at the next step of 5 and cannot go below it.
    await expect(anzahl(page)).toHaveValue('35');
    const minus = page.getByRole('button', { name: '- 5 Mitglieder' });
    const plus = page.getByRole('button', { name: '+ 5 Mitglieder' });
    await expect(minus).toBeDisabled();
    await expect(page.getByTestId('abo-minus-grund')).toHaveText(MELDUNG.aboAnzahlUnterSystemzugriff(33));
    await expect(total(page)).toHaveText('70.00 CHF');
    await expect(mwst(page)).toHaveText('5.25 CHF');
    await expect(page.getByText('inkl. 8.1% MWST')).toBeVisible();
    await plus.click();
    await expect(anzahl(page)).toHaveValue('40');
    await expect(total(page)).toHaveText('80.00 CHF');
    await expect(minus).toBeEnabled();
    await minus.click();
    await expect(anzahl(page)).toHaveValue('35');
    await expect(minus).toBeDisabled();
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
    await bestaetigenUndBestellen(
      page,
      'aboanpassung',
      'Anzahl Mitglieder im Jahresabonnement kostenpflichtig erhöhen',
      'Abonnement angepasst',
    );
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
    await bestaetigenUndBestellen(page, 'aboerneuerung', 'Jahresabonnement kostenpflichtig erneuern', 'Abonnement erneuert');
    await expect(page.getByRole('heading', { name: 'Anschlussvertrag' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Jahresabonnement erneuern' })).toHaveCount(0);
    await screenshot(page, 'vereinskonto-anschlussvertrag');
  });

  test('expired subscription: banner, no raise button, renewal starts today', async ({ page }) => {
    setzeVertraege(server, DEMO.vereinId, [vertrag('Jahresabonnement', -400, -35, 40)]);
    await signIn(page, DEMO);
    await zumKonto(page);
    await expect(page.getByRole('alert').filter({ hasText: /^Ihr Jahresabonnement ist abgelaufen!/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Anzahl Mitglieder erhöhen' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Jahresabonnement erneuern' }).click();
    await expect(page.getByText(/^Laufzeit: /)).toContainText(datumDe(isoTage(0)));
  });

  test('erneuern: the stepper never starts below the members with system access', async ({ page }) => {
    // The operator set 20, but 33 members have system access: a renewal for 20 would be refused.
    setzeVertraege(server, DEMO.vereinId, [vertrag('Jahresabonnement', -300, 64, 20)]);
    await signIn(page, DEMO);
    await page.goto('/aboerneuerung');
    await expect(anzahl(page)).toHaveValue('35');
    await expect(page.getByRole('button', { name: '- 5 Mitglieder' })).toBeDisabled();
  });

  test('aboabschluss with a running subscription points to raise and renew instead of a form that must fail', async ({ page }) => {
    setzeVertraege(server, DEMO.vereinId, laufendesAbo(false));
    await signIn(page, DEMO);
    await page.goto('/aboabschluss');
    await expect(page.getByRole('heading', { level: 1, name: 'Jahresabonnement abschliessen' })).toBeVisible();
    await expect(page.getByText(ABO_MELDUNG.laufendesAboVorhanden)).toBeVisible();
    await expect(anzahl(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Jahresabonnement kostenpflichtig abschliessen' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Jahresabonnement erneuern' })).toHaveAttribute('href', '/aboerneuerung');
    await screenshot(page, 'aboabschluss-laufendes-abo');
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Anzahl Mitglieder erhöhen' }).click();
    await expect(page).toHaveURL(/\/aboanpassung$/);
    await expect(anzahl(page)).toHaveValue('45');
  });

  test('aboerneuerung with a follow-on contract shows it instead of a form that must fail', async ({ page }) => {
    setzeVertraege(server, DEMO.vereinId, laufendesAbo(true));
    await signIn(page, DEMO);
    await page.goto('/aboerneuerung');
    await expect(page.getByText(ABO_MELDUNG.anschlussVorhanden)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Anschlussvertrag' })).toBeVisible();
    await expect(page.locator('[data-angabe="Laufzeit von"]')).toHaveText(datumDe(isoTage(265)));
    await expect(page.locator('[data-angabe="Laufzeit bis"]')).toHaveText(datumDe(isoTage(629)));
    await expect(page.locator('[data-angabe="Anzahl Mitglieder mit Systemzugriff"]')).toHaveText('45');
    await expect(anzahl(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Jahresabonnement kostenpflichtig erneuern' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Anzahl Mitglieder erhöhen' })).toHaveAttribute('href', '/aboanpassung');
    await screenshot(page, 'aboerneuerung-anschlussvertrag');
    await expectNoA11yViolations(page);
  });

  test('390 px phone: amount and total of all three screens visible without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const imBild = async (ort: Locator, name: string) => {
      await expect(ort).toBeVisible();
      const box = await ort.boundingBox();
      if (!box) throw new Error(`${name}: no box`);
      expect(box.x, `${name} left edge`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name} right edge`).toBeLessThanOrEqual(390);
    };
    const pruefen = async (route: string) => {
      await page.goto(route);
      await imBild(total(page), `${route} total`);
      await imBild(betrag(page), `${route} amount`);
      await imBild(mwst(page), `${route} VAT`);
      const breite = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(breite.scroll, `${route} scrolls sideways`).toBeLessThanOrEqual(breite.client);
    };
    setzeVertraege(server, DEMO.vereinId, laufendesAbo(false));
    await signIn(page, DEMO);
    await pruefen('/aboanpassung');
    await pruefen('/aboerneuerung');
    await screenshot(page, 'aboerneuerung-390');
    setzeVertraege(server, DEMO.vereinId, TESTZUGANG);
    await pruefen('/aboabschluss');
  });
});
