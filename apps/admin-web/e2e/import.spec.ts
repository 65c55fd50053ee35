import { IMPORT_HEADER, IMPORT_MELDUNG } from '@vereinsportal/domain';
import { DEMO, expect, expectNoA11yViolations, readOutbox, screenshot, signIn, test, zugangsMailAusOutbox, apiClient } from './fixtures';
import { neuesMitglied } from '../../server/test/helpers/fixtures';
import type { Page } from '@playwright/test';

const KOPF =
  'Vorname;Nachname;Strasse;Postleitzahl;Ort;Emailadresse;HatSystemZugriff;Telefonnummer1;Telefonnummer2;Vereinsfunktion;Mitgliederkategorien;Bemerkung';

async function bisDateiwahl(page: Page) {
  await signIn(page, DEMO);
  await page.goto('/mitgliederimportieren');
  await expect(page.getByRole('heading', { level: 1, name: 'Mitglieder importieren' })).toBeVisible();
  await expect(page.getByTestId('freie-plaetze')).toContainText(/Freie Plätze für Mitglieder mit Systemzugriff: \d+/);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Datei auswählen' })).toBeVisible();
}

async function dateiWaehlen(page: Page, name: string, buffer: Buffer) {
  await page.getByTestId('csv-datei-input').setInputFiles({ name, mimeType: 'text/csv', buffer });
}

/** Signed in, from the info step through the file choice (`name` with `inhalt`) to the preview. */
async function inDieVorschau(page: Page, name: string, inhalt: Buffer) {
  await bisDateiwahl(page);
  await dateiWaehlen(page, name, inhalt);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Vorschau' })).toBeVisible();
}

