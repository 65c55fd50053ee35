/**
 * What a new club meets first in the portal (issue 19): keyboard orientation (skip link, focus on the
 * heading after each move, a visible focus ring), every time in the club's time zone whatever zone the
 * browser is in, the phone width (the date of a list without scrolling sideways, long links wrapped in
 * the outbox) and the small texts (red delete buttons, today's date prefilled, /registrierung, the
 * configured AGB/Datenschutz addresses).
 */
import type { Page } from '@playwright/test';
import { apiClient, DEMO, expect, readOutbox, signIn, test } from './fixtures';

/** 'rgb(21, 101, 192)' -> relative luminance (WCAG 2). */
function luminanz(farbe: string): number {
  const [r = 0, g = 0, b = 0] = (farbe.match(/[\d.]+/g) ?? []).map(Number);
  const kanal = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * kanal(r) + 0.7152 * kanal(g) + 0.0722 * kanal(b);
}

function kontrast(a: string, b: string): number {
  const [hell, dunkel] = [luminanz(a), luminanz(b)].sort((x, y) => y - x) as [number, number];
  return (hell + 0.05) / (dunkel + 0.05);
}

/** Presses Tab until the focused element has this accessible text; fails after `max` presses. */
async function tabBis(page: Page, text: string, max = 30): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const aktiv = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? '');
    if (aktiv === text) return;
  }
  throw new Error(`Tab erreicht «${text}» nicht`);
}

/** The focused element's outline (style, width, colour) and the colour of what surrounds it. */
async function fokusRing(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const stil = getComputedStyle(el);
    // The ring lies outside the element (outline-offset): what shows around it is the parents' background.
    let hinten: Element | null = el.parentElement;
    let hintergrund = 'rgb(255, 255, 255)';
    while (hinten) {
      const farbe = getComputedStyle(hinten).backgroundColor;
      if (farbe !== 'rgba(0, 0, 0, 0)' && farbe !== 'transparent') {
        hintergrund = farbe;
        break;
      }
      hinten = hinten.parentElement;
    }
    return { stil: stil.outlineStyle, breite: parseFloat(stil.outlineWidth), farbe: stil.outlineColor, hintergrund };
  });
}

