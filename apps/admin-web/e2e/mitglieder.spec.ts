import { DEMO, expect, expectNoA11yViolations, readOutbox, screenshot, signIn, test, zeileLoeschen } from './fixtures';
import { mitgliedAdresseAusfuellen, neuGespeichert } from './formulare.helpers';
import type { Page } from '@playwright/test';

async function neuesMitglied(page: Page, vorname: string, nachname: string, email: string | null) {
  await page.goto('/mitgliedbearbeiten/0');
  await expect(page.getByRole('heading', { level: 1, name: 'Mitglied erfassen' })).toBeVisible();
  await mitgliedAdresseAusfuellen(page, { vorname, nachname, strasse: 'Testweg 1', plz: '8000', ort: 'Zürich' });
  if (email) await page.getByLabel('E-Mail-Adresse').fill(email);
  else await page.getByLabel('Hat Systemzugriff (App)').uncheck();
  await neuGespeichert(
    page,
    page.getByRole('button', { name: 'Speichern' }),
    'Mitglied gespeichert',
    'mitgliedbearbeiten',
    'Mitglied bearbeiten',
  );
}

/** Narrows the virtualised grid with its search box, so the row is rendered. */
async function suche(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
}

test.describe('Mitglieder', () => {
  test('create: save is blocked until the required fields are valid, then opens the new record', async ({ page }) => {
    await signIn(page, DEMO);
    await page.goto('/mitgliedbearbeiten/0');
    const speichern = page.getByRole('button', { name: 'Speichern' });
    await expect(speichern).toBeDisabled();
    await mitgliedAdresseAusfuellen(page, { vorname: 'Erika', nachname: 'Erfasst', strasse: 'Neuweg 2', plz: '8001', ort: 'Zürich' });
    // System access is on by default (docs/produkt.md §3): an e-mail is needed.
    await expect(speichern).toBeDisabled();
    await page.getByLabel('E-Mail-Adresse').fill('kein-mail');
    await expect(speichern).toBeDisabled();
    await page.getByLabel('E-Mail-Adresse').fill('erika.erfasst@example.ch');
    await expect(speichern).toBeEnabled();
    await screenshot(page, 'mitglied-erfassen');
    await expectNoA11yViolations(page);
    await neuGespeichert(page, speichern, 'Mitglied gespeichert', 'mitgliedbearbeiten', 'Mitglied bearbeiten');
    await page.reload();
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('erika.erfasst@example.ch');
  });

  test('edit, delete with confirm, deleted filter, read-only deleted member, restore', async ({ page }) => {
    await signIn(page, DEMO);
    await neuesMitglied(page, 'Lisa', 'Loeschbar', 'lisa.loeschbar@example.ch');
    await page.getByLabel('Vereinsfunktion').fill('Kassierin');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Mitglied gespeichert').first()).toBeVisible();

    await page.goto('/mitgliederliste');
    await expect(page.getByRole('heading', { level: 1, name: 'Mitgliederliste' })).toBeVisible();
    await suche(page, 'Loeschbar');
    await expect(page.getByRole('gridcell', { name: 'Loeschbar', exact: true })).toBeVisible();
    await screenshot(page, 'mitgliederliste');
    await expectNoA11yViolations(page);

    await zeileLoeschen(page, 'Lisa Loeschbar', 'Mitglied Statusänderung gespeichert', { zelle: 'Loeschbar' });

    await page.getByLabel('Auch gelöschte Mitglieder anzeigen').check();
    await suche(page, 'Loeschbar');
    await expect(page.getByRole('gridcell', { name: 'Loeschbar', exact: true })).toBeVisible();
    // A deleted member has no delete action any more.
    await expect(page.getByRole('button', { name: 'Lisa Loeschbar löschen' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Lisa Loeschbar bearbeiten' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Gelöschtes Mitglied' })).toBeVisible();
    await expect(page.getByLabel('Vorname')).toBeDisabled();
    await expect(page.getByLabel('Vereinsfunktion')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
    await screenshot(page, 'mitglied-geloescht');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Mitglied wiederherstellen' }).click();
    await expect(page.getByText('Mitglied Statusänderung gespeichert').last()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Mitglied bearbeiten' })).toBeVisible();
    await expect(page.getByLabel('Vorname')).toBeEnabled();
  });

  test('an administrator without system access: the message shows at the two checkboxes', async ({ page }) => {
    await signIn(page, DEMO);
    await page.goto('/mitgliedbearbeiten/0');
    await mitgliedAdresseAusfuellen(page, { vorname: 'Adam', nachname: 'Ohnezugriff', strasse: 'Adminweg 1', plz: '8000', ort: 'Zürich' });
    await page.getByLabel('E-Mail-Adresse').fill('adam.ohnezugriff@example.ch');
    const speichern = page.getByRole('button', { name: 'Speichern' });
    await expect(speichern).toBeEnabled();
    await page.getByLabel('Ist Vereinsadministrator').check();
    await page.getByLabel('Hat Systemzugriff (App)').uncheck();
    await expect(speichern).toBeDisabled();
    const meldung = 'Ein Vereinsadministrator muss Systemzugriff haben.';
    await expect(page.getByText(meldung)).toBeVisible();
    // Both checkboxes name the rule, so a screen reader hears why as well.
    await expect(page.getByLabel('Hat Systemzugriff (App)')).toHaveAccessibleDescription(meldung);
    await expect(page.getByLabel('Ist Vereinsadministrator')).toHaveAccessibleDescription(meldung);
    await screenshot(page, 'mitglied-admin-ohne-systemzugriff');
    await expectNoA11yViolations(page);
    await page.getByLabel('Hat Systemzugriff (App)').check();
    await expect(page.getByText(meldung)).toHaveCount(0);
    await expect(speichern).toBeEnabled();
  });

  test('row actions: no delete for oneself, send app credentials only with system access', async ({ page, baseURL }) => {
    await signIn(page, DEMO);
    await neuesMitglied(page, 'Otto', 'Ohnezugang', null);
    await neuesMitglied(page, 'Sandra', 'Sender', 'sandra.sender@example.ch');
    await page.goto('/mitgliederliste');
    await suche(page, 'Demo');
    await expect(page.getByRole('button', { name: /^Daniela Demo bearbeiten$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Daniela Demo löschen$/ })).toHaveCount(0);
    await suche(page, 'Ohnezugang');
    await expect(page.getByRole('gridcell', { name: 'Ohnezugang', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'App Zugangsdaten an Otto Ohnezugang senden' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Otto Ohnezugang löschen' })).toBeVisible();
    await suche(page, 'Sender');

    await page.getByRole('button', { name: 'App Zugangsdaten an Sandra Sender senden' }).click();
    // No password is generated: the member sets one through the mailed link.
    await expect(page.getByRole('dialog')).toContainText(
      'Wollen Sie die App Zugangsdaten an sandra.sender@example.ch senden? Das Mitglied erhält eine E-Mail mit einem Link, über den es sein Passwort festlegt; ein bestehendes Passwort bleibt bis dahin gültig.',
    );
    await page.getByRole('button', { name: 'Senden' }).click();
    await expect(page.getByText('App Zugangsdaten versendet')).toBeVisible();
    // The mail's one-time link opens the member app.
    await expect
      .poll(async () =>
        (await readOutbox(baseURL!)).some((m) => m.to === 'sandra.sender@example.ch' && /^Link: \S+\/app\/passwort#/m.test(m.text)),
      )
      .toBe(true);
  });
  test('member list at 1366 px: every header in full, no sideways scrolling, the edit icon in the same place on every row', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, DEMO);
    await page.goto('/mitgliederliste');
    await expect(page.getByRole('button', { name: /^Daniela Demo bearbeiten$/ })).toBeVisible();
    const abgeschnitten = await page
      .getByRole('grid', { name: 'Mitgliederliste' })
      .getByRole('columnheader')
      .evaluateAll((koepfe) =>
        koepfe.filter((k) => [k, ...k.querySelectorAll('span')].some((t) => t.scrollWidth > t.clientWidth)).map((t) => t.textContent),
      );
    expect(abgeschnitten, 'cut headers').toEqual([]);
    // The last column ends inside the grid: nothing needs sideways scrolling.
    const grid = (await page.getByRole('grid', { name: 'Mitgliederliste' }).boundingBox())!;
    const letzte = (await page.getByRole('columnheader', { name: 'Vereinsadministrator' }).boundingBox())!;
    expect(letzte.x + letzte.width, 'right edge of the last column').toBeLessThanOrEqual(grid.x + grid.width + 1);
    // One's own row has no delete icon; its edit icon still sits where the other rows have theirs.
    const xEigene = (await page.getByRole('button', { name: /^Daniela Demo bearbeiten$/ }).boundingBox())!.x;
    const andere = page.getByRole('button', { name: / bearbeiten$/ }).filter({ hasNotText: 'Daniela' });
    const xAndere = await andere.evaluateAll((b) => b.map((e) => Math.round(e.getBoundingClientRect().x)));
    expect(new Set(xAndere).size).toBe(1);
    expect(Math.round(xEigene)).toBe(xAndere[0]);
    // The demo club's 40 members fill the screen; the grid ends where its rows end, not below.
    expect(grid.y + grid.height).toBeLessThanOrEqual(900);
  });
});
