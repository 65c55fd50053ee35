/**
 * Saves cannot fire twice: every create/save button, clicked twice (two clicks in one task, and a person's
 * double click), sends one request and creates one row. Also the success toasts of the club info and the
 * club account, and where toasts show (never over the navigation bar or the page's main button).
 */
import type { Locator, Page } from '@playwright/test';
import {
  DEMO,
  demoVertraege,
  expect,
  isoTage,
  screenshot,
  setzeVertraege,
  signIn,
  test,
  zugangsMailAusOutbox,
  apiClient,
} from './fixtures';
import { datum, zeit } from './vereinsinfo.helpers';

function adminApi(baseURL: string) {
  return apiClient(baseURL);
}

/** Counts the writing requests (not GET) whose path ends with `pfad`. */
function zaehleSchreibzugriffe(page: Page, pfad: RegExp): () => number {
  let anzahl = 0;
  page.on('request', (r) => {
    if (r.method() !== 'GET' && pfad.test(new URL(r.url()).pathname)) anzahl += 1;
  });
  return () => anzahl;
}

const ARTEN = ['zwei Klicks im selben Task', 'Doppelklick'] as const;
type Art = (typeof ARTEN)[number];

/** Clicks the button twice: in one task (no render in between), or as a person double-clicks. */
async function zweimal(knopf: Locator, art: Art) {
  await expect(knopf).toBeEnabled();
  if (art === 'Doppelklick') {
    await knopf.dblclick();
  } else {
    await knopf.evaluate((b: HTMLElement) => {
      b.click();
      b.click();
    });
  }
}

/** Waits until every request of the save has ended (a second one would be sent at once). */
async function ruhe(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('spinner')).toBeHidden();
}

