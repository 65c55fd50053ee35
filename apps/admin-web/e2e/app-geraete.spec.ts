/**
 * The member app's sign-in with a device token (README "Die App"), on a phone: the browser never keeps
 * the password, sign-out confirms itself, a device signed out in another device's profile is signed out,
 * an older app's stored password becomes a token without a screen; and the app's small frictions (the
 * set-password page names club and e-mail, one confirmation at a time, 'Angemeldet als').
 */
import type { Page } from '@playwright/test';
import { appPasswortFestlegen, DEMO, expect, expectNoA11yViolations, telefon, test, mitgliedMitAppZugang } from './fixtures';
import { mitgliederAppGebaut } from './mitglieder-app.helpers';

const SITZUNG_KEY = 'vereinsportal.app.sitzung';
const VEREIN = 'Turnverein Musterdorf';

/** A new member of the demo club with app access and the credentials mail; returns the e-mail and the mailed link. */
async function neuesMitglied(baseURL: string, vorname: string) {
  const kennung = `${Date.now()}`.slice(-7);
  const nachname = `Geraet${kennung}`;
  const m = await mitgliedMitAppZugang(baseURL, { vorname, nachname, email: `${vorname.toLowerCase()}.${kennung}@example.ch` });
  return { ...m, nachname };
}

/** Every key and value the app keeps in the browser's storage. */
async function gespeichert(page: Page): Promise<string> {
  return page.evaluate(() => {
    const alles: string[] = [];
    for (const speicher of [localStorage, sessionStorage]) {
      for (let i = 0; i < speicher.length; i++) {
        const key = speicher.key(i) ?? '';
        alles.push(key, speicher.getItem(key) ?? '');
      }
    }
    return alles.join('\n');
  });
}

const passwortFestlegen = appPasswortFestlegen;

async function anmelden(page: Page, email: string, passwort: string): Promise<void> {
  await page.goto('/app/');
  await page.getByLabel('Vereinsnummer').fill(String(DEMO.vereinId));
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(passwort);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
}