/** dd.MM.yyyy HH:mm of an instant in a time zone, as the portal writes times. */
function zeitpunkt(iso: string, zeitzone: string): string {
  const t = Object.fromEntries(
    new Intl.DateTimeFormat('de-CH', {
      timeZone: zeitzone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${t.day}.${t.month}.${t.year} ${t.hour}:${t.minute}`;
}

test.describe('keyboard orientation (WCAG 2.4.1, 2.4.3, 2.4.7)', () => {
  test('Tab first reaches «Zum Inhalt springen», which moves the focus to the heading', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, DEMO);
    await page.goto('/newsliste');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsliste' })).toBeVisible();
    await page.keyboard.press('Tab');
    const sprung = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(sprung).toBeFocused();
    await expect(sprung).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsliste' })).toBeFocused();
  });

  test('after a menu click the focus is on the new screen’s heading', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, DEMO);
    await page.getByRole('button', { name: 'Termine' }).click();
    await page.getByRole('menuitem', { name: 'Termine anzeigen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terminliste' })).toBeFocused();
    await page.getByRole('link', { name: 'Vereinsinfo' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  });

  test('the focus ring has at least 3:1 contrast in the app bar and on the page’s buttons', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, DEMO);
    await page.goto('/newsliste');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsliste' })).toBeVisible();

    await tabBis(page, 'Home');
    const inDerLeiste = await fokusRing(page);
    expect(inDerLeiste.stil).toBe('solid');
    expect(inDerLeiste.breite).toBeGreaterThanOrEqual(2);
    expect(kontrast(inDerLeiste.farbe, inDerLeiste.hintergrund), JSON.stringify(inDerLeiste)).toBeGreaterThanOrEqual(3);

    await tabBis(page, 'News erfassen');
    const aufDerSeite = await fokusRing(page);
    expect(aufDerSeite.stil).toBe('solid');
    expect(aufDerSeite.breite).toBeGreaterThanOrEqual(2);
    expect(kontrast(aufDerSeite.farbe, aufDerSeite.hintergrund), JSON.stringify(aufDerSeite)).toBeGreaterThanOrEqual(3);
  });
});

test.describe("every time in the club's time zone (TZ_CLUB)", () => {
  test('a browser in New York sees Swiss times in the outbox and the change log', async ({ browser, baseURL }) => {
    const api = apiClient(baseURL);
    const news = (await api.getNewsListe({ query: { AuchVergangeneNewsAnzeigen: false } }))[0]!;
    await api.passwortVergessen({ body: { VereinId: DEMO.vereinId, Emailadresse: DEMO.email, Ziel: 'portal' } });
    const context = await browser.newContext({ baseURL, locale: 'de-CH', timezoneId: 'America/New_York' });
    const page = await context.newPage();
    try {
      const mail = (await readOutbox(baseURL!))[0]!;
      await page.goto('/outbox');
      await expect(page.getByText(`An: ${mail.to} · ${zeitpunkt(mail.createdAt, 'Europe/Zurich')}`).first()).toBeVisible();

      await signIn(page, DEMO);
      await page.goto(`/newsbearbeiten/${news.NewsId}`);
      await page.getByRole('textbox', { name: 'Titel' }).fill(`${news.Titel ?? 'News'} (Zeitzone)`);
      await page.getByRole('button', { name: 'Speichern' }).click();
      const protokoll = () => api.getAenderungsprotokoll({ query: { Bereich: 'News', Von: '', Bis: '' } });
      await expect.poll(async () => (await protokoll()).some((a) => a.Objekt?.includes('(Zeitzone)'))).toBe(true);
      const eintrag = (await protokoll()).find((a) => a.Objekt?.includes('(Zeitzone)'))!;
      await page.goto('/aenderungsprotokoll');
      await expect(page.getByRole('gridcell', { name: zeitpunkt(eintrag.Zeitpunkt, 'Europe/Zurich'), exact: true }).first()).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("the zone is the server's: another TZ_CLUB shows that zone's times and dates", async ({ page, baseURL }) => {
    await page.route('**/api/einstellungen', async (route) => {
      const antwort = await route.fetch();
      await route.fulfill({ response: antwort, json: { ...(await antwort.json()), Zeitzone: 'Asia/Tokyo' } });
    });
    const mail = (await readOutbox(baseURL!))[0]!;
    await page.goto('/outbox');
    await expect(page.getByText(`An: ${mail.to} · ${zeitpunkt(mail.createdAt, 'Asia/Tokyo')}`).first()).toBeVisible();

    // An invitation sent at 21:00 in Zurich was sent on the next day in Tokyo.
    await page.route(/\/api\/adminPortal\/mitglied\?/, async (route) => {
      const antwort = await route.fetch();
      const liste = (await antwort.json()) as { HatSystemZugriff: number; PasswortGesetzt: number; ZugangsmailAm: string | null }[];
      const eingeladen = liste.map((m) =>
        m.HatSystemZugriff === 1 ? { ...m, PasswortGesetzt: 0, ZugangsmailAm: '2026-03-14T20:00:00.000Z' } : m,
      );
      await route.fulfill({ response: antwort, json: eingeladen });
    });
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, DEMO);
    await page.goto('/mitgliederliste');
    await expect(page.getByRole('gridcell', { name: '✓ eingeladen am 15.03.2026' }).first()).toBeVisible();
  });
});

test.describe('a 390 px phone', () => {
  test('news, events and documents show their date without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO);
    for (const [pfad, spalte] of [
      ['/newsliste', 'Anzeigen von'],
      ['/terminliste', 'Datum'],
      ['/dokumentliste', 'Anzeigen von'],
    ] as const) {
      await page.goto(pfad);
      const kopf = page.getByRole('columnheader', { name: spalte, exact: true });
      await expect(kopf).toBeVisible();
      const box = (await kopf.boundingBox())!;
      expect(box.x + box.width, `${pfad}: ${spalte}`).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });

  test('a long link in the outbox stays inside its card', async ({ page, baseURL }) => {
    await apiClient(baseURL, null).passwortVergessen({ body: { VereinId: DEMO.vereinId, Emailadresse: DEMO.email, Ziel: 'portal' } });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/outbox');
    const karte = page.getByRole('article').first();
    const link = karte.getByRole('link').first();
    await expect(link).toBeVisible();
    const k = (await karte.boundingBox())!;
    const l = (await link.boundingBox())!;
    expect(l.x + l.width).toBeLessThanOrEqual(k.x + k.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('texts and small things', () => {
  test('the confirm button of a delete is red', async ({ page }) => {
    await signIn(page, DEMO);
    await page.goto('/newsliste');
    await page
      .getByRole('button', { name: / löschen$/ })
      .first()
      .click();
    const knopf = page.getByRole('dialog').getByRole('button', { name: 'Löschen' });
    await expect(knopf).toHaveCSS('background-color', 'rgb(198, 40, 40)');
    await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();
  });

  test("a new document is shown from today, like a news item ('Anzeigen von' prefilled)", async ({ page }) => {
    await signIn(page, DEMO);
    await page.goto('/dokumentbearbeiten/0');
    const heute = new Intl.DateTimeFormat('de-CH', { timeZone: 'Europe/Zurich', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      new Date(),
    );
    const text = () =>
      page.getByRole('group', { name: 'Anzeigen von', exact: true }).evaluate((g) => (g.textContent ?? '').replace(/[^\d.]/g, ''));
    await expect.poll(text).toBe(heute);
  });

  test('/registrierung opens the registration, with the AGB and Datenschutz addresses the server is configured with', async ({ page }) => {
    await page.route('**/api/einstellungen', async (route) => {
      const antwort = await route.fetch();
      await route.fulfill({
        response: antwort,
        json: { ...(await antwort.json()), AgbUrl: 'https://verein.example.ch/agb', DatenschutzUrl: 'https://verein.example.ch/ds' },
      });
    });
    await page.goto('/registrierung');
    await expect(page).toHaveURL(/\/vereinregistrieren$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Allgemeinen Geschäftsbedingungen/ })).toHaveAttribute(
      'href',
      'https://verein.example.ch/agb',
    );
    await expect(page.getByRole('link', { name: /Datenschutzerklärung/ })).toHaveAttribute('href', 'https://verein.example.ch/ds');
  });

  test("a member's form says 'E-Mail-Adresse'", async ({ page }) => {
    await signIn(page, DEMO);
    await page.goto('/mitgliedbearbeiten/0');
    await expect(page.getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeVisible();
    await expect(page.getByText('Emailadresse', { exact: true })).toHaveCount(0);
  });
});