test.describe('Speichern löst nur einmal aus', () => {
  for (const art of ARTEN) {
    test(`News erfassen: ${art} -> eine News`, async ({ page, baseURL }) => {
      const titel = `Doppelt News ${art} ${Date.now()}`;
      await signIn(page, DEMO);
      const schreibzugriffe = zaehleSchreibzugriffe(page, /\/news(\/\d+)?$/);
      await page.goto('/newsbearbeiten/0');
      await page.getByRole('textbox', { name: 'Titel' }).fill(titel);
      await datum(page, 'Anzeigen von', isoTage(0));
      await datum(page, 'Anzeigen bis', isoTage(10));
      await zweimal(page.getByRole('button', { name: 'Speichern' }), art);
      await expect(page).toHaveURL(/\/newsbearbeiten\/[1-9]\d*$/);
      await ruhe(page);
      expect(schreibzugriffe()).toBe(1);
      const news = await adminApi(baseURL!).getNewsListe({ query: { AuchVergangeneNewsAnzeigen: true } });
      expect(news.filter((n) => n.Titel === titel)).toHaveLength(1);
    });

    test(`Termin erfassen: ${art} -> ein Termin`, async ({ page, baseURL }) => {
      const titel = `Doppelt Termin ${Date.now()}`;
      await signIn(page, DEMO);
      const schreibzugriffe = zaehleSchreibzugriffe(page, /\/termin(\/\d+)?$/);
      await page.goto('/terminbearbeiten/0');
      await datum(page, 'Datum', isoTage(20));
      await zeit(page, 'Zeit', '19:00');
      await zeit(page, 'Zeit bis', '21:00');
      await page.getByRole('textbox', { name: 'Titel' }).fill(titel);
      await zweimal(page.getByRole('button', { name: 'Speichern' }), art);
      await expect(page).toHaveURL(/\/terminbearbeiten\/[1-9]\d*$/);
      await ruhe(page);
      expect(schreibzugriffe()).toBe(1);
      const termine = await adminApi(baseURL!).getTermine({ query: { AuchVergangeneTermineAnzeigen: true } });
      expect(termine.filter((t) => t.Titel === titel)).toHaveLength(1);
    });

    test(`Dokument erfassen: ${art} -> ein Dokument`, async ({ page, baseURL }) => {
      const titel = `Doppelt Dokument ${Date.now()}`;
      await signIn(page, DEMO);
      const schreibzugriffe = zaehleSchreibzugriffe(page, /\/dokument(\/\d+)?$/);
      await page.goto('/dokumentbearbeiten/0');
      await page.getByRole('textbox', { name: 'Titel' }).fill(titel);
      await datum(page, 'Anzeigen von', isoTage(0));
      await page.getByLabel('Internet Link auf Datei verwenden').check();
      await page.getByRole('textbox', { name: 'URL' }).fill('https://example.org/doppelt.pdf');
      await zweimal(page.getByRole('button', { name: 'Speichern' }), art);
      await expect(page).toHaveURL(/\/dokumentbearbeiten\/[1-9]\d*$/);
      await ruhe(page);
      expect(schreibzugriffe()).toBe(1);
      const dokumente = await adminApi(baseURL!).getDokumente();
      expect(dokumente.filter((d) => d.DokumentBezeichnung === titel)).toHaveLength(1);
    });

    test(`Mitglied erfassen: ${art} -> ein Mitglied`, async ({ page, baseURL }) => {
      const nachname = `Doppelt${Date.now()}`;
      await signIn(page, DEMO);
      const schreibzugriffe = zaehleSchreibzugriffe(page, /\/mitglied(\/\d+)?$/);
      await page.goto('/mitgliedbearbeiten/0');
      await page.getByLabel('Vorname').fill('Dora');
      await page.getByLabel('Nachname').fill(nachname);
      await page.getByLabel('Strasse').fill('Klickweg 2');
      await page.getByLabel('PLZ').fill('8000');
      await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Zürich');
      // Without system access no e-mail is needed, so a second request would create a second row.
      await page.getByLabel('Hat Systemzugriff (App)').uncheck();
      await zweimal(page.getByRole('button', { name: 'Speichern' }), art);
      await expect(page).toHaveURL(/\/mitgliedbearbeiten\/[1-9]\d*$/);
      await ruhe(page);
      expect(schreibzugriffe()).toBe(1);
      const mitglieder = await adminApi(baseURL!).getMitglieder({ query: { AuchGeloeschteMitgliederAnzeigen: true } });
      expect(mitglieder.filter((m) => m.Nachname === nachname)).toHaveLength(1);
    });

    test(`Mitglieder importieren: ${art} -> ein Import`, async ({ page, baseURL }) => {
      const nachname = `Importiert${Date.now()}`;
      await signIn(page, DEMO);
      const schreibzugriffe = zaehleSchreibzugriffe(page, /\/mitgliederimport$/);
      await page.goto('/mitgliederimportieren');
      await expect(page.getByTestId('freie-plaetze')).toContainText(/Freie Plätze für Mitglieder mit Systemzugriff: \d+/);
      await page.getByRole('button', { name: 'Weiter' }).click();
      const kopf =
        'Vorname;Nachname;Strasse;Postleitzahl;Ort;Emailadresse;HatSystemZugriff;Telefonnummer1;Telefonnummer2;Vereinsfunktion;Mitgliederkategorien;Bemerkung';
      await page.getByTestId('csv-datei-input').setInputFiles({
        name: 'doppelt.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${kopf}\r\nIda;${nachname};Importweg 1;8000;Zürich;;0;;;;;\r\n`, 'utf8'),
      });
      await page.getByRole('button', { name: 'Weiter' }).click();
      await zweimal(page.getByRole('button', { name: 'Importieren' }), art);
      await expect(page.getByTestId('import-ergebnis')).toHaveText('Es wurden 1 Mitglieder importiert.');
      await ruhe(page);
      expect(schreibzugriffe()).toBe(1);
      const mitglieder = await adminApi(baseURL!).getMitglieder({ query: { AuchGeloeschteMitgliederAnzeigen: true } });
      expect(mitglieder.filter((m) => m.Nachname === nachname)).toHaveLength(1);
    });

    test(`Vereinsinfo speichern: ${art} -> ein Aufruf und die Erfolgsmeldung`, async ({ page }) => {
      await signIn(page, DEMO);
      const schreibzugriffe = zaehleSchreibzugriffe(page, /\/vereinsInfo$/);
      await page.goto('/vereinsinfobearbeiten');
      await expect(page.getByTestId('rich-text-editor')).toBeVisible();
      await zweimal(page.getByRole('button', { name: 'Speichern' }), art);
      await ruhe(page);
      expect(schreibzugriffe()).toBe(1);
      await expect(page.getByText('Vereinsinfo gespeichert', { exact: true })).toBeVisible();
    });

    test(`Vereinskonto speichern: ${art} -> ein Aufruf und die Erfolgsmeldung`, async ({ page }) => {
      await signIn(page, DEMO);
      const schreibzugriffe = zaehleSchreibzugriffe(page, /\/vereinsKonto$/);
      await page.goto('/vereinskontobearbeiten');
      await expect(page.getByLabel('Ort')).not.toHaveValue('');
      await zweimal(page.getByRole('button', { name: 'Speichern' }), art);
      await expect(page).toHaveURL(/\/vereinskonto$/);
      await ruhe(page);
      expect(schreibzugriffe()).toBe(1);
      await expect(page.getByText('Vereinskonto gespeichert', { exact: true })).toBeVisible();
    });

    test(`Jahresabonnement anpassen: ${art} -> eine Bestellung`, async ({ page, server, baseURL }) => {
      try {
        await signIn(page, DEMO);
        const vorher = await adminApi(baseURL!).getVereinsKonto();
        const schreibzugriffe = zaehleSchreibzugriffe(page, /\/abonnementAnpassen$/);
        await page.goto('/aboanpassung');
        await page.getByRole('checkbox', { name: /Angaben zum Vertragspartner/ }).check();
        await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
        await zweimal(page.getByRole('button', { name: 'Anzahl Mitglieder im Jahresabonnement kostenpflichtig erhöhen' }), art);
        await expect(page).toHaveURL(/\/vereinskonto$/);
        await ruhe(page);
        expect(schreibzugriffe()).toBe(1);
        expect((await adminApi(baseURL!).getVereinsKonto()).VertragAnzahlMitglieder).toBe(vorher.VertragAnzahlMitglieder + 5);
      } finally {
        setzeVertraege(server, DEMO.vereinId, demoVertraege());
      }
    });
  }

  test('Mitgliederkategorien übernehmen schreibt nichts (nur ins Formular)', async ({ page }) => {
    await signIn(page, DEMO);
    const schreibzugriffe = zaehleSchreibzugriffe(page, /\/api\/adminPortal\//);
    await page.goto('/newsbearbeiten/0');
    await page.getByRole('button', { name: 'Für Mitgliederkategorien auswählen' }).click();
    await page.getByRole('dialog').getByLabel('Neue Kategorien').fill('Doppelklick');
    await page.getByRole('dialog').getByRole('button', { name: 'Übernehmen' }).dblclick();
    await expect(page.getByRole('textbox', { name: 'Für Mitgliederkategorien' })).toHaveValue('Doppelklick');
    await ruhe(page);
    expect(schreibzugriffe()).toBe(0);
  });
});

test.describe('Ohne Anmeldung: Registrieren und Passwort lösen nur einmal aus', () => {
  test('Verein registrieren: zwei Klicks im selben Task -> eine Registrierung', async ({ page }) => {
    test.setTimeout(120_000);
    const schreibzugriffe = zaehleSchreibzugriffe(page, /\/registrieren$/);
    await page.goto('/vereinregistrieren');
    await page.getByLabel('Vereinsname').fill('FC Doppelklick');
    await page.getByLabel('Vorname').fill('Doris');
    await page.getByLabel('Nachname').fill('Doppel');
    await page.getByLabel('Strasse / Hausnummer').fill('Klickweg 1');
    await page.getByLabel('Postleitzahl').fill('8000');
    await page.getByLabel('Ort').fill('Zürich');
    await page.getByRole('combobox', { name: 'Land' }).click();
    await page.getByRole('option', { name: 'Schweiz' }).click();
    await page.getByLabel('E-Mail-Adresse').fill(`doppel.${Date.now()}@example.ch`);
    await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    await page.locator('altcha-widget').getByText('Ich bin kein Roboter').click();
    const knopf = page.getByRole('button', { name: 'Registrieren' });
    await expect(knopf).toBeEnabled({ timeout: 60_000 });
    await zweimal(knopf, 'zwei Klicks im selben Task');
    await expect(page.getByRole('heading', { name: 'Registrierung erfolgreich' })).toBeVisible();
    await ruhe(page);
    expect(schreibzugriffe()).toBe(1);
    await expect(page.getByText('Registrierung fehlgeschlagen!')).toHaveCount(0);
  });

  /** A second administrator of the demo club, for the password pages. */
  async function zweiterAdmin(baseURL: string, name: string) {
    const email = `${name}.${Date.now()}@example.ch`;
    await adminApi(baseURL).createMitglied({
      body: {
        Vorname: 'Paul',
        Nachname: 'Passwort',
        Strasse: 'Weg 4',
        Postleitzahl: '8000',
        Ort: 'Zürich',
        Emailadresse: email,
        HatSystemZugriff: 1,
        IstVereinsAdministrator: 1,
      },
    });
    return email;
  }

  test('Passwort vergessen: zwei Klicks im selben Task -> ein Aufruf', async ({ page, baseURL }) => {
    const email = await zweiterAdmin(baseURL!, 'doppelt.vergessen');
    const schreibzugriffe = zaehleSchreibzugriffe(page, /\/passwortVergessen$/);
    await page.goto('/passwortvergessen');
    await page.getByLabel('Vereinsnummer').fill(String(DEMO.vereinId));
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await zweimal(page.getByRole('button', { name: 'Link senden' }), 'zwei Klicks im selben Task');
    await expect(page.getByText(/Falls es ein Konto mit dieser Vereinsnummer und E-Mail-Adresse gibt/)).toBeVisible();
    await ruhe(page);
    expect(schreibzugriffe()).toBe(1);
  });

  test('Passwort setzen: zwei Klicks im selben Task -> ein Aufruf, keine Fehlermeldung', async ({ page, baseURL }) => {
    const email = await zweiterAdmin(baseURL!, 'doppelt.setzen');
    await apiClient(baseURL, null).passwortVergessen({
      body: { VereinId: DEMO.vereinId, Emailadresse: email, Ziel: 'portal' },
    });
    const link = new URL((await zugangsMailAusOutbox(baseURL!, email)).link);
    const schreibzugriffe = zaehleSchreibzugriffe(page, /\/passwortSetzen$/);
    await page.goto(`${link.pathname}${link.hash}`);
    await page.getByLabel('Neues Passwort').fill('Doppel-Passwort-1');
    await page.getByLabel('Passwort wiederholen').fill('Doppel-Passwort-1');
    await zweimal(page.getByRole('button', { name: 'Passwort speichern' }), 'zwei Klicks im selben Task');
    // The administrator is signed in at once and lands on the home page.
    await expect(page.getByRole('heading', { level: 1, name: /^Willkommen/ })).toBeVisible();
    await ruhe(page);
    expect(schreibzugriffe()).toBe(1);
    // The link is single use: a second request would be refused with a red toast after the success.
    await expect(page.getByText('Passwort setzen fehlgeschlagen!')).toHaveCount(0);
  });
});

const GROESSEN = [
  { name: 'Desktop', width: 1366, height: 900 },
  { name: 'Telefon', width: 390, height: 844 },
] as const;

function ueberschneiden(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('Meldungen verdecken weder Navigation noch Hauptknopf', () => {
  for (const g of GROESSEN) {
    test(`${g.name} ${g.width}x${g.height}: nach dem Speichern ist die Navigation sofort bedienbar`, async ({ page }) => {
      await page.setViewportSize({ width: g.width, height: g.height });
      await signIn(page, DEMO);
      await page.goto('/terminbearbeiten/0');
      await datum(page, 'Datum', isoTage(30));
      await zeit(page, 'Zeit', '18:00');
      await zeit(page, 'Zeit bis', '19:00');
      await page.getByRole('textbox', { name: 'Titel' }).fill(`Meldung ${g.name}`);
      await page.getByRole('button', { name: 'Speichern' }).click();
      const toast = page.locator('.notistack-MuiContent').filter({ hasText: 'Termin gespeichert' });
      await expect(toast).toBeVisible();
      await expect(page).toHaveURL(/\/terminbearbeiten\/[1-9]\d*$/);
      await expect(page.getByTestId('spinner')).toBeHidden();
      // The toast has settled (its slide-in lasts 225 ms), then it is measured.
      await page.waitForTimeout(400);

      const kopf = await page.getByRole('banner').boundingBox();
      const toastBox = await toast.boundingBox();
      expect(kopf).not.toBeNull();
      expect(toastBox).not.toBeNull();
      expect(ueberschneiden(kopf!, toastBox!), 'toast over the navigation bar').toBe(false);
      // Still within the 8 s of the toast: the navigation answers a normal click at once.
      if (g.width >= 900) {
        await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Termine' }).click({ timeout: 1000 });
        await expect(page.getByRole('menuitem', { name: 'Termin erfassen' })).toBeVisible();
        await page.keyboard.press('Escape');
      } else {
        await page.getByRole('button', { name: 'Navigation öffnen' }).click({ timeout: 1000 });
        await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Termine' })).toBeVisible();
        await page.keyboard.press('Escape');
      }
      await expect(toast).toBeVisible();
      await screenshot(page, `meldung-${g.name.toLowerCase()}`);
      // The page's main button is not covered either (a trial click checks that it would receive the click).
      const speichern = page.getByRole('button', { name: 'Speichern', exact: true });
      await speichern.evaluate((b) => b.scrollIntoView({ block: 'center' }));
      await speichern.click({ trial: true, timeout: 1000 });
      const knopfBox = await speichern.boundingBox();
      const toastJetzt = await toast.boundingBox();
      expect(ueberschneiden(knopfBox!, toastJetzt!), 'toast over the save button').toBe(false);
      if (g.width < 600) {
        // On a phone the toast uses the width of the screen, at its bottom.
        expect(toastJetzt!.width).toBeGreaterThan(g.width - 60);
        expect(toastJetzt!.y + toastJetzt!.height).toBeGreaterThan(g.height - 40);
      } else {
        expect(toastJetzt!.x + toastJetzt!.width).toBeGreaterThan(g.width - 60);
        expect(toastJetzt!.y + toastJetzt!.height).toBeGreaterThan(g.height - 40);
      }
    });
  }
});
