/**
 * The member app (/app/, apps/member-web/dist) on a phone (390x844): a member's week from the
 * credentials mail to signing off from an event, seen from both sides; and 'Passwort vergessen'.
 * The server of fixtures.ts serves the member app's build too (MEMBER_WEB_DIST_DIR, default
 * apps/member-web/dist): `pnpm --filter @vereinsportal/admin-web e2e` builds both apps first.
 */
import type { Page } from '@playwright/test';
import { dokumentTeile, htmlTeile } from '@vereinsportal/api-client';
import {
  DEMO,
  appPasswortFestlegen,
  datumDe,
  echtesPdf,
  expect,
  expectNoA11yViolations,
  isoTage,
  passwortVergessenAusfuellen,
  readOutbox,
  screenshot,
  signIn,
  test,
  zugangsMailAusOutbox,
  apiClient,
  TELEFON,
  telefon,
} from './fixtures';
import { mitgliedAdresseAusfuellen } from './formulare.helpers';
import { neuesMitglied } from '../../server/test/helpers/fixtures';
import { mitgliedAmTelefon, mitgliederAppGebaut } from './mitglieder-app.helpers';

/** The demo administrator's api-client, for content the walk needs (news, events, documents). */
function adminApi(baseURL: string) {
  return apiClient(baseURL);
}

/** Club content for two categories: what the junior member may see and what only the board sees. */
async function inhalteAnlegen(baseURL: string, kennung: string) {
  const api = adminApi(baseURL);
  const news = (titel: string, kategorie: string, html: string) =>
    api.createNews({
      body: htmlTeile(
        {
          NewsId: 0,
          Titel: titel,
          AnzeigenVon: isoTage(-1),
          AnzeigenBis: isoTage(14),
          FuerMitgliedschaftsart: kategorie,
          QuillHtmlData: null,
          ExterneHtmlDateiVerwenden: 0 as const,
        },
        { quillHtml: html },
      ),
    });
  await news(
    `Junioren-Training ${kennung}`,
    'Junioren',
    '<p>Das Training am Mittwoch findet <strong>in der Halle</strong> statt.</p><p>Bitte Hallenschuhe mitnehmen. Ein sehr langes Wort zum Umbruch: Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen.</p>',
  );
  await news(`Vorstandssitzung ${kennung}`, 'Vorstand', '<p>Nur für den Vorstand.</p>');
  const termin = await api.createTermin({
    body: {
      TerminId: 0,
      Datum: isoTage(5),
      DatumBis: null,
      Zeit: '10:00',
      ZeitBis: '16:00',
      Ganztaegig: 0,
      Titel: `Juniorenturnier ${kennung}`,
      Ort: 'Sportplatz Allmend',
      URL: 'www.example.ch/turnier',
      Beschreibung: 'Treffpunkt 09:30 beim Clubhaus.\nZnüni wird offeriert.',
      MitAnAbmeldung: 1,
      FuerMitgliedschaftsart: 'Junioren',
    },
  });
  await api.createTermin({
    body: {
      TerminId: 0,
      Datum: isoTage(9),
      DatumBis: null,
      Zeit: null,
      ZeitBis: null,
      Ganztaegig: 1,
      Titel: `Vereinsausflug ${kennung}`,
      Ort: 'Rigi',
      URL: null,
      Beschreibung: null,
      MitAnAbmeldung: 0,
      FuerMitgliedschaftsart: null,
    },
  });
  const pdf = new Blob([new Uint8Array(echtesPdf())], { type: 'application/pdf' });
  const dokument = (bezeichnung: string, kategorie: string) =>
    api.createDokument({
      body: dokumentTeile(
        {
          DokumentId: 0,
          DokumentBezeichnung: bezeichnung,
          AnzeigenVon: isoTage(-1),
          AnzeigenBis: null,
          OriginalDateiName: 'trainingsplan.pdf',
          InternetLinkVerwenden: 0 as const,
          DateiURL: null,
          FuerMitgliedschaftsart: kategorie,
        },
        pdf,
        'trainingsplan.pdf',
      ),
    });
  await dokument(`Trainingsplan ${kennung}`, 'Junioren');
  await dokument(`Vorstandsreglement ${kennung}`, 'Vorstand');
  return { terminId: termin.RecordId };
}

/** Opens a mailed link on the test server (the mail names PUBLIC_URL's host). */
async function linkOeffnen(page: Page, link: string): Promise<void> {
  const url = new URL(link);
  expect(url.pathname).toBe('/app/passwort');
  await page.goto(`${url.pathname}${url.hash}`);
}

