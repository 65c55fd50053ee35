/**
 * Calendar subscription (docs/produkt.md "Kalender abonnieren"): the administrator copies the club's
 * address from the event list and renews it (the old address answers 404 at once); a member finds
 * their own address in the app's profile, with only the events of their categories in the feed.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type ApiClient } from '@vereinsportal/api-client';
import type { TerminEingabe } from '@vereinsportal/domain';
import { DEMO, expect, expectNoA11yViolations, isoTage, screenshot, signIn, test, zugangsMailAusOutbox, apiClient } from './fixtures';
import { mitgliederAppGebaut } from './mitglieder-app.helpers';
import { neuerTermin, neuesMitglied } from '../../server/test/helpers/fixtures';

function adminApi(baseURL: string): ApiClient {
  return apiClient(baseURL);
}

/** An event in a week, 19:00-21:00 in the Clubhaus, without sign-up; `over` says what the test is about. */
const termin = (over: Partial<TerminEingabe>) =>
  neuerTermin({ Datum: isoTage(7), Zeit: '19:00', ZeitBis: '21:00', Ort: 'Clubhaus', MitAnAbmeldung: 0, ...over });

/** The feed as a calendar app fetches it: without sign-in, on this test server. */
async function feed(request: APIRequestContext, url: string): Promise<{ status: number; text: string }> {
  const antwort = await request.get(new URL(url).pathname);
  return { status: antwort.status(), text: await antwort.text() };
}

/** The calendar address shown in `feld` (a feed on this test server) and its feed, which answers now. */
async function angezeigteAdresse(feld: Locator, request: APIRequestContext): Promise<{ adresse: string; text: string }> {
  await expect(feld).toHaveValue(/\/vereinsportalServer\/kalender\/[A-Za-z0-9_-]{43}\.ics$/);
  const adresse = await feld.inputValue();
  const antwort = await feed(request, adresse);
  expect(antwort.status).toBe(200);
  return { adresse, text: antwort.text };
}

/**
 * 'Adresse kopieren' in `bereich`: the toast says so and the clipboard holds `adresse`; then the settled screen
 * (no toasts, from its top) as `bild`, with the accessibility check.
 */
