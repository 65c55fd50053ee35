/**
 * Saves cannot fire twice: every create/save button, clicked twice (two clicks in one task, and a person's
 * double click), sends one request and creates one row. Also the success toasts of the club info and the
 * club account, and where toasts show (never over the navigation bar or the page's main button).
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO, demoVertraege, expect, isoTage, screenshot, signIn, test, zugangsMailAusOutbox, apiClient } from './fixtures';
import { mitgliedAdresseAusfuellen, registrierungAusfuellen, terminAusfuellen } from './formulare.helpers';
import { datum } from './vereinsinfo.helpers';

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

type AdminApi = ReturnType<typeof adminApi>;

/**
 * A save clicked twice: on `seite`, `ausfuellen` fills the form (a created row gets a unique title: `titel` and
 * the time), `knopf` is clicked twice, `danach` is what the person sees afterwards, and one writing request to
 * `pfad` was sent; where a row is created, `gespeichert` reads the titles back through the API: it is there once.
 */
interface Speicherfall {
  was: string;
  ergebnis: string;
  pfad: RegExp;
  seite: string;
  ausfuellen: (page: Page, titel: string) => Promise<void>;
  knopf?: string;
  danach: (page: Page) => Promise<void>;
  titel?: string;
  gespeichert?: (api: AdminApi) => Promise<(string | null)[]>;
}

const gespeichertUnter = (route: string) => (page: Page) => expect(page).toHaveURL(new RegExp(`/${route}/[1-9]\\d*$`));
const meldung = (text: string) => (page: Page) => expect(page.getByText(text, { exact: true })).toBeVisible();
const alleMitglieder = (api: AdminApi) => api.getMitglieder({ query: { AuchGeloeschteMitgliederAnzeigen: true } });

const SPEICHERFAELLE: Speicherfall[] = [
  {
    was: 'News erfassen',
    ergebnis: 'eine News',
    pfad: /\/news(\/\d+)?$/,
    seite: '/newsbearbeiten/0',
    ausfuellen: async (page, titel) => {
      await page.getByRole('textbox', { name: 'Titel' }).fill(titel);
      await datum(page, 'Anzeigen von', isoTage(0));
      await datum(page, 'Anzeigen bis', isoTage(10));
    },
    danach: gespeichertUnter('newsbearbeiten'),
    titel: 'Doppelt News ',
    gespeichert: async (api) => (await api.getNewsListe({ query: { AuchVergangeneNewsAnzeigen: true } })).map((n) => n.Titel),
  },
  {
    was: 'Termin erfassen',
    ergebnis: 'ein Termin',
    pfad: /\/termin(\/\d+)?$/,
    seite: '/terminbearbeiten/0',
    ausfuellen: (page, titel) => terminAusfuellen(page, { datum: isoTage(20), von: '19:00', bis: '21:00', titel }),
    danach: gespeichertUnter('terminbearbeiten'),
    titel: 'Doppelt Termin ',
    gespeichert: async (api) => (await api.getTermine({ query: { AuchVergangeneTermineAnzeigen: true } })).map((t) => t.Titel),
  },
  {
    was: 'Dokument erfassen',
    ergebnis: 'ein Dokument',
    pfad: /\/dokument(\/\d+)?$/,
    seite: '/dokumentbearbeiten/0',
    ausfuellen: async (page, titel) => {
      await page.getByRole('textbox', { name: 'Titel' }).fill(titel);
      await datum(page, 'Anzeigen von', isoTage(0));
      await page.getByLabel('Internet Link auf Datei verwenden').check();
      await page.getByRole('textbox', { name: 'URL' }).fill('https://example.org/doppelt.pdf');
    },
    danach: gespeichertUnter('dokumentbearbeiten'),
    titel: 'Doppelt Dokument ',
    gespeichert: async (api) => (await api.getDokumente()).map((d) => d.DokumentBezeichnung),
  },
  {
    was: 'Mitglied erfassen',
    ergebnis: 'ein Mitglied',
    pfad: /\/mitglied(\/\d+)?$/,
    seite: '/mitgliedbearbeiten/0',
    ausfuellen: async (page, nachname) => {
      await mitgliedAdresseAusfuellen(page, { vorname: 'Dora', nachname, strasse: 'Klickweg 2', plz: '8000', ort: 'Zürich' });
      // Without system access no e-mail is needed, so a second request would create a second row.
      await page.getByLabel('Hat Systemzugriff (App)').uncheck();
    },
    danach: gespeichertUnter('mitgliedbearbeiten'),
    titel: 'Doppelt',
    gespeichert: async (api) => (await alleMitglieder(api)).map((m) => m.Nachname),
  },
  {
    was: 'Mitglieder importieren',
    ergebnis: 'ein Import',
    pfad: /\/mitgliederimport$/,
    seite: '/mitgliederimportieren',
    ausfuellen: async (page, nachname) => {
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
    },
    knopf: 'Importieren',
    danach: (page) => expect(page.getByTestId('import-ergebnis')).toHaveText('Es wurden 1 Mitglieder importiert.'),
    titel: 'Importiert',
    gespeichert: async (api) => (await alleMitglieder(api)).map((m) => m.Nachname),
  },
  {
    was: 'Vereinsinfo speichern',
    ergebnis: 'ein Aufruf und die Erfolgsmeldung',
    pfad: /\/vereinsInfo$/,
    seite: '/vereinsinfobearbeiten',
    ausfuellen: (page) => expect(page.getByTestId('rich-text-editor')).toBeVisible(),
    danach: meldung('Vereinsinfo gespeichert'),
  },
  {
    was: 'Vereinskonto speichern',
    ergebnis: 'ein Aufruf und die Erfolgsmeldung',
    pfad: /\/vereinsKonto$/,
    seite: '/vereinskontobearbeiten',
    ausfuellen: (page) => expect(page.getByLabel('Ort')).not.toHaveValue(''),
    danach: async (page) => {
      await expect(page).toHaveURL(/\/vereinskonto$/);
      await meldung('Vereinskonto gespeichert')(page);
    },
  },
];

test.describe('Speichern löst nur einmal aus', () => {
  for (const art of ARTEN) {
    for (const fall of SPEICHERFAELLE) {
      test(`${fall.was}: ${art} -> ${fall.ergebnis}`, async ({ page, baseURL }) => {
        const titel = `${fall.titel ?? ''}${Date.now()}`;
        await signIn(page, DEMO);
        const schreibzugriffe = zaehleSchreibzugriffe(page, fall.pfad);
        await page.goto(fall.seite);
        await fall.ausfuellen(page, titel);
        await zweimal(page.getByRole('button', { name: fall.knopf ?? 'Speichern' }), art);
        await fall.danach(page);
        await ruhe(page);
        expect(schreibzugriffe()).toBe(1);
        if (fall.gespeichert) expect((await fall.gespeichert(adminApi(baseURL!))).filter((t) => t === titel)).toHaveLength(1);
      });
    }

    test(`Jahresabonnement anpassen: ${art} -> eine Bestellung`, async ({ page, baseURL, vertraege }) => {
      // From the seeded subscription; the fixture puts it back afterwards.
      vertraege(demoVertraege());
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
    await registrierungAusfuellen(page, {
      vereinsname: 'FC Doppelklick',
      vorname: 'Doris',
      nachname: 'Doppel',
      strasse: 'Klickweg 1',
      email: `doppel.${Date.now()}@example.ch`,
    });
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
      await terminAusfuellen(page, { datum: isoTage(30), von: '18:00', bis: '19:00', titel: `Meldung ${g.name}` });
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