async function tab(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function profil(page: Page): Promise<void> {
  await tab(page, 'Mehr');
  await page.getByRole('button', { name: /^Profil/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
}

test.describe('Mitglieder-App: Anmeldung mit Geräte-Token', () => {
  test.beforeAll(mitgliederAppGebaut);

  test("the set-password page names club and e-mail; signed in, the browser keeps no password; sign-out says 'Sie haben sich abgemeldet.'", async ({
    browser,
    baseURL,
  }) => {
    const passwort = 'Geheim-Wort-2031';
    const m = await neuesMitglied(baseURL!, 'Nora');
    const { context, page: app } = await telefon(browser);
    const url = new URL(m.link);
    await app.goto(`${url.pathname}${url.hash}`);
    await expect(app.getByText(`Für ${m.email} im Verein ${VEREIN} (Vereinsnummer ${DEMO.vereinId}).`)).toBeVisible();
    await expectNoA11yViolations(app);
    await app.getByLabel('Neues Passwort').fill(passwort);
    await app.getByLabel('Passwort wiederholen').fill(passwort);
    await app.getByRole('button', { name: 'Passwort speichern und anmelden' }).click();
    await expect(app.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();

    const nachLink = await gespeichert(app);
    expect(nachLink).toContain(SITZUNG_KEY);
    expect(nachLink).not.toContain(passwort);
    expect(nachLink).not.toContain(encodeURIComponent(passwort));
    expect(nachLink.toLowerCase()).not.toContain('passwort"');

    await tab(app, 'Mehr');
    await expect(app.getByText(`Angemeldet als Nora ${m.nachname}, ${VEREIN}`, { exact: true })).toBeVisible();
    await app.getByRole('button', { name: /^Abmelden/ }).click();
    await expect(app.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(app.getByText('Sie haben sich abgemeldet.')).toBeVisible();
    expect(await gespeichert(app)).not.toContain(SITZUNG_KEY);

    // Signed in again with the form: still no password kept.
    await anmelden(app, m.email, passwort);
    const nachFormular = await gespeichert(app);
    expect(nachFormular).toContain(SITZUNG_KEY);
    expect(nachFormular).not.toContain(passwort);
    await context.close();
  });

  test("'abmelden' of another device in the profile signs that device out at once", async ({ browser, baseURL }) => {
    const passwort = 'Zwei-Geraete-2031';
    const m = await neuesMitglied(baseURL!, 'Ueli');
    const handy = await telefon(browser);
    const tablet = await telefon(browser);
    await passwortFestlegen(handy.page, m.link, passwort);
    await anmelden(tablet.page, m.email, passwort);

    await profil(handy.page);
    const geraete = handy.page.getByRole('list', { name: 'Angemeldete Geräte' });
    await expect(geraete.getByRole('listitem')).toHaveCount(2);
    await expect(geraete.getByText(/\(dieses Gerät\)$/)).toHaveCount(1);
    await expect(geraete.getByText(/^Zuletzt benutzt: \d\d\.\d\d\.\d{4}/).first()).toBeVisible();
    await expectNoA11yViolations(handy.page);
    const anderes = geraete.getByRole('listitem').filter({ hasNotText: 'dieses Gerät' });
    await anderes.getByRole('button', { name: 'abmelden' }).click();
    const dialog = handy.page.getByRole('dialog');
    await expect(dialog).toContainText('Die App auf diesem Gerät ist danach sofort abgemeldet.');
    await dialog.getByRole('button', { name: 'abmelden' }).click();
    await expect(handy.page.getByText('Gerät abgemeldet')).toBeVisible();
    await expect(geraete.getByRole('listitem')).toHaveCount(1);

    // The tablet's next request is refused: it is back at the sign-in.
    await tablet.page.reload();
    await expect(tablet.page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    expect(await gespeichert(tablet.page)).not.toContain(SITZUNG_KEY);
    // The phone goes on.
    await tab(handy.page, 'News');
    await expect(handy.page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await handy.context.close();
    await tablet.context.close();
  });

  test("an older app's stored password is exchanged for a token at start, without a screen", async ({ browser, baseURL }) => {
    const passwort = 'Altes-App-Wort-2031';
    const m = await neuesMitglied(baseURL!, 'Vreni');
    const { context, page: app } = await telefon(browser);
    await passwortFestlegen(app, m.link, passwort);
    const neu = JSON.parse((await app.evaluate((k) => localStorage.getItem(k), SITZUNG_KEY)) ?? '{}') as Record<string, unknown>;
    // What an app before the device token stored.
    const alt = {
      vereinId: neu.vereinId,
      emailadresse: m.email,
      passwort,
      vereinsName: neu.vereinsName,
      mitgliedId: neu.mitgliedId,
      vorname: 'Vreni',
      nachname: m.nachname,
    };
    await app.evaluate(([k, v]) => localStorage.setItem(k, v), [SITZUNG_KEY, JSON.stringify(alt)] as const);
    await app.reload();
    await expect(app.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect.poll(() => gespeichert(app)).not.toContain(passwort);
    expect(await gespeichert(app)).toContain('"token"');
    // The installation's row was kept: still one device.
    await profil(app);
    await expect(app.getByRole('list', { name: 'Angemeldete Geräte' }).getByRole('listitem')).toHaveCount(1);
    await context.close();
  });

  test('confirmations do not pile up over the buttons: one at a time', async ({ browser, baseURL }) => {
    const m = await neuesMitglied(baseURL!, 'Sepp');
    const { context, page: app } = await telefon(browser);
    await passwortFestlegen(app, m.link, 'Ein-Toast-2031');
    await profil(app);
    const speichern = app.getByRole('button', { name: 'Speichern', exact: true });
    for (const ort of ['Bern', 'Thun', 'Biel']) {
      await app.getByRole('textbox', { name: 'Ort', exact: true }).fill(ort);
      await speichern.click();
      await expect(app.getByText('Profil gespeichert').last()).toBeVisible();
    }
    await expect.poll(() => app.getByRole('button', { name: 'Meldung schliessen' }).count()).toBe(1);
    // The one confirmation leaves the screen's last button free.
    const toast = await app.getByRole('button', { name: 'Meldung schliessen' }).boundingBox();
    const nav = await app.getByRole('navigation', { name: 'Hauptnavigation' }).boundingBox();
    expect(toast && nav && toast.y + toast.height <= nav.y).toBe(true);
    await context.close();
  });
});
