/**
 * Event capacity and waiting list (docs/produkt.md "Kapazität und Warteliste") as the administrator
 * and two members see it: the portal's event form sets a maximum of 1, two members sign up in the
 * member app (phone), the second waits ('Warteliste, Platz 1') and the portal's sign-up screen lists
 * them; the first signs off, the second moves up and is mailed. Needs both builds (see app.spec.ts):
 * E2E_WEB_DIST and MEMBER_WEB_DIST_DIR may point at other build folders.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, isoTage, readOutbox, screenshot, signIn, test, type Zugangsdaten } from './fixtures';
import { terminAusfuellen } from './formulare.helpers';
import { mitgliedAmTelefon, mitgliederAppGebaut } from './mitglieder-app.helpers';
import { neuerVerein } from './verein.helpers';

/** A member with app access in `verein`, signed in on a phone, on the app's Termine. */
async function mitgliedBeiDenTerminen(browser: Browser, baseURL: string, verein: Zugangsdaten, vorname: string, kennung: string) {
  const m = await mitgliedAmTelefon(
    browser,
    baseURL,
    { vorname, nachname: `Warte${kennung}`, email: `${vorname.toLowerCase()}.${kennung}@example.ch`, strasse: 'Seeweg 1' },
    'Warteliste-2030!',
    verein,
  );
  await m.app.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Termine' }).click();
  await expect(m.app.getByRole('heading', { level: 1, name: 'Termine' })).toBeVisible();
  return m;
}

/** The settled screen: no toasts, nothing loading. */
async function bild(page: Page, name: string): Promise<void> {
  for (const knopf of await page.getByRole('button', { name: 'Meldung schliessen' }).all()) await knopf.click().catch(() => undefined);
  await expect(page.getByRole('button', { name: 'Meldung schliessen' })).toHaveCount(0);
  await expect(page.getByText('Laden...')).toHaveCount(0);
  await screenshot(page, name);
}

test.describe('Warteliste', () => {
  test.beforeAll(mitgliederAppGebaut);

  test('a maximum of 1: the second member waits, moves up when the first signs off, and is mailed', async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const kennung = String(Date.now()).slice(-6);
    const titel = `Kochkurs ${kennung}`;

    // A club of its own: the demo club's places with system access are used up by the specs before this one.
    const verein = await neuerVerein(baseURL!, 'Koch');
    // The administrator creates the event with sign-up and a maximum of 1 place.
    await signIn(page, verein);
    await page.goto('/terminbearbeiten/0');
    await terminAusfuellen(page, { datum: isoTage(12), von: '18:00', bis: '21:00', titel });
    await expect(page.getByRole('textbox', { name: 'Max. Teilnehmende' })).toHaveCount(0);
    await page.getByLabel('Mit An-/Abmeldung').check();
    const max = page.getByRole('textbox', { name: 'Max. Teilnehmende' });
    await max.fill('0');
    await expect(page.getByText("Max. Teilnehmende muss eine ganze Zahl von 1 bis 10'000 sein.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    await max.fill('1');
    await expect(page.getByText('Leer = ohne Begrenzung. Wer sich darüber hinaus anmeldet, kommt auf die Warteliste.')).toBeVisible();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Termin gespeichert')).toBeVisible();
    await expect(page).toHaveURL(/\/terminbearbeiten\/[1-9]\d*$/);
    const terminId = Number(/(\d+)$/.exec(page.url())![1]);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Max. Teilnehmende' })).toHaveValue('1');
    await bild(page, 'warteliste-termin-bearbeiten');
    await expectNoA11yViolations(page);

    // Two members sign up in the app: the first gets the place, the second waits.
    const erste = await mitgliedBeiDenTerminen(browser, baseURL!, verein, 'Anna', kennung);
    const zweite = await mitgliedBeiDenTerminen(browser, baseURL!, verein, 'Beat', kennung);
    const karte = (app: Page) => app.getByRole('article').filter({ hasText: titel });

    await expect(karte(erste.app)).toContainText('noch 1 Platz frei');
    await karte(erste.app).getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(karte(erste.app)).toContainText('Angemeldet');
    await expect(karte(erste.app)).toContainText('ausgebucht');
    await expect(karte(erste.app)).not.toContainText('Warteliste');

    await zweite.app.reload();
    await expect(karte(zweite.app)).toContainText('ausgebucht');
    await karte(zweite.app).getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(karte(zweite.app)).toContainText('Warteliste, Platz 1');
    await karte(zweite.app).scrollIntoViewIfNeeded();
    await bild(zweite.app, 'warteliste-app-platz-1');
    await expectNoA11yViolations(zweite.app);

    // The portal's sign-up screen: Anna has the place, Beat is first on the waiting list.
    await page.goto(`/terminanabmeldungen/${terminId}`);
    await expect(page.getByText('1 von 1 Plätzen belegt')).toBeVisible();
    const anmeldungen = page.getByRole('table', { name: /^Anmeldungen/ });
    await expect(anmeldungen).toContainText('Anna');
    await expect(anmeldungen).not.toContainText('Beat');
    const warteliste = page.getByRole('table', { name: /^Warteliste/ });
    await expect(page.getByRole('heading', { name: 'Warteliste (1)' })).toBeVisible();
    const zeile = warteliste.getByRole('row').nth(1);
    await expect(zeile.getByRole('cell').nth(0)).toHaveText('1');
    await expect(zeile).toContainText(`Warte${kennung}`);
    await expect(zeile).toContainText('Beat');
    await expect(zeile.getByRole('cell').nth(4)).toHaveText(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    await bild(page, 'warteliste-portal-anabmeldungen');
    await expectNoA11yViolations(page);

    // Anna signs off: Beat moves up at once and gets a mail.
    await karte(erste.app).getByRole('button', { name: 'Abmelden', exact: true }).click();
    await expect(karte(erste.app)).toContainText('Abgemeldet');
    await zweite.app.reload();
    await expect(karte(zweite.app)).toContainText('Angemeldet');
    await expect(karte(zweite.app)).not.toContainText('Warteliste');
    await expect(karte(zweite.app)).toContainText('ausgebucht');
    await bild(zweite.app, 'warteliste-app-nachgerueckt');
    await expectNoA11yViolations(zweite.app);

    const mail = (await readOutbox(baseURL!)).find(
      (m) => m.to === `beat.${kennung}@example.ch` && m.subject.startsWith('Sie haben einen Platz'),
    );
    expect(mail?.subject).toBe(`Sie haben einen Platz: ${titel} am ${isoTage(12).split('-').reverse().join('.')}`);
    expect(mail?.text).toContain(`Für den Termin «${titel}»`);
    expect(mail?.text).toContain('Sie standen auf der Warteliste und haben jetzt einen Platz: Sie sind angemeldet.');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Warteliste (0)' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Anmeldungen/ })).toContainText('Beat');
    await expect(page.getByRole('table', { name: /^Abmeldungen/ })).toContainText('Anna');

    await erste.context.close();
    await zweite.context.close();
  });
});