test.describe('Mitglieder importieren', () => {
  test('info step: free slots, the credentials mail and the template download with the exact header', async ({ page }) => {
    await signIn(page, DEMO);
    await page.goto('/mitgliederimportieren');
    await expect(page.getByTestId('freie-plaetze')).toContainText(
      /Freie Plätze für Mitglieder mit Systemzugriff: \d+ \(Vertrag: \d+, belegt: \d+\)/,
    );
    await expect(page.getByTestId('import-zugangsdaten-hinweis')).toHaveText(
      'Mitglieder mit Systemzugriff erhalten nach dem Import eine E-Mail mit einem Link, über den sie ihr Passwort für die App selbst festlegen.',
    );
    await screenshot(page, 'import-info');
    await expectNoA11yViolations(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Vorlage herunterladen' }).click();
    const datei = await download;
    const pfad = await datei.path();
    const { readFileSync } = await import('node:fs');
    expect(
      readFileSync(pfad!, 'utf8')
        .replace(/^\uFEFF/, '')
        .trim(),
    ).toBe(KOPF);
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Windows-1252 file with "Müller;Zürich" is previewed and imported', async ({ page }) => {
    await inDieVorschau(
      page,
      'excel.CSV',
      Buffer.from(`${KOPF}\r\nHansjörg;Müller;Bahnhofstrasse 1;8000;Zürich;;0;;;;Aktive;\r\n`, 'latin1'),
    );
    await expect(page.getByRole('gridcell', { name: 'Müller', exact: true })).toBeVisible();
    await expect(page.getByRole('gridcell', { name: 'Zürich', exact: true })).toBeVisible();
    await screenshot(page, 'import-vorschau');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Importieren' }).click();
    await expect(page.getByText('Mitglieder importiert', { exact: true })).toBeVisible();
    await expect(page.getByTestId('import-ergebnis')).toHaveText('Es wurden 1 Mitglieder importiert.');
    await screenshot(page, 'import-ergebnis');
    await page.getByRole('button', { name: 'Zur Mitgliederliste' }).click();
    await expect(page).toHaveURL(/\/mitgliederliste$/);
    await page.getByRole('searchbox').fill('Hansjörg');
    await expect(page.getByRole('gridcell', { name: 'Müller', exact: true })).toBeVisible();
  });

  test('UTF-8 file with BOM is read without the BOM; the member with system access gets the credentials mail', async ({
    page,
    baseURL,
  }) => {
    await inDieVorschau(
      page,
      'bom.csv',
      Buffer.from(
        `\uFEFF${KOPF}\nBjörn;Bömer;Seeweg 2;3000;Bern;bjoern.boemer@example.ch;1;;;;;\nOhne;Zugriff;Seeweg 3;3000;Bern;ohne.zugriff@example.ch;0;;;;;\n`,
        'utf8',
      ),
    );
    await expect(page.getByRole('gridcell', { name: 'Bömer', exact: true })).toBeVisible();
    await expect(page.getByTestId('import-fehler')).toHaveCount(0);
    await page.getByRole('button', { name: 'Importieren' }).click();
    await expect(page.getByTestId('import-ergebnis')).toHaveText('Es wurden 2 Mitglieder importiert.');
    const mail = await zugangsMailAusOutbox(baseURL!, 'bjoern.boemer@example.ch');
    expect(mail).toMatchObject({ vereinId: DEMO.vereinId, email: 'bjoern.boemer@example.ch' });
    expect(mail.link).toMatch(/\/app\/passwort#[A-Za-z0-9_-]{43}$/);
    expect((await readOutbox(baseURL!)).some((m) => m.to === 'ohne.zugriff@example.ch')).toBe(false);
  });

  test("the server's messages name the file's lines as the preview does, also after an empty line", async ({ page, baseURL }) => {
    const email = `zeile-vier-${Date.now()}@example.ch`;
    await inDieVorschau(
      page,
      'mit-leerzeile.csv',
      Buffer.from(`${KOPF}\r\nErste;Zeile;Weg 1;8000;Zürich;;0;;;;;\r\n\r\nVierte;Zeile;Weg 4;8000;Zürich;${email};0;;;;;\r\n`, 'utf8'),
    );
    await expect(page.getByRole('gridcell', { name: 'Vierte', exact: true })).toBeVisible();
    // Between preview and import someone else takes the address: only the server can notice.
    const api = apiClient(baseURL);
    await api.createMitglied({
      body: neuesMitglied({
        Vorname: 'Schneller',
        Nachname: 'Nachbar',
        Strasse: 'Weg 9',
        Emailadresse: email,
        HatSystemZugriff: 0,
        Mitgliedschaftsart: null,
      }),
    });
    await page.getByRole('button', { name: 'Importieren' }).click();
    // The row is line 4 of the file (header 1, empty line 3), as the preview numbered it; not the 2nd element.
    await expect(page.getByText(`Zeilen Nr. 4: ${IMPORT_MELDUNG.emailNichtEindeutig}`)).toBeVisible();
  });

  test('a file name without .csv is not accepted', async ({ page }) => {
    await bisDateiwahl(page);
    await dateiWaehlen(page, 'mitglieder.txt', Buffer.from(`${KOPF}\n`));
    await expect(page.getByText('Keine CSV Datei ausgewählt!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  });

  test('a wrong header names the required column order and blocks the import', async ({ page }) => {
    await inDieVorschau(page, 'falsch.csv', Buffer.from('Name;Vorname;Ort\nMeier;Anna;Basel\n'));
    const fehler = page.getByTestId('import-fehler');
    await expect(fehler).toContainText(`Die Kopfzeile der CSV Datei muss genau diese Spalten in dieser Reihenfolge enthalten: ${KOPF}`);
    await expect(page.getByRole('button', { name: 'Importieren' })).toBeDisabled();
  });

  test('per-row errors are shown in red on their rows and block the import', async ({ page }) => {
    const zeilen = [
      KOPF,
      ';Ohnevorname;Weg 1;8000;Zürich;;0;;;;;',
      'Eva;Email;Weg 2;8000;Zürich;kaputt@;0;;;;;',
      'Max;Zugriff;Weg 3;8000;Zürich;;2;;;;;',
      `Dora;Doppelt;Weg 4;8000;Zürich;${DEMO.email};1;;;;;`,
      'Zu;Wenig;Spalten',
      'Gut;Zeile;Weg 5;8000;Zürich;;0;;;;;',
    ];
    await inDieVorschau(page, 'fehler.csv', Buffer.from(zeilen.join('\n')));
    const fehler = page.getByTestId('import-fehler');
    await expect(fehler).toContainText('Zeilen Nr. 2: Das Pflichtfeld Vorname darf nicht leer sein!');
    await expect(fehler).toContainText('Zeilen Nr. 3: Das Format der Emailadresse ist ungültig!');
    await expect(fehler).toContainText(
      'Zeilen Nr. 4: Das Pflichtfeld HatSystemZugriff hat keinen gültigen Wert! Gültige Werte sind 1 für JA und 0 für NEIN.',
    );
    await expect(fehler).toContainText(
      'Zeilen Nr. 5: Die Emailadresse muss eindeutig sein! Die Emailadresse wird bereits von einem anderen (ev. gelöschten) Mitglied benutzt.',
    );
    // The 3-column row is skipped, so 5 rows are previewed.
    await expect(page.getByText('5 Zeilen gelesen, 1 ohne Fehler.')).toBeVisible();
    const zelle = page.getByRole('gridcell', { name: 'Das Format der Emailadresse ist ungültig!' });
    await expect(zelle).toBeVisible();
    const farbe = await zelle
      .locator('div')
      .first()
      .evaluate((e) => getComputedStyle(e).color);
    const [r = 0, g = 0, b = 0] = (farbe.match(/\d+/g) ?? []).map(Number);
    expect(r > 150 && g < 90 && b < 90, `red text expected, got ${farbe}`).toBe(true);
    await expect(page.getByRole('button', { name: 'Importieren' })).toBeDisabled();
    await screenshot(page, 'import-fehler');
    await expectNoA11yViolations(page);
    // Back to step 1 and cancel: home page.
    await page.getByRole('button', { name: 'Zurück' }).click();
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('two rows with one e-mail are flagged in the preview naming both lines; the blocked button says why', async ({ page }) => {
    const zeilen = [
      KOPF,
      'Lea;Erste;Weg 1;8000;Zürich;lea.doppelt@example.ch;1;044 111 11 11;;Kassierin;Aktive;Erste Zeile',
      'Lea;Zweite;Weg 2;8001;Zürich;Lea.Doppelt@example.ch;1;044 222 22 22;;;Aktive;Zweite Zeile',
    ];
    await inDieVorschau(page, 'doppelt.csv', Buffer.from(zeilen.join('\r\n')));
    await expect(page.getByTestId('import-fehler')).toHaveText(
      'Zeilen Nr. 3: Die E-Mail-Adresse kommt in Zeile 2 und Zeile 3 vor! Jede E-Mail-Adresse darf nur einmal importiert werden.',
    );
    const knopf = page.getByRole('button', { name: 'Importieren' });
    await expect(knopf).toBeDisabled();
    await expect(page.getByTestId('speichern-sperrgrund')).toHaveText(IMPORT_MELDUNG.importGesperrt);
    await expect(knopf).toHaveAccessibleDescription(IMPORT_MELDUNG.importGesperrt);

    // The file's columns are readable: the first ones without scrolling, all 12 by scrolling sideways.
    const grid = page.getByRole('grid', { name: 'Vorschau der Importdatei' });
    for (const spalte of ['Vorname', 'Nachname', 'Strasse', 'Postleitzahl', 'Ort', 'Emailadresse']) {
      await expect(grid.getByRole('columnheader', { name: spalte, exact: true })).toBeInViewport();
    }
    await expect(grid.getByRole('gridcell', { name: 'lea.doppelt@example.ch', exact: true })).toBeInViewport();
    for (const spalte of IMPORT_HEADER) {
      const kopf = grid.getByRole('columnheader', { name: spalte, exact: true });
      await kopf.scrollIntoViewIfNeeded();
      await expect(kopf).toBeInViewport();
    }
    await expect(grid.getByRole('gridcell', { name: 'Zweite Zeile', exact: true })).toBeInViewport();
    await screenshot(page, 'import-doppelt');
    await expectNoA11yViolations(page);
  });

  test('more members with system access than free slots are refused', async ({ page }) => {
    const zeilen = [KOPF];
    for (let i = 0; i < 120; i++) zeilen.push(`Viele;Mitglied${i};Weg ${i};8000;Zürich;viele${i}@example.ch;1;;;;;`);
    await inDieVorschau(page, 'viele.csv', Buffer.from(zeilen.join('\r\n')));
    await expect(page.getByTestId('import-fehler')).toContainText(
      /Sie haben nicht genügend freie Mitglieder Speicherplätze zur Verfügung! Sie können maximal \d+ Mitglieder mit Systemzugriff importieren\./,
    );
    await expect(page.getByRole('button', { name: 'Importieren' })).toBeDisabled();
  });
});
