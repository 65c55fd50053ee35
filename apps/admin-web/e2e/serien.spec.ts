/**
 * Series (docs/termine.md "Serien") as the administrator and a member see them: the portal creates a weekly
 * training with a holiday gap (preview before saving), the list marks the occurrences, a member answers
 * 'Für alle künftigen anmelden' in the app, one occurrence is cancelled with a note in the portal: the app
 * shows it 'Abgesagt' with the note and the calendar feed has STATUS:CANCELLED for it. Editing an occurrence
 * asks 'Nur diesen Termin' or 'Diesen und alle folgenden'. Needs both builds (E2E_WEB_DIST, MEMBER_WEB_DIST_DIR).
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiClient, datumDe, expect, expectNoA11yViolations, isoTage, screenshot, signIn, test, WEB_DIR } from './fixtures';
import { terminAusfuellen } from './formulare.helpers';
import { mitgliedAmTelefon, mitgliederAppGebaut } from './mitglieder-app.helpers';
import { neuerVerein } from './verein.helpers';
import { datum } from './vereinsinfo.helpers';

const BREIT = { width: 1366, height: 900 };
const SCHMAL = { width: 390, height: 844 };

/** A picture of what the viewport shows (a dialog, a card in the middle of a list). */
const ausschnitt = (page: Page, name: string) =>
  page.screenshot({ path: path.join(WEB_DIR, 'artifacts', 'screenshots', `${name}.png`), animations: 'disabled' });

/**
 * The settled screen (no toasts) at both widths, back at the wide one: the whole page from its top (a
 * scrolled page would show the fixed header in its middle), or with `dialog` what the viewport shows.
 */
async function bilder(page: Page, name: string, dialog = false): Promise<void> {
  for (const knopf of await page.getByRole('button', { name: 'Meldung schliessen' }).all()) await knopf.click().catch(() => undefined);
  await expect(page.getByRole('button', { name: 'Meldung schliessen' })).toHaveCount(0);
  for (const [groesse, breite] of [
    [BREIT, 1366],
    [SCHMAL, 390],
  ] as const) {
    await page.setViewportSize(groesse);
    if (dialog) await ausschnitt(page, `serien-${name}-${breite}`);
    else {
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `serien-${name}-${breite}`);
    }
  }
  await page.setViewportSize(BREIT);
}

