/**
 * A club's year of member fees (docs/produkt.md "Beiträge"), as the treasurer does it in the portal: the
 * club's bank account in Vereinskonto, the fees per category, an exempt member and one with another amount;
 * the fee run 'Mitgliederbeitrag 2027' for 30 members (preview, confirm): the mails with their PDFs in the
 * outbox (the QR code read back from a PDF carries amount and reference), the print PDF for the members
 * without e-mail (a page each, sorted by name); the bank file with three payments (one partial) read and
 * booked (a second time changes nothing); cash and a cancellation; reminders for the overdue ones; the CSV;
 * and in the member app 'bezahlt' and 'offen' with its QR code. Every new screen at 1366 and 390 px, axe clean.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Download, Page } from '@playwright/test';
import {
  BEITRAG_MAIL,
  FEHLER_TITEL,
  MAHNSTUFE_TEXT,
  MEINE_BEITRAEGE,
  spcLesen,
  type BeitragsrechnungEintrag,
  type Mitglied,
} from '@vereinsportal/domain';
import { qrCodeAusBildLesen } from '../../server/test/helpers/qr-bild';
import { pdfSeitenTexte, qrCodeLesen } from '../../server/test/rechnungen/qr-lesen';
import { BEITRAEGE_TEXT } from '../src/beitraege/texte';
import {
  apiClient,
  appPasswortFestlegen,
  expect,
  expectNoA11yViolations,
  isoTage,
  mitDatenbank,
  screenshot,
  signIn,
  test,
  zugangsMailAusOutbox,
  type Zugangsdaten,
} from './fixtures';
import { neuesMitglied } from '../../server/test/helpers/fixtures';
import { camt054 } from './camt054.helpers';
import { mitgliederAppGebaut } from './mitglieder-app.helpers';
import { neuerVerein } from './verein.helpers';

test.describe.configure({ mode: 'serial' });

const BEZEICHNUNG = 'Mitgliederbeitrag 2027';
/** The club's account: an ordinary IBAN (the bank file names it as it is). */
const IBAN = 'CH93 0076 2011 6238 5295 7';

/**
 * 31 members: categories in turn (Aktive, Junioren, Passivmitglieder), one in two categories, four without
 * e-mail (their surnames in reverse alphabetical order of creation, so the print PDF's order is the sort's).
 * The last one is made exempt in the portal, one Junior pays another amount: 30 invoices.
 */
const NACHNAMEN = [
  'Bachmann',
  'Baumann',
  'Brunner',
  'Bühler',
  'Egli',
  'Zürcher',
  'Fischer',
  'Frei',
  'Gerber',
  'Graf',
  'Hofer',
  'Meier',
  'Huber2',
  'Kaufmann',
  'Keller',
  'Kunz',
  'Lehmann',
  'Huber',
  'Marti',
  'Moser',
  'Müller',
  'Roth',
  'Schmid',
  'Ammann',
  'Schneider',
  'Steiner',
  'Studer',
  'Vogel',
  'Weber',
  'Wyss',
  'Zimmermann',
];
const OHNE_EMAIL = new Set([5, 11, 17, 23]);
const KATEGORIEN = ['Aktive', 'Junioren', 'Passivmitglieder'] as const;
const BEFREIT = 30;
const ANDERER_BETRAG = 1;
/** The member who sees an open invoice with its QR code in the app. */
const APP_OFFEN = 10;
/** The member whose payment comes without a reference (a Passivmitglied, 40.00). */
const OHNE_REFERENZ = 14;

function mitglied(i: number, kennung: string): Mitglied {
  const ohneEmail = OHNE_EMAIL.has(i);
  return neuesMitglied({
    Vorname: `Vorname${i}`,
    Nachname: NACHNAMEN[i] as string,
    Strasse: `Sportweg ${i + 1}`,
    Postleitzahl: '3000',
    Ort: 'Bern',
    Emailadresse: ohneEmail ? null : `mitglied${i}.${kennung}@example.ch`,
    Mitgliedschaftsart: i === 3 ? 'Aktive,Junioren' : (KATEGORIEN[i % 3] as string),
    HatSystemZugriff: ohneEmail ? 0 : 1,
  });
}

