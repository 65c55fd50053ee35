/**
 * Rundmail (docs/produkt.md "Rundmail") as an administrator uses it: the menu entry, the live recipient
 * count of a category with the member without an address named, the confirmation, the success toast, the
 * list of sent Rundmails, and the mails in the outbox with the club's address as Reply-To.
 */
import { DEMO, expect, expectNoA11yViolations, readOutbox, screenshot, signIn, test, apiClient } from './fixtures';
import { neuesMitglied } from '../../server/test/helpers/fixtures';

test.describe('Rundmail', () => {
  test('writes to a category after the confirmation; one mail per recipient with the club as Reply-To', async ({ page, baseURL }) => {
    const api = apiClient(baseURL);
    const kategorie = `Chor${Date.now().toString(36)}`;
    const mitglied = (Vorname: string, Nachname: string, Emailadresse: string | null) =>
      api.createMitglied({
        body: neuesMitglied({
          Vorname,
          Nachname,
          Strasse: 'Weg 1',
          Postleitzahl: '3000',
          Ort: 'Bern',
          Emailadresse,
          Mitgliedschaftsart: kategorie,
          HatSystemZugriff: 0,
        }),
      });
    await mitglied('Anna', 'Chor', `anna.${kategorie}@example.ch`.toLowerCase());
    await mitglied('Beat', 'Chor', `beat.${kategorie}@example.ch`.toLowerCase());
    await mitglied('Nora', 'Ohnemail', null);
    const vereinsEmail = (await api.getVereinsKonto()).Emailadresse;

    await signIn(page, DEMO);
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('button', { name: 'Mitglieder' }).click();
    await page.getByRole('menuitem', { name: 'Rundmail senden' }).click();
    await expect(page).toHaveURL(/\/rundmail$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rundmail' })).toBeVisible();

    const betreff = `Chorprobe ${kategorie}`;
    await page.getByRole('textbox', { name: 'Betreff' }).fill(betreff);
    await page.getByRole('textbox', { name: 'Text' }).fill('Liebe Sängerinnen und Sänger\n\nDie Probe beginnt um 19 Uhr.');

    // All members first, then only the new category: the count follows the choice.
    const vorschau = page.getByTestId('rundmail-vorschau');
    await expect(vorschau).toContainText(/Die Rundmail geht an \d+ Mitglieder mit E-Mail-Adresse\./);
    await page.getByRole('radio', { name: 'An Mitglieder bestimmter Kategorien' }).check();
    await expect(page.getByText('Bitte wählen Sie mindestens eine Mitgliederkategorie.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Senden' })).toBeDisabled();
    await page.getByRole('checkbox', { name: kategorie }).check();
    await expect(vorschau).toContainText('Die Rundmail geht an 2 Mitglieder mit E-Mail-Adresse.');
    await expect(vorschau).toContainText('1 Mitglied der Auswahl hat keine E-Mail-Adresse. Erreichen Sie sie auf anderem Weg:');
    await expect(page.getByRole('list', { name: 'Mitglieder ohne E-Mail-Adresse' }).getByRole('listitem')).toHaveText(['Nora Ohnemail']);
    if (vereinsEmail)
      await expect(page.getByText(`Antworten der Mitglieder gehen an die E-Mail-Adresse des Vereins (${vereinsEmail}).`)).toBeVisible();
    await screenshot(page, 'rundmail');
    await expectNoA11yViolations(page);

    const vorher = (await readOutbox(baseURL!)).length;
    await page.getByRole('button', { name: 'Senden' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Wollen Sie die Rundmail an 2 Mitglieder senden?');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Senden' }).click();
    await expect(page.getByText('Rundmail gesendet')).toBeVisible();

    // The form is empty again, and the list shows the Rundmail with its count.
    await expect(page.getByRole('textbox', { name: 'Betreff' })).toHaveValue('');
    const zeile = page.getByRole('table', { name: 'Gesendete Rundmails' }).getByRole('row', { name: new RegExp(betreff) });
    await expect(zeile).toContainText(kategorie);
    await expect(zeile.getByRole('cell').last()).toHaveText('2');

    const outbox = await readOutbox(baseURL!);
    expect(outbox.length - vorher).toBe(2);
    const mails = outbox.filter((m) => m.subject === betreff);
    expect(mails.map((m) => m.to).sort()).toEqual([
      `anna.${kategorie}@example.ch`.toLowerCase(),
      `beat.${kategorie}@example.ch`.toLowerCase(),
    ]);
    expect(mails.map((m) => m.replyTo)).toEqual([vereinsEmail, vereinsEmail]);
    expect(mails[0]!.text).toBe('Liebe Sängerinnen und Sänger\n\nDie Probe beginnt um 19 Uhr.');

    // The demo outbox shows where answers go.
    await page.goto('/outbox');
    await expect(page.getByRole('article', { name: betreff }).first()).toContainText(`Antwort an: ${vereinsEmail}`);
  });
});