/** ISO date plus n days. */
const plus = (iso: string, n: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The VEVENT blocks of an iCalendar text, unfolded. */
const vevents = (ics: string) =>
  ics
    .replace(/\r?\n[ \t]/g, '')
    .split('BEGIN:VEVENT')
    .slice(1);

test.describe('Serien', () => {
  test.beforeAll(mitgliederAppGebaut);

  test('a weekly series with a holiday gap: a member signs up for all, one is cancelled (app and feed)', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const kennung = String(Date.now()).slice(-6);
    const titel = `Training ${kennung}`;
    const start = isoTage(8);
    const daten = [0, 7, 21, 28, 35].map((n) => plus(start, n)); // week 3 (start + 14) is the holiday
    // A club of its own: the demo club's places with system access are used up by earlier specs.
    const verein = await neuerVerein(baseURL!, 'Serie');
    await page.setViewportSize(BREIT);
    await signIn(page, verein);

    // Termin erfassen with a Wiederholung: every week on the start's weekday, until start + 5 weeks, one holiday week out.
    await page.goto('/terminbearbeiten/0');
    await terminAusfuellen(page, { datum: start, von: '18:00', bis: '20:00', titel });
    await page.getByLabel('Mit An-/Abmeldung').check();
    // Keyboard: the select opens with Enter and takes the choice with the arrow keys.
    await page.getByRole('combobox', { name: 'Wie oft' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Jede Woche' }).click();
    const wochentage = page.getByRole('group', { name: 'An diesen Wochentagen' });
    await expect(wochentage.getByRole('button', { pressed: true })).toHaveCount(1);
    await page.getByRole('radio', { name: 'am Datum' }).check();
    await datum(page, 'Wiederholen bis', plus(start, 35));
    await datum(page, 'Ausnahme von', plus(start, 10));
    await datum(page, 'Ausnahme bis (optional)', plus(start, 16));
    await page.getByRole('button', { name: 'Ausnahme hinzufügen' }).click();
    await expect(page.getByRole('list', { name: 'Ausnahmen' })).toHaveText(datumDe(plus(start, 14)));
    const vorschau = page.getByRole('status').filter({ hasText: 'Termine vom' });
    await expect(vorschau).toContainText(`5 Termine vom ${datumDe(daten[0]!)} bis ${datumDe(daten[4]!)}`);
    await expect(vorschau).toContainText(datumDe(daten[2]!));
    await expect(vorschau).not.toContainText(datumDe(plus(start, 14)));
    await bilder(page, 'termin-erfassen');
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Terminserie gespeichert')).toBeVisible();
    await expect(page).toHaveURL(/\/terminbearbeiten\/[1-9]\d*$/);
    await expect(page.getByText('Dieser Termin gehört zu einer Serie mit 5 Terminen.')).toBeVisible();

    // The list marks every occurrence as part of a series.
    await page.goto('/terminliste');
    const zeilen = page.getByRole('row').filter({ hasText: titel });
    await expect(zeilen).toHaveCount(5);
    await expect(zeilen.getByRole('img', { name: 'Serie' })).toHaveCount(5);

    // The member answers all future occurrences at once in the app.
    const { context, app } = await mitgliedAmTelefon(
      browser,
      baseURL!,
      { vorname: 'Sina', nachname: `Serie${kennung}`, email: `sina.${kennung}@example.ch` },
      'Serie-2030!',
      verein,
    );
    await app.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Termine' }).click();
    const karten = app.getByRole('article').filter({ hasText: titel });
    await expect(karten).toHaveCount(5);
    await karten.first().getByRole('button', { name: 'Für alle künftigen anmelden' }).click();
    await expect(app.getByText('Für 5 Termine angemeldet.')).toBeVisible();
    for (let i = 0; i < 5; i++) await expect(karten.nth(i)).toContainText('Angemeldet');
    // A single occurrence stays changeable.
    await karten.nth(3).getByRole('button', { name: 'Abmelden', exact: true }).click();
    await expect(karten.nth(3)).toContainText('Abgemeldet');

    // The portal cancels the second occurrence with a note.
    const termine = await apiClient(baseURL, verein).getTermine({ query: { AuchVergangeneTermineAnzeigen: false } });
    const zweiter = termine.find((t) => t.Titel === titel && t.Datum === daten[1])!;
    await page.goto(`/terminbearbeiten/${zweiter.TerminId}`);
    await page.getByRole('button', { name: 'Absagen' }).click();
    const absage = page.getByRole('dialog', { name: 'Termin absagen' });
    await absage.getByRole('textbox', { name: 'Notiz an die Mitglieder (optional)' }).fill('Halle besetzt');
    await bilder(page, 'absagen-dialog', true);
    await expectNoA11yViolations(page);
    await absage.getByRole('button', { name: 'Absagen' }).click();
    await expect(page.getByText('Termin abgesagt', { exact: true })).toBeVisible();
    await expect(page.getByText('Dieser Termin ist abgesagt: Halle besetzt')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wieder ansetzen' })).toBeVisible();
    await bilder(page, 'termin-abgesagt');
    await expectNoA11yViolations(page);
    await page.goto('/terminliste');
    await expect(zeilen.filter({ hasText: 'abgesagt' })).toHaveCount(1);
    await expect(zeilen.filter({ hasText: 'abgesagt' })).toContainText(datumDe(daten[1]!));
    await bilder(page, 'terminliste');
    await expectNoA11yViolations(page);

    // The app shows it cancelled with the note, without answer buttons.
    await app.reload();
    const abgesagt = karten.filter({ hasText: datumDe(daten[1]!) });
    await expect(abgesagt).toContainText('Abgesagt');
    await expect(abgesagt).toContainText('Halle besetzt');
    await expect(abgesagt.getByRole('button', { name: 'Anmelden', exact: true })).toHaveCount(0);
    await expect(app.getByRole('button', { name: 'Für alle künftigen anmelden' })).toHaveCount(1);
    await app.evaluate(() => window.scrollTo(0, 0));
    await ausschnitt(app, 'serien-app-termine-390');
    await app.setViewportSize({ width: 1366, height: 900 });
    await ausschnitt(app, 'serien-app-termine-1366');
    await app.setViewportSize(SCHMAL);
    await expectNoA11yViolations(app);

    // The club's calendar feed: the cancelled occurrence has STATUS:CANCELLED, the others not.
    const abo = await apiClient(baseURL, verein).getKalenderAbo();
    const ics = await (await page.request.get(new URL(abo.URL!).pathname)).text();
    const serie = vevents(ics).filter((e) => e.includes(titel));
    expect(serie).toHaveLength(5);
    const kompakt = daten[1]!.replaceAll('-', '');
    expect(serie.filter((e) => e.includes('STATUS:CANCELLED')).map((e) => /DTSTART[^:]*:(\d{8})/.exec(e)?.[1])).toEqual([kompakt]);

    // Editing an occurrence asks for what the change is; 'Diesen und alle folgenden' changes the later ones too.
    const vierter = termine.find((t) => t.Titel === titel && t.Datum === daten[3])!;
    await page.goto(`/terminbearbeiten/${vierter.TerminId}`);
    await page.getByRole('textbox', { name: 'Ort' }).fill('Turnhalle Nord');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    const frage = page.getByRole('dialog', { name: 'Serientermin speichern' });
    await expect(frage.getByRole('button', { name: 'Nur diesen Termin' })).toBeFocused();
    await bilder(page, 'serientermin-speichern', true);
    await expectNoA11yViolations(page);
    await frage.getByRole('button', { name: 'Diesen und alle folgenden' }).click();
    await expect(page.getByText('Terminserie gespeichert')).toBeVisible();
    const nachher = await apiClient(baseURL, verein).getTermine({ query: { AuchVergangeneTermineAnzeigen: false } });
    const orte = Object.fromEntries(nachher.filter((t) => t.Titel === titel).map((t) => [t.Datum, t.Ort]));
    expect(orte).toEqual({
      [daten[0]!]: null,
      [daten[1]!]: null,
      [daten[2]!]: null,
      [daten[3]!]: 'Turnhalle Nord',
      [daten[4]!]: 'Turnhalle Nord',
    });
    // The member's answers stay with their occurrences.
    await app.reload();
    await expect(karten.filter({ hasText: datumDe(daten[3]!) })).toContainText('Abgemeldet');
    await expect(karten.filter({ hasText: datumDe(daten[4]!) })).toContainText('Angemeldet');

    // 'Wieder ansetzen' after a confirmation.
    await page.goto(`/terminbearbeiten/${zweiter.TerminId}`);
    await page.getByRole('button', { name: 'Wieder ansetzen' }).click();
    await page.getByRole('dialog', { name: 'Termin wieder ansetzen' }).getByRole('button', { name: 'Wieder ansetzen' }).click();
    await expect(page.getByText('Termin wieder angesetzt')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Absagen' })).toBeVisible();
    await context.close();
  });
});