/** The page itself never scrolls sideways. */
async function ohneSeitlichesScrollen(page: Page, name: string): Promise<void> {
  const b = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(b.scroll, `${name} scrolls sideways`).toBeLessThanOrEqual(b.client);
}

/** Screenshot and accessibility check of a settled screen (no toast over it). */
async function festhalten(page: Page, name: string): Promise<void> {
  for (const knopf of await page.getByRole('button', { name: 'Meldung schliessen' }).all()) await knopf.click().catch(() => undefined);
  await expect(page.getByRole('button', { name: 'Meldung schliessen' })).toHaveCount(0);
  // Nothing loading any more (the spinner's overlay, a list reloading after a write).
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await ohneSeitlichesScrollen(page, name);
  // From the top: the sticky menu bar would otherwise sit in the middle of the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
  await expectNoA11yViolations(page);
}

async function bytes(download: Download): Promise<Buffer> {
  return readFileSync(await download.path());
}

/** The fee invoices of the club as the API lists them. */
async function rechnungen(baseURL: string, z: Zugangsdaten): Promise<BeitragsrechnungEintrag[]> {
  return (await apiClient(baseURL, z).getBeitragsrechnungen({ query: {} })).Eintraege;
}

const zeile = (page: Page, id: number) => page.locator(`[data-beitragsrechnung="${id}"]`);

