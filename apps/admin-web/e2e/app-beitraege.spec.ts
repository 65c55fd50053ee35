/**
 * 'Meine Beiträge' in the member app (docs/produkt.md "Beiträge"), on a phone: what the treasurer billed with
 * two fee runs shows with its status; the paid one says 'bezahlt am', the partly paid one shows what is still
 * open and a QR code that a banking app reads from the screen (amount and reference checked), with account,
 * payee and reference to type, and the PDF opens. Another member sees none of it. Axe clean at 390 and 1366 px.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { formatDatumDe, ibanFormatiert, MEINE_BEITRAEGE, referenzFormatiert, spcLesen } from '@vereinsportal/domain';
import { qrCodeAusBildLesen } from '../../server/test/helpers/qr-bild';
import {
  apiClient,
  appPasswortFestlegen,
  expect,
  expectNoA11yViolations,
  isoTage,
  screenshot,
  test,
  type Zugangsdaten,
  mitgliedMitAppZugang,
} from './fixtures';
import { mitgliederAppGebaut } from './mitglieder-app.helpers';
import { neuerVerein } from './verein.helpers';

test.describe.configure({ mode: 'serial' });

const TELEFON = { width: 390, height: 844 };
const QR_IBAN = 'CH44 3199 9123 0008 8901 2';
const PASSWORT = 'Beitrag-App-2031';

async function telefon(browser: Browser, viewport = TELEFON): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    hasTouch: viewport.width < 600,
    isMobile: viewport.width < 600,
    locale: 'de-CH',
    timezoneId: 'Europe/Zurich',
  });
  return { context, page: await context.newPage() };
}

/** A member of the club with app access and its credentials mail; returns id, e-mail and the mailed link. */
async function appMitglied(baseURL: string, admin: Zugangsdaten, vorname: string, nachname: string) {
  const email = `${nachname
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')}.${Date.now()}@example.ch`;
  return mitgliedMitAppZugang(baseURL, { vorname, nachname, email }, admin);
}

const passwortFestlegen = (page: Page, link: string) => appPasswortFestlegen(page, link, PASSWORT);

