/**
 * The first hour of a new club in the portal (issue 19 items 7-11, 14-16): two-digit years, the home page's app
 * setup and first steps, empty lists that name the next action, tooltips and the members' app access state, the
 * Rundmail form after a send, the import's mail count, and the set-password link that signs in at once.
 */
import type { Page } from '@playwright/test';
import {
  apiClient,
  DEMO,
  expect,
  expectNoA11yViolations,
  passwortUeberLinkSetzen,
  readOutbox,
  screenshot,
  signIn,
  test,
  zugangsMailAusOutbox,
} from './fixtures';
import { neuerTermin, neuesMitglied } from '../../server/test/helpers/fixtures';
import { neuerVerein, registrieren } from './verein.helpers';

/** Types into an MUI X date field as a person would, with the dots. */
async function tippeDatum(page: Page, label: string, text: string) {
  await page.getByRole('group', { name: label, exact: true }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test.describe('Die erste Stunde eines neuen Vereins', () => {
  test("'12.03.27' in Termin erfassen and in News is the year 2027; a year before 1900 is refused with the field named", async ({
    page,
  }) => {
    await signIn(page, DEMO);
    await page.goto('/terminbearbeiten/0');
    await tippeDatum(page, 'Datum', '12.03.27');
    await page.getByRole('textbox', { name: 'Titel' }).fill('Zweistelliges Jahr');
    // Leaving the field shows what will be saved.
    await expect(page.getByRole('group', { name: 'Datum', exact: true })).toContainText('2027');
    await page.getByLabel('Ganztägig').check();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Termin gespeichert')).toBeVisible();
    await page.goto('/terminliste');
    await page.getByRole('searchbox').fill('Zweistelliges Jahr');
    await expect(page.getByRole('gridcell', { name: '12.03.2027', exact: true })).toBeVisible();

    await page.goto('/newsbearbeiten/0');
    await page.getByRole('textbox', { name: 'Titel' }).fill('News mit zweistelligem Jahr');
    await tippeDatum(page, 'Anzeigen bis', '31.12.27');
    await page.getByRole('textbox', { name: 'Titel' }).click();
    await expect(page.getByRole('group', { name: 'Anzeigen bis', exact: true })).toContainText('2027');
    await expect(page.getByText('Anzeigen bis darf nicht vor Anzeigen von liegen.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('News gespeichert')).toBeVisible();

    // A four-digit year before 1900 is a slip too: the form names the field and says what to do.
    await page.goto('/terminbearbeiten/0');
    await tippeDatum(page, 'Datum', '12.03.1899');
    await page.getByRole('textbox', { name: 'Titel' }).fill('Zu alt');
    await expect(page.getByText('Datum liegt vor dem Jahr 1900. Bitte geben Sie das Jahr vierstellig ein.')).toBeVisible();
  });

  test('a new club: first steps tick themselves off, can be hidden; the app is set up from its address and QR code', async ({
    page,
    baseURL,
  }) => {
    const verein = await neuerVerein(baseURL!, 'Erna');
    await signIn(page, verein);
    const schritte = page.getByRole('region', { name: 'Erste Schritte' });
    await expect(schritte).toBeVisible();
    await expect(schritte).toContainText('0 von 4 erledigt');
    for (const titel of [
      'Vereinsinfo gestalten',
      'Mitglieder erfassen oder importieren',
      'App-Zugangsdaten senden',
      'Ersten Termin erfassen',
    ]) {
      await expect(schritte.getByRole('heading', { name: titel })).toBeVisible();
    }

    // The members' app is the web app: its address as a link and a QR code, no store.
    const app = page.getByRole('region', { name: 'App einrichten' });
    await expect(app.getByRole('link', { name: /\/app\/$/ })).toBeVisible();
    await expect(app.getByRole('img', { name: 'QR-Code mit der Adresse der Vereins-App' })).toBeVisible();
    await expect(app).toContainText('Zum Home-Bildschirm');
    await expect(app).toContainText('App installieren');
    await expect(page.getByText(/Play Store|App Store/)).toHaveCount(0);
    await screenshot(page, 'home-neuer-verein');
    await expectNoA11yViolations(page);

    // A first event ticks its step.
    await apiClient(baseURL, verein).createTermin({
      body: neuerTermin({ Datum: '2027-05-01', Zeit: null, ZeitBis: null, Ganztaegig: 1, Titel: 'Erstes Training', MitAnAbmeldung: 0 }),
    });
    await page.reload();
    await expect(schritte).toContainText('1 von 4 erledigt');
    await expect(schritte.locator('li[data-erledigt="ja"]')).toContainText('Ersten Termin erfassen');
    await schritte.getByRole('link', { name: 'Mitglieder importieren' }).click();
    await expect(page).toHaveURL(/\/mitgliederimportieren$/);

    // Hidden stays hidden for this club in this browser.
    await page.goto('/');
    await schritte.getByRole('button', { name: 'Ausblenden' }).click();
    await expect(schritte).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /^Willkommen/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Erste Schritte' })).toHaveCount(0);
  });

  test("the demo club's home keeps its content without first steps", async ({ page }) => {
    await signIn(page, DEMO);
    await expect(page.getByRole('region', { name: 'App einrichten' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Erste Schritte' })).toHaveCount(0);
  });

  test('empty lists name the next action with its button', async ({ page, baseURL }) => {
    const verein = await neuerVerein(baseURL!, 'Lea');
    await signIn(page, verein);
    const faelle = [
      { route: '/newsliste', text: 'Keine aktuellen News.', knopf: 'News erfassen', ziel: /\/newsbearbeiten\/0$/ },
      { route: '/terminliste', text: 'Keine kommenden Termine.', knopf: 'Termin erfassen', ziel: /\/terminbearbeiten\/0$/ },
      { route: '/dokumentliste', text: 'Noch keine Dokumente.', knopf: 'Dokument erfassen', ziel: /\/dokumentbearbeiten\/0$/ },
      {
        route: '/mitgliederliste',
        text: 'Bisher sind nur Sie erfasst.',
        knopf: 'Mitglieder importieren',
        ziel: /\/mitgliederimportieren$/,
      },
    ];
    for (const f of faelle) {
      await page.goto(f.route);
      const leer = page.getByRole('status').filter({ hasText: f.text });
      await expect(leer).toBeVisible();
      await expect(page.getByText('Keine Einträge')).toHaveCount(0);
      await leer.getByRole('link', { name: f.knopf }).click();
      await expect(page).toHaveURL(f.ziel);
    }
    await page.goto('/mitgliedbearbeiten/0');
    await page
      .getByRole('button', { name: /Mitgliederkategorien/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toContainText('Noch keine Mitgliederkategorien. Tragen Sie unten die erste ein');
  });

  test("row icons have tooltips; the member list shows whom to remind; 'App Zugangsdaten senden' on the edit page", async ({
    page,
    baseURL,
  }) => {
    const api = apiClient(baseURL);
    const email = `erinnern.${Date.now()}@example.ch`;
    const { RecordId } = await api.createMitglied({
      body: neuesMitglied({ Vorname: 'Rita', Nachname: 'Erinnern', Strasse: 'Weg 1', Emailadresse: email }),
    });
    await signIn(page, DEMO);
    await page.goto('/mitgliederliste');
    await page.getByRole('searchbox').fill('Erinnern');
    const zeile = page.getByRole('row').filter({ hasText: 'Erinnern' });
    await expect(zeile.getByRole('gridcell', { name: '✓ nicht eingeladen' })).toBeVisible();

    // Each icon says its action on hover (hovered again should the grid redraw the row under the pointer).
    for (const [knopf, tooltip] of [
      ['Rita Erinnern löschen', 'Löschen'],
      ['Rita Erinnern bearbeiten', 'Bearbeiten'],
      ['App Zugangsdaten an Rita Erinnern senden', 'App Zugangsdaten senden'],
    ] as const) {
      await expect(async () => {
        await zeile.getByRole('button', { name: knopf }).hover();
        await expect(page.getByRole('tooltip', { name: tooltip })).toBeVisible({ timeout: 1000 });
      }).toPass();
    }

    // The editor's icons too.
    await page.goto('/newsbearbeiten/0');
    await expect(async () => {
      await page.getByRole('button', { name: 'Aufzählung' }).hover();
      await expect(page.getByRole('tooltip', { name: 'Aufzählung' })).toBeVisible({ timeout: 1000 });
    }).toPass();
    // And the phone's menu icon.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(async () => {
      await page.getByRole('button', { name: 'Navigation öffnen' }).hover();
      await expect(page.getByRole('tooltip', { name: 'Navigation öffnen' })).toBeVisible({ timeout: 1000 });
    }).toPass();
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/mitgliederliste');
    await page.getByRole('searchbox').fill('Erinnern');
    await zeile.getByRole('button', { name: 'Rita Erinnern bearbeiten' }).click();
    await page.getByRole('button', { name: 'App Zugangsdaten senden' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Senden' }).click();
    await expect(page.getByText('App Zugangsdaten versendet').first()).toBeVisible();
    await expect.poll(async () => (await readOutbox(baseURL!)).some((m) => m.to === email)).toBe(true);

    await page.goto('/mitgliederliste');
    await page.getByRole('searchbox').fill('Erinnern');
    const heute = new Intl.DateTimeFormat('de-CH', { timeZone: 'Europe/Zurich', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      new Date(),
    );
    await expect(zeile.getByRole('gridcell', { name: `✓ eingeladen am ${heute}` })).toBeVisible();

    const mail = await zugangsMailAusOutbox(baseURL!, email);
    await apiClient(baseURL, null).passwortSetzen({ body: { Token: new URL(mail.link).hash.slice(1), Passwort: 'Rita-Passwort-1' } });
    await page.reload();
    await page.getByRole('searchbox').fill('Erinnern');
    await expect(zeile.getByRole('gridcell', { name: '✓ Passwort gesetzt' })).toBeVisible();
    await api.updateMitgliedStatus({ params: { MitgliedId: RecordId }, body: { Status: 'D' } });
  });

  test('Rundmail: after a successful send the empty form shows no error', async ({ page, baseURL }) => {
    // A club of its own: the demo's list of sent Rundmails stays as other specs expect it.
    await signIn(page, await neuerVerein(baseURL!, 'Rudi'));
    await page.goto('/rundmail');
    await page.getByRole('textbox', { name: 'Betreff' }).fill('Erste Rundmail');
    await page.getByRole('textbox', { name: 'Text' }).fill('Hallo zusammen');
    await page.getByRole('button', { name: 'Senden', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Senden', exact: true }).click();
    await expect(page.getByText('Rundmail gesendet').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Betreff' })).toHaveValue('');
    await expect(page.getByText(/darf nicht leer sein/)).toHaveCount(0);
  });

  test("import at 1366 px: the 'Meldungen' column is in view; the result says how many access mails went out", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, await neuerVerein(baseURL!, 'Ida'));
    const kopf =
      'Vorname;Nachname;Strasse;Postleitzahl;Ort;Emailadresse;HatSystemZugriff;Telefonnummer1;Telefonnummer2;Vereinsfunktion;Mitgliederkategorien;Bemerkung';
    const waehlen = async (zeilen: string[]) => {
      await page.goto('/mitgliederimportieren');
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page
        .getByTestId('csv-datei-input')
        .setInputFiles({ name: 'mitglieder.csv', mimeType: 'text/csv', buffer: Buffer.from([kopf, ...zeilen].join('\r\n'), 'utf8') });
      await page.getByRole('button', { name: 'Weiter' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Vorschau' })).toBeVisible();
    };
    const t = Date.now();
    await waehlen([`Anna;Adler;Weg 1;8000;Zürich;kaputt;1;;;;;`]);
    const meldungen = (await page.getByRole('columnheader', { name: 'Meldungen' }).boundingBox())!;
    expect(meldungen.x).toBeGreaterThanOrEqual(0);
    expect(meldungen.x + meldungen.width, 'right edge of Meldungen').toBeLessThanOrEqual(1366);
    await expect(page.getByRole('grid').getByRole('gridcell', { name: /Emailadresse/ })).toBeVisible();

    await waehlen([`Anna;Adler;Weg 1;8000;Zürich;anna.${t}@example.ch;1;;;;;`, `Beat;Berg;Weg 2;8000;Zürich;;0;;;;;`]);
    await page.getByRole('button', { name: 'Importieren' }).click();
    await expect(page.getByTestId('import-ergebnis')).toHaveText('Es wurden 2 Mitglieder importiert.');
    await expect(page.getByTestId('import-zugangsmails')).toHaveText(
      '1 Mitglied mit Systemzugriff hat die App-Zugangsdaten per E-Mail erhalten.',
    );
  });

  test('the set-password link signs the administrator in at once', async ({ page, baseURL }) => {
    const { mail } = await registrieren(baseURL!, 'Sofia');
    await passwortUeberLinkSetzen(page, mail.link, 'Sofia-sicher-2026');
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen Sofia Neu' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Erste Schritte' })).toBeVisible();
  });
});
