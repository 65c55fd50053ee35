/**
 * Every screen of the portal at the two widths it is built for (a 1366 px laptop and a 390 px phone):
 * a screenshot of each into artifacts/screenshots/seiten/, and the accessibility check on each. One
 * failing screen does not hide the others: the problems of all screens are reported together.
 */
import type { Page } from '@playwright/test';
import { a11yProbleme, DEMO, expect, screenshot, signIn, test, apiClient } from './fixtures';

const BREITEN = [
  { name: '1366', width: 1366, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

/** Screens without sign-in (the sign-out screen is last in the signed-in list). */
const OEFFENTLICH = [
  { name: 'anmeldung', pfad: '/anmeldung' },
  { name: 'vereinregistrieren', pfad: '/vereinregistrieren' },
  { name: 'passwortvergessen', pfad: '/passwortvergessen' },
  { name: 'passwortsetzen-ohne-link', pfad: '/passwortsetzen' },
  { name: 'outbox', pfad: '/outbox' },
  { name: 'vereingeschlossen', pfad: '/vereingeschlossen?nr=1001' },
];

interface DemoIds {
  newsId: number;
  terminId: number;
  dokumentId: number;
  mitgliedId: number;
}

async function demoIds(baseURL: string): Promise<DemoIds> {
  const api = apiClient(baseURL);
  const news = await api.getNewsListe({ query: { AuchVergangeneNewsAnzeigen: false } });
  const termine = await api.getTermine({ query: { AuchVergangeneTermineAnzeigen: false } });
  const dokumente = await api.getDokumente();
  const mitglieder = await api.getMitglieder({ query: { AuchGeloeschteMitgliederAnzeigen: false } });
  const termin = termine.find((t) => t.MitAnAbmeldung === 1) ?? termine[0];
  const mitglied = mitglieder.find((m) => m.Emailadresse !== DEMO.email);
  if (!news[0] || !termin || !dokumente[0] || !mitglied) throw new Error('Demoverein ohne News, Termin, Dokument oder Mitglied');
  return { newsId: news[0].NewsId, terminId: termin.TerminId, dokumentId: dokumente[0].DokumentId, mitgliedId: mitglied.MitgliedId };
}

function angemeldet(ids: DemoIds) {
  return [
    { name: 'home', pfad: '/' },
    { name: 'vereinsinfobearbeiten', pfad: '/vereinsinfobearbeiten' },
    { name: 'newsliste', pfad: '/newsliste' },
    { name: 'news-erfassen', pfad: '/newsbearbeiten/0' },
    { name: 'news-bearbeiten', pfad: `/newsbearbeiten/${ids.newsId}` },
    { name: 'terminliste', pfad: '/terminliste' },
    { name: 'termin-erfassen', pfad: '/terminbearbeiten/0' },
    { name: 'termin-bearbeiten', pfad: `/terminbearbeiten/${ids.terminId}` },
    { name: 'terminanabmeldungen', pfad: `/terminanabmeldungen/${ids.terminId}` },
    { name: 'mitgliederliste', pfad: '/mitgliederliste' },
    { name: 'mitglied-erfassen', pfad: '/mitgliedbearbeiten/0' },
    { name: 'mitglied-bearbeiten', pfad: `/mitgliedbearbeiten/${ids.mitgliedId}` },
    { name: 'mitgliederimportieren', pfad: '/mitgliederimportieren' },
    { name: 'rundmail', pfad: '/rundmail' },
    { name: 'dokumentliste', pfad: '/dokumentliste' },
    { name: 'dokument-erfassen', pfad: '/dokumentbearbeiten/0' },
    { name: 'dokument-bearbeiten', pfad: `/dokumentbearbeiten/${ids.dokumentId}` },
    { name: 'vereinskonto', pfad: '/vereinskonto' },
    // The account's invoices, opened as the home banner's link does (scrolled to the section).
    { name: 'vereinskonto-rechnungen', pfad: '/vereinskonto#rechnungen' },
    { name: 'vereinskontobearbeiten', pfad: '/vereinskontobearbeiten' },
    { name: 'aboabschluss', pfad: '/aboabschluss' },
    { name: 'aboanpassung', pfad: '/aboanpassung' },
    { name: 'aboerneuerung', pfad: '/aboerneuerung' },
    { name: 'aenderungsprotokoll', pfad: '/aenderungsprotokoll' },
    // Member fees (docs/produkt.md "Beiträge").
    { name: 'beitraege', pfad: '/beitraege' },
    { name: 'beitragskonto', pfad: '/beitragskonto' },
    { name: 'beitragslauf', pfad: '/beitragslauf' },
    { name: 'beitragsrechnungen', pfad: '/beitragsrechnungen' },
    { name: 'beitragszahlungen', pfad: '/beitragszahlungen' },
    { name: 'abmeldung', pfad: '/abmeldung' },
  ];
}

/** Opens a screen in the signed-in tab and waits until it has settled: a heading, no spinner. */
async function oeffne(page: Page, pfad: string): Promise<void> {
  // The sign-in lives in the tab's sessionStorage, so it survives loading each screen by its address.
  await page.goto(pfad);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await settled(page);
}

/** No spinner, no placeholder of code still loading (date pickers, editor, table), nothing in flight. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
}

async function pruefe(page: Page, name: string, probleme: string[]): Promise<void> {
  await screenshot(page, `seiten/${name}`);
  const gefunden = await a11yProbleme(page);
  if (gefunden) probleme.push(`${name}:\n${gefunden}`);
  // The page itself never scrolls sideways (a wide table may scroll inside its own box).
  const breite = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, sicht: document.documentElement.clientWidth }));
  if (breite.scroll > breite.sicht) probleme.push(`${name}: the page is ${breite.scroll} px wide in a ${breite.sicht} px window`);
  // Swiss spelling: no 'ß' in what the screen shows or reads out (texts, aria labels, titles, placeholders).
  const mitEszett = await page.evaluate(() => {
    const texte = [document.body.innerText, document.title];
    for (const el of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))) {
      for (const a of ['aria-label', 'title', 'placeholder', 'alt']) texte.push(el.getAttribute(a) ?? '');
    }
    return texte.flatMap((t) => t.split('\n')).filter((t) => t.includes('ß'));
  });
  if (mitEszett.length > 0) probleme.push(`${name}: 'ß' in ${mitEszett.map((t) => `«${t.trim()}»`).join(', ')}`);
}

for (const breite of BREITEN) {
  test(`every screen at ${breite.width} px: screenshot, no serious accessibility violation, no sideways scrolling, no 'ß'`, async ({
    page,
    server,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: breite.width, height: breite.height });
    const probleme: string[] = [];

    for (const s of OEFFENTLICH) {
      await page.goto(s.pfad);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await settled(page);
      await pruefe(page, `${s.name}-${breite.name}`, probleme);
    }

    await signIn(page, DEMO);
    for (const s of angemeldet(await demoIds(server.baseURL))) {
      await oeffne(page, s.pfad);
      await pruefe(page, `${s.name}-${breite.name}`, probleme);
    }
    expect(probleme.join('\n\n'), 'screens with accessibility violations, sideways scrolling or ß').toBe('');
  });
}
