/** The portal's forms filled in as a person does (the specs check what follows). */
import { expect, type Locator, type Page } from '@playwright/test';
import { datum, zeit } from './vereinsinfo.helpers';

/** Fills the text fields named by their labels. */
async function felderAusfuellen(page: Page, felder: Record<string, string>): Promise<void> {
  for (const [label, wert] of Object.entries(felder)) await page.getByLabel(label).fill(wert);
}

/** Name and address on the member form ('Mitglied erfassen' / 'Mitglied bearbeiten'). */
export async function mitgliedAdresseAusfuellen(
  page: Page,
  m: { vorname: string; nachname: string; strasse: string; plz: string; ort: string },
): Promise<void> {
  await felderAusfuellen(page, { Vorname: m.vorname, Nachname: m.nachname, Strasse: m.strasse, PLZ: m.plz });
  await page.getByRole('textbox', { name: 'Ort', exact: true }).fill(m.ort);
}

/** The club and its administrator on 'Verein registrieren' (8000 Zürich, Schweiz), up to the e-mail; the checkboxes are left. */
export async function registrierungAusfuellen(
  page: Page,
  r: { vereinsname: string; vorname: string; nachname: string; strasse: string; email: string },
): Promise<void> {
  await felderAusfuellen(page, {
    Vereinsname: r.vereinsname,
    Vorname: r.vorname,
    Nachname: r.nachname,
    'Strasse / Hausnummer': r.strasse,
    Postleitzahl: '8000',
    Ort: 'Zürich',
  });
  await page.getByRole('combobox', { name: 'Land' }).click();
  await page.getByRole('option', { name: 'Schweiz' }).click();
  await page.getByLabel('E-Mail-Adresse').fill(r.email);
}

/** Date, time from and to, and title on the event form ('Termin erfassen'). */
export async function terminAusfuellen(page: Page, t: { datum: string; von: string; bis: string; titel: string }): Promise<void> {
  await datum(page, 'Datum', t.datum);
  await zeit(page, 'Zeit', t.von);
  await zeit(page, 'Zeit bis', t.bis);
  await page.getByRole('textbox', { name: 'Titel' }).fill(t.titel);
}

/** Saves a new record with `speichern`: the toast `meldung`, the new record's address (/`route`/id) and the heading `ueberschrift`. */
export async function neuGespeichert(page: Page, speichern: Locator, meldung: string, route: string, ueberschrift: string): Promise<void> {
  await speichern.click();
  await expect(page.getByText(meldung)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${route}/[1-9]\\d*$`));
  await expect(page.getByRole('heading', { level: 1, name: ueberschrift })).toBeVisible();
}