async function meineBeitraege(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Mehr' }).click();
  await page.getByRole('button', { name: new RegExp(`^${MEINE_BEITRAEGE.titel}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: MEINE_BEITRAEGE.titel })).toBeVisible();
}

/** Closes toasts and waits for everything loaded, then saves the full page. */
async function bild(page: Page, name: string): Promise<void> {
  for (const knopf of await page.getByRole('button', { name: 'Meldung schliessen' }).all()) await knopf.click().catch(() => undefined);
  await expect(page.getByRole('button', { name: 'Meldung schliessen' })).toHaveCount(0);
  await expect(page.getByText('Laden...')).toHaveCount(0);
  await expect(page.getByText(MEINE_BEITRAEGE.qrLaedt)).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

test.describe("Mitglieder-App: 'Meine Beiträge'", () => {
  test.beforeAll(mitgliederAppGebaut);

  test("a paid and a partly paid fee invoice: 'bezahlt am', the rest with a QR code the bank app reads, the PDF", async ({
    browser,
    baseURL,
  }) => {
    const kasse = await neuerVerein(baseURL!, 'Kassier');
    const admin = apiClient(baseURL, kasse);
    const m = await appMitglied(baseURL!, kasse, 'Zoë', 'Brändli');
    const andere = await appMitglied(baseURL!, kasse, 'Urs', 'Keller');
    await admin.updateBeitragsEinstellungen({
      body: {
        Konto: {
          Iban: QR_IBAN,
          Kontoinhaber: kasse.vereinsName,
          Strasse: 'Vereinsweg',
          Hausnummer: '7',
          Postleitzahl: '3000',
          Ort: 'Bern',
          Land: 'CH',
          Uid: null,
        },
        MehrfachRegel: 'hoechster',
        Tarife: [{ Kategorie: 'Aktive', Betrag: 120 }],
      },
    });
    // Two runs; the first one paid in cash in full, the second one in part.
    const faellig = isoTage(30);
    await admin.beitragslaufStarten({ body: { Bezeichnung: 'Mitgliederbeitrag 2026', FaelligAm: faellig } });
    await admin.beitragslaufStarten({ body: { Bezeichnung: 'Mitgliederbeitrag 2027', FaelligAm: faellig } });
    const { Eintraege } = await admin.getBeitragsrechnungen({ query: { MitgliedId: m.id } });
    const alt = Eintraege.find((r) => r.Bezeichnung === 'Mitgliederbeitrag 2026')!;
    const neu = Eintraege.find((r) => r.Bezeichnung === 'Mitgliederbeitrag 2027')!;
    const heute = isoTage(0);
    await admin.beitragsrechnungBarBezahlt({ params: { BeitragsrechnungId: alt.BeitragsrechnungId }, body: { Datum: heute, Betrag: 120 } });
    await admin.beitragsrechnungBarBezahlt({ params: { BeitragsrechnungId: neu.BeitragsrechnungId }, body: { Datum: heute, Betrag: 50 } });

    const { context, page: app } = await telefon(browser);
    await passwortFestlegen(app, m.link);
    await meineBeitraege(app);
    const liste = app.getByRole('list', { name: MEINE_BEITRAEGE.titel });
    await expect(liste.getByRole('listitem')).toHaveCount(2);
    const bezahlt = liste.getByRole('listitem', { name: 'Mitgliederbeitrag 2026' });
    const offen = liste.getByRole('listitem', { name: 'Mitgliederbeitrag 2027' });
    // Newest first.
    await expect(liste.getByRole('heading', { level: 2 })).toHaveText(['Mitgliederbeitrag 2027', 'Mitgliederbeitrag 2026']);

    await expect(bezahlt.getByText('bezahlt', { exact: true })).toBeVisible();
    await expect(bezahlt.getByText(`bezahlt am ${formatDatumDe(heute)}`)).toBeVisible();
    // Nothing to pay: no QR code, and no PDF whose QR-bill would invite a second payment.
    await expect(bezahlt.getByRole('img')).toHaveCount(0);
    await expect(bezahlt.getByRole('button', { name: MEINE_BEITRAEGE.pdf })).toHaveCount(0);

    await expect(offen.getByText('teilweise bezahlt', { exact: true })).toBeVisible();
    await expect(offen.getByText('Betrag: 120.00 CHF')).toBeVisible();
    await expect(offen.getByText('Offen: 70.00 CHF')).toBeVisible();
    await expect(offen.getByText(`Zahlbar bis ${formatDatumDe(faellig)}`)).toBeVisible();
    await expect(offen.getByText(ibanFormatiert(QR_IBAN), { exact: true })).toBeVisible();
    await expect(offen.getByText(kasse.vereinsName, { exact: true })).toBeVisible();
    await expect(offen.getByText(referenzFormatiert(neu.Zahlungsreferenz), { exact: true })).toBeVisible();

    // The QR code as the screen shows it: a banking app reads the rest to pay and the reference.
    const qr = offen.getByRole('img', { name: 'QR-Code zum Bezahlen: Mitgliederbeitrag 2027, 70.00 CHF' });
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const text = await qrCodeAusBildLesen(await qr.screenshot());
    expect(text, 'QR-Code auf dem Bildschirm nicht lesbar').not.toBeNull();
    const gelesen = spcLesen(text!);
    if ('fehler' in gelesen) throw new Error(gelesen.fehler);
    expect(gelesen).toMatchObject({
      konto: QR_IBAN.replace(/\s/g, ''),
      betragCents: 7000,
      waehrung: 'CHF',
      referenzTyp: 'QRR',
      referenz: neu.Zahlungsreferenz,
      zahlungspflichtiger: { name: 'Zoë Brändli' },
    });

    // Fits the phone: no sideways scrolling; axe clean; pictured.
    expect(await app.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TELEFON.width);
    await expectNoA11yViolations(app);
    await bild(app, 'app-meine-beitraege-390');

    // The PDF opens in a new tab.
    const neuerTab = context.waitForEvent('page');
    await offen.getByRole('button', { name: MEINE_BEITRAEGE.pdf }).click();
    const pdfTab = await neuerTab;
    await expect.poll(() => pdfTab.url()).toMatch(/^blob:/);
    await pdfTab.close();

    // The other member of the club has nothing paid and sees only their own two open invoices.
    const zweites = await telefon(browser);
    await passwortFestlegen(zweites.page, andere.link);
    await meineBeitraege(zweites.page);
    const fremdeListe = zweites.page.getByRole('list', { name: MEINE_BEITRAEGE.titel });
    await expect(fremdeListe.getByRole('listitem')).toHaveCount(2);
    await expect(fremdeListe.getByText('Offen: 120.00 CHF')).toHaveCount(2);
    await expect(fremdeListe.getByText('Zoë')).toHaveCount(0);
    await zweites.context.close();
    await context.close();

    // On a wide screen the list keeps the app's width.
    const breit = await telefon(browser, { width: 1366, height: 900 });
    await breit.page.goto('/app/');
    await breit.page.getByLabel('Vereinsnummer').fill(String(kasse.vereinId));
    await breit.page.getByLabel('E-Mail-Adresse').fill(m.email);
    await breit.page.getByLabel('Passwort').fill(PASSWORT);
    await breit.page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(breit.page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await meineBeitraege(breit.page);
    await expect(breit.page.getByRole('img', { name: /^QR-Code zum Bezahlen/ })).toBeVisible();
    await expectNoA11yViolations(breit.page);
    await bild(breit.page, 'app-meine-beitraege-1366');
    await breit.context.close();
  });

  test('without fee invoices the screen says so', async ({ browser, baseURL }) => {
    const verein = await neuerVerein(baseURL!, 'Leer');
    const m = await appMitglied(baseURL!, verein, 'Lea', 'Leer');
    const { context, page: app } = await telefon(browser);
    await passwortFestlegen(app, m.link);
    await meineBeitraege(app);
    await expect(app.getByText(MEINE_BEITRAEGE.leer)).toBeVisible();
    await expectNoA11yViolations(app);
    await context.close();
  });
});
