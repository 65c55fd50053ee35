/**
 * Attendance and reminders (docs/produkt.md "Anwesenheit", "Erinnerungen") as the administrator uses them: an
 * event of yesterday with its members on the sign-up page (who answered what, who has not), 'anwesend' ticked
 * with the keyboard and kept, the list as CSV (downloaded and read), the print view without the menu, the
 * member page's season figures, and the reminder fields of the event form. Screenshots at 1366 and 390 px go
 * to /tmp/anwesenheit-shots/.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiClient, expect, expectNoA11yViolations, isoTage, mitDatenbank, signIn, test } from './fixtures';
import { neuesMitglied } from '../../server/test/helpers/fixtures';
import { neuerVerein } from './verein.helpers';

const SHOTS = '/tmp/anwesenheit-shots';

/** The settled screen at both widths. */
async function bilder(page: Page, name: string): Promise<void> {
  for (const knopf of await page.getByRole('button', { name: 'Meldung schliessen' }).all()) await knopf.click().catch(() => undefined);
  for (const [breite, hoehe] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: breite, height: hoehe });
    await page.screenshot({ path: `${SHOTS}/${name}-${breite}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('attendance: list with answers, ticks by keyboard, CSV, print, season on the member page, reminder fields', async ({
  page,
  baseURL,
  server,
}) => {
  test.setTimeout(120_000);
  // A club of its own: the demo club has few places with system access left.
  const verein = await neuerVerein(baseURL!, 'Anwesend');
  const api = apiClient(baseURL, verein);
  const mitglied = async (Vorname: string, Nachname: string, HatSystemZugriff: 0 | 1) =>
    (
      await api.createMitglied({
        body: neuesMitglied({
          Vorname,
          Nachname,
          Strasse: 'Seeweg 1',
          Postleitzahl: '3000',
          Ort: 'Bern',
          Emailadresse: `${Vorname.toLowerCase()}.${Date.now()}@example.ch`,
          HatSystemZugriff,
        }),
      })
    ).RecordId;
  const anna = await mitglied('Anna', 'Aebi', 1);
  await mitglied('Beat', 'Brunner', 1);
  await mitglied('Carla', 'Caduff', 0); // without the app: not expected
  const titel = `Training ${String(Date.now()).slice(-5)}`;
  const { RecordId: terminId } = await api.createTermin({
    body: { Datum: isoTage(-1), Zeit: '18:00', ZeitBis: '20:00', Titel: titel, MitAnAbmeldung: 1, FuerMitgliedschaftsart: 'Aktive' },
  });
  // Anna signed up in the app (written as the app does).
  mitDatenbank(server, (db) =>
    db
      .prepare(
        'INSERT INTO termin_anabmeldung ("VereinId", "TerminId", "MitgliedId", "AnAbmeldeStatus", "GeaendertAm") VALUES (?, ?, ?, 1, ?)',
      )
      .run(verein.vereinId, terminId, anna, new Date().toISOString()),
  );

  await signIn(page, verein);
  await page.goto(`/terminanabmeldungen/${terminId}`);
  const liste = page.getByRole('region', { name: /^Anwesenheit/ });
  await expect(liste.getByRole('heading', { name: 'Anwesenheit (0 von 2 anwesend)' })).toBeVisible();
  const zeile = (name: string) => liste.getByRole('row').filter({ hasText: name });
  await expect(zeile('Aebi')).toContainText('angemeldet');
  await expect(zeile('Brunner')).toContainText('keine Antwort');
  await expect(zeile('Caduff')).toHaveCount(0);

  // Keyboard: focus the box, Space ticks it; saved at once.
  await zeile('Aebi').getByRole('checkbox', { name: 'Anna Aebi anwesend' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'Anna Aebi: anwesend' })).toBeAttached();
  await zeile('Brunner').getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'Beat Brunner: anwesend' })).toBeAttached();
  await page.reload();
  await expect(liste.getByRole('heading', { name: 'Anwesenheit (2 von 2 anwesend)' })).toBeVisible();
  await expect(zeile('Aebi').getByRole('checkbox')).toBeChecked();
  await expectNoA11yViolations(page);
  await bilder(page, 'anwesenheit-liste');

  // The CSV: downloaded and read.
  const download = page.waitForEvent('download');
  await liste.getByRole('button', { name: 'CSV exportieren' }).click();
  const datei = await download;
  expect(datei.suggestedFilename()).toMatch(/^Anwesenheit-Training \d+-\d\d\.\d\d\.\d{4}\.csv$/);
  const csv = await readFile((await datei.path())!, 'utf-8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const zeilen = csv.slice(1).trimEnd().split('\r\n');
  expect(zeilen[0]).toBe('Nachname;Vorname;E-Mail-Adresse;Antwort;Anwesend');
  expect(zeilen.find((z) => z.startsWith('Aebi;Anna;'))).toMatch(/;angemeldet;ja$/);
  expect(zeilen.find((z) => z.startsWith('Brunner;Beat;'))).toMatch(/;keine Antwort;ja$/);
  // The administrator (no category) and Carla (no app) are not expected at an event for 'Aktive'.
  expect(zeilen).toHaveLength(3);

  // Printed: the table only, no menu, no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation').first()).toBeHidden();
  await expect(liste.getByRole('button', { name: 'CSV exportieren' })).toBeHidden();
  await expect(liste.getByRole('table')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/anwesenheit-druck.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The member page: the season's figures.
  await page.goto(`/mitgliedbearbeiten/${anna}`);
  const saison = page.getByRole('region', { name: 'Anwesenheit' });
  await expect(saison.getByText('1 von 1 Terminen anwesend (100 %)')).toBeVisible();
  await expect(saison.getByRole('row').filter({ hasText: titel })).toContainText('ja');
  await expectNoA11yViolations(page);
  await saison.scrollIntoViewIfNeeded();
  await bilder(page, 'anwesenheit-mitglied-saison');

  // The event form's reminder.
  await page.goto(`/terminbearbeiten/${terminId}`);
  await page.getByLabel('Erinnerung senden').check();
  await expect(page.getByRole('textbox', { name: 'Stunden vorher' })).toHaveValue('24');
  await page.getByRole('textbox', { name: 'Stunden vorher' }).fill('400');
  await expect(page.getByText('Erinnerung: Stunden vorher muss eine ganze Zahl von 1 bis 336 sein.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Stunden vorher' }).fill('3');
  await page.getByLabel('auch an Angemeldete').check();
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Termin gespeichert')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Stunden vorher' })).toHaveValue('3');
  await expect(page.getByLabel('auch an Angemeldete')).toBeChecked();
  await expectNoA11yViolations(page);
  await bilder(page, 'anwesenheit-erinnerung-formular');
});