/** Waits for the outbox to hold `n` mails whose subject passes `passt` (mails are written asynchronously). */
async function mailsAbwarten(baseURL: string, passt: (subject: string) => boolean, n: number) {
  for (let i = 0; i < 80; i++) {
    const mails = (await apiClient(baseURL, null).getOutbox()).filter((m) => passt(m.subject));
    if (mails.length >= n) return mails;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Weniger als ${n} passende Mails im Postausgang`);
}

async function telefon(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'de-CH' });
  return { context, page: await context.newPage() };
}

test.describe('Beiträge: ein Vereinsjahr', () => {
  // The laptop the portal is built for (the phone has a test of its own below).
  test.use({ viewport: { width: 1366, height: 900 } });
  let verein: Zugangsdaten & { vereinsName: string };
  const kennung = String(Date.now()).slice(-6);
  const ids: number[] = [];

  test.beforeAll(async ({ workerServer }) => {
    verein = await neuerVerein(workerServer.baseURL, 'Kassierin');
    const api = apiClient(workerServer.baseURL, verein);
    for (let i = 0; i < NACHNAMEN.length; i++) {
      ids.push((await api.createMitglied({ body: mitglied(i, kennung) })).RecordId);
    }
  });

  test('account, fees and exceptions: no run without a valid account, then the fees per category', async ({ page, baseURL }) => {
    await signIn(page, verein);
    // Vereinskonto says why no fee run can start yet and leads to the account.
    await page.goto('/vereinskonto');
    const karte = page.getByRole('region', { name: 'Bankkonto des Vereins' });
    await expect(karte.locator('[data-banner="beitragsKonto"]')).toBeVisible();
    await karte.getByRole('link', { name: BEITRAEGE_TEXT.einstellungen.kontoBearbeiten }).click();
    await expect(page).toHaveURL(/\/beitragskonto$/);

    // A mistyped IBAN is named before anything is sent.
    const K = BEITRAEGE_TEXT.konto;
    await page.getByLabel(K.iban).fill('CH93 0076 2011 6238 5295 8');
    await page.getByLabel(K.iban).blur();
    await expect(page.getByText(/Prüfziffer/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    await page.getByLabel(K.iban).fill(IBAN);
    await page.getByLabel(K.kontoinhaber).fill(verein.vereinsName);
    await page.getByLabel(K.strasse, { exact: true }).fill('Vereinsweg');
    await page.getByLabel(K.hausnummer).fill('12');
    await page.getByLabel(K.postleitzahl).fill('3000');
    await page.getByRole('textbox', { name: K.ort, exact: true }).fill('Bern');
    await festhalten(page, 'beitragskonto');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Bankkonto gespeichert')).toBeVisible();
    await expect(page).toHaveURL(/\/beitraege$/);
    await expect(page.locator('[data-banner="beitragsKonto"]')).toHaveCount(0);
    await expect(page.getByText(IBAN)).toBeVisible();

    // Fees per category; a member in two categories pays the highest (the default).
    const E = BEITRAEGE_TEXT.einstellungen;
    await page.getByLabel(E.betragLabel('Aktive')).fill('120');
    await page.getByLabel(E.betragLabel('Junioren')).fill('60.00');
    await page.getByLabel(E.betragLabel('Passivmitglieder')).fill('40');
    await expect(page.getByRole('radio', { name: /höchsten Beitrag/ })).toBeChecked();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Beiträge gespeichert')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(E.betragLabel('Aktive'))).toHaveValue('120.00');
    await festhalten(page, 'beitraege-einstellungen');

    // The honorary member is exempt, a junior pays another amount, each with a reason.
    const A = BEITRAEGE_TEXT.ausnahme;
    await page.goto(`/mitgliedbearbeiten/${ids[BEFREIT]}`);
    const ausnahme = page.getByRole('region', { name: A.titel });
    await ausnahme.getByRole('radio', { name: A.befreit }).check();
    await expect(ausnahme.getByRole('button', { name: A.speichern })).toBeDisabled();
    await ausnahme.getByLabel(A.grund).fill('Ehrenmitglied');
    await ausnahme.getByRole('button', { name: A.speichern }).click();
    await expect(page.getByText('Mitgliederbeitrag gespeichert')).toBeVisible();
    await festhalten(page, 'mitglied-beitragsbefreit');
    await page.goto(`/mitgliedbearbeiten/${ids[ANDERER_BETRAG]}`);
    await ausnahme.getByRole('radio', { name: A.betrag }).check();
    await ausnahme.getByLabel(A.betragLabel).fill('30');
    await ausnahme.getByLabel(A.grund).fill('Lehrling');
    await ausnahme.getByRole('button', { name: A.speichern }).click();
    await expect(page.getByText('Mitgliederbeitrag gespeichert')).toBeVisible();
    const gespeichert = await apiClient(baseURL, verein).getBeitragsAusnahme({ params: { MitgliedId: ids[ANDERER_BETRAG] as number } });
    expect(gespeichert).toEqual({ Art: 'betrag', Betrag: 30, Grund: 'Lehrling' });
  });

  test("fee run 'Mitgliederbeitrag 2027': preview, confirm, 30 invoices, mails with QR-bill PDFs, the print PDF sorted by name", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, verein);
    await page.goto('/beitragslauf');
    const L = BEITRAEGE_TEXT.lauf;
    await page.getByLabel(L.bezeichnung).fill(BEZEICHNUNG);
    await page.getByRole('button', { name: L.vorschau }).click();
    // 10 Aktive at 120 (one also a Junior), 9 Junioren at 60, one at 30, 10 Passive at 40.
    await expect(page.locator('[data-vorschau="anzahl"]')).toHaveText('30');
    await expect(page.locator('[data-vorschau="total"]')).toHaveText("2'170.00 CHF");
    await expect(page.locator('[data-liste="ohneEmail"]')).toContainText(L.ohneEmail(4));
    // The administrator who registered the club has no category: counted, not billed.
    await expect(page.getByText(L.ohneBeitrag)).toBeVisible();
    await festhalten(page, 'beitragslauf-vorschau');

    await page.getByRole('button', { name: L.erstellen }).click();
    const dialog = page.getByRole('dialog', { name: L.bestaetigenTitel });
    await expect(dialog).toContainText(L.bestaetigenText(30, "2'170.00 CHF", BEZEICHNUNG));
    await dialog.getByRole('button', { name: L.erstellen }).click();
    const ergebnis = page.locator('[data-banner="beitragslaufErgebnis"]');
    await expect(ergebnis).toContainText(L.ergebnis(30, 26, 4));
    await festhalten(page, 'beitragslauf-ergebnis');

    // The print PDF: a page per member without e-mail, sorted by name.
    const [download] = await Promise.all([page.waitForEvent('download'), ergebnis.getByRole('button', { name: L.druckPdf }).click()]);
    const seiten = await pdfSeitenTexte(await bytes(download));
    expect(seiten).toHaveLength(4);
    const reihenfolge = seiten.map((s) => ['Ammann', 'Huber', 'Meier', 'Zürcher'].find((n) => new RegExp(`\\b${n}\\b`).test(s)));
    expect(reihenfolge).toEqual(['Ammann', 'Huber', 'Meier', 'Zürcher']);

    // The result leads to this run's invoices.
    await ergebnis.getByRole('link', { name: L.zuOffenenPosten }).click();
    await expect(page).toHaveURL(/\/beitragsrechnungen\?lauf=\d+$/);
    await expect(page.getByRole('combobox', { name: BEITRAEGE_TEXT.posten.lauf })).toHaveText(BEZEICHNUNG);
    await expect(page.locator('[data-beitragsrechnung]')).toHaveCount(30);
    await page.goto('/beitragslauf');
    await page.getByLabel(L.bezeichnung).fill(BEZEICHNUNG);

    // The same period a second time: the preview says so and the button says why it cannot.
    await page.getByRole('button', { name: L.vorschau }).click();
    await expect(page.getByText(L.bereitsAbgerechnet).first()).toBeVisible();
    await expect(page.getByRole('button', { name: L.erstellen })).toBeDisabled();

    // Every member with e-mail got the invoice with its PDF; the QR code pays the invoice's amount to its reference.
    const betreff = BEITRAG_MAIL.betreff(BEZEICHNUNG, verein.vereinsName);
    const mails = await mailsAbwarten(baseURL!, (s) => s === betreff, 26);
    expect(mails).toHaveLength(26);
    const alle = await rechnungen(baseURL!, verein);
    expect(alle).toHaveLength(30);
    const junior = alle.find((r) => r.MitgliedId === ids[ANDERER_BETRAG]);
    const mail = mails.find((m) => m.to === `mitglied${ANDERER_BETRAG}.${kennung}@example.ch`);
    const anhang = mail?.Anhaenge.find((a) => a.ContentType === 'application/pdf');
    if (!junior || !mail || !anhang) throw new Error('Keine Rechnungsmail mit PDF an das Mitglied mit anderem Betrag');
    const pdf = await apiClient(baseURL, null).getOutboxAnhang({ params: { MailId: mail.MailId, Nr: anhang.Nr } });
    const qr = await qrCodeLesen(new Uint8Array(await pdf.arrayBuffer()));
    if (!qr) throw new Error('Kein QR-Code im PDF der Rechnungsmail');
    const daten = spcLesen(qr.text);
    if ('fehler' in daten) throw new Error(daten.fehler);
    expect(daten.betragCents).toBe(3000);
    expect(daten.referenz).toBe(junior.Zahlungsreferenz);
    expect(daten.konto).toBe(IBAN.replace(/\s/g, ''));
  });

  test('open items, the bank file with three payments (one partial), one assigned by hand, cash, a cancellation, reminders and the CSV', async ({
    page,
    baseURL,
    server,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, verein);
    const alle = await rechnungen(baseURL!, verein);
    const von = (i: number) => alle.find((r) => r.MitgliedId === ids[i]) as BeitragsrechnungEintrag;
    const [voll1, voll2, teil, bar, storno] = [von(0), von(2), von(4), von(6), von(8)];

    await page.goto('/beitragsrechnungen');
    const P = BEITRAEGE_TEXT.posten;
    await expect(page.locator('[data-summe="offen"]')).toHaveText("2'170.00 CHF");
    await expect(zeile(page, voll1.BeitragsrechnungId).locator('[data-status]')).toHaveText('offen');
    await festhalten(page, 'beitragsrechnungen');

    // The bank file: two payments in full, one partial.
    const datei = path.join(mkdtempSync(path.join(tmpdir(), 'vp-camt-')), 'camt054-beitraege.xml');
    writeFileSync(
      datei,
      camt054(
        IBAN.replace(/\s/g, ''),
        [
          { referenz: voll1.Zahlungsreferenz, betrag: voll1.Betrag, eintrag: `B-${kennung}-1` },
          { referenz: voll2.Zahlungsreferenz, betrag: voll2.Betrag, eintrag: `B-${kennung}-2` },
          { referenz: teil.Zahlungsreferenz, betrag: 20, eintrag: `B-${kennung}-3` },
        ],
        'BEITRAEGE',
      ),
    );
    const Z = BEITRAEGE_TEXT.zahlungen;
    await page.goto('/beitragszahlungen');
    // Not a bank file: a German message, no preview, nothing booked.
    const keineBankdatei = path.join(path.dirname(datei), 'notizen.xml');
    writeFileSync(keineBankdatei, '<?xml version="1.0"?><Notizen><Notiz>Beiträge</Notiz></Notizen>');
    await page.locator('#bankdatei').setInputFiles(keineBankdatei);
    await expect(page.getByText(FEHLER_TITEL.beitragsZahlungenVorschau)).toBeVisible();
    await expect(page.getByRole('button', { name: Z.buchen })).toHaveCount(0);
    await page.locator('#bankdatei').setInputFiles(datei);
    await expect(page.locator('[data-art="bezahlt"]')).toHaveCount(2);
    await expect(page.locator('[data-art="teilweise bezahlt"]')).toHaveCount(1);
    await expect(page.locator('[data-art="teilweise bezahlt"]')).toContainText(Z.rest('40.00 CHF'));
    await festhalten(page, 'beitragszahlungen-vorschau');
    await page.getByRole('button', { name: Z.buchen }).click();
    await expect(page.locator('[data-banner="zahlungenGebucht"]')).toHaveText(Z.gebucht(3));
    // The same file again books nothing.
    await page.locator('#bankdatei').setInputFiles(datei);
    await expect(page.getByText(Z.nichts)).toBeVisible();
    await expect(page.locator('[data-liste="uebersprungen"] li')).toHaveCount(3);
    await expect(page.getByRole('button', { name: Z.buchen })).toBeDisabled();
    await festhalten(page, 'beitragszahlungen');

    // A payment without a reference waits unassigned; the treasurer assigns it to the member's invoice.
    const ohneReferenz = von(OHNE_REFERENZ);
    const datei2 = path.join(path.dirname(datei), 'camt054-ohne-referenz.xml');
    writeFileSync(
      datei2,
      camt054(
        IBAN.replace(/\s/g, ''),
        [{ mitteilung: `Beitrag ${NACHNAMEN[OHNE_REFERENZ]}`, betrag: ohneReferenz.Betrag, eintrag: `B-${kennung}-4` }],
        'BEITRAEGE',
      ),
    );
    await page.locator('#bankdatei').setInputFiles(datei2);
    await expect(page.locator('[data-art="nicht zugeordnet"]')).toHaveCount(1);
    await page.getByRole('button', { name: Z.buchen }).click();
    await expect(page.locator('[data-banner="zahlungenGebucht"]')).toHaveText(Z.gebucht(1));
    const wartend = page.getByRole('region', { name: Z.nichtZugeordnetTitel }).getByRole('listitem');
    await expect(wartend).toHaveCount(1);
    await festhalten(page, 'beitragszahlungen-nicht-zugeordnet');
    await wartend.getByRole('button', { name: Z.zuordnen }).click();
    const zuordnen = page.getByRole('dialog');
    await zuordnen.getByRole('combobox', { name: Z.rechnungWaehlen }).fill(NACHNAMEN[OHNE_REFERENZ] as string);
    await page.getByRole('option', { name: new RegExp(`^${ohneReferenz.BeitragsrechnungId} · `) }).click();
    await festhalten(page, 'beitragszahlungen-zuordnen');
    await zuordnen.getByRole('button', { name: Z.zuordnen }).click();
    await expect(page.getByText('Zahlung zugeordnet')).toBeVisible();
    await expect(page.getByText(Z.keineNichtZugeordneten)).toBeVisible();

    // Cash by hand with a date, and a cancellation with its reason.
    await page.goto('/beitragsrechnungen');
    await page.getByRole('button', { name: P.barLabel(bar.BeitragsrechnungId) }).click();
    const barDialog = page.getByRole('dialog');
    await expect(barDialog.getByLabel(P.barBetrag)).toHaveValue(bar.Betrag.toFixed(2));
    await barDialog.getByRole('button', { name: P.barBuchen }).click();
    await expect(page.getByText('Barzahlung gebucht')).toBeVisible();
    await page.getByRole('button', { name: P.stornierenLabel(storno.BeitragsrechnungId) }).click();
    const stornoDialog = page.getByRole('dialog');
    await stornoDialog.getByLabel(P.grund).fill('Austritt per Ende Jahr');
    await stornoDialog.getByRole('button', { name: P.stornieren }).click();
    await expect(page.getByText('Rechnung storniert')).toBeVisible();
    for (const [r, status] of [
      [voll1, 'bezahlt'],
      [voll2, 'bezahlt'],
      [teil, 'teilweise bezahlt'],
      [bar, 'bezahlt'],
      [storno, 'storniert'],
      [ohneReferenz, 'bezahlt'],
    ] as const) {
      await expect(zeile(page, r.BeitragsrechnungId).locator('[data-status]')).toHaveText(status);
    }
    await expect(zeile(page, storno.BeitragsrechnungId)).toContainText(P.storniert('Austritt per Ende Jahr'));
    // 2170 - 120 - 40 - 20 - 40 (assigned by hand) - 120 (cash), and the cancelled 40 no longer open.
    await expect(page.locator('[data-summe="offen"]')).toHaveText("1'790.00 CHF");

    // Ten days and one past the due date: the open ones are overdue and get the first reminder. All but the
    // invoice of the member who looks at it in the app later, still 'offen' there.
    mitDatenbank(server, (db) =>
      db
        .prepare('UPDATE beitragsrechnung SET "FaelligAm" = ? WHERE "LaufId" = ? AND "MitgliedId" <> ?')
        .run(isoTage(-11), voll1.LaufId, ids[APP_OFFEN]),
    );
    await page.reload();
    await page.getByLabel(P.status).click();
    await page.getByRole('option', { name: 'überfällig' }).click();
    await expect(zeile(page, teil.BeitragsrechnungId).locator('[data-status]')).toHaveText('überfällig');
    await expect(zeile(page, voll1.BeitragsrechnungId)).toHaveCount(0);
    await page.getByLabel(P.alleUeberfaelligen).check();
    await page.getByRole('button', { name: /^Mahnen \(\d+\)$/ }).click();
    const mahnDialog = page.getByRole('dialog', { name: BEITRAEGE_TEXT.mahnungen.titel });
    await expect(mahnDialog.locator(`[data-mahnung="${teil.BeitragsrechnungId}"]`)).toContainText(MAHNSTUFE_TEXT[1]);
    await festhalten(page, 'beitragsrechnungen-mahnungen');
    await mahnDialog.getByRole('button', { name: /senden$/ }).click();
    await expect(mahnDialog.getByRole('alert')).toContainText('Mahnungen versendet');
    await mahnDialog.getByRole('button', { name: 'Schliessen' }).click();
    await expect(zeile(page, teil.BeitragsrechnungId).locator('[data-spalte="mahnstufe"]')).toHaveText(MAHNSTUFE_TEXT[1]);
    await festhalten(page, 'beitragsrechnungen-ueberfaellig');
    await mailsAbwarten(baseURL!, (s) => s.includes(MAHNSTUFE_TEXT[1]), 1);

    // The '2. Mahnung' only ten days after the first: at once the preview says when, ten days later it goes.
    const auswahl = page.getByRole('checkbox', { name: P.auswaehlen(teil.BeitragsrechnungId, teil.Name) });
    await auswahl.check();
    await page.getByRole('button', { name: 'Mahnen (1)' }).click();
    await expect(mahnDialog.locator(`[data-mahnung="${teil.BeitragsrechnungId}"]`)).toContainText('die 2. Mahnung ist ab');
    await expect(mahnDialog.getByRole('button', { name: BEITRAEGE_TEXT.mahnungen.senden(0) })).toBeDisabled();
    await mahnDialog.getByRole('button', { name: 'Abbrechen' }).click();
    mitDatenbank(server, (db) =>
      db
        .prepare('UPDATE beitragsrechnung SET "LetzteMahnungAm" = ? WHERE "BeitragsrechnungId" = ?')
        .run(isoTage(-10), teil.BeitragsrechnungId),
    );
    await page.reload();
    await page.getByRole('checkbox', { name: P.auswaehlen(teil.BeitragsrechnungId, teil.Name) }).check();
    await page.getByRole('button', { name: 'Mahnen (1)' }).click();
    await expect(mahnDialog.locator(`[data-mahnung="${teil.BeitragsrechnungId}"]`)).toContainText(MAHNSTUFE_TEXT[2]);
    await mahnDialog.getByRole('button', { name: BEITRAEGE_TEXT.mahnungen.senden(1) }).click();
    await expect(mahnDialog.getByRole('alert')).toContainText(BEITRAEGE_TEXT.mahnungen.ergebnis(1, 0));
    await mahnDialog.getByRole('button', { name: 'Schliessen' }).click();
    await expect(zeile(page, teil.BeitragsrechnungId).locator('[data-spalte="mahnstufe"]')).toHaveText(MAHNSTUFE_TEXT[2]);

    // The CSV for the bookkeeping: a row per invoice of the filter, semicolons, BOM.
    await page.getByLabel(P.status).click();
    await page.getByRole('option', { name: P.alle }).click();
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: P.csv }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^Beitraege-\d\d\.\d\d\.\d{4}\.csv$/);
    const text = (await bytes(csv)).toString('utf8');
    expect(text.startsWith('\uFEFFRechnungsnummer;')).toBe(true);
    expect(text.trimEnd().split('\r\n')).toHaveLength(31);
  });

  test("the member app: 'bezahlt' with its date, and an open invoice with its QR code", async ({ browser, baseURL }) => {
    mitgliederAppGebaut();
    const api = apiClient(baseURL, verein);
    const anmelden = async (i: number) => {
      const m = await api.getMitglied({ params: { MitgliedId: ids[i] as number } });
      await api.appZugangsDatenSenden({ body: m });
      const mail = await zugangsMailAusOutbox(baseURL!, m.Emailadresse as string);
      const { context, page } = await telefon(browser);
      await appPasswortFestlegen(page, mail.link, 'Beitrag-2027!');
      await page.goto('/app/beitraege');
      await expect(page.getByRole('heading', { level: 1, name: MEINE_BEITRAEGE.titel })).toBeVisible();
      return { context, page };
    };
    // Member 0 paid by bank; the other has not paid yet.
    const bezahlt = await anmelden(0);
    const karte = bezahlt.page.getByRole('listitem', { name: BEZEICHNUNG });
    await expect(karte).toContainText('bezahlt');
    await expect(karte).toContainText(MEINE_BEITRAEGE.bezahltAm(isoTage(0)));
    await expect(karte.getByRole('img')).toHaveCount(0);
    await screenshot(bezahlt.page, 'app-beitraege-bezahlt');
    await bezahlt.context.close();

    const offen = await anmelden(APP_OFFEN);
    const offeneKarte = offen.page.getByRole('listitem', { name: BEZEICHNUNG });
    await expect(offeneKarte.getByText('offen', { exact: true })).toBeVisible();
    const qrBild = offeneKarte.getByRole('img', { name: /^QR-Code zum Bezahlen/ });
    await expect(qrBild).toBeVisible();
    // Scanned from the screen as a banking app does: the open amount to the invoice's reference.
    const rechnung = (await rechnungen(baseURL!, verein)).find((r) => r.MitgliedId === ids[APP_OFFEN]);
    const gescannt = await qrCodeAusBildLesen(new Uint8Array(await qrBild.screenshot()));
    if (!rechnung || !gescannt) throw new Error('Kein lesbarer QR-Code in der App');
    const daten = spcLesen(gescannt);
    if ('fehler' in daten) throw new Error(daten.fehler);
    expect(daten.betragCents).toBe(6000);
    expect(daten.referenz).toBe(rechnung.Zahlungsreferenz);
    await screenshot(offen.page, 'app-beitraege-offen');
    await expectNoA11yViolations(offen.page);
    await offen.context.close();
  });

  test("a 1024 px tablet: the menu bar with 'Beiträge' does not push the page sideways", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signIn(page, verein);
    await page.goto('/beitraege');
    await expect(page.getByRole('heading', { level: 1, name: BEITRAEGE_TEXT.einstellungen.titel })).toBeVisible();
    await ohneSeitlichesScrollen(page, 'beitraege-1024');
  });

  test('390 px phone: every new screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, verein);
    for (const [pfad, name] of [
      ['/beitraege', 'beitraege-einstellungen-390'],
      ['/beitragskonto', 'beitragskonto-390'],
      ['/beitragslauf', 'beitragslauf-390'],
      ['/beitragsrechnungen', 'beitragsrechnungen-390'],
      ['/beitragszahlungen', 'beitragszahlungen-390'],
      [`/mitgliedbearbeiten/${ids[BEFREIT]}`, 'mitglied-beitragsbefreit-390'],
    ] as const) {
      await page.goto(pfad);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
      await festhalten(page, name);
    }
  });
});
