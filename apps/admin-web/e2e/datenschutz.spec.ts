/**
 * Data protection (docs/produkt.md "Datenschutz") as the administrator uses it: the information of a member
 * as JSON and HTML from the member's edit page, 'Endgültig löschen' of a deleted member after the
 * confirmation, and on the club account the club's export and 'Verein schliessen' with the typed club
 * number (a freshly registered club), after which its sign-in fails.
 */
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { isApiError } from '@vereinsportal/api-client';
import { DEMO, expect, expectNoA11yViolations, screenshot, signIn, test, apiClient } from './fixtures';
import { neuesMitglied } from '../../server/test/helpers/fixtures';
import { neuerVerein } from './verein.helpers';

async function herunterladen(page: Page, knopf: string): Promise<{ download: Download; text: string }> {
  const warten = page.waitForEvent('download');
  await page.getByRole('button', { name: knopf }).click();
  const download = await warten;
  return { download, text: readFileSync(await download.path()).toString('utf8') };
}

const demoApi = (baseURL: string) => apiClient(baseURL);

test.describe('Datenschutz', () => {
  test("a member's information as JSON and HTML, and 'Endgültig löschen' of the deleted member", async ({ page, baseURL }) => {
    // A member of its own, so the demo's members stay as the other tests expect them.
    const email = `datenauskunft.${Date.now()}@example.ch`;
    const { RecordId: id } = await demoApi(baseURL!).createMitglied({
      body: neuesMitglied({
        Vorname: 'Dora',
        Nachname: 'Auskunft',
        Strasse: 'Datenweg 5',
        Postleitzahl: '8400',
        Ort: 'Winterthur',
        Telefonnummer1: '052 123 45 67',
        Emailadresse: email,
        HatSystemZugriff: 0,
      }),
    });
    await signIn(page, DEMO);
    await page.goto(`/mitgliedbearbeiten/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mitglied bearbeiten' })).toBeVisible();
    // An active member has the information, not the final erasure.
    await expect(page.getByRole('button', { name: 'Endgültig löschen' })).toHaveCount(0);

    const json = await herunterladen(page, 'Datenauskunft (JSON)');
    expect(json.download.suggestedFilename()).toMatch(/^Datenauskunft-Dora-Auskunft-\d\d\.\d\d\.\d{4}\.json$/);
    const auskunft = JSON.parse(json.text) as { Mitglied: Record<string, unknown>; Aenderungen: { Aktion: string }[] };
    expect(auskunft.Mitglied).toMatchObject({ MitgliedId: id, Vorname: 'Dora', Nachname: 'Auskunft', Emailadresse: email });
    expect(auskunft.Aenderungen.map((a) => a.Aktion)).toEqual(['erstellt']);
    expect(json.text).not.toMatch(/PasswortHash|scrypt/);

    const html = await herunterladen(page, 'Datenauskunft (HTML)');
    expect(html.download.suggestedFilename()).toMatch(/^Datenauskunft-Dora-Auskunft-\d\d\.\d\d\.\d{4}\.html$/);
    expect(html.text).toContain('<title>Datenauskunft: Dora Auskunft</title>');
    expect(html.text).toContain('<td>052 123 45 67</td>');
    // The page as the member or administrator would print it.
    const druck = await page.context().newPage();
    await druck.setContent(html.text);
    await expect(druck.getByRole('heading', { level: 1, name: 'Datenauskunft: Dora Auskunft' })).toBeVisible();
    await screenshot(druck, 'datenauskunft-html');
    await expectNoA11yViolations(druck);
    await druck.close();

    // Deleted (Status D), the member can be erased for good after the confirmation.
    await demoApi(baseURL!).updateMitgliedStatus({ params: { MitgliedId: id }, body: { Status: 'D' } });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Gelöschtes Mitglied' })).toBeVisible();
    await page.getByRole('button', { name: 'Endgültig löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Endgültig löschen' });
    await expect(dialog).toContainText(
      'Wollen Sie Dora Auskunft endgültig löschen? Alle persönlichen Daten werden entfernt; das kann nicht rückgängig gemacht werden.',
    );
    await screenshot(page, 'mitglied-endgueltig-loeschen');
    await expectNoA11yViolations(page);
    // Abbrechen keeps the member.
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();
    expect((await demoApi(baseURL!).getMitglied({ params: { MitgliedId: id } })).Nachname).toBe('Auskunft');

    await page.getByRole('button', { name: 'Endgültig löschen' }).click();
    await page.getByRole('dialog', { name: 'Endgültig löschen' }).getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(page.getByText('Mitglied endgültig gelöscht')).toBeVisible();
    await expect(page).toHaveURL(/\/mitgliederliste$/);
    const weg = await demoApi(baseURL!)
      .getMitglied({ params: { MitgliedId: id } })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isApiError(weg) && weg.status).toBe(404);
    const alle = await demoApi(baseURL!).getMitglieder({ query: { AuchGeloeschteMitgliederAnzeigen: true } });
    expect(alle.some((m) => m.Emailadresse === email || m.Nachname === 'Auskunft')).toBe(false);
  });

  test("the club's export, and 'Verein schliessen' with the typed club number", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const verein = await test.step('register a club to close', () => neuerVerein(baseURL!, 'Sina'));
    await signIn(page, verein);
    await page.goto('/vereinskonto');
    await expect(page.getByRole('heading', { level: 2, name: 'Datenschutz' })).toBeVisible();

    const exportDatei = await herunterladen(page, 'Alle Vereinsdaten exportieren (JSON)');
    expect(exportDatei.download.suggestedFilename()).toMatch(
      new RegExp(`^Vereinsdaten-${verein.vereinId}-\\d\\d\\.\\d\\d\\.\\d{4}\\.json$`),
    );
    const daten = JSON.parse(exportDatei.text) as { Vereinsnummer: number; Tabellen: Record<string, Record<string, unknown>[]> };
    expect(daten.Vereinsnummer).toBe(verein.vereinId);
    expect(daten.Tabellen.verein?.[0]).toMatchObject({ VereinId: verein.vereinId, VereinsName: verein.vereinsName });
    expect(daten.Tabellen.mitglied?.map((m) => m.Emailadresse)).toEqual([verein.email]);
    expect(exportDatei.text).not.toMatch(/PasswortHash|scrypt/);

    await page.getByRole('button', { name: 'Verein schliessen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verein schliessen' });
    await expect(dialog).toContainText(`Geben Sie zur Bestätigung die Vereinsnummer ${verein.vereinId} ein.`);
    const bestaetigen = dialog.getByRole('button', { name: 'Verein schliessen' });
    await expect(bestaetigen).toBeDisabled();
    await dialog.getByLabel('Vereinsnummer').fill('1000');
    await expect(bestaetigen).toBeDisabled();
    await dialog.getByLabel('Vereinsnummer').fill(String(verein.vereinId));
    await expect(bestaetigen).toBeEnabled();
    await screenshot(page, 'verein-schliessen');
    await expectNoA11yViolations(page);
    await bestaetigen.click();

    await expect(page).toHaveURL(/\/vereingeschlossen/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verein geschlossen' })).toBeVisible();
    await expect(
      page.getByText(
        `Der Verein ${verein.vereinId} wurde geschlossen. Alle Daten des Vereins sind gelöscht; eine Anmeldung ist nicht mehr möglich.`,
      ),
    ).toBeVisible();
    await screenshot(page, 'verein-geschlossen');
    await expectNoA11yViolations(page);

    // Sign-in fails now; the demo club is untouched.
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await page.getByLabel('Vereinsnummer').fill(String(verein.vereinId));
    await page.getByLabel('E-Mail-Adresse').fill(verein.email);
    await page.getByLabel('Passwort').fill(verein.passwort);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText(/Vereinsnummer, E-Mail-Adresse oder Passwort ist falsch/)).toBeVisible();
    expect((await demoApi(baseURL!).getBenutzerinfo()).MitgliedId).toBeGreaterThan(0);
  });
});