async function adresseKopieren(page: Page, bereich: Locator, adresse: string, bild: string): Promise<void> {
  await bereich.getByRole('button', { name: 'Adresse kopieren' }).click();
  await expect(page.getByText('Kalenderadresse kopiert')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(adresse);
  for (const knopf of await page.getByRole('button', { name: 'Meldung schliessen' }).all()) await knopf.click().catch(() => undefined);
  await expect(page.getByRole('button', { name: 'Meldung schliessen' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, bild);
  await expectNoA11yViolations(page);
}

test.describe('Kalender abonnieren', () => {
  test('the administrator copies the club address and renews it; the old address stops working', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const kennung = String(Date.now()).slice(-6);
    await adminApi(baseURL!).createTermin({ body: termin({ Titel: `Hauptversammlung ${kennung}`, FuerMitgliedschaftsart: 'Vorstand' }) });

    await signIn(page, DEMO);
    await page.goto('/terminliste');
    await page.getByRole('button', { name: 'Kalender abonnieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kalender abonnieren' });
    const adresse = dialog.getByRole('textbox', { name: 'Kalenderadresse' });
    // The club's feed has every event, also those for one category only.
    const { adresse: alt, text: alterFeed } = await angezeigteAdresse(adresse, page.request);
    expect(alterFeed).toContain('BEGIN:VCALENDAR');
    expect(alterFeed).toContain(`Hauptversammlung ${kennung}`);

    await adresseKopieren(page, dialog, alt, 'kalender-abonnieren');

    // Renewing asks first; cancelling keeps the address.
    await dialog.getByRole('button', { name: 'Neue Adresse erstellen' }).click();
    const frage = page.getByRole('dialog', { name: 'Neue Adresse erstellen' });
    await expect(frage).toContainText('Die bisherige Adresse funktioniert sofort nicht mehr');
    await screenshot(page, 'kalender-neue-adresse-frage');
    await expectNoA11yViolations(page);
    await frage.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(adresse).toHaveValue(alt);
    expect((await feed(page.request, alt)).status).toBe(200);

    await dialog.getByRole('button', { name: 'Neue Adresse erstellen' }).click();
    await frage.getByRole('button', { name: 'Neue Adresse erstellen' }).click();
    await expect(page.getByText('Neue Kalenderadresse erstellt')).toBeVisible();
    await expect(adresse).not.toHaveValue(alt);
    const neu = await adresse.inputValue();
    const weg = await feed(page.request, alt);
    expect(weg.status).toBe(404);
    expect(JSON.parse(weg.text)).toBe('Diese Kalenderadresse gibt es nicht, oder sie wurde durch eine neue ersetzt.');
    expect((await feed(page.request, neu)).text).toContain(`Hauptversammlung ${kennung}`);

    // Shown again later, the new address stays.
    await dialog.getByRole('button', { name: 'Schliessen' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Kalender abonnieren' }).click();
    await expect(page.getByRole('dialog', { name: 'Kalender abonnieren' }).getByRole('textbox', { name: 'Kalenderadresse' })).toHaveValue(
      neu,
    );
  });

  test("a member copies their own address in the app's profile; it has only their events", async ({ browser, baseURL }) => {
    mitgliederAppGebaut();
    const kennung = String(Date.now()).slice(-6);
    const api = adminApi(baseURL!);
    await api.createTermin({
      body: termin({
        Titel: `Juniorenlager ${kennung}`,
        Datum: isoTage(10),
        DatumBis: isoTage(12),
        Zeit: null,
        ZeitBis: null,
        Ganztaegig: 1,
        FuerMitgliedschaftsart: 'Junioren',
      }),
    });
    await api.createTermin({ body: termin({ Titel: `Vorstandsessen ${kennung}`, FuerMitgliedschaftsart: 'Vorstand' }) });
    const email = `kalender.${kennung}@example.ch`;
    const { RecordId } = await api.createMitglied({
      body: neuesMitglied({
        Vorname: 'Kim',
        Nachname: `Kalender${kennung}`,
        Strasse: 'Weg 1',
        Postleitzahl: '6003',
        Ort: 'Luzern',
        Emailadresse: email,
        Mitgliedschaftsart: 'Junioren',
      }),
    });
    await api.appZugangsDatenSenden({ body: { MitgliedId: RecordId } });
    const mail = await zugangsMailAusOutbox(baseURL!, email);
    await apiClient(baseURL, null).passwortSetzen({
      body: { Token: new URL(mail.link).hash.slice(1), Passwort: 'Kalender-2030!' },
    });

    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      locale: 'de-CH',
      timezoneId: 'Europe/Zurich',
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const app = await context.newPage();
    await app.goto('/app/');
    await app.getByLabel('Vereinsnummer').fill(String(DEMO.vereinId));
    await app.getByLabel('E-Mail-Adresse').fill(email);
    await app.getByLabel('Passwort').fill('Kalender-2030!');
    await app.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(app.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await app.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Mehr' }).click();
    await app.getByRole('button', { name: /^Profil/ }).click();
    await expect(app.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();

    const karte = app.getByRole('region', { name: 'Kalender abonnieren' });
    const adresse = karte.getByRole('textbox', { name: 'Ihre Kalenderadresse' });
    const { adresse: alt, text: inhalt } = await angezeigteAdresse(adresse, app.request);
    expect(inhalt).toContain(`Juniorenlager ${kennung}`);
    expect(inhalt).not.toContain(`Vorstandsessen ${kennung}`);

    await adresseKopieren(app, karte, alt, 'app-kalender-abonnieren');

    await karte.getByRole('button', { name: 'Neue Adresse erstellen' }).click();
    await app.getByRole('dialog').getByRole('button', { name: 'Neue Adresse erstellen' }).click();
    await expect(app.getByText('Neue Kalenderadresse erstellt')).toBeVisible();
    await expect(adresse).not.toHaveValue(alt);
    expect((await feed(app.request, alt)).status).toBe(404);
    expect((await feed(app.request, await adresse.inputValue())).text).toContain(`Juniorenlager ${kennung}`);
    await context.close();
  });
});