/** Screenshot of the settled screen: no toasts, nothing loading, scrolled to the top. */
async function bild(page: Page, name: string): Promise<void> {
  for (const knopf of await page.getByRole('button', { name: 'Meldung schliessen' }).all()) await knopf.click().catch(() => undefined);
  await expect(page.getByRole('button', { name: 'Meldung schliessen' })).toHaveCount(0);
  await expect(page.getByText('Laden...')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

async function tab(page: Page, name: string, titel = name): Promise<void> {
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: titel })).toBeVisible();
}

test.describe('Mitglieder-App', () => {
  test.beforeAll(mitgliederAppGebaut);

  test("a member's week: credentials mail, own password, news and documents of the category, sign-up, sign-off", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const kennung = String(Date.now()).slice(-6);
    const email = `jana.junior.${kennung}@example.ch`;
    const { terminId } = await inhalteAnlegen(baseURL!, kennung);

    // The administrator records the member (system access, category Junioren) and sends the credentials.
    await signIn(page, DEMO);
    await page.goto('/mitgliedbearbeiten/0');
    await mitgliedAdresseAusfuellen(page, {
      vorname: 'Jana',
      nachname: `Junior${kennung}`,
      strasse: 'Turnhallenweg 4',
      plz: '6003',
      ort: 'Luzern',
    });
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('button', { name: 'Mitgliederkategorien auswählen' }).click();
    await page.getByRole('dialog').getByLabel('Junioren').check();
    await page.getByRole('dialog').getByRole('button', { name: 'Übernehmen' }).click();
    await expect(page.getByLabel('Mitgliederkategorien', { exact: true })).toHaveValue('Junioren');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Mitglied gespeichert')).toBeVisible();
    await page.goto('/mitgliederliste');
    await page.getByRole('searchbox').fill(`Junior${kennung}`);
    await page.getByRole('button', { name: `App Zugangsdaten an Jana Junior${kennung} senden` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Senden' }).click();
    await expect(page.getByText('App Zugangsdaten versendet')).toBeVisible();

    // The member opens the mailed link on the phone and chooses a password: signed in right away.
    const mail = await zugangsMailAusOutbox(baseURL!, email);
    const { context, page: app } = await telefon(browser);
    await linkOeffnen(app, mail.link);
    await expect(app.getByRole('heading', { level: 1, name: 'Passwort festlegen' })).toBeVisible();
    const speichern = app.getByRole('button', { name: 'Passwort speichern und anmelden' });
    await expect(speichern).toBeDisabled();
    await app.getByLabel('Neues Passwort').fill('Sommer-2030!');
    await app.getByLabel('Passwort wiederholen').fill('Sommer-2030!');
    await bild(app, 'app-passwort-festlegen');
    await expectNoA11yViolations(app);
    await speichern.click();

    // News: only the Junioren item, not the board's.
    await expect(app.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(app).toHaveURL(/\/app\/$/);
    await expect(app.getByRole('heading', { name: `Junioren-Training ${kennung}` })).toBeVisible();
    await expect(app.getByText(`Vorstandssitzung ${kennung}`)).toHaveCount(0);
    // A news item shows its date, not its display window.
    await expect(app.getByText(datumDe(isoTage(-1)), { exact: true }).first()).toBeVisible();
    await expect(app.getByText(`${datumDe(isoTage(-1))} – ${datumDe(isoTage(14))}`)).toHaveCount(0);
    await bild(app, 'app-news');
    await expectNoA11yViolations(app);
    await app.getByRole('heading', { name: `Junioren-Training ${kennung}` }).click();
    await expect(app).toHaveURL(/\/app\/news\/\d+$/);
    await expect(app.getByText('in der Halle')).toBeVisible();
    // The HTML stays inside the phone's width.
    expect(await app.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TELEFON.width);
    await bild(app, 'app-news-detail');
    await expectNoA11yViolations(app);
    await app.getByRole('button', { name: 'Zurück' }).click();
    await expect(app.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();

    // Termine: sign up, then change to 'Abmelden'.
    await tab(app, 'Termine');
    const turnier = app.getByRole('article').filter({ hasText: `Juniorenturnier ${kennung}` });
    await expect(turnier).toContainText(datumDe(isoTage(5)));
    await expect(turnier).toContainText('10:00 – 16:00 Uhr');
    await expect(turnier).toContainText('Sportplatz Allmend');
    await expect(turnier).toContainText('Noch keine Antwort');
    await expect(app.getByRole('article').filter({ hasText: `Vereinsausflug ${kennung}` })).toContainText('ganztägig');
    await expect(
      app
        .getByRole('article')
        .filter({ hasText: `Vereinsausflug ${kennung}` })
        .getByRole('button'),
    ).toHaveCount(0);
    await turnier.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(turnier).toContainText('Angemeldet');
    await expect(turnier.getByRole('button', { name: 'Anmelden', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(app.getByText('Antwort gespeichert').first()).toBeVisible();
    await bild(app, 'app-termine');
    await expectNoA11yViolations(app);
    await turnier.getByRole('button', { name: 'Abmelden', exact: true }).click();
    await expect(turnier.getByRole('button', { name: 'Abmelden', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(turnier).toContainText('Abgemeldet');

    // Dokumente: the category's document only; the PDF opens in a new tab.
    await tab(app, 'Dokumente');
    await expect(app.getByText(`Trainingsplan ${kennung}`)).toBeVisible();
    await expect(app.getByText(`Vorstandsreglement ${kennung}`)).toHaveCount(0);
    await bild(app, 'app-dokumente');
    await expectNoA11yViolations(app);
    const neuerTab = context.waitForEvent('page');
    await app.getByText(`Trainingsplan ${kennung}`).click();
    const pdfTab = await neuerTab;
    await expect.poll(() => pdfTab.url()).toMatch(/^blob:/);
    await pdfTab.close();

    // Mitglieder: the member list with the demo administrator's visible phone number.
    await tab(app, 'Mitglieder');
    await expect(app.getByRole('heading', { name: `Junior${kennung} Jana` })).toBeVisible();
    await app.getByLabel('Suchen').fill('Demo');
    await expect(app.getByRole('link', { name: /044 123 45 67/ }).first()).toHaveAttribute('href', 'tel:0441234567');
    await bild(app, 'app-mitglieder');
    await expectNoA11yViolations(app);
    await app.getByLabel('Suchen').fill('');

    // Mehr -> Verein, Profil.
    await tab(app, 'Mehr');
    await expect(app.getByText(`Angemeldet als Jana Junior${kennung}, Turnverein Musterdorf`, { exact: true })).toBeVisible();
    await bild(app, 'app-mehr');
    await expectNoA11yViolations(app);
    await app.getByRole('button', { name: /^Verein/ }).click();
    await expect(app.getByRole('heading', { level: 1, name: 'Verein' })).toBeVisible();
    await expect(app.locator('main')).not.toContainText('Laden...');
    await bild(app, 'app-verein');
    await expectNoA11yViolations(app);
    await tab(app, 'Mehr');
    await app.getByRole('button', { name: /^Profil/ }).click();
    await expect(app.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    await expect(app.getByLabel('Strasse')).toHaveValue('Turnhallenweg 4');
    await app.getByLabel('Telefon 1').fill('079 555 66 77');
    await app.getByRole('switch', { name: 'Telefon und E-Mail für andere Mitglieder sichtbar' }).check();
    await app.getByRole('button', { name: 'Speichern' }).click();
    await expect(app.getByText('Profil gespeichert')).toBeVisible();
    // The toast sits above the bottom navigation: its buttons stay free.
    // (polled: the toast slides in from below)
    await expect
      .poll(async () => {
        const toast = await app.getByText('Profil gespeichert').boundingBox();
        const nav = await app.getByRole('navigation', { name: 'Hauptnavigation' }).boundingBox();
        return Boolean(toast && nav && toast.y + toast.height <= nav.y);
      })
      .toBe(true);
    await bild(app, 'app-profil');
    await expectNoA11yViolations(app);

    // Offline: the banner shows, and a reload still shows the last loaded news (service worker).
    await tab(app, 'News');
    await context.setOffline(true);
    await expect(app.getByText('Sie sind offline. Angezeigt wird der zuletzt geladene Stand.')).toBeVisible();
    await app.reload();
    await expect(app.getByRole('heading', { name: `Junioren-Training ${kennung}` })).toBeVisible();
    await expect(app.getByText('Sie sind offline. Angezeigt wird der zuletzt geladene Stand.')).toBeVisible();
    await bild(app, 'app-offline');
    await context.setOffline(false);

    // The administrator sees the answer and the app installation.
    await page.goto(`/terminanabmeldungen/${terminId}`);
    await expect(page.getByRole('table', { name: /^Abmeldungen/ })).toContainText(email);
    await expect(page.getByRole('table', { name: /^Anmeldungen/ })).not.toContainText(email);
    await page.goto('/mitgliederliste');
    await page.getByRole('searchbox').fill(`Junior${kennung}`);
    const zeile = page.locator('[role="row"][data-id]').filter({ hasText: `Junior${kennung}` });
    await expect(zeile.locator('[data-field="AnzahlGeraete"]')).toHaveText('1');

    // Sign-out deregisters the device and forgets the session.
    await app.reload();
    await tab(app, 'Mehr');
    await app.getByRole('button', { name: /^Abmelden/ }).click();
    await expect(app.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    expect(await app.evaluate(() => localStorage.getItem('vereinsportal.app.sitzung'))).toBeNull();
    await page.reload();
    await page.getByRole('searchbox').fill(`Junior${kennung}`);
    await expect(zeile.locator('[data-field="AnzahlGeraete"]')).toHaveText('0');

    // Signing in again with the form.
    await bild(app, 'app-anmelden');
    await expectNoA11yViolations(app);
    const anmelden = app.getByRole('button', { name: 'Anmelden', exact: true });
    await app.getByLabel('Vereinsnummer').fill(String(mail.vereinId));
    await app.getByLabel('E-Mail-Adresse').fill(email);
    await expect(anmelden).toBeDisabled();
    await app.getByLabel('Passwort').fill('Sommer-2030!');
    await anmelden.click();
    await expect(app.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await context.close();
  });

  test("'Passwort vergessen' in the app: mailed link, new password, signed in", async ({ browser, baseURL }) => {
    const kennung = String(Date.now()).slice(-6);
    const email = `paul.vergesslich.${kennung}@example.ch`;
    const api = adminApi(baseURL!);
    await api.createMitglied({
      body: neuesMitglied({ Vorname: 'Paul', Nachname: `Vergesslich${kennung}`, Strasse: 'Seeweg 1', Emailadresse: email }),
    });

    const { context, page: app } = await telefon(browser);
    await app.goto('/app/');
    await expect(app.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await app.getByRole('button', { name: 'Passwort vergessen?' }).click();
    await expect(app.getByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeVisible();
    const senden = await passwortVergessenAusfuellen(app, email);
    await bild(app, 'app-passwort-vergessen');
    await expectNoA11yViolations(app);
    await senden.click();
    await expect(app.getByText(/ist eine E-Mail mit einem Link unterwegs/)).toBeVisible();

    let link = '';
    await expect
      .poll(async () => {
        const mail = (await readOutbox(baseURL!)).find((m) => m.to === email && /^Link: \S+\/app\/passwort#/m.test(m.text));
        link = /^Link: (\S+)$/m.exec(mail?.text ?? '')?.[1] ?? '';
        return link;
      })
      .not.toBe('');
    expect(new URL(link).pathname).toBe('/app/passwort');
    await appPasswortFestlegen(app, link, 'Neu-und-sicher-1');
    await expect(app).toHaveURL(/\/app\/$/);
    // The used link is gone from the address.
    await app.goto('/app/passwort');
    await expect(app.getByText('Der Link ist ungültig')).toBeVisible();
    await context.close();
  });

  test("Profil 'Passwort ändern': the old password is checked, afterwards only the new one signs in", async ({ browser, baseURL }) => {
    const kennung = String(Date.now()).slice(-6);
    const email = `petra.profil.${kennung}@example.ch`;
    const { context, app, link } = await mitgliedAmTelefon(
      browser,
      baseURL!,
      { vorname: 'Petra', nachname: `Profil${kennung}`, email, strasse: 'Bergweg 2', postleitzahl: '3000', ort: 'Bern' },
      'Erstes-Passwort-1',
    );
    expect(new URL(link).pathname).toBe('/app/passwort');

    await tab(app, 'Mehr');
    await app.getByRole('button', { name: /^Profil/ }).click();
    await expect(app.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    const aendern = app.getByRole('button', { name: 'Passwort ändern' });
    await expect(aendern).toBeDisabled();
    await app.getByLabel('Bisheriges Passwort').fill('Falsches-Passwort-9');
    await app.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill('Zweites-Passwort-2');
    await app.getByLabel('Neues Passwort wiederholen').fill('Zweites-Passwort-2');
    await aendern.click();
    await expect(app.getByText('Das bisherige Passwort ist falsch.').first()).toBeVisible();
    await app.getByLabel('Bisheriges Passwort').fill('Erstes-Passwort-1');
    await aendern.click();
    await expect(app.getByText('Passwort geändert')).toBeVisible();
    await expect(app.getByLabel('Bisheriges Passwort')).toHaveValue('');
    // Still signed in: the app goes on with the new password.
    await tab(app, 'News');
    await expect(app.getByText('Anmeldung fehlgeschlagen!')).toHaveCount(0);

    await tab(app, 'Mehr');
    await app.getByRole('button', { name: /^Abmelden/ }).click();
    await expect(app.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    const anmelden = app.getByRole('button', { name: 'Anmelden', exact: true });
    await app.getByLabel('Vereinsnummer').fill(String(DEMO.vereinId));
    await app.getByLabel('E-Mail-Adresse').fill(email);
    await app.getByLabel('Passwort').fill('Erstes-Passwort-1');
    await anmelden.click();
    await expect(
      app.getByText(
        'Die Anmeldung ist fehlgeschlagen: Vereinsnummer, E-Mail-Adresse oder Passwort ist falsch, oder das Mitglied hat keinen Zugang zur App.',
      ),
    ).toBeVisible();
    await expect(app.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await app.getByLabel('Passwort').fill('Zweites-Passwort-2');
    await anmelden.click();
    await expect(app.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await context.close();
  });
});
